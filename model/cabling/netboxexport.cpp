#include "netboxexport.h"

#include "cablelabels.h"
#include "io/atomicfile.h"
#include "io/csv.h"
#include "verify/ibnaming.h"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>

namespace railyard {

namespace {
QString slug(QString s)
{
    s = s.toLower();
    for (QChar &c : s)
        if (!c.isLetterOrNumber())
            c = QLatin1Char('-');
    return s;
}

QString line(const QStringList &fields)
{
    return csvLine(fields) + QStringLiteral("\r\n");
}

template <class T>
std::vector<const T *> byId(const EntityTable<T> &table)
{
    std::vector<const T *> out;
    out.reserve(table.size());
    for (const T &e : table)
        out.push_back(&e);
    std::sort(out.begin(), out.end(), [](const T *a, const T *b) { return a->id < b->id; });
    return out;
}

// The network a switch port or a host port is on.
const Network *networkOf(const Document &doc, const Port &port)
{
    const Device &d = doc.devices().at(port.device);
    if (doc.catalog().at(d.part).category == PartCategory::Switch) {
        const Network *n = doc.networks().find(d.network);
        if (n && !(port.role == PortRole::Oob && n->role != NetworkRole::Oob))
            return n;
        return networkForRole(doc, NetworkRole::Oob);
    }
    return port.role == PortRole::Power ? nullptr : networkForRole(doc, NetworkRole(int(port.role)));
}
} // namespace

QString netboxInterfaceType(const Document &doc, const Port &port)
{
    if (isInfiniBand(networkOf(doc, port))) {
        static const std::pair<double, const char *> kIb[] = {{800, "infiniband-xdr"}, {400, "infiniband-ndr"}, {200, "infiniband-hdr"},
                                                              {100, "infiniband-edr"}, {56, "infiniband-fdr"}};
        for (const auto &[gbps, type] : kIb)
            if (port.speedGbps >= gbps)
                return QLatin1String(type);
        return QStringLiteral("infiniband-qdr");
    }
    const int g = int(port.speedGbps);
    switch (port.cage) {
    case Cage::Osfp: return g >= 800 ? QStringLiteral("800gbase-x-osfp") : QStringLiteral("400gbase-x-osfp");
    case Cage::Qsfp112: return QStringLiteral("400gbase-x-qsfp112");
    case Cage::QsfpDd: return g >= 800 ? QStringLiteral("800gbase-x-qsfpdd") : g >= 400 ? QStringLiteral("400gbase-x-qsfpdd") : QStringLiteral("200gbase-x-qsfpdd");
    case Cage::Qsfp56: return QStringLiteral("200gbase-x-qsfp56");
    case Cage::Qsfp28: return QStringLiteral("100gbase-x-qsfp28");
    case Cage::Sfp28: return QStringLiteral("25gbase-x-sfp28");
    case Cage::Rj45: return g >= 10 ? QStringLiteral("10gbase-t") : QStringLiteral("1000base-t");
    case Cage::None: break;
    }
    return QStringLiteral("other");
}

QString netboxCableType(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return QStringLiteral("dac-passive");
    case Medium::Acc:
    case Medium::Aec: return QStringLiteral("dac-active");
    case Medium::Aoc: return QStringLiteral("aoc");
    case Medium::Mmf: return QStringLiteral("mmf-om4");
    case Medium::Smf: return QStringLiteral("smf-os2");
    case Medium::Cat6: return QStringLiteral("cat6");
    case Medium::Auto: break;
    }
    return QString();
}

QString netboxColor(const Document &doc, const Cable &cable)
{
    // Compute aqua (OM4 jackets), storage green, in-band yellow, out-of-band blue.
    static const char *kColors[] = {"00bcd4", "4caf50", "ffeb3b", "2196f3"};
    const Network *n = networkOf(doc, doc.ports().at(cable.a));
    if (!n)
        n = networkOf(doc, doc.ports().at(cable.b));
    return n ? QLatin1String(kColors[int(n->role)]) : QString();
}

