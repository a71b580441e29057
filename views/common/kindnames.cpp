#include "kindnames.h"

namespace railyard {

QString KindNames::name(EntityKind kind)
{
    switch (kind) {
    case EntityKind::Site: return tr("Site");
    case EntityKind::Hall: return tr("Hall");
    case EntityKind::Row: return tr("Row");
    case EntityKind::Rack: return tr("Rack");
    case EntityKind::Device: return tr("Device");
    case EntityKind::Port: return tr("Port");
    case EntityKind::Cable: return tr("Cable");
    case EntityKind::Feed: return tr("Feed");
    case EntityKind::Pdu: return tr("PDU");
    case EntityKind::Loop: return tr("Cooling loop");
    case EntityKind::Network: return tr("Network");
    case EntityKind::Part: return tr("Part");
    case EntityKind::Column: return tr("Column");
    case EntityKind::KeepOut: return tr("Keep-out area");
    case EntityKind::Busway: return tr("Busway");
    case EntityKind::Cdu: return tr("CDU");
    }
    return {};
}

QString KindNames::count(EntityKind kind, int n)
{
    switch (kind) {
    case EntityKind::Site: return tr("%Ln site(s)", nullptr, n);
    case EntityKind::Hall: return tr("%Ln hall(s)", nullptr, n);
    case EntityKind::Row: return tr("%Ln row(s)", nullptr, n);
    case EntityKind::Rack: return tr("%Ln rack(s)", nullptr, n);
    case EntityKind::Device: return tr("%Ln device(s)", nullptr, n);
    case EntityKind::Port: return tr("%Ln port(s)", nullptr, n);
    case EntityKind::Cable: return tr("%Ln cable(s)", nullptr, n);
    case EntityKind::Feed: return tr("%Ln feed(s)", nullptr, n);
    case EntityKind::Pdu: return tr("%Ln PDU(s)", nullptr, n);
    case EntityKind::Loop: return tr("%Ln cooling loop(s)", nullptr, n);
    case EntityKind::Network: return tr("%Ln network(s)", nullptr, n);
    case EntityKind::Part: return tr("%Ln part(s)", nullptr, n);
    case EntityKind::Column: return tr("%Ln column(s)", nullptr, n);
    case EntityKind::KeepOut: return tr("%Ln keep-out area(s)", nullptr, n);
    case EntityKind::Busway: return tr("%Ln busway(s)", nullptr, n);
    case EntityKind::Cdu: return tr("%Ln CDU(s)", nullptr, n);
    }
    return {};
}

} // namespace railyard
