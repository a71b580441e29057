#include "labelselection.h"

#include <QCoreApplication>
#include <QHash>

namespace railyard {

std::vector<CableId> cablesOfRacks(const Document &doc, const std::vector<RackId> &racks)
{
    const std::set<uint32_t> wanted = [&] {
        std::set<uint32_t> s;
        for (RackId r : racks)
            s.insert(r.value);
        return s;
    }();
    auto inWanted = [&](PortId port) {
        const Port *p = doc.ports().find(port);
        const Device *d = p ? doc.devices().find(p->device) : nullptr;
        return d && wanted.count(d->rack.value) > 0;
    };
    std::vector<CableId> cables;
    for (const Cable &c : doc.cables())
        if (inWanted(c.a) || inWanted(c.b))
            cables.push_back(c.id);
    return cables;
}

PullSheet pullSheetOf(const PullSheet &sheet, const std::vector<CableId> &cables)
{
    std::set<uint32_t> wanted;
    for (CableId c : cables)
        wanted.insert(c.value);
    PullSheet part;
    part.design = sheet.design;
    part.revision = sheet.revision;
    part.date = sheet.date;
    for (const PullSheetRow &r : sheet.rows)
        if (wanted.count(r.cableId))
            part.rows.push_back(r);
    return part;
}

Result<std::vector<CableId>> selectCables(const Document &doc, const QString &cableIds, const QString &rackNames)
{
    using R = Result<std::vector<CableId>>;
    std::set<uint32_t> chosen;
    for (const QString &token : cableIds.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const uint32_t id = token.trimmed().toUInt(&ok);
        if (!ok || !doc.cables().find(CableId(id)))
            return R::failure(QCoreApplication::translate("LabelSheet", "the design has no cable %1; give cable ids as the labels print them")
                                  .arg(token.trimmed()));
        chosen.insert(id);
    }
    QHash<QString, RackId> byName;
    for (const Rack &r : doc.racks())
        byName.insert(r.name, r.id);
    std::vector<RackId> racks;
    for (const QString &token : rackNames.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto it = byName.constFind(token.trimmed());
        if (it == byName.constEnd())
            return R::failure(QCoreApplication::translate("LabelSheet", "the design has no rack named '%1'").arg(token.trimmed()));
        racks.push_back(*it);
    }
    for (CableId c : cablesOfRacks(doc, racks))
        chosen.insert(c.value);
    if (chosen.empty())
        return R::failure(QCoreApplication::translate("LabelSheet", "the selection holds no cable"));
    std::vector<CableId> cables;
    for (uint32_t id : chosen)
        cables.push_back(CableId(id));
    return cables;
}

} // namespace railyard
