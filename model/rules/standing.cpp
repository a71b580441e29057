#include "standing.h"

#include "core/trcontexts.h"

namespace railyard {

std::optional<Standing> standingOf(const Document &doc, EntityKind kind, uint32_t id)
{
    if (kind == EntityKind::Rack) {
        const Rack &r = doc.racks().at(RackId(id));
        const std::optional<Footprint> fp = footprintOf(doc, r);
        if (!fp)
            return std::nullopt;
        return Standing{EntityKind::Rack, id, trctx::Rules::tr("Rack"), r.name, doc.hallOf(r.id), fp->rect(), r.xM, r.yM, r.rotationDeg};
    }
    const Cdu &c = doc.cdus().at(CduId(id));
    const Part *part = doc.catalog().find(c.part);
    const CoolingLoop *loop = doc.loops().find(c.loop);
    if (!part || !loop || part->widthM <= 0 || part->depthM <= 0)
        return std::nullopt;
    return Standing{EntityKind::Cdu, id, trctx::Rules::tr("CDU"), c.name, loop->hall,
                    turnedRect(c.xM, c.yM, part->widthM, part->depthM, c.rotationDeg), c.xM, c.yM, c.rotationDeg};
}

} // namespace railyard
