#pragma once

#include "engine/engine.h"

#include <QWidget>

class QLabel;
class QTimer;

namespace railyard {

class ChartCard;

// The design's figures as charts (docs/GUI.md): IT and facility power against the utility feed,
// power by category, heat to liquid and air against their capacity, CDU loading per loop,
// cables by medium and their stock lengths, transceivers by type with their power, and the
// quote total when every part is priced. The charts follow the engine in the same event as
// the edit; the quote total, which walks the whole BOM, follows once edits pause.
class Dashboard : public QWidget {
    Q_OBJECT
public:
    Dashboard(const Document &doc, const Engine &engine, QWidget *parent = nullptr);

    ChartCard *card(const QString &key) const;
    QString quoteTotal() const;
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refreshQuote();

    const Document &m_doc;
    const Engine &m_engine;
    QHash<QString, ChartCard *> m_cards;
    QLabel *m_quote;
    QTimer *m_quoteTimer;
};

} // namespace railyard
