#include "fabricdiff.h"

#include "topology/fabricplanes.h"
#include "io/inputfile.h"

#include "ibnaming.h"
#include "io/csv.h"
#include "rules/ruleprovider.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace railyard {

QString toToken(FindingKind kind)
{
    static const char *kTokens[] = {"swap",    "rotation",   "wrong_port",     "wrong_switch", "missing",
                                    "unexpected", "unknown_device", "unknown_port", "duplicate",  "degraded"};
    return QLatin1String(kTokens[int(kind)]);
}

namespace {

// Finds the design's port for each end the fabric names.
class Resolver {
public:
    Resolver(const Document &doc, const NameMap &names) : m_doc(doc)
    {
        for (const Device &d : doc.devices())
            m_devices.insert(d.name, d.id);
        for (const auto &[found, design] : names.devices)
            m_renamed.insert(found, design);
        for (const NameMap::PortName &p : names.ports)
            m_ports.insert(p.device + QLatin1Char('\x1f') + p.port, {p.designDevice, p.designPort});
    }

    // `side` (0 or 1) keeps a memo per link end: ends come in runs of one device (a switch's
    // ports on one side of each link), so the last lookup usually answers the next.
    std::optional<DeviceId> device(const QString &found, int side = 0) const
    {
        Memo &memo = m_memo[side];
        if (found == memo.name)
            return memo.id;
        const QString name = m_renamed.isEmpty() ? found : m_renamed.value(found, found);
        const auto it = m_devices.find(name);
        memo.name = found;
        memo.id = it == m_devices.end() ? std::nullopt : std::optional(*it);
        return memo.id;
    }

    // The design port of an end, or an invalid id; *unknownDevice says why.
    PortId port(const FoundEnd &end, int side, bool *unknownDevice) const
    {
        *unknownDevice = false;
        if (const auto mapped = m_ports.isEmpty() ? m_ports.end() : m_ports.find(end.device + QLatin1Char('\x1f') + end.port);
            mapped != m_ports.end()) {
            const std::optional<DeviceId> d = device(mapped->first);
            *unknownDevice = !d;
            return d ? byName(*d, mapped->second) : PortId();
        }
        const std::optional<DeviceId> d = device(end.device, side);
        if (!d) {
            *unknownDevice = true;
            return {};
        }
        if (end.hca >= 0) {
            const std::vector<PortId> &hcas = hcasOf(*d);
            return end.hca < int(hcas.size()) ? hcas[size_t(end.hca)] : PortId();
        }
        if (end.ibPort >= 0)
            return numbered(*d, end.ibPort);
        // "mlx5_3" names HCA 3 (a P2P file or links CSV written for an InfiniBand fabric).
        static const QRegularExpression hca(QStringLiteral(R"(^mlx\d+_(\d+)$)"));
        if (const auto m = hca.match(end.port); m.hasMatch()) {
            const std::vector<PortId> &hcas = hcasOf(*d);
            bool ok = false;
            const int i = m.captured(1).toInt(&ok);
            return ok && i >= 0 && i < int(hcas.size()) ? hcas[size_t(i)] : PortId();
        }
        if (const PortId exact = byName(*d, end.port))
            return exact;
        // Switch operating systems number their front ports (swp5, Ethernet5, eth5): port P5.
        if (m_doc.catalog().at(m_doc.devices().at(*d).part).category == PartCategory::Switch && trailingNumber(end.port) > 0)
            return numbered(*d, trailingNumber(end.port));
        return {};
    }

private:
    // Per device, looked up once: its HCAs in order, and its switch ports by number.
    const std::vector<PortId> &hcasOf(DeviceId d) const
    {
        auto it = m_hcas.find(d.value);
        if (it == m_hcas.end())
            it = m_hcas.emplace(d.value, hcaPorts(m_doc, d)).first;
        return it->second;
    }
    PortId numbered(DeviceId d, int number) const
    {
        auto it = m_numbered.find(d.value);
        if (it == m_numbered.end()) {
            std::vector<PortId> byNumber;
            for (PortId p : m_doc.portsOf(d))
                if (const int n = switchPortNumber(m_doc.ports().at(p)); n > 0) {
                    if (size_t(n) >= byNumber.size())
                        byNumber.resize(size_t(n) + 1);
                    byNumber[size_t(n)] = p;
                }
            it = m_numbered.emplace(d.value, std::move(byNumber)).first;
        }
        return number > 0 && size_t(number) < it->second.size() ? it->second[size_t(number)] : PortId();
    }

