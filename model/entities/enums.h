#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace railyard {

// Enumerations shared by entities and the catalog. Each has a stable lower-case token used in
// files, CSV and JSON; tokens never change once released (they are part of the file format).

enum class PortRole : uint8_t { Compute, Storage, InBand, Oob, Power };
enum class Cage : uint8_t { None, Osfp, Qsfp112, Qsfp28, Qsfp56, QsfpDd, Sfp28, Rj45 };
enum class Medium : uint8_t { Auto, Dac, Acc, Aec, Aoc, Mmf, Smf, Cat6 };
enum class CoolingType : uint8_t { None, Air, RearDoor, Dlc };
enum class NetworkRole : uint8_t { Compute, Storage, InBand, Oob };
enum class Technology : uint8_t { None, InfiniBand, Ethernet, Both };
enum class FeedSide : uint8_t { A, B };
enum class FabricTier : uint8_t { None, Leaf, Spine, Core };
// The shell of an OSFP module: finned for switch cages, flat for adapter cages under a riding heat
// sink (docs/CATALOG.md, "Module tops"); Any where the cage kind has no such distinction.
enum class ModuleTop : uint8_t { Any, Finned, Flat };
// How a hall's aisles are closed off (docs/THERMAL.md): none, the hot aisles ducted to the
// coolers, or the cold aisles enclosed so racks draw only supply air.
enum class Containment : uint8_t { None, HotAisle, ColdAisle };
enum class PartCategory : uint8_t {
    GpuServer,
    RackSystem,
    Switch,
    Transceiver,
    Cable,
    Pdu,
    Cdu,
    Rack,
    Storage,
    Server,
    Switchgear,   // a feed's switchgear and transformer lineup: its capacity bounds one feed
    CoolingPlant, // a loop's heat rejection plant: its capacity bounds one cooling loop
    Busway,       // overhead busbar trunking with tap-off boxes: capacity_w is its rating
    NvlinkSwitch, // an NVLink switch tray of a rack-scale system: its NVLink domain's fabric
    PowerShelf,   // a rack's DC power shelf on the busbar (MGX/ORv3): capacity_w is its DC output
    Nic           // an adapter (SuperNIC, DPU) quoted on its own: spares, upgrades
};
constexpr int kPartCategoryCount = int(PartCategory::Nic) + 1; // keep with the last one

QString toToken(PortRole v);
QString toToken(Cage v);
QString toToken(Medium v);
QString toToken(CoolingType v);
QString toToken(NetworkRole v);
QString toToken(Technology v);
QString toToken(FeedSide v);
QString toToken(FabricTier v);
QString toToken(PartCategory v);
QString toToken(ModuleTop v);
QString toToken(Containment v);

// Parsing returns nullopt for an unknown token so the caller can name the file and line.
template <class E>
std::optional<E> fromToken(const QString &token);

template <> std::optional<PortRole> fromToken<PortRole>(const QString &token);
template <> std::optional<Cage> fromToken<Cage>(const QString &token);
template <> std::optional<Medium> fromToken<Medium>(const QString &token);
template <> std::optional<CoolingType> fromToken<CoolingType>(const QString &token);
template <> std::optional<NetworkRole> fromToken<NetworkRole>(const QString &token);
template <> std::optional<Technology> fromToken<Technology>(const QString &token);
template <> std::optional<FeedSide> fromToken<FeedSide>(const QString &token);
template <> std::optional<FabricTier> fromToken<FabricTier>(const QString &token);
template <> std::optional<PartCategory> fromToken<PartCategory>(const QString &token);
template <> std::optional<ModuleTop> fromToken<ModuleTop>(const QString &token);
template <> std::optional<Containment> fromToken<Containment>(const QString &token);

// Every token of an enumeration, in declaration order (for messages and pickers).
template <class E>
QStringList allTokens();
template <> QStringList allTokens<PortRole>();
template <> QStringList allTokens<Cage>();
template <> QStringList allTokens<Medium>();
template <> QStringList allTokens<CoolingType>();
template <> QStringList allTokens<NetworkRole>();
template <> QStringList allTokens<Technology>();
template <> QStringList allTokens<FeedSide>();
template <> QStringList allTokens<FabricTier>();
template <> QStringList allTokens<PartCategory>();
template <> QStringList allTokens<ModuleTop>();
template <> QStringList allTokens<Containment>();

} // namespace railyard
