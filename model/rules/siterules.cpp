#include "siterules.h"

#include "catalog/catalogcsv.h"
#include "engine/physics.h"
#include "problemtext.h"
#include "report/totalsreport.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// The design's own catalog decides; a design made before the catalog stated switchgear and
// cooling plants is checked against the bundled catalog's, so its limits are still reported.
double largestEquipmentW(const Catalog &catalog, PartCategory category)
{
    if (const double own = catalog.largestCapacityW(category); own > 0)
        return own;
    static const Catalog *const bundled = [] {
        auto c = bundledCatalog();
        return c ? new Catalog(std::move(*c)) : new Catalog();
    }();
    return bundled->largestCapacityW(category);
}

// One feed is one switchgear and transformer lineup: nothing on it may exceed the largest the
// catalog offers, neither its rating nor what it carries with the other feed lost.
class FeedBeyondSwitchgear : public LocalRule {
public:
    QString name() const override { return QStringLiteral("FEED_BEYOND_SWITCHGEAR"); }
    RuleScope scope() const override { return RuleScope::Feed; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const double largest = largestEquipmentW(ctx.doc.catalog(), PartCategory::Switchgear);
        if (largest <= 0)
            return;
        const PowerFeed &f = ctx.doc.feeds().at(FeedId(id));
        const double need = std::max(f.capacityW, fromMilli(ctx.engine.feed(f.id).failoverMw));
        if (need <= largest)
            return;
        out.push_back(makeProblem(
            "FEED_BEYOND_SWITCHGEAR", Severity::Error, {{EntityKind::Feed, f.id.value}},
            QCoreApplication::translate("Rules", "feed %1").arg(f.name), need, largest, "W",
            QCoreApplication::translate("Rules", "Feed %1 is rated or loaded to %2; the largest switchgear lineup in the "
                                                 "catalog supplies %3.")
                .arg(f.name, kwText(need), kwText(largest)),
            QCoreApplication::translate("Rules", "Split the racks over more A/B feed pairs of at most %1 each.")
                .arg(kwText(largest))));
    }
};

class LoopBeyondPlant : public LocalRule {
public:
    QString name() const override { return QStringLiteral("LOOP_BEYOND_PLANT"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const double largest = largestEquipmentW(ctx.doc.catalog(), PartCategory::CoolingPlant);
        if (largest <= 0)
            return;
        const CoolingLoop &l = ctx.doc.loops().at(LoopId(id));
        const double heat = loopFigures(ctx.doc, ctx.engine, l.id).heatW;
        if (heat <= largest)
            return;
        out.push_back(makeProblem(
            "LOOP_BEYOND_PLANT", Severity::Error, {{EntityKind::Loop, l.id.value}},
            QCoreApplication::translate("Rules", "loop %1").arg(l.name), heat, largest, "W",
            QCoreApplication::translate("Rules", "Loop %1 carries %2 of heat; the largest cooling plant in the catalog "
                                                 "rejects %3.")
                .arg(l.name, kwText(heat), kwText(largest)),
            QCoreApplication::translate("Rules", "Split the racks over more cooling loops of at most %1 each.")
                .arg(kwText(largest))));
    }
};

class HallBeyondSiteLimits : public LocalRule {
public:
    QString name() const override { return QStringLiteral("HALL_BEYOND_SITE_LIMITS"); }
    RuleScope scope() const override { return RuleScope::Hall; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Hall &h = ctx.doc.halls().at(HallId(id));
        const Site &site = ctx.doc.site();
        const QString name = QCoreApplication::translate("Rules", "hall %1").arg(h.name);
        const double it = fromMilli(ctx.engine.hall(h.id).itMaxMw());
        if (site.maxHallItW > 0 && it > site.maxHallItW)
            out.push_back(makeProblem(
                "HALL_IT_OVER_SITE_LIMIT", Severity::Error, {{EntityKind::Hall, h.id.value}}, name, it, site.maxHallItW,
                "W",
                QCoreApplication::translate("Rules", "Hall %1 holds %2 of IT load; the site allows %3 per hall.")
                    .arg(h.name, kwText(it), kwText(site.maxHallItW)),
                QCoreApplication::translate("Rules", "Split the design over more halls, each within the limit.")));
        const double area = h.widthM * h.depthM;
        if (site.maxHallAreaM2 > 0 && area > site.maxHallAreaM2)
            out.push_back(makeProblem(
                "HALL_AREA_OVER_SITE_LIMIT", Severity::Error, {{EntityKind::Hall, h.id.value}}, name, area,
                site.maxHallAreaM2, "m²",
                QCoreApplication::translate("Rules", "Hall %1 is %2 × %3 m (%4 m²); the site allows %5 m² per hall.")
                    .arg(h.name)
                    .arg(h.widthM)
                    .arg(h.depthM)
                    .arg(area, 0, 'f', 0)
                    .arg(site.maxHallAreaM2, 0, 'f', 0),
                QCoreApplication::translate("Rules", "Split the design over more halls, each within the limit.")));
    }
};

} // namespace

void addSiteRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<FeedBeyondSwitchgear>());
    book.local.push_back(std::make_unique<LoopBeyondPlant>());
    book.local.push_back(std::make_unique<HallBeyondSiteLimits>());
}

} // namespace railyard