    PortId byName(DeviceId d, const QString &name) const
    {
        for (PortId p : m_doc.portsOf(d))
            if (m_doc.ports().at(p).name == name)
                return p;
        return {};
    }

    const Document &m_doc;
    QHash<QString, DeviceId> m_devices;
    QHash<QString, QString> m_renamed;
    QHash<QString, std::pair<QString, QString>> m_ports;
    mutable std::unordered_map<uint32_t, std::vector<PortId>> m_hcas, m_numbered;
    struct Memo {
        QString name;
        std::optional<DeviceId> id;
    };
    mutable Memo m_memo[2];
};

struct Observed {
    PortId peer;
    size_t link = 0; // index into AsBuilt::links
};

struct Planned {
    PortId peer;
    CableId cable;
};

// A set of IDs as flags in a vector indexed by ID.
class IdFlags {
public:
    bool test(uint32_t id) const { return id < m_flags.size() && m_flags[id]; }
    void set(uint32_t id)
    {
        if (id >= m_flags.size())
            m_flags.resize(std::max<size_t>(id + 1, m_flags.size() * 2), 0);
        m_count += !m_flags[id];
        m_flags[id] = 1;
    }
    int count() const { return m_count; }

private:
    std::vector<char> m_flags;
    int m_count = 0;
};

// A value per port, in a vector indexed by port ID (IDs are dense): for large fabrics, far
// cheaper than a hash map. An entry exists when its peer is set.
template <class T>
class ByPort {
public:
    explicit ByPort(size_t ports) : m_values(ports) {}
    const T *find(PortId p) const { return p.value < m_values.size() && m_values[p.value].peer ? &m_values[p.value] : nullptr; }
    void set(PortId p, T value)
    {
        if (p.value >= m_values.size())
            m_values.resize(p.value + 1);
        if (!m_values[p.value].peer)
            m_ports.push_back(p.value);
        m_values[p.value] = value;
    }
    const std::vector<uint32_t> &ports() const { return m_ports; } // in the order they were set

private:
    std::vector<T> m_values;
    std::vector<uint32_t> m_ports;
};

class Differ {
public:
    Differ(const Document &doc, const AsBuilt &found, const NameMap &names)
        : m_doc(doc), m_found(found), m_resolver(doc, names),
          m_observed(doc.idCounters()[size_t(EntityKind::Port)]), m_planned(doc.idCounters()[size_t(EntityKind::Port)])
    {
    }

    VerifyReport run()
    {
        resolveFound();
        collectPlanned();
        compare();
        summarize();
        std::stable_sort(m_report.findings.begin(), m_report.findings.end(),
                         [](const Finding &a, const Finding &b) { return a.kind < b.kind; });
        return std::move(m_report);
    }

private:
    QString portText(PortId p) const { return portName(m_doc, p); }
    QString deviceOf(PortId p) const { return m_doc.devices().at(m_doc.ports().at(p).device).name; }
    const Device &device(PortId p) const { return m_doc.devices().at(m_doc.ports().at(p).device); }
    bool isSwitch(const Device &d) const { return m_doc.catalog().at(d.part).category == PartCategory::Switch; }
    QString where(size_t link) const
    {
        const FoundLink &l = m_found.links[link];
        return QStringLiteral("%1:%2").arg(l.file).arg(l.line);
    }
    QString foundText(const FoundEnd &e) const
    {
        return e.hca >= 0 ? QStringLiteral("%1 %2").arg(e.device, hcaName(e.hca))
                          : QStringLiteral("%1:%2").arg(e.device, e.ibPort >= 0 ? QString::number(e.ibPort) : e.port);
    }

