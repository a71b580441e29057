#pragma once

#include "core/result.h"
#include "document/document.h"
#include "generate/fabricplan.h"

#include <vector>

namespace railyard {

class Editor;

// "Build fabric": the generator's compute fabric (generate/fabricplan.h, fabricwiring.h) for GPU
// nodes a designer placed by hand. The nodes are those in the chosen racks — the GPU servers of
// ordinary racks, or each rack-scale system (an NVL72) whole as one NVLink domain whose trays'
// NICs are its rails — in rack-name order. The fabric is planned as the generator plans it
// (rail-optimized, SUs of 8 NVL72 racks or of as many servers as fill a leaf, 2 or 3 tiers at
// r:1), its switches mounted in the chosen racks that hold no nodes and, past their room, in
// network racks proposed at the end of the first node row (powered from the hall's feeds, with
// a management switch when the design has an out-of-band network), every node rail-wired to its
// SU's leaves and the tiers above cabled as the generator cables them. One undo step.

struct FabricBuildOptions {
    QString switchPart;       // empty: defaultComputeSwitch for the nodes (generate/computeswitch.h)
    int oversubscription = 1; // r in r:1 at the leaves
    int planes = 1;           // compute planes (Spectrum-X: 2), each its own network
    QString networkName;      // empty: "Compute fabric" (numbered when the name is taken)
};

// What the build adds, for the preview before it commits: counts from the plan, and the
// engine's figures for the design with the fabric (cables by medium and transceivers are chosen
// by routed length, so they are computed on a copy of the design with the fabric in it).
struct FabricBuildPreview {
    int fabricNodes = 0;   // servers, or NVLink domains
    int gpus = 0;
    int planes = 1;
    FabricPlan plan;       // one plane's
    QString switchPart;
    int leaves = 0, spines = 0, cores = 0; // all planes
    int newRacks = 0;      // network racks proposed
    int rackedInChosen = 0; // switches in racks the user chose
    int fabricCables = 0;  // node-leaf and between tiers
    int nodeLinks = 0;     // of them, node to leaf
    int managementCables = 0;
    int64_t transceivers = 0; // modules the fabric adds
    int64_t copperCables = 0; // of the fabric's cables, those the engine makes copper (DAC/ACC)
    double itW = 0;           // IT load the build adds (switches and optics), engine figure
    QStringList notes;
};

struct FabricBuild {
    FabricBuildPreview preview;
    Fragment fragment;               // the networks, racks, PDUs, switches and cables
    std::vector<Device> nodesWithSu; // the nodes with their SU set
    QString text;                    // the undo step's name
};

// Plans the build (allocating its IDs from `doc`, changing nothing else). Refused, with the
// reason naming the object: no nodes in the racks, two kinds of node, a node's compute port
// already cabled, a switch part that is not a compute switch, a fabric beyond three tiers, no
// room for the network racks.
Result<FabricBuild> planFabricBuild(Document &doc, const std::vector<RackId> &racks, const FabricBuildOptions &options);

// Fills the preview's engine figures (transceivers, copper, IT load) from a copy of `doc` with
// the build applied; `doc` is not touched.
void previewOnCopy(const Document &doc, FabricBuild &build);

// The preview as lines for a person, shown alike by "Build fabric…" and `railyard-cli fabric`.
QStringList previewLines(const FabricBuildPreview &preview);

// Adds the build as one undo step, every node's SU set through the edit gate. Refused (nothing
// changed) when the gate refuses a node.
Status applyFabricBuild(Editor &editor, const FabricBuild &build);

} // namespace railyard
