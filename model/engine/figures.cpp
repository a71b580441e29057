#include "figures.h"

namespace railyard {

PowerCategory powerCategoryOf(PartCategory category)
{
    switch (category) {
    case PartCategory::GpuServer:
    case PartCategory::RackSystem:
    case PartCategory::NvlinkSwitch: return PowerCategory::GpuServers; // the rack-scale system's own fabric
    case PartCategory::Switch: return PowerCategory::Switches;
    case PartCategory::Transceiver:
    case PartCategory::Cable: return PowerCategory::Transceivers;
    case PartCategory::Storage: return PowerCategory::Storage;
    case PartCategory::Server: return PowerCategory::Management;
    default: return PowerCategory::Other;
    }
}

QString toToken(PowerCategory category)
{
    static const char *kTokens[kPowerCategoryCount] = {"gpu_servers", "switches", "transceivers",
                                                       "storage",     "management", "other"};
    return QString::fromLatin1(kTokens[int(category)]);
}

} // namespace railyard
