#pragma once

#include "catalog/catalog.h"
#include "core/result.h"

#include <vector>

namespace railyard {

// A rack-scale system asked for as the generator's node (GB200 or GB300 NVL72): its frame — a
// rack_system part, the rack with its NVLink spine, manifolds and busbar, whose `gpus` is the size
// of its NVLink domain — and the parts mounted in it: the compute trays that fill the domain, the
// NVLink switch trays and the DC power shelves (docs/GENERATOR.md, "Rack-scale systems").
// NVIDIA's DGX SuperPOD scalable unit of rack-scale systems: 8 NVL72 racks, 576 GPUs (DGX
// SuperPOD GB200 RA, DGX SuperPOD Architecture; DGX GB rack scale user guide: "eight NVL72 racks").
constexpr int kRackScaleSuRacks = 8;

struct RackScaleSystem {
    const Part *frame = nullptr;
    const Part *tray = nullptr;       // gpu_server: `<frame>-TRAY` unless named
    const Part *switchTray = nullptr; // nvlink_switch
    const Part *shelf = nullptr;      // power_shelf: the largest of the catalog
    int trays = 0;                    // per domain: frame GPUs / tray GPUs (NVL72: 18)
    int switchTrays = 0;              // per domain: frame GPUs / kGpusPerNvlinkSwitchTray (9)
};

// Fails naming the missing part and what to give.
Result<RackScaleSystem> rackScaleSystem(const Catalog &cat, const Part &frame, const QString &trayPart);

// Where each part sits in the frame, bottom-up, after NVIDIA's NVL72 layout: the A-side power
// shelves, the lower compute trays, the NVLink switch trays in the middle (the shortest spine
// cartridges), the upper compute trays, the B-side shelves, and the management switch on top.
struct RackScaleLayout {
    std::vector<int> shelfA, lowerTrays, switchTrays, upperTrays, shelfB;
    int oobU = 0;
    int topU = 0; // highest U used
};
// Trays below the switch trays: NVIDIA puts 8 of 18 there (10 above).
RackScaleLayout rackScaleLayout(const RackScaleSystem &system, int shelvesPerSide, int oobHeightU);

} // namespace railyard
