#pragma once

// One run of the generator (generateDesign), in phases, each in its own file:
//   generatorsizing.cpp   the parts, the compute fabric's plan, nodes per rack, the site's halls
//   computerows.cpp       the halls, networks and first feeds; one row per scalable unit
//   networkrows.cpp       network racks, the tiers above the leaves, storage and management
//   ethernetfabrics.cpp   the storage, in-band and out-of-band networks
//   powercooling.cpp      feeds, PDUs, loops, CDUs and their management ports
//   halllayout.cpp        rows across each hall, its CDU gallery and size; the one undo step
// The phases share what a run has decided so far (the fields below); each reads what earlier
// phases set and sets its own. Private to model/generate: the interface is generator.h.

#include "document/fragmentbuilder.h"
#include "fabricplan.h"
#include "generator.h"
#include "hallbuilder.h"
#include "hallsplit.h"
#include "opticsestimate.h"
#include "pdusizing.h"
#include "rackscale.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace railyard {

constexpr int kRacksPerNetworkRow = 20;
constexpr int kSwitchesPerNetworkRack = 16;

inline int divideRoundingUp(int64_t a, int64_t b)
{
    return int((a + b - 1) / b);
}

class GeneratorRun {
public:
    GeneratorRun(Document &doc, const GeneratorOptions &options);
    Result<GenerationSummary> run();

private:
    // generatorsizing.cpp
    Status chooseParts();
    Status sizeRacks();
    Status splitIntoHalls();
    // computerows.cpp
    void beginSite();
    void buildScalableUnits();
    // networkrows.cpp
    DeviceId placeInNetworkRow(const Part &p, const QString &name, NetworkId network, FabricTier tier, int hall = -1);
    void buildUpperTiers(const Part &p, PortRole role, NetworkId network, const QString &prefix, const FabricPlan &plan,
                         const std::vector<DeviceId> &leafIds, const std::vector<int> &leafHall);
    void buildComputeUpperTiers();
    Status buildStorageAndManagement();
    // ethernetfabrics.cpp
    struct SwitchChoice {
        const Part *part;
        PortRole role;
    };
    SwitchChoice largerEthernet(double speed) const;
    SwitchChoice chosen(const Part *given, PortRole role, const Part &endpoint, PortRole endpointRole,
                        const std::vector<PortId> &endpoints, const QString &prefix);
    QString leafSpine(SwitchChoice choice, NetworkId network, const QString &prefix, const std::vector<PortId> &source);
    Status buildEthernetNetworks();
    // powercooling.cpp
    Status sizePowerAndCooling();
    void manageThePdus();
    void nameFeedsAndLoops();
    void addCdus();
    // halllayout.cpp
    Status layOutHalls();
    void commit();

    // Shared helpers (computerows.cpp).
    const Part *partOf(const QString &number, PartCategory category) const;
    double withOptics(const Part &p) const { return optics.withOptics(p); }
    PortId port(DeviceId d, PortRole role, int index);
    void connect(PortId a, PortId c);
    DeviceId rackOob(RackId rack, const QString &name, int u, int hall);
    // Every storage and in-band port of a device, as an endpoint of those networks in `hall`.
    void addEthernetEndpoints(DeviceId d, int hall);
    QString planePrefix(int plane) const;

    Document &doc;
    const GeneratorOptions &o;
    const Catalog &cat;
    const OpticsEstimate optics;
    GenerationSummary summary;

    // The parts and the compute fabric's plan.
    std::optional<RackScaleSystem> rs;
    const Part *node = nullptr, *sw = nullptr, *storSw = nullptr, *inbSw = nullptr, *oobSw = nullptr, *storage = nullptr;
    int nicsPerNode = 0, planes = 1, portsPerPlane = 0, fabricNodes = 0;
    FabricPlan fp;
    // Racks: their types and what each holds.
    const Part *rackType = nullptr, *netRackType = nullptr;
    int shelvesPerSide = 0;
    RackScaleLayout layout;
    double nodeW = 0; // a fabric node: a server, or a whole domain, with worst-case optics
    int nodesPerRack = 1;
    double rackSideW = 0, netRackLimitW = 0;
    int leafPitchU = 0, leavesPerNetRack = 1, suLeaves = 0, suNetRacks = 1;
    // The site.
    int storageNodes = 0;
    double maxHallItW = 0, sharedItW = 0;
    HallSplit split;

    // What is built, before it is inserted.
    FragmentBuilder b;
    std::vector<HallId> hallIds;
    std::vector<HallBuilder> floors;
    std::vector<NetworkId> netPlanes;
    NetworkId netStorage, netInband, netOob;
    FeedId feedA, feedB;
    LoopId loop;
    QString missing; // the first port a chosen part lacks
    std::vector<PortId> oobUplinks, storageEndpoints, inbandEndpoints;
    std::unordered_map<uint32_t, int> hallOfEndpoint; // port -> hall: Ethernet leaves stand with their endpoints
    std::unordered_map<uint32_t, int> endpointIndex;  // port -> its index among its device's ports of the role
    std::vector<DeviceId> leaves; // plane p's are leaves[p·L … p·L + L − 1] (L = fp.leaves), SU by SU
    // Network racks, per hall.
    struct NetFloor {
        int racks = 0;
        RackId rack;
        DeviceId oob;
        int inRack = kSwitchesPerNetworkRack;
        int nextU = 2;
        double rackW = 0;
    };
    std::vector<NetFloor> netFloors;
    int netRacks = 0, netRows = 0;

    // Power and cooling.
    Fragment f;
    struct Block {
        FeedId a, b;
        double loadW = 0;
        int hall = 0;
    };
    struct LoopBlock {
        LoopId id;
        double liquidW = 0;
        int hall = 0;
    };
    std::vector<Block> feedBlocks;
    std::vector<LoopBlock> loopBlocks;
    std::vector<Pdu> newPdus;
    std::unordered_map<uint32_t, int> hallOfRow;
    double itMax = 0, liquid = 0;
};

} // namespace railyard
