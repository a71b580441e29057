#include "ruleprovider.h"

#include "buswayrules.h"
#include "cablerules.h"
#include "cagerules.h"
#include "facilityrules.h"
#include "nvlinkrules.h"
#include "obstaclerules.h"
#include "placementrules.h"
#include "planerules.h"
#include "railrules.h"
#include "shelfrules.h"
#include "supplyrules.h"
#include "siterules.h"
#include "thermalrules.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace railyard {

QString toToken(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

EntityKind scopeKind(RuleScope scope)
{
    static constexpr EntityKind kKinds[kRuleScopeCount] = {EntityKind::Rack,  EntityKind::Device, EntityKind::Port,
                                                           EntityKind::Cable, EntityKind::Pdu,    EntityKind::Feed,
                                                           EntityKind::Loop,  EntityKind::Hall,   EntityKind::Busway, EntityKind::Cdu};
    return kKinds[int(scope)];
}

const RuleBook &ruleBook()
{
    static const RuleBook book = [] {
        RuleBook b;
        addFacilityRules(b);
        addBuswayRules(b);
        addShelfRules(b);
        addSupplyRules(b);
        addSiteRules(b);
        addPlacementRules(b);
        addObstacleRules(b);
        addCableRules(b);
        addCageRules(b);
        addRailRules(b);
        addNvlinkRules(b);
        addPlaneRules(b);
        addThermalRules(b);
        return b;
    }();
    return book;
}

QString problemKey(const Problem &p)
{
    QStringList parts;
    for (const ObjectRef &o : p.objects)
        parts << QStringLiteral("%1:%2").arg(QLatin1String(kindToken(o.kind))).arg(o.id);
    return parts.join(QLatin1Char(','));
}

void checkLocalRule(const RuleContext &ctx, size_t rule, uint32_t id, std::vector<Problem> &out)
{
    const size_t before = out.size();
    ruleBook().local[rule]->checkObject(ctx, id, out);
    for (size_t i = before; i < out.size(); ++i) {
        out[i].source = uint32_t(rule + 1);
        out[i].sourceObject = id;
    }
}

int64_t checkLocalRules(const RuleContext &ctx, std::vector<Problem> &out)
{
    int64_t checked = 0;
    const auto &rules = ruleBook().local;
    for (size_t r = 0; r < rules.size(); ++r) {
        auto each = [&](const auto &table) {
            for (const auto &entity : table) {
                checkLocalRule(ctx, r, entity.id.value, out);
                ++checked;
            }
        };
        switch (rules[r]->scope()) {
        case RuleScope::Rack: each(ctx.doc.racks()); break;
        case RuleScope::Device: each(ctx.doc.devices()); break;
        case RuleScope::Port: each(ctx.doc.ports()); break;
        case RuleScope::Cable: each(ctx.doc.cables()); break;
        case RuleScope::Pdu: each(ctx.doc.pdus()); break;
        case RuleScope::Feed: each(ctx.doc.feeds()); break;
        case RuleScope::Loop: each(ctx.doc.loops()); break;
        case RuleScope::Hall: each(ctx.doc.halls()); break;
        case RuleScope::Busway: each(ctx.doc.busways()); break;
        case RuleScope::Cdu: each(ctx.doc.cdus()); break;
        }
    }
    return checked;
}

bool checkDesignRules(const Document &doc, RuleRun &run, std::vector<Problem> &out)
{
    const auto &rules = ruleBook().design;
    for (size_t i = 0; i < rules.size(); ++i) {
        if (run.cancelled())
            return false;
        run.beginRule(int(i), int(rules.size()));
        rules[i]->check(doc, run, out);
    }
    return !run.cancelled();
}

bool problemOrder(const Problem &a, const Problem &b)
{
    if (a.severity != b.severity)
        return a.severity < b.severity;
    if (a.code != b.code)
        return a.code < b.code;
    const size_t n = std::min(a.objects.size(), b.objects.size());
    for (size_t i = 0; i < n; ++i) {
        if (a.objects[i].kind != b.objects[i].kind)
            return a.objects[i].kind < b.objects[i].kind;
        if (a.objects[i].id != b.objects[i].id)
            return a.objects[i].id < b.objects[i].id;
    }
    return a.objects.size() < b.objects.size();
}

void sortProblems(std::vector<Problem> &problems)
{
    std::stable_sort(problems.begin(), problems.end(), problemOrder);
}

QString whyNotWaivable(const QString &code)
{
    if (code == QLatin1String("RACK_OVERLAP") || code == QLatin1String("CDU_OVERLAP") || code == QLatin1String("DEVICE_U_OVERLAP")
        || code == QLatin1String("DEVICE_U_OVERFLOW"))
        return QCoreApplication::translate("Rules", "%1 is a physical impossibility: it cannot be built, so it cannot be waived. "
                                                    "Move the rack, CDU or device instead.")
            .arg(code);
    return {};
}

void applyWaivers(const Site &site, std::vector<Problem> &problems)
{
    // Waived problems stay listed, marked with the designer's reason.
    if (site.waivers.empty()) {
        for (Problem &p : problems)
            p.waived = false, p.waiverReason.clear();
        return;
    }
    QHash<QString, const Waiver *> byKey;
    for (const Waiver &w : site.waivers)
        byKey.insert(w.code + QLatin1Char('|') + w.objects, &w);
    for (Problem &p : problems) {
        const Waiver *w = byKey.value(p.code + QLatin1Char('|') + problemKey(p));
        if (w && !whyNotWaivable(p.code).isEmpty())
            w = nullptr;
        p.waived = w != nullptr;
        p.waiverReason = w ? w->reason : QString();
    }
}

std::vector<Problem> checkDesign(const Document &doc, const Engine &engine)
{
    std::vector<Problem> problems;
    checkLocalRules({doc, engine}, problems);
    RuleRun uninterrupted;
    checkDesignRules(doc, uninterrupted, problems);
    sortProblems(problems);
    applyWaivers(doc.site(), problems);
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
