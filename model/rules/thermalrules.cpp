#include "thermalrules.h"

#include "problemtext.h"
#include "thermal/hallthermal.h"

#include <QCoreApplication>

namespace railyard {
namespace {

QString celsius(double c)
{
    return QString::number(c, 'f', 1) + QStringLiteral(" °C");
}

// Solving a hall's air takes a second or so at 2,000 racks, so it is a design-wide rule: it runs
// on the worker's snapshot after edits pause. The snapshot has no engine; one built for it is a
// full recompute (83 ms at 131,072 GPUs), small beside the solve.
class RackInletRule : public DesignRule {
public:
    QString name() const override { return QStringLiteral("RACK_INLET"); }
    void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const override
    {
        if (doc.halls().size() == 0)
            return;
        const Engine engine(doc);
        int64_t done = 0;
        for (const Hall &hall : doc.halls()) {
            if (run.cancelled())
                return;
            run.progress(done++, int64_t(doc.halls().size()));
            // No heat in the air, nothing to solve; no air cooling figure, nothing to solve against
            // (as HALL_AIR_OVER_CAPACITY: 0 is "not given").
            if (engine.hall(hall.id).airMw <= 0 || hall.airCoolingW <= 0)
                continue;
            auto field = thermal::solveHallThermal(doc, engine, hall.id);
            if (!field) {
                out.push_back(makeProblem("HALL_THERMAL_UNSOLVED", Severity::Warning, {{EntityKind::Hall, hall.id.value}},
                                          QCoreApplication::translate("Rules", "hall %1").arg(hall.name), 0, 0, "",
                                          QCoreApplication::translate("Rules", "The air field of hall %1 cannot be solved: %2. Its racks' "
                                                                               "inlet temperatures are not checked.")
                                              .arg(hall.name, field.error()),
                                          QCoreApplication::translate("Rules", "Correct what the message names (air cooling, floor size, "
                                                                               "racks closing off the floor).")));
                continue;
            }
            for (const thermal::RackInlet &r : field->racks)
                if (r.inletC > thermal::kInletRecommendedMaxC)
                    out.push_back(inletProblem(hall, *field, r));
        }
    }

private:
    static Problem inletProblem(const Hall &hall, const thermal::HallThermal &field, const thermal::RackInlet &r)
    {
        const bool allowable = r.inletC > thermal::kInletAllowableA1MaxC;
        const double limit = allowable ? thermal::kInletAllowableA1MaxC : thermal::kInletRecommendedMaxC;
        const QString message = allowable
                                    ? QCoreApplication::translate("Rules", "Rack %1 draws %2 air at its inlet, above the %3 ASHRAE allows for "
                                                                           "class A1 equipment.")
                                    : QCoreApplication::translate("Rules", "Rack %1 draws %2 air at its inlet, above the %3 ASHRAE recommends.");
        // The fix names the cause the field shows: a hall short of air cooling first.
        const QString fix = field.overCapacityW() > 0
                                ? QCoreApplication::translate("Rules", "Add air cooling to hall %1: its racks put %2 into the air against %3 of "
                                                                       "air cooling. Or move heat to liquid (rear doors, direct liquid).")
                                      .arg(hall.name, kwText(field.heatInW + field.unplacedHeatW), kwText(field.coolingCapacityW))
                                : QCoreApplication::translate("Rules", "Contain the hot aisles, or move the rack away from the exhaust it "
                                                                       "draws (a wall, a row end, the next row's hot aisle), or move its %1 "
                                                                       "of heat to liquid (a rear door).")
                                      .arg(kwText(r.airHeatW));
        return makeProblem(allowable ? "RACK_INLET_ABOVE_ALLOWABLE" : "RACK_INLET_ABOVE_RECOMMENDED",
                           allowable ? Severity::Error : Severity::Warning, {{EntityKind::Rack, r.rack.value}},
                           QCoreApplication::translate("Rules", "rack %1").arg(r.name), r.inletC, limit, "°C",
                           message.arg(r.name, celsius(r.inletC), celsius(limit)), fix);
    }
};

} // namespace

void addThermalRules(RuleBook &book)
{
    book.design.push_back(std::make_unique<RackInletRule>());
}

} // namespace railyard
