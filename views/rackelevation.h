#pragma once

#include "engine/engine.h"

#include <QWidget>

class QMenu;
class QToolButton;

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

    // Where a device is drawn (tests). A device past the top of its rack is drawn on the units it
    // reaches inside the rack (the top unit when it starts above it), in the problem colour.
    struct DeviceBox {
        QRectF rect;
        bool pastTop = false;
    };
    DeviceBox deviceBox(DeviceId device) const;

    // A text the elevation draws outside the rack: the title and the bars' labels and figures.
    // Each is laid out to fit its box whole, wrapping or in a smaller type, and no two boxes
    // overlap (issue #19: the title and "Floor load" were cut and ran into each other).
    struct TextBox {
        QString text;
        QRectF rect;
        QFont font;
        int flags = 0;
    };
    std::vector<TextBox> textBoxes() const;
    // Which face is drawn. The catalog's racked equipment carries its network ports on the rear
    // (docs/GUI.md): the rear shows each device's ports and the cables leaving them, the front
    // its face alone (name, model, units).
    enum class Face { Front, Rear };
    Face face() const { return m_face; }
    void setFace(Face face);
    // Where a port is drawn on the rear (tests, tooltips); null on the front or when not shown.
    QRectF portRect(PortId port) const;
    // The tooltip text at a point: a port's name, role, speed and its cable's far end, else a
    // device's name, part, units and power. Empty over nothing.
    QString toolTipAt(QPointF at) const;
    // The port drawn at a point (rear face), else an invalid id.
    PortId portAt(QPointF at) const;
    // The U drawn at a point (1 at the bottom), 0 off the rack; and where units low..low+count-1
    // are drawn (a drop's highlight).
    int unitAt(QPointF at) const;
    QRectF unitsRect(int low, int count) const;

signals:
    // A cable trace asked for from a port's context menu (the window opens it).
    void traceRequested(railyard::PortId port);
    // A port's context menu is about to open: others add their actions to it (wiring).
    void portMenuRequested(QMenu *menu, railyard::PortId port);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    struct Bar {
        QString key, label, unit;
        double used = 0, limit = 0;
    };
    std::vector<Bar> bars() const;
    // The rack's outline and the height of one U, in pixels.
    struct Frame {
        QRectF rect;
        double uPx = 0;
        int units = 42;
    };
    Frame frame() const;
    QRectF barTrack(const QRectF &frame, size_t index) const;
    DeviceBox deviceBox(const Frame &frame, const Device &device) const;
    // The data ports of a device in a grid on the right half of its box, as drawn on the rear.
    std::vector<std::pair<PortId, QRectF>> portSquares(const Frame &frame, const Device &device, const QRectF &box) const;
    QString deviceToolTip(const Device &device) const;
    QString portToolTip(PortId port) const;

    const Document &m_doc;
    const Engine &m_engine;
    RackId m_rack;
    Face m_face = Face::Rear;
    QToolButton *m_faceButton = nullptr;
};

} // namespace railyard
