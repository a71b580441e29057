#include "fabricfilter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <map>
#include <numeric>
#include <set>

namespace railyard {
namespace {
// The network box's entry for every plane of a multi-plane fabric (no network has this id).
constexpr uint32_t kAllPlanes = 0xffffffffu;
} // namespace

NetworkId defaultFabricNetwork(const Document &doc)
{
    for (const Network &n : doc.networks())
        if (n.role == NetworkRole::Compute)
            return n.id;
    for (const Device &d : doc.devices())
        if (d.tier != FabricTier::None && d.network)
            return d.network;
    return {};
}

std::vector<NetworkId> planeNetworks(const Document &doc)
{
    std::map<int, NetworkId> byPlane;
    for (const Network &n : doc.networks())
        if (n.role == NetworkRole::Compute && n.plane > 0)
            byPlane.emplace(n.plane, n.id);
    std::vector<NetworkId> out;
    if (byPlane.size() > 1)
        for (const auto &[plane, id] : byPlane)
            out.push_back(id);
    return out;
}

QHash<uint32_t, int> fabricPods(const Document &doc, NetworkId network)
{
    // Union-find over leaves and spines, joined by the cables between them.
    std::map<std::tuple<int, int, QString>, DeviceId> leaves;
    QHash<uint32_t, uint32_t> parent;
    for (const Device &d : doc.devices()) {
        if (d.network != network)
            continue;
        if (d.tier == FabricTier::Leaf)
            leaves[{d.su, d.rail, d.name}] = d.id;
        if (d.tier == FabricTier::Leaf || d.tier == FabricTier::Spine)
            parent.insert(d.id.value, d.id.value);
    }
    const auto root = [&parent](uint32_t x) {
        while (parent.value(x) != x) {
            parent[x] = parent.value(parent.value(x));
            x = parent.value(x);
        }
        return x;
    };
    for (const auto &[key, leaf] : leaves)
        for (PortId p : doc.portsOf(leaf))
            for (CableId c : doc.cablesAt(p)) {
                const DeviceId far = doc.ports().at(doc.otherEnd(doc.cables().at(c), p)).device;
                if (parent.contains(far.value) && doc.devices().at(far).tier == FabricTier::Spine)
                    parent[root(far.value)] = root(leaf.value);
            }
    QHash<uint32_t, int> podOfRoot, pods;
    for (const auto &[key, leaf] : leaves) {
        const uint32_t r = root(leaf.value);
        if (!podOfRoot.contains(r))
            podOfRoot.insert(r, int(podOfRoot.size()));
    }
    for (auto it = parent.cbegin(); it != parent.cend(); ++it) {
        const uint32_t r = root(it.key());
        if (podOfRoot.contains(r))
            pods.insert(it.key(), podOfRoot.value(r));
    }
    return pods;
}

FabricFilterBar::FabricFilterBar(const Document &doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_network(new QComboBox(this)), m_su(new QComboBox(this)), m_pod(new QComboBox(this)),
      m_rail(new QComboBox(this))
{
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    const std::pair<QString, QComboBox *> boxes[] = {{tr("Network"), m_network}, {tr("SU"), m_su}, {tr("Pod"), m_pod}, {tr("Rail"), m_rail}};
    for (const auto &[text, box] : boxes) {
        layout->addWidget(new QLabel(text, this));
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        layout->addWidget(box);
        connect(box, &QComboBox::currentIndexChanged, this, [this, box = box] {
            if (m_filling)
                return;
            if (box == m_network) // another network has its own SUs, pods and rails
                refresh();
            emit changed();
        });
    }
    layout->addStretch(1);
    m_network->setObjectName(QStringLiteral("fabricNetwork"));
    m_su->setObjectName(QStringLiteral("fabricSu"));
    m_pod->setObjectName(QStringLiteral("fabricPod"));
    m_rail->setObjectName(QStringLiteral("fabricRail"));
    refresh();
}

FabricFilter FabricFilterBar::filter() const
{
    FabricFilter f;
    f.allPlanes = m_network->currentData().toUInt() == kAllPlanes;
    f.network = f.allPlanes ? NetworkId() : NetworkId(m_network->currentData().toUInt());
    f.su = m_su->currentData().isValid() ? m_su->currentData().toInt() : -1;
    f.pod = m_pod->currentData().isValid() ? m_pod->currentData().toInt() : -1;
    f.rail = m_rail->currentData().isValid() ? m_rail->currentData().toInt() : -1;
    return f;
}

void FabricFilterBar::setFilter(const FabricFilter &filter)
{
    m_filling = true;
    m_network->setCurrentIndex(std::max(0, m_network->findData(filter.allPlanes ? kAllPlanes : filter.network.value)));
    m_filling = false;
    refresh();
    m_filling = true;
    m_su->setCurrentIndex(std::max(0, m_su->findData(filter.su)));
    m_pod->setCurrentIndex(std::max(0, m_pod->findData(filter.pod)));
    m_rail->setCurrentIndex(std::max(0, m_rail->findData(filter.rail)));
    m_filling = false;
    emit changed();
}

void FabricFilterBar::fill(QComboBox *box, const QString &all, const QString &itemText, const std::vector<int> &values)
{
    const QVariant kept = box->currentData();
    box->clear();
    box->addItem(all);
    for (int v : values)
        box->addItem(itemText.arg(v + 1), v);
    box->setCurrentIndex(std::max(0, box->findData(kept)));
    box->setEnabled(values.size() > 1);
}

void FabricFilterBar::refresh()
{
    m_filling = true;
    const QVariant network = m_network->currentData();
    m_network->clear();
    // A multi-plane compute fabric is shown whole by default: its planes side by side.
    const std::vector<NetworkId> planes = planeNetworks(m_doc);
    if (!planes.empty())
        m_network->addItem(tr("Compute fabric, all %1 planes").arg(planes.size()), kAllPlanes);
    for (const Network &n : m_doc.networks())
        m_network->addItem(n.name, n.id.value);
    const int kept = network.isValid() ? m_network->findData(network) : -1;
    m_network->setCurrentIndex(kept >= 0 ? kept : planes.empty() ? std::max(0, m_network->findData(defaultFabricNetwork(m_doc).value)) : 0);
    const bool allPlanes = m_network->currentData().toUInt() == kAllPlanes;
    std::set<uint32_t> chosen;
    if (allPlanes)
        for (NetworkId id : planes)
            chosen.insert(id.value);
    else
        chosen.insert(m_network->currentData().toUInt());
    std::set<int> sus, rails;
    for (const Device &d : m_doc.devices())
        if (chosen.count(d.network.value) && d.tier == FabricTier::Leaf) {
            if (d.su >= 0)
                sus.insert(d.su);
            if (d.rail >= 0)
                rails.insert(d.rail);
        }
    // Pods are numbered per network: narrowing to one is done plane by plane.
    const QHash<uint32_t, int> pods = allPlanes ? QHash<uint32_t, int>() : fabricPods(m_doc, NetworkId(*chosen.begin()));
    std::set<int> podSet(pods.cbegin(), pods.cend());
    fill(m_su, tr("All SUs"), tr("SU %1"), {sus.begin(), sus.end()});
    fill(m_pod, tr("All pods"), tr("Pod %1"), {podSet.begin(), podSet.end()});
    fill(m_rail, tr("All rails"), tr("Rail %1"), {rails.begin(), rails.end()});
    m_filling = false;
}

} // namespace railyard