    void add(FindingKind kind, std::vector<CableId> cables, std::vector<PortId> ports, QString planned, QString found,
             QString fix, std::optional<size_t> link)
    {
        Finding f{kind, cables, {}, std::move(planned), std::move(found), std::move(fix), {}, 0};
        for (CableId c : cables) {
            f.objects.push_back({EntityKind::Cable, c.value});
            m_differing.set(c.value);
        }
        for (PortId p : ports)
            f.objects.push_back({EntityKind::Port, p.value});
        if (link) {
            f.file = m_found.links[*link].file;
            f.line = m_found.links[*link].line;
        }
        m_report.findings.push_back(std::move(f));
    }

    void resolveFound()
    {
        for (size_t i = 0; i < m_found.links.size(); ++i) {
            const FoundLink &l = m_found.links[i];
            bool unknownA = false, unknownB = false;
            const PortId a = m_resolver.port(l.a, 0, &unknownA), b = m_resolver.port(l.b, 1, &unknownB);
            if (!a || !b) {
                for (const auto &[end, port, unknown] : {std::tuple{l.a, a, unknownA}, std::tuple{l.b, b, unknownB}}) {
                    if (port)
                        continue;
                    add(unknown ? FindingKind::UnknownDevice : FindingKind::UnknownPort, {}, {}, QString(),
                        QStringLiteral("%1 ↔ %2").arg(foundText(l.a), foundText(l.b)),
                        unknown ? QCoreApplication::translate("Verify", "%1 is not in the design: if it was installed under another name, add it to the name map; "
                                     "otherwise find out what is cabled there.").arg(end.device)
                                : QCoreApplication::translate("Verify", "Device %1 has no port %2 in the design: add the port's name to the name map.")
                                      .arg(end.device, foundText(end)),
                        i);
                }
                continue;
            }
            // Each link is usually reported from both ends: keep it once.
            if (const Observed *o = m_observed.find(a); o && o->peer == b)
                continue;
            bool clash = false;
            for (const auto &[self, peer] : {std::pair{a, b}, std::pair{b, a}}) {
                const Observed *o = m_observed.find(self);
                if (o && !clash) {
                    clash = true;
                    add(FindingKind::Duplicate, {}, {self},
                        QString(), QCoreApplication::translate("Verify", "%1 is reported connected to %2 (%3) and to %4 (%5)")
                                       .arg(portText(self), portText(o->peer), where(o->link), portText(peer), where(i)),
                        QCoreApplication::translate("Verify", "Trace the cable at %1: a port holds one cable. Remove the wrong report or fix the name map.")
                            .arg(portText(self)),
                        i);
                }
            }
            if (clash)
                continue;
            ++m_report.foundLinks;
            m_observed.set(a, {b, i});
            m_observed.set(b, {a, i});
        }
    }

    bool inScope(const Cable &c) const
    {
        const Device &da = device(c.a), &db = device(c.b);
        switch (m_found.source) {
        case AsBuilt::Source::InfiniBand:
            return (m_scopeDevices.test(da.id.value) && m_doc.ports().at(c.a).role != PortRole::Oob)
                   || (m_scopeDevices.test(db.id.value) && m_doc.ports().at(c.b).role != PortRole::Oob);
        case AsBuilt::Source::Lldp:
        case AsBuilt::Source::LinksCsv:
            return m_scopeDevices.test(da.id.value) || m_scopeDevices.test(db.id.value);
        }
        return false;
    }

    void collectPlanned()
    {
        if (m_found.source == AsBuilt::Source::Lldp) {
            for (const QString &r : m_found.reporters)
                if (const auto d = m_resolver.device(r))
                    m_scopeDevices.set(d->value);
            m_report.scope = QCoreApplication::translate("Verify", "cables at the %n device(s) that reported LLDP neighbours", nullptr, m_scopeDevices.count());
        } else if (m_found.source == AsBuilt::Source::LinksCsv) {
            for (uint32_t port : m_observed.ports())
                m_scopeDevices.set(m_doc.ports().at(PortId(port)).device.value);
            m_report.scope = QCoreApplication::translate("Verify", "cables at the %n device(s) the links file names", nullptr, m_scopeDevices.count());
        } else {
            m_report.scope = QCoreApplication::translate("Verify", "cables at switches of InfiniBand networks");
            for (const Device &d : m_doc.devices())
                if (isInfiniBandSwitch(m_doc, d))
                    m_scopeDevices.set(d.id.value);
        }
        for (const Cable &c : m_doc.cables()) {
            if (!inScope(c))
                continue;
            m_plannedCables.push_back(c.id);
            m_planned.set(c.a, {c.b, c.id});
            m_planned.set(c.b, {c.a, c.id});
        }
        m_report.plannedLinks = int(m_plannedCables.size());
    }