NetBoxCsvs netboxCsvs(const Document &doc, const Engine &engine)
{
    NetBoxCsvs out;
    const QString siteName = doc.site().name.isEmpty() ? QStringLiteral("Railyard site") : doc.site().name;
    out.sites = line({QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("status")})
                + line({siteName, slug(siteName), QStringLiteral("planned")});

    out.racks = line({QStringLiteral("site"), QStringLiteral("name"), QStringLiteral("status"), QStringLiteral("width"),
                      QStringLiteral("u_height"), QStringLiteral("form_factor")});
    for (const Rack *r : byId(doc.racks())) {
        const Part *type = doc.catalog().find(r->part);
        out.racks += line({siteName, r->name, QStringLiteral("planned"), QStringLiteral("19"),
                           QString::number(type && type->rackUnits > 0 ? type->rackUnits : 42), QStringLiteral("4-post-cabinet")});
    }

    out.devices = line({QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("manufacturer"), QStringLiteral("device_type"),
                        QStringLiteral("status"), QStringLiteral("site"), QStringLiteral("rack"), QStringLiteral("position"),
                        QStringLiteral("face")});
    out.interfaces = line({QStringLiteral("device"), QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("speed")});
    for (const Device *d : byId(doc.devices())) {
        const Part &part = doc.catalog().at(d->part);
        const Rack *rack = doc.racks().find(d->rack);
        out.devices += line({d->name, toToken(part.category).replace(QLatin1Char('_'), QLatin1Char('-')), part.vendor,
                             part.model.isEmpty() ? part.partNumber : part.model, QStringLiteral("planned"), siteName,
                             rack ? rack->name : QString(), d->uPosition > 0 ? QString::number(d->uPosition) : QString(),
                             d->uPosition > 0 ? QStringLiteral("front") : QString()});
        std::vector<PortId> ports(doc.portsOf(d->id).begin(), doc.portsOf(d->id).end());
        std::sort(ports.begin(), ports.end());
        for (PortId p : ports) {
            const Port &port = doc.ports().at(p);
            if (port.role == PortRole::Power)
                continue;
            out.interfaces += line({d->name, port.name, netboxInterfaceType(doc, port), QString::number(qint64(port.speedGbps * 1e6))});
        }
    }

    out.cables = line({QStringLiteral("side_a_device"), QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
                       QStringLiteral("side_b_device"), QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
                       QStringLiteral("type"), QStringLiteral("status"), QStringLiteral("label"), QStringLiteral("color"),
                       QStringLiteral("length"), QStringLiteral("length_unit")});
    for (const Cable *c : byId(doc.cables())) {
        const Port &a = doc.ports().at(c->a), &b = doc.ports().at(c->b);
        const CableFigures *f = engine.cable(c->id);
        const Medium medium = c->medium != Medium::Auto ? c->medium : f ? f->medium : Medium::Auto;
        const double lengthM = f && f->stockMm > 0 ? fromMilli(f->stockMm) : c->lengthM;
        out.cables += line({doc.devices().at(a.device).name, QStringLiteral("dcim.interface"), a.name, doc.devices().at(b.device).name,
                            QStringLiteral("dcim.interface"), b.name, netboxCableType(medium), QStringLiteral("planned"),
                            c->label.isEmpty() ? renderLabel(doc, doc.site().labelTemplate, *c) : c->label,
                            netboxColor(doc, *c), lengthM > 0 ? QString::number(lengthM, 'g', 10) : QString(),
                            lengthM > 0 ? QStringLiteral("m") : QString()});
    }
    return out;
}

Status writeNetBoxFolder(const NetBoxCsvs &n, const QString &folder)
{
    if (!QDir().mkpath(folder))
        return Status::failure(QCoreApplication::translate("NetBox", "%1: cannot create the folder").arg(folder));
    // The five files are one import: all are written and checked before any replaces its old
    // version, so a failure leaves the previous set whole.
    std::vector<std::pair<QString, QByteArray>> files;
    for (const auto &[name, text] : {std::pair{"sites.csv", &n.sites}, std::pair{"racks.csv", &n.racks}, std::pair{"devices.csv", &n.devices},
                                     std::pair{"interfaces.csv", &n.interfaces}, std::pair{"cables.csv", &n.cables}})
        files.emplace_back(QDir(folder).filePath(QLatin1String(name)), text->toUtf8());
    return writeFilesAtomically(files);
}

} // namespace railyard
