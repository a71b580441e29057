#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "engine/mediaselector.h"
#include "rules/ruleprovider.h"

#include <set>

using namespace railyard;
using namespace railyard::test;

// Flat-top modules in node and adapter OSFP cages, finned-top in switch cages (docs/ENGINE.md,
// "Cage groups": module tops by where the cage is).
class TestModuleTops : public QObject {
    Q_OBJECT
private slots:
    void everyOsfpCageHoldsTheTopOfWhereItIs_data()
    {
        QTest::addColumn<QString>("node");
        QTest::newRow("DGX B200 twin-port cages") << QStringLiteral("DGX-B200");
        QTest::newRow("HGX single-port cages") << QStringLiteral("HGX-H100-8GPU-DLC-4U");
    }
    void everyOsfpCageHoldsTheTopOfWhereItIs()
    {
        QFETCH(QString, node);
        GeneratorOptions o;
        o.gpus = 512;
        o.nodePart = node;
        auto doc = generatedDocument(o);
        const Engine engine(*doc);
        const Catalog &cat = doc->catalog();
        std::map<QString, std::set<QString>> modulesByHost; // host category -> module parts
        for (const Cable &c : doc->cables()) {
            const CableFigures *f = engine.cable(c.id);
            QVERIFY(f);
            for (const auto &[pid, module] : {std::pair{c.a, f->moduleA}, std::pair{c.b, f->moduleB}}) {
                const Port &port = doc->ports().at(pid);
                if (!module || port.cage != Cage::Osfp)
                    continue;
                const Part &host = cat.at(doc->devices().at(port.device).part);
                const Part &m = cat.at(module);
                const ModuleTop wanted = host.category == PartCategory::Switch ? ModuleTop::Finned : ModuleTop::Flat;
                QVERIFY2(m.moduleTop == wanted,
                         qPrintable(QStringLiteral("%1 in %2").arg(m.partNumber, host.partNumber)));
                modulesByHost[toToken(host.category)].insert(m.partNumber);
            }
        }
        QCOMPARE(modulesByHost[QStringLiteral("switch")], std::set<QString>{QStringLiteral("MMA4Z00-NS")});
        QCOMPARE(modulesByHost[QStringLiteral("gpu_server")],
                 std::set<QString>{node == QLatin1String("DGX-B200") ? QStringLiteral("MMA4Z00-NS-FLT")
                                                                     : QStringLiteral("MMA4Z00-NS400")});
        QCOMPARE(problemCount(checkDesign(*doc, engine), "MODULE_TOP_MISMATCH"), 0);
    }

    // 800G XDR links (DGX B300 on Quantum-X800): 1.6T twin-port finned modules in the switches'
    // twin-port cages, 800G single-port flat modules in the ConnectX-8 cages, and linear active
    // copper only where a splitter reaches two nodes; nothing else carries them, and the design
    // checks clean.
    void xdrLinksTakeXdrModules()
    {
        GeneratorOptions o;
        o.gpus = 576;
        o.nodePart = QStringLiteral("DGX-B300");
        o.computeSwitchPart = QStringLiteral("Q3400-RA");
        auto doc = generatedDocument(o);
        const Engine engine(*doc);
        const Catalog &cat = doc->catalog();
        std::map<QString, std::set<QString>> byHost; // host category, or "cable" -> parts
        int links = 0;
        for (const Cable &c : doc->cables()) {
            const Port &pa = doc->ports().at(c.a), &pb = doc->ports().at(c.b);
            if (pa.role != PortRole::Compute || pa.speedGbps != 800 || pb.speedGbps != 800)
                continue;
            ++links;
            const CableFigures *f = engine.cable(c.id);
            QVERIFY(f);
            QCOMPARE(f->speedGbps, 800.0);
            if (!MediaSelector::isFibre(f->medium)) {
                byHost[QStringLiteral("cable")].insert(cat.at(f->cablePart).partNumber);
                continue;
            }
            for (const auto &[pid, module] : {std::pair{c.a, f->moduleA}, std::pair{c.b, f->moduleB}}) {
                QVERIFY(module);
                const Part &host = cat.at(doc->devices().at(doc->ports().at(pid).device).part);
                byHost[toToken(host.category)].insert(cat.at(module).partNumber);
            }
        }
        QCOMPARE(links, 576 + 576);
        QCOMPARE(byHost[QStringLiteral("switch")], std::set<QString>{QStringLiteral("XDR-OSFP-2xDR4-100M")});
        QCOMPARE(byHost[QStringLiteral("gpu_server")], std::set<QString>{QStringLiteral("XDR-OSFP-DR4-800G-FLT")});
        for (const QString &cable : byHost[QStringLiteral("cable")])
            QVERIFY2(cable.startsWith(QLatin1String("XDR-LACC-SPLIT-")), qPrintable(cable));
        const std::vector<Problem> problems = checkDesign(*doc, engine);
        QVERIFY2(problems.empty(), qPrintable(problems.empty() ? QString() : problems.front().message));
    }

    // Injected fault: a design whose catalog has no flat-top single-mode twin-port module, and one
    // DGX cage pinned to single-mode (its cage group is that node's alone: the slot beside it is
    // reserved). The switch-only finned DR8 goes in, and the rule names that one cage, once.
    void aFinnedModuleInANodeCageIsReportedOnce()
    {
        Catalog withoutFlatDr8;
        auto bundled = bundledCatalog();
        for (const Part *p : bundled->parts())
            if (p->partNumber != QLatin1String("MMS4X00-NS-FLT"))
                QVERIFY(withoutFlatDr8.add(*p));
        auto doc = std::make_unique<Document>(std::move(withoutFlatDr8));
        GeneratorOptions o;
        o.gpus = 512;
        o.reservedPerSu = 1;
        QVERIFY(generateDesign(*doc, o).ok());
        const Device *node = nullptr;
        for (const Device &d : doc->devices())
            if (d.name == QLatin1String("gpu00031"))
                node = &d;
        QVERIFY(node);
        {
            const Engine engine(*doc);
            QCOMPARE(problemCount(checkDesign(*doc, engine), "MODULE_TOP_MISMATCH"), 0);
        }
        std::vector<CableId> cage;
        int cageIndex = -1;
        for (PortId p : doc->portsOf(node->id)) {
            const Port &port = doc->ports().at(p);
            if (port.role != PortRole::Compute || (cageIndex >= 0 && port.cageIndex != cageIndex))
                continue;
            cageIndex = port.cageIndex;
            for (CableId c : doc->cablesAt(p))
                cage.push_back(c);
        }
        QCOMPARE(cage.size(), size_t(2));
        for (CableId id : cage) {
            Cable c = doc->cables().at(id);
            c.medium = Medium::Smf;
            Editor(*doc).update(c, Cable::kMedium, QStringLiteral("pin"));
        }
        const Engine engine(*doc);
        const std::vector<Problem> problems = checkDesign(*doc, engine);
        QCOMPARE(problemCount(problems, "MODULE_TOP_MISMATCH"), 1);
        for (const Problem &p : problems)
            if (p.code == QLatin1String("MODULE_TOP_MISMATCH")) {
                QVERIFY2(p.message.contains(QLatin1String("gpu00031")) && p.message.contains(QLatin1String("MMS4X00")),
                         qPrintable(p.message));
                QVERIFY(p.fix.contains(QLatin1String("flat")));
            }
    }
};

QTEST_GUILESS_MAIN(TestModuleTops)
#include "tst_moduletops.moc"
