#pragma once

#include "engine/engine.h"

#include <QDialog>
#include <functional>

class QCheckBox;
class QComboBox;
class QMenu;
class QRadioButton;

namespace railyard {

// File > Export > Label Sheets (docs/GUI.md, "Labels"): a dialog to choose the label stock
// (laser sheets, thermal rolls), the QR codes, and whether to label every cable or only the
// selection (the cables selected in the Cables tab, else those with an end in the selected
// racks); then the file.
class LabelExport : public QObject {
    Q_OBJECT
public:
    using Selection = std::function<std::vector<CableId>()>;
    LabelExport(Document &doc, const Engine &engine, Selection selection, QWidget *window);
    void addTo(QMenu *exports);

    // The export without dialogs (tests): `only` null labels every cable.
    bool exportTo(const QString &path, const QString &stockKey, bool qrCodes, const std::vector<CableId> *only, QString *error);
    void exportDialog();

private:
    Document &m_doc;
    const Engine &m_engine;
    Selection m_selection;
    QWidget *m_window;
};

// The choices before the file: stock, QR codes, all or selected cables.
class LabelExportDialog : public QDialog {
    Q_OBJECT
public:
    LabelExportDialog(int selectedCables, QWidget *parent = nullptr);
    QString stockKey() const;
    bool qrCodes() const;
    bool selectionOnly() const;

private:
    QComboBox *m_stock;
    QCheckBox *m_qr;
    QRadioButton *m_selection;
};

} // namespace railyard
