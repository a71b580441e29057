#include "placementrules.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard {
namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("Rules", s);
}

class RackUnits : public RuleProvider {
public:
    QString name() const override { return QStringLiteral("DEVICE_U_OVERLAP"); }
    void check(const RuleContext &ctx, std::vector<Problem> &out) const override
    {
        const Document &doc = ctx.doc;
        for (const Rack &r : doc.racks()) {
            const Part *type = doc.catalog().find(r.part);
            const int units = type ? type->rackUnits : 0;
            struct Span {
                int from, to;
                const Device *d;
            };
            std::vector<Span> spans;
            for (DeviceId id : doc.devicesOf(r.id)) {
                const Device &d = doc.devices().at(id);
                const int h = doc.catalog().at(d.part).uHeight;
                if (d.uPosition <= 0 || h <= 0)
                    continue;
                spans.push_back({d.uPosition, d.uPosition + h - 1, &d});
                if (units > 0 && d.uPosition + h - 1 > units)
                    out.push_back({QStringLiteral("DEVICE_U_OVERFLOW"), Severity::Error,
                                   {{EntityKind::Device, d.id.value}, {EntityKind::Rack, r.id.value}},
                                   tr("%1 in rack %2").arg(d.name, r.name), double(d.uPosition + h - 1), double(units),
                                   QStringLiteral("U"),
                                   tr("%1 occupies U%2–U%3 but rack %4 has %5 U.").arg(d.name).arg(d.uPosition).arg(d.uPosition + h - 1).arg(r.name).arg(units),
                                   tr("Mount it lower or in another rack.")});
            }
            std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
                return std::tie(a.from, a.d->id) < std::tie(b.from, b.d->id);
            });
            for (size_t i = 1; i < spans.size(); ++i) {
                // Compare with every earlier span still open at this U.
                for (size_t j = 0; j < i; ++j) {
                    if (spans[j].to < spans[i].from)
                        continue;
                    const Device &a = *spans[j].d, &b = *spans[i].d;
                    out.push_back({QStringLiteral("DEVICE_U_OVERLAP"), Severity::Error,
                                   {{EntityKind::Device, a.id.value}, {EntityKind::Device, b.id.value}, {EntityKind::Rack, r.id.value}},
                                   tr("%1 and %2 in rack %3").arg(a.name, b.name, r.name), double(spans[j].to - spans[i].from + 1), 0,
                                   QStringLiteral("U"),
                                   tr("%1 (U%2–U%3) and %4 (U%5–U%6) share rack units in rack %7.")
                                       .arg(a.name).arg(spans[j].from).arg(spans[j].to)
                                       .arg(b.name).arg(spans[i].from).arg(spans[i].to).arg(r.name),
                                   tr("Move one of them to free rack units.")});
                }
            }
        }
    }
};

} // namespace

void addPlacementRules(std::vector<std::unique_ptr<RuleProvider>> &rules)
{
    rules.push_back(std::make_unique<RackUnits>());
}

} // namespace railyard
