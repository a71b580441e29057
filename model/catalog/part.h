#pragma once

#include "core/ids.h"
#include "entities/enums.h"

#include <QString>
#include <algorithm>
#include <optional>
#include <vector>

namespace railyard {

// A group of identical logical ports on a part, e.g. "8xOSFP@400:compute/2".
struct PortGroup {
    int count = 0;
    Cage cage = Cage::None;
    double speedGbps = 0;
    PortRole role = PortRole::Compute;
    int perCage = 1; // logical ports sharing one physical cage
    bool operator==(const PortGroup &) const = default;
};

// Where a catalog figure comes from: a public document, or "estimate: why".
struct PartSources {
    QString power;
    QString weight;
    QString price;
    QString reach;
    QString other;
    bool operator==(const PartSources &) const = default;
};

// One catalog part. Figures are SI (W, kg, m); zero where a figure does not apply.
struct Part {
    PartId id;
    QString partNumber; // unique key
    PartCategory category = PartCategory::Server;
    QString vendor;
    QString model;
    QString description;
    Technology technology = Technology::None;
    int uHeight = 0;
    double widthM = 0;
    double depthM = 0;
    double weightKg = 0;
    double typicalW = 0;
    double maxW = 0;              // as its datasheet gives it (for switches often with optics)
    double opticsInMaxW = 0;      // of maxW, what the pluggables in its cages draw: counted once,
                                  // by the engine, for the modules actually chosen
    int gpus = 0;
    double liquidFraction = 0;
    std::vector<PortGroup> ports;
    Medium medium = Medium::Auto; // cables and transceivers
    double speedGbps = 0;         // cables and transceivers: per-link speed
    double lengthM = 0;           // cables: stock length
    double reachM = 0;            // cables and transceivers
    int linksPerModule = 0;       // transceivers: 2 for twin-port
    ModuleTop moduleTop = ModuleTop::Any; // transceivers: finned (switch cages) or flat (adapters)
    double capacityW = 0;         // PDU rating, CDU heat capacity, rack power limit
    CoolingType coolingType = CoolingType::None;
    double coolingCapacityW = 0;  // racks
    int rackUnits = 0;            // racks
    int feet = 0;                 // racks: casters/feet carrying the load
    std::optional<double> priceUsd;
    PartSources sources;

    // The part's own power, without the pluggables its datasheet figure includes.
    double ownMaxW() const { return std::max(0.0, maxW - opticsInMaxW); }
    double ownTypicalW() const { return std::min(typicalW, ownMaxW()); }
    int portCount() const
    {
        int n = 0;
        for (const PortGroup &g : ports)
            n += g.count;
        return n;
    }
    // Logical ports of one role (a switch's compute ports are its radix).
    int portCount(PortRole role) const
    {
        int n = 0;
        for (const PortGroup &g : ports)
            if (g.role == role)
                n += g.count;
        return n;
    }
    bool operator==(const Part &) const = default;
};

// Text form of a part's ports ("8xOSFP@400:compute/2;1xRJ45@1:oob") and its parser.
QString formatPortGroups(const std::vector<PortGroup> &groups);
std::optional<std::vector<PortGroup>> parsePortGroups(const QString &text, QString *error);

} // namespace railyard
