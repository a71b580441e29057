#include "cablelist.h"

#include "io/csv.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace railyard {

namespace {
const QStringList &header()
{
    static const QStringList h{QStringLiteral("cable_id"), QStringLiteral("a_device"), QStringLiteral("a_port"),
                               QStringLiteral("b_device"), QStringLiteral("b_port"),   QStringLiteral("medium"),
                               QStringLiteral("length_m"), QStringLiteral("label"),    QStringLiteral("bundle")};
    return h;
}

// Lengths as the shortest text that reads back to the same number.
QString lengthText(double m)
{
    return m > 0 ? QString::number(m, 'g', 15) : QString();
}

} // namespace

QString cableListCsv(const Document &doc)
{
    std::vector<CableId> ids;
    ids.reserve(doc.cables().size());
    for (const Cable &c : doc.cables())
        ids.push_back(c.id);
    std::sort(ids.begin(), ids.end());
    QString out = csvLine(header()) + QStringLiteral("\r\n");
    for (CableId id : ids) {
        const Cable &c = doc.cables().at(id);
        const Port &a = doc.ports().at(c.a), &b = doc.ports().at(c.b);
        out += csvLine({QString::number(id.value), doc.devices().at(a.device).name, a.name, doc.devices().at(b.device).name, b.name,
                        toToken(c.medium), lengthText(c.lengthM), c.label, c.bundle})
               + QStringLiteral("\r\n");
    }
    return out;
}

Result<CableListChanges> readCableList(const Document &doc, const QString &csvText, const QString &fileName)
{
    auto records = parseCsv(csvText, fileName);
    if (!records)
        return Result<CableListChanges>::failure(records.error());
    auto fail = [&](int line, const QString &why) {
        return Result<CableListChanges>::failure(QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(why));
    };
    if (records->empty() || records->front().fields != header())
        return fail(1, QCoreApplication::translate("CableList", "a cable list starts with the header %1").arg(header().join(QLatin1Char(','))));

    QHash<QString, DeviceId> devices;
    for (const Device &d : doc.devices())
        devices.insert(d.name, d.id);
    auto portOf = [&](const QString &device, const QString &port, int line, QString *why) -> PortId {
        const auto d = devices.find(device);
        if (d == devices.end()) {
            *why = QCoreApplication::translate("CableList", "unknown device \"%1\"").arg(device);
            return {};
        }
        for (PortId p : doc.portsOf(*d))
            if (doc.ports().at(p).name == port)
                return p;
        *why = QCoreApplication::translate("CableList", "device %1 has no port \"%2\"").arg(device, port);
        (void)line;
        return {};
    };

    CableListChanges changes;
    QHash<uint32_t, int> portRow;  // port -> row that uses it
    QHash<uint32_t, int> seenIds;  // cable id -> row
    QHash<QString, int> labelRow;  // label -> row
    for (size_t i = 1; i < records->size(); ++i) {
        const CsvRecord &r = (*records)[i];
        if (r.fields.size() != header().size())
            return fail(r.line, QCoreApplication::translate("CableList", "expected %1 fields, found %2").arg(header().size()).arg(r.fields.size()));
        Cable c;
        if (!r.fields[0].isEmpty()) {
            bool ok = false;
            const uint32_t id = r.fields[0].toUInt(&ok);
            const Cable *existing = ok ? doc.cables().find(CableId(id)) : nullptr;
            if (!existing)
                return fail(r.line, QCoreApplication::translate("CableList", "no cable with ID %1 in the design; leave cable_id empty to add a cable")
                                        .arg(r.fields[0]));
            if (seenIds.contains(id))
                return fail(r.line, QCoreApplication::translate("CableList", "cable %1 is listed twice (rows %2 and %3)").arg(id).arg(seenIds[id]).arg(r.line));
            seenIds.insert(id, r.line);
            c = *existing;
        }
        QString why;
        c.a = portOf(r.fields[1], r.fields[2], r.line, &why);
        if (!c.a)
            return fail(r.line, why);
        c.b = portOf(r.fields[3], r.fields[4], r.line, &why);
        if (!c.b)
            return fail(r.line, why);
        if (c.a == c.b)
            return fail(r.line, QCoreApplication::translate("CableList", "both ends are %1:%2").arg(r.fields[1], r.fields[2]));
        for (const auto &[port, device, name] : {std::tuple{c.a, r.fields[1], r.fields[2]}, std::tuple{c.b, r.fields[3], r.fields[4]}}) {
            if (portRow.contains(port.value))
                return fail(r.line, QCoreApplication::translate("CableList", "port %1:%2 is already used by row %3").arg(device, name).arg(portRow[port.value]));
            portRow.insert(port.value, r.line);
        }
        const auto medium = fromToken<Medium>(r.fields[5]);
        if (!medium)
            return fail(r.line, QCoreApplication::translate("CableList", "unknown medium \"%1\"; use one of %2")
                                    .arg(r.fields[5], allTokens<Medium>().join(QStringLiteral(", "))));
        c.medium = *medium;
        c.lengthM = 0;
        if (!r.fields[6].isEmpty()) {
            bool ok = false;
            c.lengthM = r.fields[6].toDouble(&ok);
            if (!ok || !(c.lengthM > 0) || c.lengthM > 10000)
                return fail(r.line, QCoreApplication::translate("CableList", "length \"%1\" is not a length in metres (leave it empty to route the cable)")
                                        .arg(r.fields[6]));
        }
        c.label = r.fields[7];
        if (!c.label.isEmpty()) {
            if (labelRow.contains(c.label))
                return fail(r.line, QCoreApplication::translate("CableList", "label \"%1\" is already used by row %2; two cables never share a label")
                                        .arg(c.label)
                                        .arg(labelRow[c.label]));
            labelRow.insert(c.label, r.line);
        }
        c.bundle = r.fields[8];
        if (!c.id)
            changes.added.push_back(c);
        else if (!(c == doc.cables().at(c.id)))
            changes.updated.push_back(c);
    }
    for (const Cable &c : doc.cables())
        if (!seenIds.contains(c.id.value))
            changes.removed.push_back(c.id);
    std::sort(changes.removed.begin(), changes.removed.end());
    return changes;
}

} // namespace railyard

#include "commands/editor.h"
#include "document/fragmentbuilder.h"

namespace railyard {

void applyCableList(Editor &editor, const CableListChanges &changes)
{
    if (changes.empty())
        return;
    Document &doc = editor.document();
    doc.undoStack()->beginMacro(QCoreApplication::translate("CableList", "Import cable list"));
    if (!changes.removed.empty()) {
        Selection gone;
        gone.cables = changes.removed;
        editor.erase(gone);
    }
    // The list was checked as a whole when it was read; the Editor checks the result again.
    editor.updateCables(changes.updated, Cable::kEnds | Cable::kMedium | Cable::kLength | Cable::kLabel | Cable::kBundle, QString());
    if (!changes.added.empty()) {
        FragmentBuilder b(doc);
        for (const Cable &c : changes.added)
            b.addCable(c.a, c.b, c.medium, c.label);
        Fragment f = b.take();
        for (size_t i = 0; i < f.cables.size(); ++i) {
            f.cables[i].lengthM = changes.added[i].lengthM;
            f.cables[i].bundle = changes.added[i].bundle;
        }
        editor.insert(std::move(f), QString());
    }
    doc.undoStack()->endMacro();
}

} // namespace railyard
