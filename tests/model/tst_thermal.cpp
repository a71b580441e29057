// The hall's air temperature field (docs/THERMAL.md): the cell network against analytic cases,
// the energy balance, monotonicity, and what containment does to a generated hall.
#include "testsupport.h"

#include "thermal/cellnetwork.h"
#include "thermal/hallthermal.h"
#include "rules/liverulechecker.h"

#include <cmath>
#include <set>

using namespace railyard;
using namespace railyard::thermal;

namespace {

std::vector<Problem> inletProblems(const Document &doc)
{
    const Engine engine(doc);
    std::vector<Problem> out = checkDesign(doc, engine);
    std::erase_if(out, [](const Problem &p) { return !test::isInletFinding(p) && p.code != QLatin1String("HALL_THERMAL_UNSOLVED"); });
    return out;
}

// A row of n cells joined face to face with mixing g (W/K).
CellNetwork line(int n, double g)
{
    CellNetwork net;
    net.cells = n;
    for (int i = 0; i + 1 < n; ++i)
        net.faces.push_back({i, i + 1, g});
    return net;
}

// A wall at a fixed temperature joined to a cell by conductance g: air exchanged with it, in
// and out in equal amounts (no net flow).
void wall(CellNetwork &net, int cell, double g, double tempC)
{
    net.inflows.push_back({cell, g / kAirCp, tempC});
    net.outflows.push_back({cell, g / kAirCp});
}

// A generated air-cooled hall whose room air carries every rack's heat.
std::unique_ptr<Document> airCooledHall()
{
    GeneratorOptions o;
    o.gpus = 256;
    o.nodePart = QStringLiteral("DGX-H100");
    o.cooling = CoolingType::Air;
    return test::generatedDocument(o);
}

} // namespace

class TestThermal : public QObject {
    Q_OBJECT
private slots:
    // Conduction through a bar heated evenly and held at 20 °C at both ends: T(x) = 20 +
    // q'·x·(L − x) / (2 k A). Cells of Δx: mixing kA/Δx between them, 2kA/Δx to each end wall.
    void conductionMatchesTheParabola()
    {
        const int n = 200;
        const double L = 10, dx = L / n, kA = 50, qPerM = 400;
        CellNetwork net = line(n, kA / dx);
        net.heatW.assign(size_t(n), qPerM * dx);
        wall(net, 0, 2 * kA / dx, 20);
        wall(net, n - 1, 2 * kA / dx, 20);
        auto s = solveCellNetwork(net);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        double worst = 0;
        for (int i = 0; i < n; ++i) {
            const double x = (i + 0.5) * dx;
            const double exact = 20 + qPerM * x * (L - x) / (2 * kA);
            worst = std::max(worst, std::fabs(s->tempC[size_t(i)] - exact) / (exact - 20));
        }
        QVERIFY2(worst < 0.01, qPrintable(QString::number(worst)));
        QVERIFY(std::fabs(s->heatOutW - qPerM * L) < 1e-6 * qPerM * L);
    }

    // Air flowing along a duct and heated evenly: with no mixing the temperature rises linearly,
    // T_i = T_in + (i + 1)·q / (ṁ·c_p), exactly; with mixing the outlet still carries all the heat.
    void advectionRisesLinearly()
    {
        const int n = 50;
        const double kg = 2, q = 1000;
        for (double g : {0.0, 500.0}) {
            CellNetwork net = line(n, g);
            net.heatW.assign(size_t(n), q);
            net.inflows.push_back({0, kg, 18});
            net.outflows.push_back({n - 1, kg});
            auto s = solveCellNetwork(net);
            QVERIFY2(s.ok(), qPrintable(s.error()));
            for (double flux : s->faceFluxKgS)
                QVERIFY(std::fabs(flux - kg) < 1e-9);
            const double outlet = 18 + n * q / (kg * kAirCp);
            QVERIFY(std::fabs(s->tempC.back() - outlet) < 1e-6 * outlet);
            if (g == 0)
                for (int i = 0; i < n; ++i)
                    QVERIFY(std::fabs(s->tempC[size_t(i)] - (18 + (i + 1) * q / (kg * kAirCp))) < 1e-9);
            QVERIFY(std::fabs(s->heatOutW - n * q) < 1e-6 * n * q);
        }
    }

