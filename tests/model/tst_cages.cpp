// Every cage of a generated design holds one module type that fits it, and every twin-port
// cable runs to one far cage (docs/ENGINE.md, "Cage groups"): a cable plan that can be built.

#include "commands/editor.h"
#include "engine/engine.h"
#include "testsupport.h"

#include <QTest>
#include <map>
#include <set>

using namespace railyard;

namespace {

struct CageAudit {
    int64_t cages = 0;
    int64_t twinCopperCages = 0;
    QStringList faults;
};

// Checks every cage of every device against the engine's choices, without the rules: what a
// network architect checks by hand on the plan.
CageAudit auditCages(const Document &doc, const Engine &engine)
{
    CageAudit audit;
    const Catalog &cat = doc.catalog();
    for (const Device &d : doc.devices()) {
        struct Link {
            PartId item;   // the module at this end, or the fixed-ends cable
            Medium medium;
            uint64_t farCage;
            Cage portCage;
        };
        std::map<int, std::vector<Link>> byCage;
        std::map<int, int> perCage;
        for (PortId pid : doc.portsOf(d.id)) {
            const Port &p = doc.ports().at(pid);
            for (CableId cid : doc.cablesAt(pid)) {
                const Cable &c = doc.cables().at(cid);
                const CableFigures *f = engine.cable(cid);
                if (!f || !f->routed)
                    continue;
                const bool atA = c.a == pid;
                const Port &far = doc.ports().at(atA ? c.b : c.a);
                const PartId item = MediaSelector::isFibre(f->medium) ? (atA ? f->moduleA : f->moduleB) : f->cablePart;
                byCage[p.cageIndex].push_back({item, f->medium, uint64_t(far.device.value) << 16 | uint64_t(far.cageIndex), p.cage});
                ++perCage[p.cageIndex];
            }
        }
        for (const auto &[cage, links] : byCage) {
            ++audit.cages;
            const QString where = QStringLiteral("%1 cage %2").arg(d.name).arg(cage);
            std::set<uint32_t> items;
            std::set<uint64_t> far;
            for (const Link &l : links) {
                items.insert(l.item.value);
                far.insert(l.farCage);
                if (!l.item) {
                    audit.faults << where + QStringLiteral(": a link without a part");
                    continue;
                }
                const Part &part = cat.at(l.item);
                if (MediaSelector::isFibre(l.medium)) {
                    const Cage moduleCage = part.ports.empty() ? Cage::None : part.ports.front().cage;
                    if (!MediaSelector::cageAccepts(l.portCage, moduleCage))
                        audit.faults << where + QStringLiteral(": %1 module in a %2 cage").arg(toToken(moduleCage), toToken(l.portCage));
                    if (links.size() > 1 && part.linksPerModule < int(links.size()))
                        audit.faults << where + QStringLiteral(": %1 serves %2 links").arg(part.partNumber).arg(links.size());
                }
            }
            if (items.size() > 1)
                audit.faults << where + QStringLiteral(": %1 different parts in one cage").arg(items.size());
            if (links.size() > 1 && MediaSelector::isFixedEnds(links.front().medium)) {
                ++audit.twinCopperCages;
                if (far.size() > 1)
                    audit.faults << where + QStringLiteral(": a twin-port cable split across %1 far cages").arg(far.size());
            }
        }
    }
    return audit;
}

std::unique_ptr<Document> generate(int gpus, const QString &node, const QString &sw, CoolingType cooling)
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    GeneratorOptions o;
    o.gpus = gpus;
    o.nodePart = node;
    o.computeSwitchPart = sw;
    o.cooling = cooling;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

} // namespace

class TestCages : public QObject {
    Q_OBJECT
private slots:
    void generatedCagesHoldOneFittingModule_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("sw");
        QTest::addColumn<int>("cooling");
        const QString ib = QStringLiteral("MQM9700-NS2F"), eth = QStringLiteral("SN5600-2x400");
        QTest::newRow("512 IB B200 rear door") << 512 << QStringLiteral("DGX-B200") << ib << int(CoolingType::None);
        QTest::newRow("1024 IB H100 air") << 1024 << QStringLiteral("DGX-H100") << ib << int(CoolingType::Air);
        QTest::newRow("4096 IB HGX liquid") << 4096 << QStringLiteral("HGX-H100-8GPU-DLC-4U") << ib << int(CoolingType::None);
        QTest::newRow("8192 Ethernet B200") << 8192 << QStringLiteral("DGX-B200") << eth << int(CoolingType::None);
        QTest::newRow("32768 IB three tiers") << 32768 << QStringLiteral("DGX-B200") << ib << int(CoolingType::None);
        // Three Ethernet tiers (radix 128 holds 8,192 links in two) over two halls.
        QTest::newRow("32768 Ethernet liquid three tiers") << 32768 << QStringLiteral("HGX-B200-8GPU-DLC-4U") << eth << int(CoolingType::None);
    }
    void generatedCagesHoldOneFittingModule()
    {
        QFETCH(int, gpus);
        QFETCH(QString, node);
        QFETCH(QString, sw);
        QFETCH(int, cooling);
        auto doc = generate(gpus, node, sw, CoolingType(cooling));
        const Engine engine(*doc);
        const CageAudit audit = auditCages(*doc, engine);
        QVERIFY(audit.cages > 0);
        QVERIFY2(audit.faults.isEmpty(),
                 qPrintable(QStringLiteral("%1 faults, first: %2").arg(audit.faults.size()).arg(audit.faults.mid(0, 5).join(QStringLiteral("; ")))));
    }

    // The audit is not blind: both links of a node's cage pinned to copper (one cable that
    // would have to reach two leaves) is a split, and one of them alone two parts in one cage.
    void auditCatchesPinnedCopper()
    {
        auto doc = test::generatedDocument(512);
        const Device *node = nullptr;
        for (const Device &d : doc->devices())
            if (d.name == QLatin1String("gpu00001"))
                node = &d;
        QVERIFY(node);
        std::vector<CableId> cage0;
        for (PortId p : doc->portsOf(node->id))
            if (doc->ports().at(p).role == PortRole::Compute && doc->ports().at(p).cageIndex == doc->ports().at(*doc->portsOf(node->id).begin()).cageIndex)
                for (CableId c : doc->cablesAt(p))
                    cage0.push_back(c);
        QCOMPARE(cage0.size(), size_t(2));
        auto pin = [&](CableId id) {
            Cable c = doc->cables().at(id);
            c.medium = Medium::Dac;
            c.lengthM = 1.0;
            Editor(*doc).update(c, Cable::kMedium | Cable::kLength, QStringLiteral("pin"));
        };
        pin(cage0[0]);
        {
            const Engine engine(*doc);
            const CageAudit audit = auditCages(*doc, engine);
            QVERIFY2(audit.faults.join(QLatin1Char(' ')).contains(QLatin1String("different parts in one cage")), qPrintable(audit.faults.join(QLatin1Char(' '))));
        }
        pin(cage0[1]);
        const Engine engine(*doc);
        const CageAudit audit = auditCages(*doc, engine);
        QVERIFY2(audit.faults.join(QLatin1Char(' ')).contains(QLatin1String("split across 2 far cages")), qPrintable(audit.faults.join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestCages)
#include "tst_cages.moc"
