#include "objectlocation.h"

namespace railyard {

RackId rackOfObjects(const Document &doc, const std::vector<ObjectRef> &objects)
{
    auto rackOfPort = [&](PortId p) -> RackId {
        const Port *port = doc.ports().find(p);
        const Device *d = port ? doc.devices().find(port->device) : nullptr;
        return d ? d->rack : RackId();
    };
    for (const ObjectRef &o : objects) {
        if (o.kind == EntityKind::Rack && doc.racks().contains(RackId(o.id)))
            return RackId(o.id);
        if (o.kind == EntityKind::Device)
            if (const Device *d = doc.devices().find(DeviceId(o.id)))
                return d->rack;
        if (o.kind == EntityKind::Port)
            if (const RackId r = rackOfPort(PortId(o.id)))
                return r;
        if (o.kind == EntityKind::Cable)
            if (const Cable *c = doc.cables().find(CableId(o.id)))
                return rackOfPort(c->a);
    }
    return {};
}

std::vector<RackId> racksOfObjects(const Document &doc, const std::vector<ObjectRef> &objects)
{
    std::vector<RackId> racks;
    auto add = [&](const std::vector<ObjectRef> &one) {
        const RackId r = rackOfObjects(doc, one);
        if (r && std::find(racks.begin(), racks.end(), r) == racks.end())
            racks.push_back(r);
    };
    for (const ObjectRef &o : objects) {
        add({o});
        if (o.kind == EntityKind::Cable)
            if (const Cable *c = doc.cables().find(CableId(o.id)))
                add({{EntityKind::Port, c->b.value}});
    }
    return racks;
}

} // namespace railyard
