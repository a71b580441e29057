#pragma once

#include <QtGlobal>
#include <compare>
#include <cstdint>
#include <functional>

namespace railyard {

// A typed, stable identifier. Values are allocated once per document and never reused, so an
// ID stays valid across delete + undo and across save/load. Zero means "none".
template <class Tag>
struct Id {
    uint32_t value = 0;

    constexpr Id() = default;
    constexpr explicit Id(uint32_t v) : value(v) {}
    constexpr bool isValid() const { return value != 0; }
    constexpr explicit operator bool() const { return value != 0; }
    friend constexpr auto operator<=>(Id, Id) = default;
};

struct HallTag {};
struct RowTag {};
struct RackTag {};
struct DeviceTag {};
struct PortTag {};
struct CableTag {};
struct FeedTag {};
struct PduTag {};
struct LoopTag {};
struct NetworkTag {};
struct PartTag {};
struct ColumnTag {};
struct KeepOutTag {};
struct BuswayTag {};
struct CduTag {};

using HallId = Id<HallTag>;
using RowId = Id<RowTag>;
using RackId = Id<RackTag>;
using DeviceId = Id<DeviceTag>;
using PortId = Id<PortTag>;
using CableId = Id<CableTag>;
using FeedId = Id<FeedTag>;
using PduId = Id<PduTag>;
using LoopId = Id<LoopTag>;
using NetworkId = Id<NetworkTag>;
using PartId = Id<PartTag>;
using ColumnId = Id<ColumnTag>;
using KeepOutId = Id<KeepOutTag>;
using BuswayId = Id<BuswayTag>;
using CduId = Id<CduTag>;

} // namespace railyard

template <class Tag>
struct std::hash<railyard::Id<Tag>> {
    size_t operator()(railyard::Id<Tag> id) const noexcept { return std::hash<uint32_t>()(id.value); }
};
