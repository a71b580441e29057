#include "cablelabels.h"

#include "commands/documentcommand.h"
#include "commands/editor.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QRegularExpression>
#include <algorithm>

namespace railyard {

QString endLocation(const Document &doc, PortId portId)
{
    const Port &port = doc.ports().at(portId);
    const Device &d = doc.devices().at(port.device);
    const Rack *rack = doc.racks().find(d.rack);
    const Hall *hall = rack ? doc.halls().find(doc.hallOf(rack->id)) : nullptr;
    // A device mounted in a U is found by it; a zero-U device (a PDU, a CDU) by its name.
    const QString where = d.uPosition > 0 ? QStringLiteral("U%1").arg(d.uPosition) : d.name;
    return QStringLiteral("%1.%2-%3:%4").arg(hall ? hall->name : QString(), rack ? rack->name : QString(), where, port.name);
}

PortId portAtLocation(const Document &doc, const QString &location)
{
    const QString text = location.trimmed();
    const qsizetype dot = text.indexOf(QLatin1Char('.')), colon = text.lastIndexOf(QLatin1Char(':'));
    if (dot < 0 || colon < dot)
        return {};
    const QString hallName = text.left(dot), middle = text.mid(dot + 1, colon - dot - 1), portName = text.mid(colon + 1);
    static const QRegularExpression uSlot(QStringLiteral(R"re(^U(\d+)$)re"));
    for (const Rack &r : doc.racks()) {
        if (!middle.startsWith(r.name + QLatin1Char('-')))
            continue;
        const Hall *hall = doc.halls().find(doc.hallOf(r.id));
        if ((hall ? hall->name : QString()) != hallName)
            continue;
        const QString where = middle.mid(r.name.size() + 1);
        const auto u = uSlot.match(where);
        for (DeviceId id : doc.devicesOf(r.id)) {
            const Device &d = doc.devices().at(id);
            if (u.hasMatch() ? d.uPosition != u.captured(1).toInt() : (d.uPosition > 0 || d.name != where))
                continue;
            for (PortId p : doc.portsOf(id))
                if (doc.ports().at(p).name == portName)
                    return p;
        }
    }
    return {};
}

TagParts tagParts(const Document &doc, const Cable &cable)
{
    static const char *kCodes[] = {"C", "S", "I", "M", "W"};
    TagParts t;
    const Port &a = doc.ports().at(cable.a), &b = doc.ports().at(cable.b);
    const Device &da = doc.devices().at(a.device), &db = doc.devices().at(b.device);
    auto isSwitch = [&](const Device &d) { return doc.catalog().at(d.part).category == PartCategory::Switch; };
    // The network is the one of the switch whose data port the cable uses; a switch's own
    // management port belongs to the out-of-band network, not to the switch's.
    auto dataNetwork = [&](const Device &d, const Port &p) -> const Network * {
        const Network *n = isSwitch(d) ? doc.networks().find(d.network) : nullptr;
        return n && !(p.role == PortRole::Oob && n->role != NetworkRole::Oob) ? n : nullptr;
    };
    const Network *net = dataNetwork(da, a);
    if (!net)
        net = dataNetwork(db, b);
    t.role = net ? int(net->role) : int(a.role);
    t.net = QLatin1String(kCodes[t.role]);
    // A plane of a multi-plane compute fabric carries its number ("C2"), so a cable on the wrong
    // plane shows in its label as on the floor.
    if (net && net->role == NetworkRole::Compute && net->plane > 0)
        t.net += QString::number(net->plane);
    int su = -1, rail = -1;
    for (const Device *d : {&da, &db}) {
        const bool inNetwork = net && d->network == net->id;
        if (d->su >= 0 && (inNetwork || !isSwitch(*d)))
            su = d->su;
        if (d->rail >= 0 && inNetwork)
            rail = d->rail;
    }
    if (su >= 0)
        t.su = QStringLiteral("SU%1").arg(su + 1, 2, 10, QLatin1Char('0'));
    if (rail >= 0)
        t.rail = QStringLiteral("R%1").arg(rail + 1);
    return t;
}

QString cableTag(const Document &doc, const Cable &cable)
{
    const TagParts t = tagParts(doc, cable);
    QStringList parts{t.net};
    if (!t.su.isEmpty())
        parts << t.su;
    if (!t.rail.isEmpty())
        parts << t.rail;
    return parts.join(QLatin1Char('-'));
}

QString renderLabel(const Document &doc, const QString &labelTemplate, const Cable &cable, bool fromB)
{
    const TagParts t = tagParts(doc, cable);
    const QString a = endLocation(doc, fromB ? cable.b : cable.a), b = endLocation(doc, fromB ? cable.a : cable.b);
    QString out = labelTemplate;
    out.replace(QLatin1String("{a}"), a)
        .replace(QLatin1String("{b}"), b)
        .replace(QLatin1String("{tag}"), cableTag(doc, cable))
        .replace(QLatin1String("{net}"), t.net)
        .replace(QLatin1String("{su}"), t.su)
        .replace(QLatin1String("{rail}"), t.rail)
        .replace(QLatin1String("{id}"), QString::number(cable.id.value));
    return out.simplified();
}

namespace {
// Labels for `ids` in order, unique among themselves and against `used` (which they join):
// a repeat gets " #2", " #3", ...
std::vector<std::pair<CableId, QString>> uniqueLabels(const Document &doc, const QString &labelTemplate,
                                                      const std::vector<CableId> &ids, QHash<QString, int> &used)
{
    std::vector<std::pair<CableId, QString>> out;
    out.reserve(ids.size());
    for (CableId id : ids) {
        QString label = renderLabel(doc, labelTemplate, doc.cables().at(id));
        // Two cables never share a label (a template without {a} or {b}, or a port used twice).
        int &n = used[label];
        if (++n > 1) {
            QString unique;
            int k = n;
            do
                unique = QStringLiteral("%1 #%2").arg(label).arg(k++);
            while (used.contains(unique));
            used[unique] = 1;
            label = unique;
        }
        out.emplace_back(id, label);
    }
    return out;
}
} // namespace

std::vector<std::pair<CableId, QString>> generateLabels(const Document &doc, const QString &labelTemplate)
{
    std::vector<CableId> ids;
    ids.reserve(doc.cables().size());
    for (const Cable &c : doc.cables())
        ids.push_back(c.id);
    std::sort(ids.begin(), ids.end());
    QHash<QString, int> used;
    used.reserve(qsizetype(ids.size()));
    return uniqueLabels(doc, labelTemplate, ids, used);
}

namespace {
// Sets many cables' labels as one step, and the template they came from.
class CmdRelabelCables : public DocumentCommand {
public:
    CmdRelabelCables(Document &doc, const QString &labelTemplate, std::vector<std::pair<CableId, QString>> labels)
        : DocumentCommand(doc, QCoreApplication::translate("CableLabels", "Regenerate cable labels")), m_after(std::move(labels))
    {
        m_siteBefore = m_siteAfter = doc.site();
        m_siteAfter.labelTemplate = labelTemplate;
        m_before.reserve(m_after.size());
        for (const auto &[id, label] : m_after)
            m_before.emplace_back(id, doc.cables().at(id).label);
    }
    void redo() override { apply(m_siteAfter, m_after); }
    void undo() override { apply(m_siteBefore, m_before); }

private:
    void apply(const Site &site, const std::vector<std::pair<CableId, QString>> &labels)
    {
        ChangeBatch batch(doc(), key());
        doc().setSite(key(), site, Site::kLabels);
        for (const auto &[id, label] : labels) {
            Cable c = doc().cables().at(id);
            c.label = label;
            doc().replace(key(), c, Cable::kLabel);
        }
    }
    Site m_siteBefore, m_siteAfter;
    std::vector<std::pair<CableId, QString>> m_before, m_after;
};
} // namespace

void relabelCables(Editor &editor, const QString &labelTemplate)
{
    Document &doc = editor.document();
    doc.undoStack()->push(new CmdRelabelCables(doc, labelTemplate, generateLabels(doc, labelTemplate)));
}

void labelCables(Editor &editor, std::vector<CableId> cables)
{
    Document &doc = editor.document();
    std::sort(cables.begin(), cables.end());
    // Only a label the new ones may meet matters: one of theirs, or one of theirs with a " #k"
    // suffix. Looking each up rather than filing every label of the design keeps a hand-made
    // cable in a 68,000-cable design well under a millisecond here.
    QSet<QString> wanted;
    for (CableId id : cables)
        wanted.insert(renderLabel(doc, doc.site().labelTemplate, doc.cables().at(id)));
    QHash<QString, int> used;
    for (const Cable &c : doc.cables()) {
        if (c.label.isEmpty() || std::binary_search(cables.begin(), cables.end(), c.id))
            continue;
        if (wanted.contains(c.label)) {
            used[c.label] = 1;
            continue;
        }
        // "label #k": read back from the end over the digits (cheaper than a search).
        qsizetype i = c.label.size();
        while (i > 0 && c.label[i - 1].isDigit())
            --i;
        if (i >= 3 && i < c.label.size() && c.label[i - 1] == QLatin1Char('#') && c.label[i - 2] == QLatin1Char(' ')
            && wanted.contains(c.label.left(i - 2)))
            used[c.label] = 1;
    }
    auto labels = uniqueLabels(doc, doc.site().labelTemplate, cables, used);
    if (!labels.empty())
        doc.undoStack()->push(new CmdRelabelCables(doc, doc.site().labelTemplate, std::move(labels)));
}

} // namespace railyard
