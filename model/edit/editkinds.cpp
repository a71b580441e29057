#include "editkind.h"

namespace railyard {

const std::vector<EditKind> &editKinds()
{
    static const std::vector<EditKind> kinds = {hallEditKind(),    rowEditKind(),     feedEditKind(),
                                                pduEditKind(),     loopEditKind(),    networkEditKind(),
                                                rackEditKind(),    deviceEditKind(),  cableEditKind(),
                                                columnEditKind(),  keepOutEditKind(), buswayEditKind(),
                                                cduEditKind(),     rackTemplateEditKind()};
    return kinds;
}

const EditKind *findEditKind(const QString &name)
{
    for (const EditKind &k : editKinds())
        if (k.name == name)
            return &k;
    return nullptr;
}

} // namespace railyard