    // More heat from a fan never cools any cell (the balance is an M-matrix): a grid of rooms
    // with two racks, each rack's heat raised in turn.
    void moreHeatNeverCools()
    {
        const int nx = 30, ny = 12;
        CellNetwork net;
        net.cells = nx * ny;
        for (int j = 0; j < ny; ++j)
            for (int i = 0; i < nx; ++i) {
                if (i + 1 < nx)
                    net.faces.push_back({j * nx + i, j * nx + i + 1, 20});
                if (j + 1 < ny)
                    net.faces.push_back({j * nx + i, (j + 1) * nx + i, 20});
            }
        net.fans = {{4 * nx + 5, 7 * nx + 5, 0.8, 10000}, {4 * nx + 20, 7 * nx + 20, 0.8, 8000}};
        net.inflows = {{4 * nx + 5, 0.5, 18}, {4 * nx + 20, 0.5, 18}};
        net.outflows = {{0, 0.5}, {nx - 1, 0.5}};
        auto base = solveCellNetwork(net);
        QVERIFY2(base.ok(), qPrintable(base.error()));
        for (size_t fan = 0; fan < net.fans.size(); ++fan) {
            CellNetwork hotter = net;
            hotter.fans[fan].heatW *= 1.5;
            auto s = solveCellNetwork(hotter);
            QVERIFY(s.ok());
            for (int c = 0; c < net.cells; ++c)
                QVERIFY(s->tempC[size_t(c)] >= base->tempC[size_t(c)] - 1e-9);
            QVERIFY(s->tempC[size_t(hotter.fans[fan].from)] > base->tempC[size_t(hotter.fans[fan].from)]);
        }
    }

