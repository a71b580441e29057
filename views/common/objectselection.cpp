#include "objectselection.h"

namespace railyard {

void ObjectSelection::select(std::vector<ObjectRef> objects)
{
    if (objects == m_objects)
        return;
    m_objects = std::move(objects);
    emit changed();
}

} // namespace railyard
