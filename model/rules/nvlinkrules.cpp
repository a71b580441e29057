#include "nvlinkrules.h"

#include "topology/nvlinkdomain.h"

#include <QCoreApplication>

namespace railyard {
namespace {

// The trays and NVLink switch trays mounted in a rack-scale frame against its domain.
class NvlinkDomainRule : public LocalRule {
public:
    QString name() const override { return QStringLiteral("NVLINK_DOMAIN"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Rack &rack = doc.racks().at(RackId(id));
        const Part *frame = doc.catalog().find(rack.part);
        if (!frame || frame->category != PartCategory::RackSystem || frame->maxW > 0 || frame->gpus <= 0)
            return; // not a frame holding trays (a whole system as one part has nothing to check)
        int gpus = 0, switchTrays = 0;
        const Part *switchPart = nullptr;
        for (DeviceId d : doc.devicesOf(rack.id)) {
            const Part &p = doc.catalog().at(doc.devices().at(d).part);
            if (p.category == PartCategory::GpuServer)
                gpus += p.gpus;
            else if (p.category == PartCategory::NvlinkSwitch) {
                ++switchTrays;
                switchPart = &p;
            }
        }
        const QString what = QCoreApplication::translate("Rules", "rack %1").arg(rack.name);
        if (gpus > frame->gpus)
            out.push_back({QStringLiteral("NVLINK_DOMAIN_OVERFULL"),
                           Severity::Error,
                           {{EntityKind::Rack, rack.id.value}},
                           what,
                           double(gpus),
                           double(frame->gpus),
                           QStringLiteral("GPUs"),
                           QCoreApplication::translate("Rules", "Rack %1 holds %2 GPUs in its trays; the NVLink spine of a %3 joins %4.")
                               .arg(rack.name)
                               .arg(gpus)
                               .arg(frame->model)
                               .arg(frame->gpus),
                           QCoreApplication::translate("Rules", "Move trays of %1 GPUs to another frame.").arg(gpus - frame->gpus)});
        const int needed = (std::min(gpus, frame->gpus) + kGpusPerNvlinkSwitchTray - 1) / kGpusPerNvlinkSwitchTray;
        if (switchTrays < needed)
            out.push_back({QStringLiteral("NVLINK_SWITCH_TRAYS_MISSING"),
                           Severity::Error,
                           {{EntityKind::Rack, rack.id.value}},
                           what,
                           double(switchTrays),
                           double(needed),
                           QStringLiteral("trays"),
                           QCoreApplication::translate("Rules", "Rack %1 has %2 NVLink switch trays for %3 GPUs; each GPU's 18 links need one tray per %4 GPUs (%5).")
                               .arg(rack.name)
                               .arg(switchTrays)
                               .arg(gpus)
                               .arg(kGpusPerNvlinkSwitchTray)
                               .arg(needed),
                           QCoreApplication::translate("Rules", "Mount %1 more NVLink switch trays%2 in the frame.")
                               .arg(needed - switchTrays)
                               .arg(switchPart ? QStringLiteral(" (%1)").arg(switchPart->partNumber) : QString())});
    }
};

// An NVLink switch tray outside a frame has no spine to reach: its copper cartridges are the
// frame's own.
class NvlinkSwitchOutsideFrame : public LocalRule {
public:
    QString name() const override { return QStringLiteral("NVLINK_SWITCH_OUTSIDE_FRAME"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        const Device &d = doc.devices().at(DeviceId(id));
        if (doc.catalog().at(d.part).category != PartCategory::NvlinkSwitch || isRackScale(doc, d.rack))
            return;
        const Rack *rack = doc.racks().find(d.rack);
        out.push_back({QStringLiteral("NVLINK_SWITCH_OUTSIDE_FRAME"),
                       Severity::Error,
                       {{EntityKind::Device, d.id.value}},
                       d.name,
                       0,
                       0,
                       QString(),
                       QCoreApplication::translate("Rules", "NVLink switch tray %1 stands in rack %2, which is not a rack-scale frame: the NVLink spine's "
                                                            "copper reaches only the trays of its own frame.")
                           .arg(d.name, rack ? rack->name : QStringLiteral("?")),
                       QCoreApplication::translate("Rules", "Mount %1 in a rack-scale frame (GB200 or GB300 NVL72), or remove it.").arg(d.name)});
    }
};

} // namespace

void addNvlinkRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<NvlinkDomainRule>());
    book.local.push_back(std::make_unique<NvlinkSwitchOutsideFrame>());
}

} // namespace railyard
