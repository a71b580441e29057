#pragma once

#include "partdroptarget.h"

#include "layout/rackplacement.h"

#include <QPointer>

class QGraphicsObject;

namespace railyard {

class FloorPlanView;
class DropGhost;

// Drops of catalog parts on the floor plan (docs/GUI.md, "Catalog palette"): a rack type places
// a rack where it lands (model/layout/rackplacement.h), a PDU powers the rack under the pointer
// on its free side (rackpdu.h), a CDU joins the rack's loop (loopcdu.h); dropped on a row (its
// tray, its label or between its racks) a PDU powers each of its racks' free side, a CDU stands
// at the row's end and a busway runs over it (rowpower.h). While dragging, a ghost
// shows the footprint or the target rack, red with the reason when the drop would be refused;
// a refused drop changes nothing and says why. Each drop is one undoable step.
class FloorPlanDrop : public PartDropTarget {
    Q_OBJECT
public:
    FloorPlanDrop(Document &doc, FloorPlanView *view);
    ~FloorPlanDrop() override;

    // What dropping `part` at a viewport point would do: ok and a description, or the refusal.
    struct Outcome {
        bool ok = false;
        QString text;
    };
    Outcome preview(const Part &part, QPoint viewportPos);
    // The ghost as shown (tests): null when no drag is over the plan.
    QGraphicsObject *ghost() const;

signals:
    // The racks one drop placed (several with Racks per drop), to be selected together.
    void racksPlaced(const std::vector<railyard::RackId> &racks);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    QWidget *dropWidget() const override;
    Verdict showDrop(const Part &part, QPointF at) override;
    void hideDrop() override;
    Verdict applyDrop(const Part &part, QPointF at) override;

private:
    struct Target;
    Target targetAt(const Part &part, QPoint viewportPos);
    void targetRow(Target &t, const Part &part, RowId row, HallId hall);
    // A rack template dropped: the planned racks filled from it.
    void targetTemplate(Target &t, const std::vector<RackPlacement> &plans, HallId hall, const QString &names);
    void showGhost(const Target &target);
    void clearGhost();
    void watchViewport();

    FloorPlanView *m_view;
    QPointer<DropGhost> m_ghost;
};

} // namespace railyard
