#pragma once

#include "documentcommand.h"

#include <QPointF>

namespace railyard {

// Moves one or more racks (a rack, or a whole row dragged together). Successive moves of the
// same set of racks in the same gesture, as a drag produces, merge into one undo step; a new
// drag (another gesture number) starts a new step.
class CmdRackMove : public DocumentCommand {
public:
    struct Move {
        RackId rack;
        QPointF from;
        QPointF to;
    };
    CmdRackMove(Document &doc, std::vector<Move> moves, const QString &text, int gesture = 0);
    void redo() override;
    void undo() override;
    int id() const override { return kCmdRackMove; }
    bool mergeWith(const QUndoCommand *other) override;
    int gesture() const { return m_gesture; }

private:
    void apply(bool forward);
    std::vector<Move> m_moves;
    int m_gesture = 0;
};

} // namespace railyard
