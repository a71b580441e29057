#include "rackplacement.h"

namespace railyard {

QString rackPlacementRefusal(const Document &doc, const Rack &rack)
{
    // The building has no obstacles in the model yet: every place on the floor is allowed.
    Q_UNUSED(doc);
    Q_UNUSED(rack);
    return {};
}

} // namespace railyard
