#include "objectname.h"

namespace railyard {
namespace {

template <class T, class IdT = decltype(T::id)>
QString nameIn(const EntityTable<T> &table, uint32_t id)
{
    const T *e = table.find(IdT(id));
    return e ? e->name : QString();
}

} // namespace

QString nameOfObject(const Document &doc, ObjectRef o)
{
    switch (o.kind) {
    case EntityKind::Site: return doc.site().name;
    case EntityKind::Hall: return nameIn(doc.halls(), o.id);
    case EntityKind::Row: return nameIn(doc.rows(), o.id);
    case EntityKind::Rack: return nameIn(doc.racks(), o.id);
    case EntityKind::Device: return nameIn(doc.devices(), o.id);
    case EntityKind::Port:
        if (const Port *p = doc.ports().find(PortId(o.id)))
            return nameIn(doc.devices(), p->device.value) + QLatin1Char(':') + p->name;
        return {};
    case EntityKind::Cable:
        if (const Cable *c = doc.cables().find(CableId(o.id)))
            return c->label.isEmpty() ? QString::number(c->id.value) : c->label;
        return {};
    case EntityKind::Feed: return nameIn(doc.feeds(), o.id);
    case EntityKind::Pdu: return nameIn(doc.pdus(), o.id);
    case EntityKind::Loop: return nameIn(doc.loops(), o.id);
    case EntityKind::Network: return nameIn(doc.networks(), o.id);
    case EntityKind::Part:
        if (const Part *p = doc.catalog().find(PartId(o.id)))
            return p->model;
        return {};
    case EntityKind::Column: return nameIn(doc.columns(), o.id);
    case EntityKind::KeepOut: return nameIn(doc.keepOuts(), o.id);
    case EntityKind::Busway: return nameIn(doc.busways(), o.id);
    case EntityKind::Cdu: return nameIn(doc.cdus(), o.id);
    }
    return {};
}

} // namespace railyard