    // Air that enters a region and cannot leave it is refused, naming why.
    void unbalancedAirIsRefused()
    {
        CellNetwork net = line(4, 10);
        net.inflows.push_back({0, 1, 18});
        const auto s = solveCellNetwork(net);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QStringLiteral("no return")), qPrintable(s.error()));
    }

    // A generated air-cooled hall: every rack has an inlet temperature at or above the supply,
    // the heat its racks put into the air is what the coolers take back (±0.5 %), and the hottest
    // inlet is named.
    void hallBalancesItsHeat()
    {
        auto doc = airCooledHall();
        const Engine engine(*doc);
        const HallId hall = doc->halls().begin()->id;
        auto t = solveHallThermal(*doc, engine, hall);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        QVERIFY(t->heatInW > 100e3);
        QVERIFY2(std::fabs(t->residualW()) < 0.005 * t->heatInW,
                 qPrintable(QStringLiteral("%1 in, %2 removed").arg(t->heatInW).arg(t->heatRemovedW)));
        QVERIFY(t->racks.size() > 10);
        for (const RackInlet &r : t->racks)
            QVERIFY2(r.inletC >= 18 - 1e-6, qPrintable(r.name));
        QVERIFY(t->hottest());
        QCOMPARE(int(t->tempC.size()), t->nx * t->ny);
        QVERIFY(t->warnings.isEmpty());
    }

    // Hot-aisle containment ducts the exhaust to the coolers: the hottest inlet of the generated
    // hall falls, to the supply temperature where the coolers supply enough air.
    void containmentLowersTheHottestInlet()
    {
        auto doc = airCooledHall();
        const Engine engine(*doc);
        const HallId hall = doc->halls().begin()->id;
        // Air flow short of what the racks draw: they draw the rest from the room.
        ThermalOptions open;
        open.containment = Containment::None;
        open.coolerDeltaTK = 16; // coolers moving less air than the racks' 12 K rise needs
        auto openRoom = solveHallThermal(*doc, engine, hall, open);
        QVERIFY2(openRoom.ok(), qPrintable(openRoom.error()));
        ThermalOptions contained = open;
        contained.containment = Containment::HotAisle;
        auto ducted = solveHallThermal(*doc, engine, hall, contained);
        QVERIFY2(ducted.ok(), qPrintable(ducted.error()));
        QVERIFY2(ducted->hottest()->inletC < openRoom->hottest()->inletC,
                 qPrintable(QStringLiteral("%1 contained, %2 open").arg(ducted->hottest()->inletC).arg(openRoom->hottest()->inletC)));
        QVERIFY(std::fabs(ducted->residualW()) < 0.005 * ducted->heatInW);
    }

    // An air hall of 28 kW racks with open aisles read 18 °C at every inlet. Open aisles deliver
    // about 15 kW of air to a rack position (ThermalOptions::openAisleRackW); a 28.6 kW rack
    // (two DGX B200) takes the rest from its own exhaust, so each reads above 27 °C and check
    // flags it, rack by rack. The hall's hot aisles contained (one edit, undone): none is. Cold
    // aisles contained: every rack draws the cold aisle's supply.
    void openAislesStarveDenseRacks()
    {
        GeneratorOptions o;
        o.gpus = 512;
        o.nodePart = QStringLiteral("DGX-B200");
        o.cooling = CoolingType::Air;
        o.nodesPerRack = 2;
        o.containment = Containment::None;
        auto doc = test::generatedDocument(o);
        const Hall hall = *doc->halls().begin();
        QCOMPARE(hall.containment, Containment::None);
        std::set<QString> dense;
        {
            const Engine engine(*doc);
            for (const Rack &r : doc->racks())
                if (engine.rack(r.id).airMw > 25e6)
                    dense.insert(r.name);
            QCOMPARE(int(dense.size()), 32);
            auto open = solveHallThermal(*doc, engine, hall.id);
            QVERIFY2(open.ok(), qPrintable(open.error()));
            QVERIFY(open->racksRecirculating >= 32);
            for (const RackInlet &r : open->racks)
                if (dense.count(r.name))
                    QVERIFY2(r.inletC > kInletRecommendedMaxC, qPrintable(QStringLiteral("%1 at %2 °C").arg(r.name).arg(r.inletC)));
            QVERIFY(std::fabs(open->residualW()) < 0.005 * open->heatInW);
        }
        auto flagged = [&] {
            std::set<QString> out;
            const Engine engine(*doc);
            for (const Problem &p : checkDesign(*doc, engine))
                if (p.code.startsWith(QLatin1String("RACK_INLET_")))
                    for (const ObjectRef &ref : p.objects)
                        if (ref.kind == EntityKind::Rack)
                            out.insert(doc->racks().at(RackId(ref.id)).name);
            return out;
        };
        const std::set<QString> before = flagged();
        for (const QString &name : dense)
            QVERIFY2(before.count(name), qPrintable(name));
        Hall contained = hall;
        contained.containment = Containment::HotAisle;
        QVERIFY(Editor(*doc).update(contained, Hall::kContainment, QStringLiteral("contain")).wasApplied());
        const std::set<QString> afterContainment = flagged();
        QVERIFY2(afterContainment.empty(), qPrintable(QStringList(afterContainment.begin(), afterContainment.end()).join(QLatin1Char(' '))));
        doc->undoStack()->undo();
        QCOMPARE(flagged(), before);
        ThermalOptions cold;
        cold.containment = Containment::ColdAisle;
        const Engine engine(*doc);
        auto enclosed = solveHallThermal(*doc, engine, hall.id, cold);
        QVERIFY2(enclosed.ok(), qPrintable(enclosed.error()));
        for (const RackInlet &r : enclosed->racks)
            QVERIFY(std::fabs(r.inletC - cold.supplyC) < 0.05);
        QVERIFY(std::fabs(enclosed->residualW()) < 0.005 * enclosed->heatInW);
    }

    // The default design's liquid-cooled racks put no heat into the air: they are solid blocks
    // counted apart, and only the racks that draw room air have an inlet.
    void liquidRacksHaveNoInlet()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        auto t = solveHallThermal(*doc, engine, doc->halls().begin()->id);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        int noAir = 0;
        for (const Rack &r : doc->racks())
            noAir += engine.rack(r.id).airMw <= 0;
        QVERIFY(noAir > 0);
        QCOMPARE(t->racksWithoutAir, noAir);
        QCOMPARE(int(t->racks.size()), int(doc->racks().size()) - noAir);
        for (const RackInlet &r : t->racks)
            QVERIFY(r.airHeatW > 0);
    }

    // A corner of the floor closed off by two columns: still air, no temperature (NaN), and the
    // rest of the hall solves as before with its balance closed.
    void closedCornerIsStillAir()
    {
        auto doc = airCooledHall();
        const HallId hall = doc->halls().begin()->id;
        Editor ed(*doc);
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C-A"), 0.9, 1.65, 1.8, 0.3}).ok());
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C-B"), 1.65, 0.75, 0.3, 1.5}).ok());
        const Engine engine(*doc);
        auto t = solveHallThermal(*doc, engine, hall);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        QVERIFY(std::isnan(t->tempC[size_t(1) * size_t(t->nx) + 1])); // (0.45, 0.45) m
        QVERIFY(std::fabs(t->residualW()) < 0.005 * t->heatInW);
    }

    // Contained hot aisles, with the coolers moving less air than the racks: the duct's air is
    // the racks' mixed exhaust, the leak brings some of it back to the fronts, and the heat the
    // duct carries to the coolers is what the racks put in (the balance closes for real).
    void containmentBalancesThroughTheDuct()
    {
        auto doc = airCooledHall();
        const Engine engine(*doc);
        const HallId hall = doc->halls().begin()->id;
        ThermalOptions o;
        o.containment = Containment::HotAisle;
        auto enough = solveHallThermal(*doc, engine, hall, o);
        QVERIFY2(enough.ok(), qPrintable(enough.error()));
        QVERIFY(std::fabs(enough->hottest()->inletC - o.supplyC) < 0.05); // the coolers supply more than the racks draw
        QVERIFY(std::fabs(enough->ductC - (o.supplyC + o.rackDeltaTK)) < 0.1);
        o.coolerDeltaTK = 24; // the coolers move less air than the racks draw
        auto shortOfAir = solveHallThermal(*doc, engine, hall, o);
        QVERIFY2(shortOfAir.ok(), qPrintable(shortOfAir.error()));
        QVERIFY(std::fabs(shortOfAir->residualW()) < 0.005 * shortOfAir->heatInW);
        // Each rack takes in supply S/K and duct air (K − S)/K, and the duct runs ΔT above the
        // racks' mean inlet: that mean rises ΔT·(K − S)/S above the supply.
        const double K = shortOfAir->rackKgS, S = shortOfAir->supplyKgS;
        QVERIFY(S < K);
        double mean = 0, flow = 0;
        for (const RackInlet &r : shortOfAir->racks) {
            mean += r.inletC * r.airHeatW;
            flow += r.airHeatW;
        }
        const double expected = o.supplyC + o.rackDeltaTK * (K - S) / S;
        QVERIFY2(std::fabs(mean / flow - expected) < 0.02 * (expected - o.supplyC),
                 qPrintable(QStringLiteral("%1 against %2").arg(mean / flow).arg(expected)));
        QVERIFY(std::fabs(shortOfAir->ductC - (mean / flow + o.rackDeltaTK)) < 0.02 * o.rackDeltaTK);
    }

    // The inlet rules report what the field says: one problem for each rack above 27 °C, an
    // error above 32 °C, the measured inlet the field's; a hall short of air is told to add air
    // cooling. The live checker finds the same off the UI thread. A hall without an air cooling
    // figure is not checked (as HALL_AIR_OVER_CAPACITY); one the model cannot grid says so.
    void inletRulesFollowTheField()
    {
        auto doc = airCooledHall();
        Hall hall = *doc->halls().begin();
        hall.airCoolingW /= 3;
        Editor(*doc).update(hall, Hall::kAirCooling, QStringLiteral("short of air"));
        const Engine engine(*doc);
        auto t = solveHallThermal(*doc, engine, hall.id);
        QVERIFY2(t.ok(), qPrintable(t.error()));
        std::map<uint32_t, double> hot;
        for (const RackInlet &r : t->racks)
            if (r.inletC > kInletRecommendedMaxC)
                hot[r.rack.value] = r.inletC;
        QVERIFY(hot.size() > 3);
        const std::vector<Problem> found = inletProblems(*doc);
        QCOMPARE(found.size(), hot.size());
        int errors = 0;
        for (const Problem &p : found) {
            QCOMPARE(p.objects.size(), size_t(1));
            QVERIFY(hot.count(p.objects.front().id));
            QCOMPARE(p.measured, hot[p.objects.front().id]);
            const bool allowable = p.measured > kInletAllowableA1MaxC;
            QCOMPARE(p.code, allowable ? QStringLiteral("RACK_INLET_ABOVE_ALLOWABLE") : QStringLiteral("RACK_INLET_ABOVE_RECOMMENDED"));
            QCOMPARE(p.severity, allowable ? Severity::Error : Severity::Warning);
            QVERIFY2(p.fix.startsWith(QStringLiteral("Add air cooling to hall")), qPrintable(p.fix));
            errors += allowable;
        }
        QVERIFY(errors > 0);

        LiveRuleChecker live(*doc, engine);
        QVERIFY(live.waitForDesignCheck());
        QCOMPARE(int(std::count_if(live.problems().begin(), live.problems().end(), test::isInletFinding)), int(hot.size()));

        hall = doc->halls().at(hall.id);
        hall.airCoolingW = 0;
        Editor(*doc).update(hall, Hall::kAirCooling, QStringLiteral("not given"));
        QVERIFY(inletProblems(*doc).empty());
        doc->undoStack()->undo();
        hall = doc->halls().at(hall.id);
        hall.widthM = hall.depthM = 5000;
        Editor(*doc).update(hall, Hall::kSize, QStringLiteral("beyond the grid"));
        const Rack far = *doc->racks().begin(); // racks 4 km apart: a grid beyond the model
        Editor(*doc).moveRack(far.id, 4900, 4900);
        const std::vector<Problem> unsolved = inletProblems(*doc);
        QCOMPARE(unsolved.size(), size_t(1));
        QCOMPARE(unsolved.front().code, QStringLiteral("HALL_THERMAL_UNSOLVED"));
        QVERIFY2(unsolved.front().message.contains(hall.name), qPrintable(unsolved.front().message));
    }

    // A hall without air cooling, and one too large to grid, are refused naming the hall.
    void hallsTheModelCannotTake()
    {
        auto doc = airCooledHall();
        const Engine engine(*doc);
        Hall hall = *doc->halls().begin();
        hall.airCoolingW = 0;
        Editor(*doc).update(hall, Hall::kAirCooling, QStringLiteral("no air"));
        auto none = solveHallThermal(*doc, engine, hall.id);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().contains(hall.name) && none.error().contains(QStringLiteral("air cooling")), qPrintable(none.error()));
        doc->undoStack()->undo();
        ThermalOptions fine;
        fine.cellM = 0.05;
        hall = doc->halls().at(hall.id);
        hall.widthM = 5000;
        Editor(*doc).update(hall, Hall::kSize, QStringLiteral("huge"));
        const Rack far = *doc->racks().begin();
        Editor(*doc).moveRack(far.id, 4900, far.yM);
        auto huge = solveHallThermal(*doc, engine, hall.id, fine);
        QVERIFY(!huge.ok());
        QVERIFY2(huge.error().contains(QStringLiteral("beyond")) && huge.error().contains(hall.name), qPrintable(huge.error()));
    }

    // A large hall that is nearly empty is solved where its racks stand (and kFieldMarginM
    // around them), not over all its floor: the same racks in a 300 × 300 m hall take a grid the
    // size of their own corner, the heat balance closes and every rack has its inlet.
    void aNearlyEmptyLargeHallIsSolvedWhereItsRacksStand()
    {
        auto doc = airCooledHall();
        const Engine engine(*doc);
        Hall hall = *doc->halls().begin();
        auto small = solveHallThermal(*doc, engine, hall.id);
        QVERIFY2(small.ok(), qPrintable(small.error()));
        hall.widthM = hall.depthM = 300;
        Editor(*doc).update(hall, Hall::kSize, QStringLiteral("large"));
        auto large = solveHallThermal(*doc, engine, hall.id);
        QVERIFY2(large.ok(), qPrintable(large.error()));
        double x1 = 0, y1 = 0;
        for (const Rack &r : doc->racks()) {
            x1 = std::max(x1, r.xM + 1 + kFieldMarginM);
            y1 = std::max(y1, r.yM + 1 + kFieldMarginM);
        }
        QVERIFY2(large->nx * large->cellM <= x1 && large->ny * large->cellM <= y1,
                 qPrintable(QStringLiteral("%1 × %2 cells").arg(large->nx).arg(large->ny)));
        QCOMPARE(large->racks.size(), small->racks.size());
        QVERIFY(std::fabs(large->residualW()) < 1e-6 * large->heatInW);
        QCOMPARE(large->heatInW, small->heatInW);
    }
};

QTEST_GUILESS_MAIN(TestThermal)
#include "tst_thermal.moc"