    std::optional<Planned> planned(PortId p) const
    {
        const Planned *pl = m_planned.find(p);
        return pl ? std::optional(*pl) : std::nullopt;
    }
    std::optional<Observed> observed(PortId p) const
    {
        const Observed *o = m_observed.find(p);
        return o ? std::optional(*o) : std::nullopt;
    }
    bool observedAsPlanned(PortId p) const
    {
        const auto o = observed(p);
        const auto pl = planned(p);
        return o && pl && o->peer == pl->peer;
    }

    void compare()
    {
        // Links as planned, and whether they came up at their planned width and speed.
        for (uint32_t port : m_observed.ports()) {
            const PortId self(port);
            const Observed &o = *m_observed.find(self);
            if (!(self < o.peer))
                continue;
            const auto pl = planned(self);
            if (!pl || pl->peer != o.peer)
                continue;
            ++m_report.asPlanned;
            const FoundLink &l = m_found.links[o.link];
            const double plannedGbps = std::min(m_doc.ports().at(self).speedGbps, m_doc.ports().at(o.peer).speedGbps);
            if (l.gbps() > 0 && plannedGbps > 0 && l.gbps() < plannedGbps - 1e-6) {
                --m_report.asPlanned;
                add(FindingKind::Degraded, {pl->cable}, {self, o.peer}, cableName(m_doc, pl->cable),
                    QCoreApplication::translate("Verify", "up at %1x %2G = %3G; planned %4G").arg(l.widthLanes).arg(l.laneGbps).arg(l.gbps()).arg(plannedGbps),
                    QCoreApplication::translate("Verify", "Reseat both ends of %1, clean or replace the optics, or replace the cable; check the port is not "
                       "forced to a lower speed.")
                        .arg(cableName(m_doc, pl->cable)),
                    o.link);
            }
        }
        // Differences form chains that alternate found links and planned cables; each port
        // has at most one of each, so the chains are paths or cycles.
        std::set<uint32_t> doneLinks; // by the lower port of the found link
        std::vector<uint32_t> ports;
        for (uint32_t port : m_observed.ports())
            if (PortId(port) < m_observed.find(PortId(port))->peer && !observedAsPlanned(PortId(port)))
                ports.push_back(port);
        std::sort(ports.begin(), ports.end()); // findings in a stable order
        for (uint32_t port : ports)
            if (!doneLinks.count(port))
                walk(PortId(port), doneLinks);
        // Planned cables with nothing found at either end.
        // Planned cables no finding explains: nothing at either end, or their ports taken by
        // links already reported as another cable's move.
        for (CableId id : m_plannedCables) {
            const Cable &c = m_doc.cables().at(id);
            if (observedAsPlanned(c.a) || m_attributed.test(id.value))
                continue;
            QStringList taken;
            for (PortId end : {c.a, c.b})
                if (const auto o = observed(end))
                    taken << QCoreApplication::translate("Verify", "%1 holds a link to %2").arg(portText(end), portText(o->peer));
            add(FindingKind::Missing, {id}, {c.a, c.b}, cableName(m_doc, id),
                taken.isEmpty() ? QCoreApplication::translate("Verify", "no link at either end") : taken.join(QStringLiteral("; ")),
                QCoreApplication::translate("Verify", "Install %1: from %2 to %3.").arg(cableName(m_doc, id), portText(c.a), portText(c.b)), std::nullopt);
        }
    }

    // A found link (near, far) on a chain of differences.
    struct Step {
        PortId near, far;
    };

