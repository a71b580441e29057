#pragma once

#include <QLineF>
#include <QWidget>

namespace railyard {

// The rubber band of a port drag, drawn over the elevation (portdragconnector.h): a line from
// the port to the pointer, a ring on the port under it, and the reason when the drop would be
// refused. Transparent to the mouse.
class PortDragOverlay : public QWidget {
    Q_OBJECT
public:
    explicit PortDragOverlay(QWidget *over);
    void showBand(const QLineF &band, const QRectF &target, const QString &refusal);
    void clear();
    const QLineF &band() const { return m_band; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLineF m_band;
    QRectF m_target;
    QString m_refusal;
};

} // namespace railyard
