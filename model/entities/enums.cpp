#include "enums.h"

#include <QStringList>
#include <array>
#include <string_view>

namespace railyard {
namespace {

// One table per enumeration: index = enumerator value.
constexpr std::array<std::string_view, 5> kPortRole{"compute", "storage", "inband", "oob", "power"};
constexpr std::array<std::string_view, 8> kCage{"", "OSFP", "QSFP112", "QSFP28", "QSFP56", "QSFPDD",
                                                "SFP28", "RJ45"};
constexpr std::array<std::string_view, 8> kMedium{"auto", "dac", "acc", "aec", "aoc", "mmf", "smf", "cat6"};
constexpr std::array<std::string_view, 4> kCooling{"", "air", "rear_door", "dlc"};
constexpr std::array<std::string_view, 4> kNetworkRole{"compute", "storage", "inband", "oob"};
constexpr std::array<std::string_view, 4> kTechnology{"", "infiniband", "ethernet", "both"};
constexpr std::array<std::string_view, 2> kFeedSide{"A", "B"};
constexpr std::array<std::string_view, 4> kTier{"", "leaf", "spine", "core"};
constexpr std::array<std::string_view, 16> kCategory{"gpu_server",    "rack_system", "switch",     "transceiver",
                                                     "cable",         "pdu",         "cdu",        "rack",
                                                     "storage",       "server",      "switchgear", "cooling_plant",
                                                     "busway",        "nvlink_switch", "power_shelf", "nic"};
constexpr std::array<std::string_view, 3> kModuleTop{"", "finned", "flat"};
constexpr std::array<std::string_view, 3> kContainment{"none", "hot_aisle", "cold_aisle"};

template <size_t N>
QString tokenAt(const std::array<std::string_view, N> &table, size_t index)
{
    return index < N ? QString::fromLatin1(table[index].data(), qsizetype(table[index].size())) : QString();
}

template <class E, size_t N>
std::optional<E> parse(const std::array<std::string_view, N> &table, const QString &token)
{
    const QString t = token.trimmed();
    for (size_t i = 0; i < N; ++i) {
        if (t.compare(tokenAt(table, i), Qt::CaseInsensitive) == 0)
            return E(i);
    }
    return std::nullopt;
}

template <size_t N>
QStringList tokens(const std::array<std::string_view, N> &table)
{
    QStringList out;
    for (size_t i = 0; i < N; ++i)
        out << tokenAt(table, i);
    return out;
}

} // namespace

QString toToken(PortRole v) { return tokenAt(kPortRole, size_t(v)); }
QString toToken(Cage v) { return tokenAt(kCage, size_t(v)); }
QString toToken(Medium v) { return tokenAt(kMedium, size_t(v)); }
QString toToken(CoolingType v) { return tokenAt(kCooling, size_t(v)); }
QString toToken(NetworkRole v) { return tokenAt(kNetworkRole, size_t(v)); }
QString toToken(Technology v) { return tokenAt(kTechnology, size_t(v)); }
QString toToken(FeedSide v) { return tokenAt(kFeedSide, size_t(v)); }
QString toToken(FabricTier v) { return tokenAt(kTier, size_t(v)); }
QString toToken(PartCategory v) { return tokenAt(kCategory, size_t(v)); }
QString toToken(ModuleTop v) { return tokenAt(kModuleTop, size_t(v)); }
QString toToken(Containment v) { return tokenAt(kContainment, size_t(v)); }

template <> std::optional<PortRole> fromToken<PortRole>(const QString &t) { return parse<PortRole>(kPortRole, t); }
template <> std::optional<Cage> fromToken<Cage>(const QString &t) { return parse<Cage>(kCage, t); }
template <> std::optional<Medium> fromToken<Medium>(const QString &t) { return parse<Medium>(kMedium, t); }
template <> std::optional<CoolingType> fromToken<CoolingType>(const QString &t) { return parse<CoolingType>(kCooling, t); }
template <> std::optional<NetworkRole> fromToken<NetworkRole>(const QString &t) { return parse<NetworkRole>(kNetworkRole, t); }
template <> std::optional<Technology> fromToken<Technology>(const QString &t) { return parse<Technology>(kTechnology, t); }
template <> std::optional<FeedSide> fromToken<FeedSide>(const QString &t) { return parse<FeedSide>(kFeedSide, t); }
template <> std::optional<FabricTier> fromToken<FabricTier>(const QString &t) { return parse<FabricTier>(kTier, t); }
template <> std::optional<PartCategory> fromToken<PartCategory>(const QString &t) { return parse<PartCategory>(kCategory, t); }
template <> std::optional<ModuleTop> fromToken<ModuleTop>(const QString &t) { return parse<ModuleTop>(kModuleTop, t); }
template <> std::optional<Containment> fromToken<Containment>(const QString &t) { return parse<Containment>(kContainment, t); }

template <> QStringList allTokens<PortRole>() { return tokens(kPortRole); }
template <> QStringList allTokens<Cage>() { return tokens(kCage); }
template <> QStringList allTokens<Medium>() { return tokens(kMedium); }
template <> QStringList allTokens<CoolingType>() { return tokens(kCooling); }
template <> QStringList allTokens<NetworkRole>() { return tokens(kNetworkRole); }
template <> QStringList allTokens<Technology>() { return tokens(kTechnology); }
template <> QStringList allTokens<FeedSide>() { return tokens(kFeedSide); }
template <> QStringList allTokens<FabricTier>() { return tokens(kTier); }
template <> QStringList allTokens<PartCategory>() { return tokens(kCategory); }
template <> QStringList allTokens<ModuleTop>() { return tokens(kModuleTop); }
template <> QStringList allTokens<Containment>() { return tokens(kContainment); }

} // namespace railyard
