#include "ruleprovider.h"

#include "cablerules.h"
#include "facilityrules.h"
#include "placementrules.h"
#include "railrules.h"

#include <algorithm>

namespace railyard {

QString toToken(Severity s)
{
    switch (s) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

std::vector<std::unique_ptr<RuleProvider>> allRuleProviders()
{
    std::vector<std::unique_ptr<RuleProvider>> rules;
    addFacilityRules(rules);
    addPlacementRules(rules);
    addCableRules(rules);
    addRailRules(rules);
    return rules;
}

QString problemKey(const Problem &p)
{
    QStringList parts;
    for (const ObjectRef &o : p.objects)
        parts << QStringLiteral("%1:%2").arg(QLatin1String(kindToken(o.kind))).arg(o.id);
    return parts.join(QLatin1Char(','));
}

std::vector<Problem> checkDesign(const Document &doc, const Engine &engine)
{
    std::vector<Problem> problems;
    const RuleContext ctx{doc, engine};
    for (const auto &rule : allRuleProviders())
        rule->check(ctx, problems);
    std::stable_sort(problems.begin(), problems.end(), [](const Problem &a, const Problem &b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        if (a.code != b.code)
            return a.code < b.code;
        const uint32_t ia = a.objects.empty() ? 0 : a.objects.front().id;
        const uint32_t ib = b.objects.empty() ? 0 : b.objects.front().id;
        return ia < ib;
    });
    // Waived problems stay listed, marked with the designer's reason.
    for (Problem &p : problems) {
        for (const Waiver &w : doc.site().waivers) {
            if (w.code == p.code && w.objects == problemKey(p)) {
                p.waived = true;
                p.waiverReason = w.reason;
            }
        }
    }
    return problems;
}

QString rackName(const Document &doc, RackId id)
{
    const Rack *r = doc.racks().find(id);
    return r ? r->name : QStringLiteral("#%1").arg(id.value);
}

QString portName(const Document &doc, PortId id)
{
    const Port *p = doc.ports().find(id);
    if (!p)
        return QStringLiteral("#%1").arg(id.value);
    const Device &d = doc.devices().at(p->device);
    return QStringLiteral("%1:%2").arg(d.name, p->name);
}

QString cableName(const Document &doc, CableId id)
{
    const Cable *c = doc.cables().find(id);
    if (!c)
        return QStringLiteral("#%1").arg(id.value);
    const QString ends = QStringLiteral("%1 ↔ %2").arg(portName(doc, c->a), portName(doc, c->b));
    return c->label.isEmpty() ? QStringLiteral("cable %1 (%2)").arg(id.value).arg(ends)
                              : QStringLiteral("cable %1 %2 (%3)").arg(id.value).arg(c->label, ends);
}

} // namespace railyard
