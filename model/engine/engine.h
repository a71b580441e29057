#pragma once

#include "cablerouter.h"
#include "document/document.h"
#include "figures.h"
#include "mediaselector.h"
#include "sitelayout.h"

#include <QObject>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

namespace railyard {

// The live engine: power, heat, cooling, floor load, cable routes, media and optics for the
// whole design, kept up to date from the document's change sets. An edit touches only what it
// affects: moving a rack re-routes that rack's cables (all cables of its row only when the row's
// extent changes) and re-adds that rack's figures. Every sum is an integer (mW, g, mm), so the
// incremental state always equals a full recompute exactly (docs/ENGINE.md).
class Engine : public QObject {
    Q_OBJECT
public:
    explicit Engine(const Document &doc, QObject *parent = nullptr);
    ~Engine() override;

    // Rebuilds everything from the document (done on construction and on a load).
    void recomputeAll();

    // --- sums of rack figures ---
    const LoadSums &site() const { return m_site; }
    LoadSums hall(HallId id) const { return at(m_hallSums, id.value); }
    LoadSums row(RowId id) const { return at(m_rowSums, id.value); }
    LoadSums loop(LoopId id) const { return at(m_loopSums, id.value); }
    LoadSums rack(RackId id) const;
    PduLoad pdu(PduId id) const { return at(m_pduLoads, id.value); }
    PduLoad feed(FeedId id) const; // sum of its PDUs
    PduLoad busway(BuswayId id) const; // sum of its tap-off PDUs

    // The overhead tray of a row as the engine last derived it.
    RowGeometry rowGeometry(RowId id) const { return at(m_rowGeometry, id.value); }

    // --- cables and optics ---
    const CableFigures *cable(CableId id) const;
    int64_t cablesByMedium(Medium m) const { return m_byMedium[size_t(m)]; }
    int64_t unroutedCables() const { return m_unrouted; }
    int64_t overReachCables() const { return m_overReach; }
    Millimetres totalRoutedMm() const { return m_routedMm; }
    const std::map<Millimetres, int64_t> &stockLengthHistogram() const { return m_stockHistogram; }
    // Transceiver modules by part (a twin-port module counted once per cage).
    std::map<PartId, int64_t> transceiversByPart() const;
    // Links carried by each cable part (a 2-link cable serves two links).
    std::map<PartId, int64_t> cableLinksByPart() const;
    MilliWatts opticsMaxMw() const { return m_opticsMaxMw; }
    MilliWatts opticsTypMw() const { return m_opticsTypMw; }
    double opticsCostUsd() const;

    // Work done by the last update, for tests and benchmarks.
    struct UpdateStats {
        int64_t cables = 0;
        int64_t racks = 0;
        int64_t rows = 0;
        bool full = false;
    };
    const UpdateStats &lastUpdate() const { return m_stats; }

    // What the last update recomputed, so that listeners (the live rule checker) follow only
    // that: racks and cables recomputed, and the PDUs, loops and halls whose sums they changed.
    // `full` means everything was rebuilt.
    struct Delta {
        bool full = true;
        std::vector<uint32_t> racks, cables, pdus, loops, halls;
    };
    const Delta &lastDelta() const { return m_delta; }

    // What the cable's cage group imposed on its choice: the medium a pinned link of the group
    // asks for (Auto: none), and whether one fixed-ends cable can carry the whole group.
    Medium groupPinned(CableId id) const { return id.value < m_cables.size() ? m_cables[id.value].groupPinned : Medium::Auto; }
    bool groupFixedFits(CableId id) const { return id.value < m_cables.size() ? m_cables[id.value].groupFixedFits : true; }

