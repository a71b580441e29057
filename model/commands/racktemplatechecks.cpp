#include "racktemplatechecks.h"

#include "core/limits.h"
#include "core/trcontexts.h"
#include "document/fragmentbuilder.h"
#include "namecheck.h"

#include <QSet>

namespace railyard {

namespace {

using Tr = trctx::RackTemplates;

bool mountable(PartCategory c)
{
    switch (c) {
    case PartCategory::GpuServer:
    case PartCategory::RackSystem:
    case PartCategory::Switch:
    case PartCategory::Storage:
    case PartCategory::Server:
    case PartCategory::Pdu:
    case PartCategory::Cdu:
    case PartCategory::PowerShelf:
    case PartCategory::NvlinkSwitch: return true;
    default: return false;
    }
}

QString checkSide(const Catalog &cat, const RackTemplate &tpl, const RackTemplateSide &side, QChar letter)
{
    if (side.units == 0)
        return {};
    if (side.units < 0 || side.units > limits::kMaxPduUnits)
        return Tr::tr("Template %1: side %2 has %3 PDUs; a side has 0 to %4.").arg(tpl.name, letter).arg(side.units).arg(limits::kMaxPduUnits);
    const Part *p = cat.find(side.part);
    if (!p || (p->category != PartCategory::Pdu && p->category != PartCategory::PowerShelf))
        return Tr::tr("Template %1: side %2's %3 is not a PDU or power shelf of the design's catalog.").arg(tpl.name, letter, side.part);
    return {};
}

// The U each device takes, refused where one leaves the frame or meets another.
QString checkMounts(const Catalog &cat, const RackTemplate &tpl, const Part &frame, std::vector<const Part *> &parts)
{
    std::vector<int> taken(size_t(std::max(frame.rackUnits, 0)), -1);
    QSet<QString> suffixes;
    for (size_t i = 0; i < tpl.devices.size(); ++i) {
        const RackTemplateDevice &d = tpl.devices[i];
        const Part *p = cat.find(d.part);
        if (!p || !mountable(p->category))
            return Tr::tr("Template %1: %2 is not a part of the design's catalog that mounts in a rack.").arg(tpl.name, d.part);
        parts.push_back(p);
        if (d.suffix.isEmpty())
            return Tr::tr("Template %1: device %2 has no name after the rack's.").arg(tpl.name).arg(i + 1);
        if (QString why = nameTextRefusal(d.suffix, Tr::tr("device")); !why.isEmpty())
            return Tr::tr("Template %1: %2").arg(tpl.name, why);
        if (suffixes.contains(d.suffix))
            return Tr::tr("Template %1: two devices are named RACK%2; name them apart.").arg(tpl.name, d.suffix);
        suffixes.insert(d.suffix);
        if (d.rail < -1 || d.rail > limits::kMaxRail || d.plane < 0 || d.plane > 8)
            return Tr::tr("Template %1: RACK%2 has rail %3 and plane %4; rails run 1 to %5, planes 0 to 8.")
                .arg(tpl.name, d.suffix)
                .arg(d.rail + 1)
                .arg(d.plane)
                .arg(limits::kMaxRail);
        if (p->uHeight <= 0) {
            if (d.uPosition != 0)
                return Tr::tr("Template %1: RACK%2 (%3) is zero-U; its U is 0.").arg(tpl.name, d.suffix, p->partNumber);
            continue;
        }
        const int top = d.uPosition + p->uHeight - 1;
        if (d.uPosition < 1 || top > frame.rackUnits)
            return Tr::tr("Template %1: RACK%2 (%3) takes U%4 to U%5; %6 has U1 to U%7.")
                .arg(tpl.name, d.suffix, p->partNumber)
                .arg(d.uPosition)
                .arg(top)
                .arg(frame.partNumber)
                .arg(frame.rackUnits);
        for (int u = d.uPosition; u <= top; ++u) {
            int &at = taken[size_t(u - 1)];
            if (at >= 0)
                return Tr::tr("Template %1: RACK%2 and RACK%3 both take U%4; move one.").arg(tpl.name, tpl.devices[size_t(at)].suffix, d.suffix).arg(u);
            at = int(i);
        }
    }
    return {};
}

QString checkCables(const RackTemplate &tpl, const std::vector<const Part *> &parts)
{
    std::vector<QSet<QString>> portNames(parts.size());
    for (size_t i = 0; i < parts.size(); ++i)
        for (const Port &port : portsForPart(*parts[i], {}))
            portNames[i].insert(port.name);
    QSet<QString> used;
    for (const RackTemplateCable &c : tpl.cables) {
        const int n = int(parts.size());
        if (c.a < 0 || c.a >= n || c.b < 0 || c.b >= n)
            return Tr::tr("Template %1: a cable ends on a device the template does not have.").arg(tpl.name);
        const QString a = tpl.devices[size_t(c.a)].suffix + QLatin1Char(':') + c.portA;
        const QString b = tpl.devices[size_t(c.b)].suffix + QLatin1Char(':') + c.portB;
        for (const auto &[index, port, end] : {std::tuple(c.a, c.portA, a), std::tuple(c.b, c.portB, b)}) {
            if (!portNames[size_t(index)].contains(port))
                return Tr::tr("Template %1: RACK%2 has no port %3 (%4).").arg(tpl.name, tpl.devices[size_t(index)].suffix, port, parts[size_t(index)]->partNumber);
            if (used.contains(end))
                return Tr::tr("Template %1: port RACK%2 takes two cables; a port takes one.").arg(tpl.name, end);
            used.insert(end);
        }
        if (a == b)
            return Tr::tr("Template %1: a cable runs from RACK%2 to itself.").arg(tpl.name, a);
    }
    return {};
}

} // namespace

QString checkRackTemplate(const Document &doc, const RackTemplate &tpl)
{
    if (tpl.name.trimmed().isEmpty())
        return Tr::tr("A rack template needs a name.");
    if (QString why = nameTextRefusal(tpl.name, Tr::tr("template")); !why.isEmpty())
        return why;
    const Catalog &cat = doc.catalog();
    const Part *frame = cat.find(tpl.frame);
    if (!frame || (frame->category != PartCategory::Rack && frame->category != PartCategory::RackSystem))
        return Tr::tr("Template %1: %2 is not a rack or rack-scale system of the design's catalog.").arg(tpl.name, tpl.frame);
    if (QString why = checkSide(cat, tpl, tpl.sideA, QLatin1Char('A')); !why.isEmpty())
        return why;
    if (QString why = checkSide(cat, tpl, tpl.sideB, QLatin1Char('B')); !why.isEmpty())
        return why;
    if (!(tpl.spreaderM2 >= 0 && tpl.spreaderM2 <= limits::kMaxSpreaderM2))
        return Tr::tr("Template %1: a spreader plate of %2 m²; it is 0 to %3 m².").arg(tpl.name).arg(tpl.spreaderM2).arg(limits::kMaxSpreaderM2);
    std::vector<const Part *> parts;
    if (QString why = checkMounts(cat, tpl, *frame, parts); !why.isEmpty())
        return why;
    return checkCables(tpl, parts);
}

} // namespace railyard
