#pragma once

#include "document/document.h"

#include <QGraphicsItem>
#include <functional>
#include <vector>

class QGraphicsScene;

namespace railyard {

// The building and the placed plant on the floor plan: building columns (solid, cross-hatched),
// keep-out areas (red hatching over whatever stands there, with their name and reason), CDUs
// (their footprint, turned) and overhead busways (a line along their run). Items are drawn from
// the document only and are not selectable: they are few, so an edit of any of them redraws
// them all.
class FacilityLayer {
public:
    // Hall coordinates (m) to scene units, as the scene places halls.
    using ToScene = std::function<QPointF(HallId, QPointF)>;

    // Replaces the layer's items in `scene` with the document's current ones.
    void rebuild(QGraphicsScene &scene, const Document &doc, const ToScene &toScene);
    // Forgets the items without deleting them (the scene was cleared, which deleted them).
    void forget() { m_items.clear(); }
    // The items drawn, by kind (tests).
    int count(EntityKind kind) const;

private:
    struct Drawn {
        EntityKind kind;
        QGraphicsItem *item;
    };
    std::vector<Drawn> m_items;
};

} // namespace railyard