    // Collects the chain through a found link that differs from the plan and reports it: a
    // cycle is a swap or rotation, a path a set of moved, extra or missing cables.
    void walk(PortId start, std::set<uint32_t> &doneLinks)
    {
        auto take = [&](PortId near, PortId far, std::vector<Step> &into) {
            doneLinks.insert(std::min(near, far).value);
            into.push_back({near, far});
        };
        // Forward: across the found link at `start`, then the planned cable, and so on.
        std::vector<Step> forward;
        PortId p = start;
        bool cycle = false;
        while (true) {
            const auto o = observed(p);
            if (!o || doneLinks.count(std::min(p, o->peer).value))
                break;
            take(p, o->peer, forward);
            const auto pl = planned(o->peer);
            if (!pl)
                break;
            if (pl->peer == start) {
                cycle = true;
                break;
            }
            p = pl->peer;
        }
        if (cycle && forward.size() >= 2) {
            reportCycle(forward);
            return;
        }
        // Backward: across the planned cable at `start`, then a found link, and so on.
        std::vector<Step> backward;
        p = start;
        while (true) {
            const auto pl = planned(p);
            if (!pl)
                break;
            const auto o = observed(pl->peer);
            if (!o || doneLinks.count(std::min(pl->peer, o->peer).value))
                break;
            take(o->peer, pl->peer, backward); // near end first, as walking forward would list it
            p = o->peer;
        }
        std::reverse(backward.begin(), backward.end());
        backward.insert(backward.end(), forward.begin(), forward.end());
        reportPath(backward);
    }

    // Found links (x_i, y_i) joined by planned cables y_i — x_{i+1}: the cable plugged into
    // x_i should reach y_{i-1}; equally, the one in y_i should reach x_{i+1}.
    void reportCycle(const std::vector<Step> &links)
    {
        const size_t k = links.size();
        std::vector<CableId> cables;
        std::vector<PortId> ports;
        QStringList plannedNames, foundNames;
        for (size_t i = 0; i < k; ++i) {
            const Planned pl = *planned(links[i].far);
            cables.push_back(pl.cable);
            m_attributed.set(pl.cable.value);
            plannedNames << cableName(m_doc, pl.cable);
            foundNames << QStringLiteral("%1 ↔ %2").arg(portText(links[i].near), portText(links[i].far));
            ports.push_back(links[i].near);
            ports.push_back(links[i].far);
        }
        // Fix on the side whose ports share one device (a switch preferred): "at leaf X, ...".
        auto sameDevice = [&](bool farSide) {
            const DeviceId d = m_doc.ports().at(farSide ? links[0].far : links[0].near).device;
            for (const Step &s : links)
                if (m_doc.ports().at(farSide ? s.far : s.near).device != d)
                    return false;
            return true;
        };
        const bool farShared = sameDevice(true), nearShared = sameDevice(false);
        bool farSide = true;
        if (farShared && nearShared)
            farSide = isSwitch(device(links[0].far)) || !isSwitch(device(links[0].near));
        else
            farSide = farShared || !nearShared;
        const bool shared = farSide ? farShared : nearShared;
        auto side = [&](size_t i) { return farSide ? links[i].far : links[i].near; };
        auto portLabel = [&](PortId port) { return shared ? m_doc.ports().at(port).name : portText(port); };
        QString fix;
        if (k == 2) {
            fix = shared ? QCoreApplication::translate("Verify", "At %1, exchange the cables in ports %2 and %3.").arg(deviceOf(side(0)), portLabel(side(0)), portLabel(side(1)))
                         : QCoreApplication::translate("Verify", "Exchange the cable ends at %1 and %2.").arg(portLabel(side(0)), portLabel(side(1)));
        } else {
            // far side: the cable now in y_i belongs in y_{i+1}... follow the planned peers.
            QStringList moves;
            for (size_t i = 0; i < k; ++i) {
                const PortId from = side(i);
                const PortId to = farSide ? links[(i + k - 1) % k].far : links[(i + 1) % k].near;
                moves << QCoreApplication::translate("Verify", "the cable in %1 to %2").arg(portLabel(from), portLabel(to));
            }
            fix = shared ? QCoreApplication::translate("Verify", "At %1, move %2.").arg(deviceOf(side(0)), moves.join(QStringLiteral(", ")))
                         : QCoreApplication::translate("Verify", "Move %1.").arg(moves.join(QStringLiteral(", ")));
        }
        // Switches of two planes in one cycle: the cables cross between the planes.
        std::set<int> planes;
        for (PortId port : ports)
            if (const int plane = FabricPlanes::planeOf(m_doc, device(port).network); plane > 0)
                planes.insert(plane);
        if (planes.size() > 1) {
            QStringList first;
            for (auto it = planes.begin(); std::next(it) != planes.end(); ++it)
                first << QString::number(*it);
            fix += QLatin1Char(' ') + QCoreApplication::translate("Verify", "The cables cross between planes %1 and %2, which never share a switch.")
                                          .arg(first.join(QStringLiteral(", ")))
                                          .arg(*planes.rbegin());
        }
        add(k == 2 ? FindingKind::Swap : FindingKind::Rotation, cables, ports, plannedNames.join(QStringLiteral("; ")),
            foundNames.join(QStringLiteral("; ")), fix, m_observed.find(links[0].near)->link);
    }

