#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <QGraphicsItem>
#include <functional>
#include <optional>
#include <vector>

class QGraphicsScene;

namespace railyard {

// The building and the placed plant on the floor plan: building columns (solid, cross-hatched),
// keep-out areas (red hatching over whatever stands there, with their name and reason), CDUs
// (their footprint, turned) and overhead busways (a line along their run). Items are drawn from
// the document only; each object's body is selectable (a click shows it in the inspector), its
// hatching and labels are not. They are few, so an edit of any of them redraws them all, and
// the selection is carried over the redraw.
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
    // The objects whose bodies are selected in the scene.
    std::vector<ObjectRef> selected() const;
    // The selectable body drawn for an object, null when none is.
    QGraphicsItem *body(ObjectRef object) const;
    // The object an item (or its parent) draws, if it draws one of this layer's.
    std::optional<ObjectRef> objectOf(const QGraphicsItem *item) const;
    // Moves everything drawn for these objects by `delta` scene units: a drag in progress, which
    // the document learns of when the mouse is let go.
    void offset(const std::vector<ObjectRef> &objects, QPointF delta) const;

private:
    struct Drawn {
        EntityKind kind;
        QGraphicsItem *item;
        uint32_t owner = 0; // the object's id
        bool body = false;  // the object's selectable body (its other items draw around it)
    };
    std::vector<Drawn> m_items;
};

} // namespace railyard
