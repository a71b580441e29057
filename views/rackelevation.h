#pragma once

#include "engine/engine.h"

#include <QWidget>

namespace railyard {

// The selected rack U by U (docs/GUI.md): each device at its U with its name and model, its
// ports as small squares with the cables leaving them colored by network (compute, storage,
// in-band, out-of-band; hollow when free), zero-U devices listed apart, and bars for power,
// floor load and U used against their limits. Redrawn when an edit touches the rack.
class RackElevation : public QWidget {
    Q_OBJECT
public:
    RackElevation(const Document &doc, const Engine &engine, QWidget *parent = nullptr);

    void showRack(RackId rack);
    RackId rack() const { return m_rack; }
    // The bar figures as drawn (tests): used and limit of "power" (kW), "floor" (kg/m²), "u".
    std::pair<double, double> bar(const QString &key) const;
    QSize sizeHint() const override { return {420, 760}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Bar {
        QString key, label, unit;
        double used = 0, limit = 0;
    };
    std::vector<Bar> bars() const;

    const Document &m_doc;
    const Engine &m_engine;
    RackId m_rack;
};

} // namespace railyard