    // Exact comparison of every figure; on difference, *where names the first one.
    bool sameFigures(const Engine &other, QString *where) const;

signals:
    // Emitted after the figures follow an edit.
    void updated();

private:
    struct RackState {
        bool counted = false;
        LoadSums added;   // what this rack currently adds to its row, hall, site and loop
        RowId row;
        HallId hall;
        LoopId loop;
        PduId pduA;
        PduId pduB;
        MilliWatts opticsMaxMw = 0; // transceivers in its cages and its half of active cables
        MilliWatts opticsTypMw = 0;
        Grams cableWeightG = 0;     // its half of the weight of its cables
        // What a side of DC power shelves carries: the rack less the shelves' own conversion
        // loss, which the feed supplies upstream of the busbar (docs/ENGINE.md, "Power shelves").
        MilliWatts shelfOwnMw = 0;
        bool shelfA = false, shelfB = false;
        bool operator==(const RackState &) const = default;
    };
    struct CableState {
        bool counted = false;
        CableFigures fig;
        RackId rackA;
        RackId rackB;
        DeviceId devA;
        DeviceId devB;
        int cageA = 0;
        int cageB = 0;
        MilliWatts activeMaxMw = 0;
        MilliWatts activeTypMw = 0;
        Grams rackShareG = 0; // weight resting in each end's rack
        // What its cage group imposed on the choice (the group's length as a length class, so
        // that a group re-decides only when its choice can change).
        uint32_t groupClass = 0;
        bool groupFixedFits = true;
        Medium groupPinned = Medium::Auto;
        bool operator==(const CableState &) const = default;
    };
    // The route of one cable: its ends on the floor and its length (negative: no route).
    struct Route {
        PortPlace a;
        PortPlace b;
        double lengthM = -1;
    };
    // Cables that share a cage at either end, found by a walk over the document.
    struct CageGroup {
        std::vector<uint32_t> cables;
        int cages = 0;
        int busiestCageLinks = 0;
        int twinCagesWithOneLink = 0; // twin-port cages at the tips of a star
    };

    template <class T>
    static T at(const std::vector<T> &v, uint32_t i)
    {
        return i < v.size() ? v[i] : T{};
    }
    template <class T>
    static T &slot(std::vector<T> &v, uint32_t i)
    {
        if (i >= v.size())
            v.resize(std::max<size_t>(i + 1, v.size() * 3 / 2));
        return v[i];
    }

    void onChanged(const ChangeSet &changes);
    void clearAll();
    Route routeOf(const Cable &c) const;
    void addCable(CableId id, const Route &route, const MediaSelector::Group &group);
    void removeCable(CableId id);
    // Walks from the cages `seeds` (device, cage index) to every cable sharing a cage with them,
    // skipping cages already visited in this generation.
    void collectCageGroup(std::vector<std::pair<DeviceId, int>> seeds, CageGroup &out);
    MediaSelector::Group groupOf(const CageGroup &g, const std::vector<Millimetres> &lengthsMm) const;
    // Routes and (re-)adds the cables of one group; `changed` says which were removed first.
    void addGroup(const CageGroup &g, std::vector<uint32_t> *readded);
    void beginVisit();
    void addRack(RackId id);
    void removeRack(RackId id);
    void applyRackShare(const RackState &state, int sign);
    void moduleEnd(RackId rack, DeviceId device, int cage, PartId module, int sign);
    void markCablesOfRack(RackId rack, std::vector<uint32_t> &cables) const;
    void markCablesOfDevice(DeviceId device, std::vector<uint32_t> &cables) const;
    MediaSelector::End endOf(const Port &port) const;

    const Document &m_doc;
    std::unique_ptr<MediaSelector> m_media;
    std::vector<RackState> m_racks;
    std::vector<CableState> m_cables;
    std::vector<RowGeometry> m_rowGeometry;
    std::vector<HallPlace> m_hallPlaces; // by hall id: where each hall stands on the site
    std::vector<RackId> m_deviceRack; // where each device was last seen, for removals
    std::vector<LoadSums> m_rowSums;
    std::vector<LoadSums> m_hallSums;
    std::vector<LoadSums> m_loopSums;
    std::vector<PduLoad> m_pduLoads;
    LoadSums m_site;

    // Optical links per (device, cage, module part): a cage holds a module while it has one.
    struct CageUse {
        int cage;
        PartId module;
        int links;
        auto operator<=>(const CageUse &) const = default;
    };
    std::vector<std::vector<CageUse>> m_cageLinks; // by device
    std::vector<int64_t> m_modulesByPart;
    std::vector<int64_t> m_linksByPart;
    std::array<int64_t, 8> m_byMedium{};
    std::map<Millimetres, int64_t> m_stockHistogram;
    int64_t m_unrouted = 0;
    int64_t m_overReach = 0;
    Millimetres m_routedMm = 0;
    MilliWatts m_opticsMaxMw = 0;
    MilliWatts m_opticsTypMw = 0;
    UpdateStats m_stats;
    Delta m_delta;

    // Walk marks: an entry equal to m_visitGeneration was visited in the current walk.
    std::vector<uint32_t> m_portVisit;
    std::vector<uint32_t> m_cableVisit;
    uint32_t m_visitGeneration = 0;
};

} // namespace railyard
