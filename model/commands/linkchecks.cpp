// Checks of the edits to the fabric: ports, cables and networks.

#include "fieldchecks.h"

#include "namecheck.h"

#include <cmath>
#include <QHash>
#include <QSet>
#include <set>
#include <unordered_map>
#include "core/trcontexts.h"

namespace railyard {

QString checkEdit(const Document &doc, const Port &after)
{
    const Device *device = doc.devices().find(after.device);
    if (!device)
        return trctx::FieldChecks::tr("Port %1 must belong to an existing device.").arg(after.name);
    if (after.name.trimmed().isEmpty())
        return trctx::FieldChecks::tr("A port needs a name (it is on the cable labels).");
    for (PortId id : doc.portsOf(after.device))
        if (id != after.id && doc.ports().at(id).name == after.name)
            return trctx::FieldChecks::tr("Device %1 already has a port named %2; port names of a device must be unique.").arg(device->name, after.name);
    if (!std::isfinite(after.speedGbps) || after.speedGbps <= 0)
        return trctx::FieldChecks::tr("Port %1:%2 needs a speed above 0 Gb/s.").arg(device->name, after.name);
    return {};
}

namespace {

QString labelTaken(const QString &label)
{
    return trctx::FieldChecks::tr("Another cable is labelled %1; cable labels must be unique (the installers find cables by them).").arg(label);
}

// The checks of one cable that need no other cable.
QString checkCableAlone(const Document &doc, const Cable &after)
{
    if (!doc.ports().contains(after.a) || !doc.ports().contains(after.b))
        return trctx::FieldChecks::tr("Both ends of a cable must be existing ports.");
    if (after.a == after.b)
        return trctx::FieldChecks::tr("A cable cannot run from a port to itself.");
    if (!std::isfinite(after.lengthM) || after.lengthM < 0)
        return trctx::FieldChecks::tr("A cable's length cannot be negative (0: route it).");
    return {};
}

} // namespace

QString checkEdits(const Document &doc, const std::vector<Cable> &afters)
{
    std::unordered_map<uint32_t, const Cable *> edited;
    QSet<QString> editedLabels;
    for (const Cable &c : afters) {
        if (QString why = checkCableAlone(doc, c); !why.isEmpty())
            return why;
        edited[c.id.value] = &c;
        if (const Cable *before = doc.cables().find(c.id); !c.label.isEmpty() && (!before || before->label != c.label))
            editedLabels.insert(c.label);
    }
    // A new label is judged on the result as a whole, so two cables may swap labels in one
    // step; labels that cables already shared are left to the rules.
    QHash<QString, int> holders;
    for (const Cable &c : doc.cables()) {
        const auto it = edited.find(c.id.value);
        const QString &label = it == edited.end() ? c.label : it->second->label;
        if (editedLabels.contains(label) && ++holders[label] == 2)
            return labelTaken(label);
    }
    return {};
}

QString checkEdit(const Document &doc, const Cable &after)
{
    if (QString why = checkCableAlone(doc, after); !why.isEmpty())
        return why;
    const Cable *before = doc.cables().find(after.id);
    if (!after.label.isEmpty() && (!before || before->label != after.label))
        for (const Cable &other : doc.cables())
            if (other.id != after.id && other.label == after.label)
                return labelTaken(after.label);
    return {};
}

QString checkEdit(const Document &doc, const Network &after)
{
    if (QString why = nameRefusal(doc.networks(), after, trctx::FieldChecks::tr("network")); !why.isEmpty())
        return why;
    if (!std::isfinite(after.oversubscription) || after.oversubscription < 1)
        return trctx::FieldChecks::tr("Oversubscription of network %1 is r in r:1 at the leaves: 1 or more.").arg(after.name);
    if (after.plane < 0 || after.plane > kMaxPlanes)
        return trctx::FieldChecks::tr("Network %1's plane must be 0 (not a plane of a multi-plane fabric) or 1 to %2.").arg(after.name).arg(kMaxPlanes);
    if (after.plane > 0 && after.role != NetworkRole::Compute)
        return trctx::FieldChecks::tr("%1 is not a compute network: only a compute network is a plane of a multi-plane fabric; set its plane to 0.").arg(after.name);
    // Planes are numbered 1 … P without gaps, one network each: a node's port i is on plane
    // i mod P + 1 (topology/fabricplanes.h).
    std::set<int> others;
    for (const Network &other : doc.networks())
        if (other.id != after.id && other.role == NetworkRole::Compute && other.plane > 0)
            others.insert(other.plane);
    if (after.plane > 0 && others.count(after.plane))
        return trctx::FieldChecks::tr("Another network is plane %1 already; each plane of the compute fabric is one network.").arg(after.plane);
    for (int p = 1; p < after.plane; ++p)
        if (!others.count(p))
            return trctx::FieldChecks::tr("Planes are numbered from 1 without gaps: set plane %1 on a compute network before plane %2.").arg(p).arg(after.plane);
    return {};
}

} // namespace railyard
