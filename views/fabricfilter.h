#pragma once

#include "document/document.h"

#include <QHash>
#include <QWidget>

class QComboBox;

namespace railyard {

// What the fabric view draws (docs/GUI.md): one network's switch tiers and endpoints, narrowed
// to a scalable unit, a pod and a rail (-1: all). A large design stays responsive because the
// view then builds only what passes.
struct FabricFilter {
    NetworkId network; // invalid: the compute network
    bool allPlanes = false; // every plane of a multi-plane compute fabric, side by side
    int su = -1;
    int pod = -1;
    int rail = -1;
    bool operator==(const FabricFilter &) const = default;
};

// The pods of a network's fabric: leaves and spines joined by leaf–spine cables fall in one pod
// (a two-tier fabric is a single pod); numbered from 0 in the order of their first leaf by SU,
// rail and name. Cores belong to no pod.
QHash<uint32_t, int> fabricPods(const Document &doc, NetworkId network);

// The compute network, or the first network with switches in tiers.
NetworkId defaultFabricNetwork(const Document &doc);

// The networks of a multi-plane compute fabric by plane (empty for a single-plane design).
std::vector<NetworkId> planeNetworks(const Document &doc);

// The filter's combo boxes: network, SU, pod and rail, filled from the design.
class FabricFilterBar : public QWidget {
    Q_OBJECT
public:
    FabricFilterBar(const Document &doc, QWidget *parent = nullptr);

    FabricFilter filter() const;
    void setFilter(const FabricFilter &filter);
    // Refills the choices from the design, keeping what is chosen where it still exists.
    void refresh();

signals:
    void changed();

private:
    void fill(QComboBox *box, const QString &all, const QString &itemText, const std::vector<int> &values);

    const Document &m_doc;
    QComboBox *m_network, *m_su, *m_pod, *m_rail;
    bool m_filling = false;
};

} // namespace railyard
