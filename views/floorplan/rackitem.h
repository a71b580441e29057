#pragma once

#include "core/ids.h"

#include <QGraphicsItem>

namespace railyard {

// Scene units per metre: centimetres keep fonts and pens at ordinary sizes.
constexpr double kSceneUnitsPerMetre = 100.0;

// One rack on the floor plan. It holds only the rack's ID and what it draws; the document is
// the model and the scene redraws from it (docs/GUI.md). Drags snap their displacement to the
// floor grid unless Shift is held.
class RackItem : public QGraphicsItem {
public:
    RackItem(RackId rack, QSizeF footprintM);

    RackId rack() const { return m_rack; }
    void setFootprint(QSizeF footprintM);
    void setLook(const QColor &fill, const QString &name, bool problem);
    bool hasProblem() const { return m_problem; }
    QColor fill() const { return m_fill; }

    // Where the current drag started (scene units); snapping keeps the displacement on the grid.
    void beginDrag() { m_dragStart = pos(); }
    static void setSnap(double gridM) { s_gridM = gridM; }
    static double snap() { return s_gridM; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    RackId m_rack;
    QRectF m_rect; // footprint centred on the rack's position
    QColor m_fill;
    QString m_name;
    bool m_problem = false;
    QPointF m_dragStart;
    static double s_gridM;
};

} // namespace railyard
