#include "cabletrace.h"

#include <unordered_set>

namespace railyard {

CableTrace traceCable(const Document &doc, PortId start, const PassThrough &passThrough)
{
    CableTrace trace;
    trace.start = start;
    if (!doc.ports().contains(start))
        return trace;
    std::unordered_set<uint32_t> passed{start.value};
    PortId at = start;
    CableId arrivedBy;
    for (;;) {
        // The cable leaving `at` that is not the one we came in by.
        CableId next;
        for (CableId c : doc.cablesAt(at))
            if (c != arrivedBy) {
                next = c;
                break;
            }
        if (!next)
            break;
        const Cable &cable = doc.cables().at(next);
        const PortId far = doc.otherEnd(cable, at);
        trace.hops.push_back({at, next, far});
        if (!passed.insert(far.value).second) {
            trace.loop = true;
            break;
        }
        const PortId onward = passThrough ? passThrough(doc, far) : PortId();
        if (!onward || !doc.ports().contains(onward))
            break;
        if (!passed.insert(onward.value).second) {
            trace.loop = true;
            break;
        }
        at = onward;
        arrivedBy = CableId();
    }
    return trace;
}

CableTrace traceCable(const Document &doc, CableId cable, const PassThrough &passThrough)
{
    const Cable *c = doc.cables().find(cable);
    if (!c)
        return {};
    return traceCable(doc, c->a, passThrough);
}

} // namespace railyard