    void reportPath(const std::vector<Step> &links)
    {
        for (const Step &s : links) {
            const size_t link = m_observed.find(s.near)->link;
            const QString found = QStringLiteral("%1 ↔ %2").arg(portText(s.near), portText(s.far));
            // Attribute the link to a planned cable at one of its ends not yet explained.
            // The host end is taken as fixed and the switch end as moved: a cabling team
            // re-patches at the switch ("move the cable from port P10 to port P9").
            std::optional<std::pair<PortId, Planned>> owner;
            const bool nearIsSwitch = isSwitch(device(s.near)), farIsSwitch = isSwitch(device(s.far));
            const std::array<PortId, 2> ends = nearIsSwitch && !farIsSwitch ? std::array{s.far, s.near} : std::array{s.near, s.far};
            for (PortId end : ends)
                if (auto pl = planned(end); pl && !owner && !m_attributed.test(pl->cable.value))
                    owner = std::pair{end, *pl};
            if (!owner) {
                add(FindingKind::Unexpected, {}, {s.near, s.far}, QString(), found,
                    QCoreApplication::translate("Verify", "Remove the cable between %1 and %2: the plan has no link there.").arg(portText(s.near), portText(s.far)), link);
                continue;
            }
            const auto [fixed, pl] = *owner;
            const PortId wrong = fixed == s.near ? s.far : s.near; // where it landed
            const PortId right = pl.peer;                          // where it belongs
            m_attributed.set(pl.cable.value);
            const Device &dw = device(wrong), &dr = device(right);
            const bool sameSwitch = dw.id == dr.id;
            QString fix = sameSwitch ? QCoreApplication::translate("Verify", "At %1, move the cable from port %2 to port %3.")
                                           .arg(dw.name, m_doc.ports().at(wrong).name, m_doc.ports().at(right).name)
                                     : QCoreApplication::translate("Verify", "Move the end of %1 from %2 to %3.").arg(cableName(m_doc, pl.cable), portText(wrong), portText(right));
            if (!sameSwitch && dw.rail >= 0 && dr.rail >= 0 && (dw.rail != dr.rail || dw.su != dr.su))
                fix += QLatin1Char(' ') + QCoreApplication::translate("Verify", "It landed on rail %1 of SU %2; it belongs on rail %3 of SU %4.")
                                              .arg(dw.rail + 1).arg(dw.su + 1).arg(dr.rail + 1).arg(dr.su + 1);
            if (const int pw = FabricPlanes::planeOf(m_doc, dw.network), pr = FabricPlanes::planeOf(m_doc, dr.network);
                !sameSwitch && pw > 0 && pr > 0 && pw != pr)
                fix += QLatin1Char(' ') + QCoreApplication::translate("Verify", "It landed on plane %1; it belongs on plane %2 (the planes never share a switch).")
                                              .arg(pw)
                                              .arg(pr);
            add(sameSwitch ? FindingKind::WrongPort : FindingKind::WrongSwitch, {pl.cable}, {s.near, s.far, right},
                cableName(m_doc, pl.cable), found, fix, link);
        }
    }

