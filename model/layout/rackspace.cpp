#include "rackspace.h"

#include <QCoreApplication>
#include <cstdlib>
#include "core/trcontexts.h"

namespace railyard {

namespace {


// What occupies each U of the rack (index 0 is U1), leaving out `moving`.
std::vector<const Device *> occupancy(const Document &doc, const Rack &rack, int units, DeviceId moving)
{
    std::vector<const Device *> used(size_t(std::max(units, 0)), nullptr);
    for (DeviceId id : doc.devicesOf(rack.id)) {
        const Device &d = doc.devices().at(id);
        const Part *p = doc.catalog().find(d.part);
        if (id == moving || !p || d.uPosition <= 0)
            continue;
        for (int u = d.uPosition; u < d.uPosition + p->uHeight && u <= units; ++u)
            if (u >= 1 && !used[size_t(u - 1)])
                used[size_t(u - 1)] = &d;
    }
    return used;
}

struct Context {
    const Rack *rack = nullptr;
    const Part *part = nullptr;
    int units = 0;
    QString refusal;
};

Context context(const Document &doc, RackId rackId, PartId partId)
{
    Context c;
    c.rack = doc.racks().find(rackId);
    c.part = doc.catalog().find(partId);
    if (!c.rack)
        c.refusal = trctx::Layout::tr("The rack no longer exists.");
    else if (!c.part)
        c.refusal = trctx::Layout::tr("The part is not in the design's catalog.");
    else if (c.part->uHeight <= 0)
        c.refusal = trctx::Layout::tr("%1 is not mounted in rack units; place it on the floor plan or on a rack instead.").arg(c.part->partNumber);
    else if (const Part *type = doc.catalog().find(c.rack->part); !type || type->rackUnits <= 0)
        c.refusal = trctx::Layout::tr("Rack %1 has no rack units to mount in (its type is %2).").arg(c.rack->name, type ? type->partNumber : QStringLiteral("?"));
    else
        c.units = type->rackUnits;
    return c;
}

MountPlan check(const Context &c, const std::vector<const Device *> &used, int u)
{
    const int top = u + c.part->uHeight - 1;
    if (u < 1 || top > c.units)
        return {u, trctx::Layout::tr("%1 needs %2 U from U%3 (to U%4), but rack %5 has U1–U%6.")
                       .arg(c.part->partNumber)
                       .arg(c.part->uHeight)
                       .arg(u)
                       .arg(top)
                       .arg(c.rack->name)
                       .arg(c.units)};
    for (int v = u; v <= top; ++v)
        if (const Device *d = used[size_t(v - 1)])
            return {u, trctx::Layout::tr("U%1 of rack %2 is taken by %3.").arg(v).arg(c.rack->name, d->name)};
    return {u, {}};
}

} // namespace

MountPlan planMount(const Document &doc, RackId rack, PartId part, int u, DeviceId moving)
{
    const Context c = context(doc, rack, part);
    if (!c.refusal.isEmpty())
        return {u, c.refusal};
    return check(c, occupancy(doc, *c.rack, c.units, moving), u);
}

MountPlan nearestFreeMount(const Document &doc, RackId rack, PartId part, int near, DeviceId moving)
{
    const Context c = context(doc, rack, part);
    if (!c.refusal.isEmpty())
        return {near, c.refusal};
    const auto used = occupancy(doc, *c.rack, c.units, moving);
    int best = 0;
    for (int u = 1; u + c.part->uHeight - 1 <= c.units; ++u)
        if (check(c, used, u).ok() && (best == 0 || std::abs(u - near) < std::abs(best - near)))
            best = u;
    if (best == 0)
        return {near, trctx::Layout::tr("Rack %1 has no %2 U free for %3.").arg(c.rack->name).arg(c.part->uHeight).arg(c.part->partNumber)};
    return {best, {}};
}

QString mountRefusal(const Document &doc, RackId rack, PartId part, int u, DeviceId moving)
{
    const MountPlan plan = planMount(doc, rack, part, u, moving);
    if (plan.ok())
        return {};
    const MountPlan free = nearestFreeMount(doc, rack, part, u, moving);
    return free.ok() ? trctx::Layout::tr("%1 The nearest free place is U%2.").arg(plan.refusal).arg(free.u)
                     : trctx::Layout::tr("%1 %2 Choose another rack.").arg(plan.refusal, free.refusal);
}

} // namespace railyard
