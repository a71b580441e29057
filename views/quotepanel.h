#pragma once

#include "engine/engine.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTimer;

namespace railyard {

class BomTableModel;
class PriceBookPanel;
class ScenarioPanel;

// The sales engineer's desk (docs/QUOTE.md): customer, project and terms; the quote's totals,
// recomputed shortly after each edit; exports of the BOM (CSV, XLSX) and the quote (PDF); the
// price book; and the design's variants side by side. Every change here is an undoable edit.
class QuotePanel : public QWidget {
    Q_OBJECT
public:
    QuotePanel(Document &doc, const Engine &engine, QWidget *parent = nullptr);

    // The text of one summary figure ("hardware", "services", "total", "error"...), for tests.
    QString figure(const QString &key) const;
    PriceBookPanel *priceBook() const { return m_priceBook; }
    ScenarioPanel *scenarios() const { return m_scenarios; }
    QTabWidget *tabs() const { return m_tabs; }
    // Recomputes now instead of after the pause (tests, and before exports).
    void refreshNow();
    // Writes the BOM (.csv or .xlsx) or the quote (.pdf); an error names the file.
    bool exportTo(const QString &what, const QString &path, QString *error);
    // The BOM the exports write, as a sortable table (through a QSortFilterProxyModel).
    QTableView *bomTable() const { return m_bomTable; }
    BomTableModel *bomModel() const { return m_bomModel; }
    // Undoable: the quote's logo from an image file (PNG or JPEG), or none.
    bool setLogoFromFile(const QString &path, QString *error);
    void removeLogo();

private:
    QWidget *buildTermsTab();
    void applyTerms();
    void showTerms();
    void exportDialog(const QString &what);
    QWidget *buildBomTable();
    void chooseLogo();
    void showLogo();

    Document &m_doc;
    const Engine &m_engine;
    QTabWidget *m_tabs;
    QTimer *m_refresh;
    QLineEdit *m_customer = nullptr, *m_project = nullptr, *m_currency = nullptr, *m_quoteNumber = nullptr;
    QLabel *m_logoName = nullptr;
    BomTableModel *m_bomModel = nullptr;
    QTableView *m_bomTable = nullptr;
    QDoubleSpinBox *m_validDays = nullptr, *m_perCable = nullptr, *m_perRack = nullptr, *m_perNode = nullptr,
                   *m_shipping = nullptr, *m_margin = nullptr, *m_tax = nullptr;
    QHash<QString, QLabel *> m_figures;
    PriceBookPanel *m_priceBook;
    ScenarioPanel *m_scenarios;
};

} // namespace railyard
