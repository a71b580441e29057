#pragma once

#include "rules/problem.h"

#include <QObject>
#include <vector>

namespace railyard {

// The workspace's one selection of design objects of any kind (a typed reference: kind + id),
// which the inspector shows and the context menus act on. The racks of a selection are what the
// floor plan, the racks table and the elevation show (MainWindow::selectRacks keeps them in step);
// a device, cable or feed found or picked in a table is selected here as itself.
class ObjectSelection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    const std::vector<ObjectRef> &objects() const { return m_objects; }
    bool isEmpty() const { return m_objects.empty(); }
    // The one object selected, or a Site reference when none or several are.
    ObjectRef single() const { return m_objects.size() == 1 ? m_objects.front() : ObjectRef{EntityKind::Site, 0}; }
    void select(std::vector<ObjectRef> objects);
    void select(ObjectRef object) { select(std::vector<ObjectRef>{object}); }
    void clear() { select(std::vector<ObjectRef>{}); }

signals:
    void changed();

private:
    std::vector<ObjectRef> m_objects;
};

} // namespace railyard
