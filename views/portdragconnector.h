#pragma once

#include "document/document.h"

#include <QObject>
#include <QPointF>
#include <QPointer>

namespace railyard {

class RackElevation;
class PortDragOverlay;

// Connect by drag in the rack elevation (docs/GUI.md, "Cabling by hand"): press on a port of
// the rear face and drag to another port. A free port dragged to a free port makes a cable; a
// cabled port dragged to a free port re-plugs that end of its cable there. While dragging a
// rubber band runs from the port to the pointer, green over a port that may take the cable,
// red with the reason over one that may not; Esc drops it. A refused drop changes nothing and
// reports why.
// It watches the elevation through an event filter, so the elevation itself only draws.
class PortDragConnector : public QObject {
    Q_OBJECT
public:
    PortDragConnector(Document &doc, RackElevation *elevation);
    ~PortDragConnector() override;

    // The port a drag started from (invalid when none is under way).
    PortId dragging() const { return m_from; }
    // What a drop at `at` would do: empty when it may, else why not (tests, the band's colour).
    QString refusalAt(QPointF at) const;
    // Shows the band of a drag from `from` to `at` as if the mouse were there (screenshots);
    // the next press, release or cancel() ends it.
    void showDrag(PortId from, QPointF at);
    void cancel();

signals:
    // After a drop: what was made, or why nothing was (the window shows it in the status bar).
    void finished(const QString &message, bool refused);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void drop(QPointF at);

    Document &m_doc;
    QPointer<RackElevation> m_elevation;
    PortDragOverlay *m_overlay = nullptr;
    PortId m_from;
    QPointF m_pressAt;
};

} // namespace railyard
