#include "ibnaming.h"

#include <algorithm>

namespace railyard {

const Network *networkForRole(const Document &doc, NetworkRole role)
{
    const Network *best = nullptr;
    for (const Network &n : doc.networks())
        if (n.role == role && (!best || n.id < best->id))
            best = &n;
    return best;
}

bool isInfiniBand(const Network *network)
{
    return network && (network->technology == Technology::InfiniBand || network->technology == Technology::Both);
}

bool isInfiniBandSwitch(const Document &doc, const Device &device)
{
    return doc.catalog().at(device.part).category == PartCategory::Switch && isInfiniBand(doc.networks().find(device.network));
}

std::vector<PortId> hcaPorts(const Document &doc, DeviceId host)
{
    std::vector<PortId> out;
    for (PortId p : doc.portsOf(host)) {
        const Port &port = doc.ports().at(p);
        if ((port.role == PortRole::Compute || port.role == PortRole::Storage)
            && isInfiniBand(networkForRole(doc, NetworkRole(int(port.role)))))
            out.push_back(p);
    }
    std::sort(out.begin(), out.end(), [&](PortId a, PortId b) {
        const Port &x = doc.ports().at(a), &y = doc.ports().at(b);
        return std::tie(x.role, x.index, x.id) < std::tie(y.role, y.index, y.id);
    });
    return out;
}

QString hcaName(int index)
{
    return QStringLiteral("mlx5_%1").arg(index);
}

int trailingNumber(const QString &name)
{
    qsizetype i = name.size();
    while (i > 0 && name[i - 1].isDigit())
        --i;
    if (i == name.size())
        return -1;
    bool ok = false;
    const int n = name.mid(i).toInt(&ok);
    return ok ? n : -1;
}

int switchPortNumber(const Port &port)
{
    return port.name.startsWith(QLatin1Char('P')) ? trailingNumber(port.name) : -1;
}

} // namespace railyard
