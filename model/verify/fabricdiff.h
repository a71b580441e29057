#pragma once

#include "asbuilt.h"
#include "core/result.h"
#include "document/document.h"
#include "rules/problem.h"

namespace railyard {

// One way the installed fabric differs from the plan (docs/VERIFY.md).
enum class FindingKind : uint8_t {
    Swap,         // two cables crossed
    Rotation,     // three or more cables rotated
    WrongPort,    // right switch, wrong port
    WrongSwitch,  // another switch (for a rail fabric: another rail or SU)
    Missing,      // planned, not found
    Unexpected,   // found, not planned
    UnknownDevice,
    UnknownPort,
    Duplicate,    // a port reported with two different neighbours
    Degraded,     // width or speed below plan
};
QString toToken(FindingKind kind);

struct Finding {
    FindingKind kind;
    std::vector<CableId> cables;     // the planned cables involved
    std::vector<ObjectRef> objects;  // cables, ports and devices, to select and highlight
    QString planned;                 // the planned cables, with labels and ports
    QString found;                   // what the fabric reports
    QString fix;                     // what the cabling team does, in their words
    QString file;                    // where it was read (for found links)
    int line = 0;
};

// Links as planned and differing, for one rail, SU or switch: rails are identical by
// construction, so an asymmetry points at the defect.
struct SymmetryRow {
    QString group; // "rail 3", "SU 2", "leaf-su2-r3"
    int planned = 0;
    int asPlanned = 0;
    int differing = 0;
};

struct VerifyReport {
    std::vector<Finding> findings;
    int plannedLinks = 0;  // in scope
    int foundLinks = 0;
    int asPlanned = 0;
    std::vector<SymmetryRow> rails, sus, switches;
    QString scope; // which planned links were compared, in words
};

// Compares what was found with the design's cables. Which planned cables are compared depends
// on the source: InfiniBand: every cable at a switch of an InfiniBand network; LLDP: every
// cable at a device that reported; links CSV: every cable at a device the CSV names.
VerifyReport verifyFabric(const Document &doc, const AsBuilt &found, const NameMap &names);

// Reads a name map: CSV with header `found_device,found_port,design_device,design_port`; rows
// with empty ports rename a device, rows with ports rename one port.
Result<NameMap> readNameMap(const QString &path);
// The same from text; `path` names it in messages.
Result<NameMap> parseNameMap(const QString &text, const QString &path);

} // namespace railyard
