#include "cmdrackmove.h"

namespace railyard {

CmdRackMove::CmdRackMove(Document &doc, std::vector<Move> moves, const QString &text, int gesture)
    : DocumentCommand(doc, text), m_moves(std::move(moves)), m_gesture(gesture)
{
}

void CmdRackMove::apply(bool forward)
{
    ChangeBatch batch(doc(), key());
    for (const Move &m : m_moves) {
        Rack r = doc().racks().at(m.rack);
        const QPointF p = forward ? m.to : m.from;
        r.xM = p.x();
        r.yM = p.y();
        doc().replace(key(), r, Rack::kPosition);
    }
}

void CmdRackMove::redo() { apply(true); }
void CmdRackMove::undo() { apply(false); }

bool CmdRackMove::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const CmdRackMove *>(other);
    if (next->m_gesture != m_gesture || next->m_moves.size() != m_moves.size())
        return false;
    for (size_t i = 0; i < m_moves.size(); ++i)
        if (m_moves[i].rack != next->m_moves[i].rack)
            return false;
    for (size_t i = 0; i < m_moves.size(); ++i)
        m_moves[i].to = next->m_moves[i].to;
    return true;
}

} // namespace railyard
