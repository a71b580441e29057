#pragma once

#include "entities/busway.h"
#include "entities/cable.h"
#include "entities/cdu.h"
#include "entities/column.h"
#include "entities/coolingloop.h"
#include "entities/device.h"
#include "entities/hall.h"
#include "entities/keepout.h"
#include "entities/network.h"
#include "entities/pdu.h"
#include "entities/port.h"
#include "entities/powerfeed.h"
#include "entities/rack.h"
#include "entities/row.h"

#include <vector>

namespace railyard {

// A set of whole entities: what a generator or an import adds in one step, what an erase
// removes and keeps for undo, what a file load restores. Entities are values with their IDs;
// whoever holds the fragment owns them.
struct Fragment {
    std::vector<Hall> halls;
    std::vector<Row> rows;
    std::vector<Column> columns;
    std::vector<KeepOut> keepOuts;
    std::vector<PowerFeed> feeds;
    std::vector<Busway> busways; // after feeds, before the PDUs that tap off them
    std::vector<Pdu> pdus;
    std::vector<CoolingLoop> loops;
    std::vector<Cdu> cdus;
    std::vector<Network> networks;
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Port> ports;
    std::vector<Cable> cables;

    size_t size() const
    {
        return halls.size() + rows.size() + columns.size() + keepOuts.size() + feeds.size() + busways.size() + pdus.size()
               + loops.size() + cdus.size() + networks.size() + racks.size() + devices.size() + ports.size() + cables.size();
    }
    bool empty() const { return size() == 0; }
};

// IDs picked by the user or a tool, e.g. the racks to delete.
struct Selection {
    std::vector<HallId> halls;
    std::vector<RowId> rows;
    std::vector<ColumnId> columns;
    std::vector<KeepOutId> keepOuts;
    std::vector<FeedId> feeds;
    std::vector<BuswayId> busways;
    std::vector<CduId> cdus;
    std::vector<PduId> pdus;
    std::vector<LoopId> loops;
    std::vector<NetworkId> networks;
    std::vector<RackId> racks;
    std::vector<DeviceId> devices;
    std::vector<CableId> cables;

    bool empty() const
    {
        return halls.empty() && rows.empty() && columns.empty() && keepOuts.empty() && feeds.empty() && busways.empty()
               && cdus.empty() && pdus.empty() && loops.empty() && networks.empty() && racks.empty() && devices.empty()
               && cables.empty();
    }
};

} // namespace railyard
