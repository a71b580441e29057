#pragma once

#include "core/result.h"
#include "document/document.h"

#include <QJsonObject>
#include <set>

namespace railyard {

// One GPU as a job scheduler names it: the node's hostname and the GPU's local index.
struct GpuRef {
    QString host;
    int gpu = 0;
    bool operator==(const GpuRef &) const = default;
};

// Which GPUs share a compute leaf, and what a rank order costs a ring all-reduce
// (docs/CLI.md, `ranks`). GPU g of a node talks to the fabric through its compute NIC g.
struct RankAnalysis {
    struct Leaf {
        QString name;
        int su = -1;
        int rail = -1;
        std::vector<GpuRef> gpus;
    };
    std::vector<Leaf> leaves;
    // NVLink domains of rack-scale systems (their racks), and their size: tensor- and
    // expert-parallel traffic stays inside one; 0 when the design has none.
    std::set<uint32_t> domains;
    int domainGpus = 0;
    // Ring neighbours: for each local GPU index g, rank slot k's GPU g talks to slot k+1's
    // GPU g (the rail-aligned rings collectives use between nodes).
    int64_t pairs = 0;
    int64_t crossRail = 0; // the two NICs are on different rails: traffic must cross a spine
    int64_t crossLeaf = 0; // on different leaves at all (includes same-rail pairs in two SUs)
    double crossRailFraction() const { return pairs ? double(crossRail) / double(pairs) : 0; }
    double crossLeafFraction() const { return pairs ? double(crossLeaf) / double(pairs) : 0; }
};

// Ranks in order: the default is nodes by name, GPUs 0..n−1 within each (rail-aligned).
// A rank order names every GPU once; errors name the line and the problem.
Result<std::vector<GpuRef>> parseRankOrder(const QString &text, const QString &sourceName);
Result<RankAnalysis> analyzeRanks(const Document &doc, const std::vector<GpuRef> *order);

QJsonObject toJson(const RankAnalysis &analysis);
QString toText(const RankAnalysis &analysis);

} // namespace railyard
