#include "rackscale.h"

#include "topology/nvlinkdomain.h"

#include <QCoreApplication>

namespace railyard {

Result<RackScaleSystem> rackScaleSystem(const Catalog &cat, const Part &frame, const QString &trayPart)
{
    using R = Result<RackScaleSystem>;
    RackScaleSystem s;
    s.frame = &frame;
    if (frame.gpus <= 0)
        return R::failure(QCoreApplication::translate("Generator", "rack-scale system %1 gives no NVLink domain size (its gpus figure)").arg(frame.partNumber));
    const QString trayNumber = trayPart.isEmpty() ? frame.partNumber + QStringLiteral("-TRAY") : trayPart;
    s.tray = cat.find(trayNumber);
    if (!s.tray || s.tray->category != PartCategory::GpuServer || s.tray->gpus <= 0)
        return R::failure(QCoreApplication::translate("Generator", "the catalog has no compute tray '%1' (a gpu_server part) for %2; name one with --tray")
                              .arg(trayNumber, frame.partNumber));
    if (frame.gpus % s.tray->gpus)
        return R::failure(QCoreApplication::translate("Generator", "%1 trays of %2 GPUs do not fill the %3-GPU NVLink domain of %4")
                              .arg(s.tray->partNumber)
                              .arg(s.tray->gpus)
                              .arg(frame.gpus)
                              .arg(frame.partNumber));
    s.trays = frame.gpus / s.tray->gpus;
    s.switchTrays = (frame.gpus + kGpusPerNvlinkSwitchTray - 1) / kGpusPerNvlinkSwitchTray;
    for (const Part *p : cat.parts(PartCategory::NvlinkSwitch))
        if (!s.switchTray || p->partNumber < s.switchTray->partNumber)
            s.switchTray = p;
    for (const Part *p : cat.parts(PartCategory::PowerShelf))
        if (p->capacityW > 0 && (!s.shelf || p->capacityW > s.shelf->capacityW))
            s.shelf = p;
    if (!s.switchTray)
        return R::failure(QCoreApplication::translate("Generator", "the catalog has no NVLink switch tray (category nvlink_switch) for %1").arg(frame.partNumber));
    if (!s.shelf)
        return R::failure(QCoreApplication::translate("Generator", "the catalog has no power shelf (category power_shelf) for %1").arg(frame.partNumber));
    return s;
}

RackScaleLayout rackScaleLayout(const RackScaleSystem &s, int shelvesPerSide, int oobHeightU)
{
    RackScaleLayout l;
    int u = 1;
    auto take = [&](std::vector<int> &into, int count, int height) {
        for (int i = 0; i < count; ++i, u += std::max(1, height))
            into.push_back(u);
    };
    const int lower = s.trays * 8 / 18; // NVL72: 8 below the switch trays, 10 above
    take(l.shelfA, shelvesPerSide, s.shelf->uHeight);
    take(l.lowerTrays, lower, s.tray->uHeight);
    take(l.switchTrays, s.switchTrays, s.switchTray->uHeight);
    take(l.upperTrays, s.trays - lower, s.tray->uHeight);
    take(l.shelfB, shelvesPerSide, s.shelf->uHeight);
    l.oobU = u;
    l.topU = u + std::max(1, oobHeightU) - 1;
    return l;
}

} // namespace railyard
