#pragma once

#include "core/result.h"
#include "document/document.h"
#include "entities/enums.h"
#include "fabricplan.h"

namespace railyard {

// What a designer asks for (shared by `railyard-cli new` and, later, the GUI wizard). Parts
// are catalog part numbers; zero or empty means "choose for me" (docs/GENERATOR.md).
struct GeneratorOptions {
    int gpus = 0;                  // either a GPU count...
    double powerEnvelopeW = 0;     // ...or a facility power envelope
    QString nodePart = QStringLiteral("DGX-B200"); // a GPU node, or a rack-scale system (GB200-NVL72)
    QString trayPart;              // a rack-scale system's compute tray; empty: `<node>-TRAY`
    QString computeSwitchPart;     // empty: the switch for the node's NICs (computeswitch.h)
    QString storageSwitchPart;     // empty: the cheapest catalog switch for the endpoints (fabriccost.h)
    QString inbandSwitchPart;      // empty: likewise, for in-band and the OOB aggregation
    QString oobSwitchPart = QStringLiteral("SN2201");
    QString storagePart = QStringLiteral("STOR-NVME-2U");
    QString managementPart = QStringLiteral("MGMT-HEAD-1U");        // head nodes; empty: none
    QString fabricManagerPart = QStringLiteral("UFM-APPLIANCE-3.1"); // on an InfiniBand fabric; empty: none
    int oversubscription = 1;
    int planes = 1;                // compute planes: 2 gives each GPU's two links two fabrics (Spectrum-X)
    int suNodes = 0;               // 0: as many as fill a leaf (32 on 64 ports at 1:1; tapered, see fabricplan.h);
                                   // rack-scale systems: racks per SU (0: 8, NVIDIA's SU)
    int reservedPerSu = 0;
    int storageNodes = -1;         // -1: one per 16 GPU nodes, at least two
    int nodesPerRack = 0;          // 0: as many as power, cooling and U allow
    CoolingType cooling = CoolingType::None; // None: DLC for liquid-cooled nodes, else rear-door
    // The halls' aisles: hot aisles contained, as AI halls of 15 kW racks and more are built
    // (open aisles deliver about 15 kW of air to a rack position, thermal/hallthermal.h).
    Containment containment = Containment::HotAisle;
    double pue = 1.3;
    double hallWidthM = 0;         // 0: as the layout needs
    double hallDepthM = 0;
    double maxHallAspect = 2.0;    // a generated hall's long side over its short side: rows in blocks to keep it
    double maxHallItW = 0;         // the site's IT limit per hall (0: keep the design's, 40 MW by default)
    bool dualFeed = true;          // A and B feeds with a PDU on each (false: A only)
    QString hallName = QStringLiteral("H1");
};

// What was generated, with the arithmetic behind it for the user to check.
struct GenerationSummary {
    int gpus = 0;
    int nodes = 0;     // GPU nodes: servers, or a rack-scale system's compute trays
    int domains = 0;   // NVLink domains: racks of a rack-scale system (0 for 8-GPU nodes)
    FabricPlan compute; // one plane's fabric: a multi-plane design has `planes` of them
    int planes = 1;
    int racks = 0;
    int halls = 1;     // the site split by its limits per hall (docs/GENERATOR.md)
    QStringList notes; // one line each: the sizing decisions and their figures
    QStringList warnings; // asked-for values the design will not meet (shown before the notes)
};

// The bounds of what may be asked (checkGeneratorOptions): twice the largest design measured
// (docs/PERFORMANCE.md), a storage tier of a petabyte-scale cluster, a PUE no building has.
constexpr int kMaxGeneratedGpus = 262'144;
constexpr int kMaxStorageNodes = 16'384;
constexpr int kMaxSuNodes = 4'096;
constexpr int kMaxOversubscription = 4'096; // the radix bounds it further (fabricplan.cpp names the largest)
constexpr double kMaxPue = 5;
constexpr double kMaxGeneratedHallM = 2'000;
constexpr double kMaxHallAspect = 20;

// Whether every option is finite and in range; the message names the option's value and its
// range. generateDesign calls it first; callers may call it to refuse before any work.
Status checkGeneratorOptions(const GeneratorOptions &options);

// Builds a complete hall into `doc` as one undoable step.
Result<GenerationSummary> generateDesign(Document &doc, const GeneratorOptions &options);

} // namespace railyard
