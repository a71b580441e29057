#pragma once

#include "engine/engine.h"

#include <QWidget>

class QLabel;
class QFormLayout;

namespace railyard {

// The design's live figures at a glance: IT and facility load against the utility feed, heat
// to liquid and air, CDUs, the worst floor load against the rating, cables and optics. Follows
// the engine on every edit; reads only sums the engine keeps, so it stays cheap on large designs.
class TotalsPanel : public QWidget {
    Q_OBJECT
public:
    TotalsPanel(const Document &doc, const Engine &engine, QWidget *parent = nullptr);

    // The text of one figure row, for tests.
    QString figure(const QString &key) const;

private:
    void refresh();
    void set(const QString &key, const QString &label, const QString &value, bool bad = false);

    const Document &m_doc;
    const Engine &m_engine;
    QFormLayout *m_form;
    QHash<QString, QLabel *> m_values;
};

} // namespace railyard