    void summarize()
    {
        std::vector<SymmetryRow> rails, sus, switches(m_doc.idCounters()[size_t(EntityKind::Device)]);
        auto row = [](std::vector<SymmetryRow> &rows, int i) -> SymmetryRow & {
            if (size_t(i) >= rows.size())
                rows.resize(size_t(i) + 1);
            return rows[size_t(i)];
        };
        for (CableId id : m_plannedCables) {
            const Cable &c = m_doc.cables().at(id);
            const bool differs = m_differing.test(id.value);
            auto count = [differs](SymmetryRow &r) {
                ++r.planned;
                ++(differs ? r.differing : r.asPlanned);
            };
            int rail = -1, su = -1;
            for (PortId end : {c.a, c.b}) {
                const Device &d = device(end);
                rail = d.rail >= 0 ? d.rail : rail;
                su = d.su >= 0 ? d.su : su;
                if (d.tier != FabricTier::None || isSwitch(d))
                    count(row(switches, int(d.id.value)));
            }
            if (rail >= 0)
                count(row(rails, rail));
            if (su >= 0)
                count(row(sus, su));
        }
        auto keep = [](std::vector<SymmetryRow> &rows, std::vector<SymmetryRow> &into, auto name) {
            for (size_t i = 0; i < rows.size(); ++i)
                if (rows[i].planned > 0) {
                    rows[i].group = name(i);
                    into.push_back(rows[i]);
                }
        };
        keep(rails, m_report.rails, [](size_t i) { return QCoreApplication::translate("Verify", "rail %1").arg(i + 1); });
        keep(sus, m_report.sus, [](size_t i) { return QCoreApplication::translate("Verify", "SU %1").arg(i + 1); });
        keep(switches, m_report.switches, [this](size_t i) { return m_doc.devices().at(DeviceId(uint32_t(i))).name; });
        std::sort(m_report.switches.begin(), m_report.switches.end(),
                  [](const SymmetryRow &x, const SymmetryRow &y) { return x.group < y.group; });
    }

    const Document &m_doc;
    const AsBuilt &m_found;
    Resolver m_resolver;
    VerifyReport m_report;
    ByPort<Observed> m_observed;
    ByPort<Planned> m_planned; // in scope
    std::vector<CableId> m_plannedCables;
    IdFlags m_scopeDevices; // devices whose cables are compared
    IdFlags m_attributed;   // planned cables a finding explains
    IdFlags m_differing;    // planned cables a finding names
};

} // namespace

VerifyReport verifyFabric(const Document &doc, const AsBuilt &found, const NameMap &names)
{
    return Differ(doc, found, names).run();
}

Result<NameMap> readNameMap(const QString &path)
{
    const auto bytes = readInputFile(path);
    if (!bytes)
        return Result<NameMap>::failure(bytes.error());
    return parseNameMap(QString::fromUtf8(bytes.value()), path);
}

Result<NameMap> parseNameMap(const QString &text, const QString &path)
{
    auto records = parseCsv(text, path);
    if (!records)
        return Result<NameMap>::failure(records.error());
    const QStringList header{QStringLiteral("found_device"), QStringLiteral("found_port"), QStringLiteral("design_device"),
                             QStringLiteral("design_port")};
    if (records->empty() || records->front().fields != header)
        return Result<NameMap>::failure(
            QCoreApplication::translate("Verify", "%1:1: a name map starts with the header found_device,found_port,design_device,design_port").arg(path));
    NameMap map;
    for (size_t i = 1; i < records->size(); ++i) {
        const CsvRecord &r = (*records)[i];
        if (r.fields.size() != 4 || r.fields[0].isEmpty() || r.fields[2].isEmpty() || r.fields[1].isEmpty() != r.fields[3].isEmpty())
            return Result<NameMap>::failure(
                QCoreApplication::translate("Verify", "%1:%2: expected found_device,found_port,design_device,design_port with both ports or neither").arg(path).arg(r.line));
        if (r.fields[1].isEmpty())
            map.devices.emplace_back(r.fields[0], r.fields[2]);
        else
            map.ports.push_back({r.fields[0], r.fields[1], r.fields[2], r.fields[3]});
    }
    return map;
}

} // namespace railyard
