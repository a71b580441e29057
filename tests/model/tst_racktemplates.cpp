// Rack templates (issue #33, item 4): a rack the designer filled, kept in the design and placed
// again whole — devices at their U, the cables inside it, both sides' PDUs on the hall's feeds,
// its loop — as one undo step; the templates Railyard offers; the gate that refuses a template
// that could not be built; and the file that keeps them.

#include "testsupport.h"

#include "commands/racktemplatechecks.h"
#include "io/designstore.h"
#include "io/racktemplatejson.h"
#include "layout/racktemplates.h"
#include "layout/templatefill.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <set>

using namespace railyard;

namespace {

// What a rack holds: (part, U) of each device.
std::multiset<std::pair<QString, int>> contents(const Document &doc, RackId rack)
{
    std::multiset<std::pair<QString, int>> out;
    for (DeviceId d : doc.devicesOf(rack))
        out.insert({doc.catalog().at(doc.devices().at(d).part).partNumber, doc.devices().at(d).uPosition});
    return out;
}

// Cables with both ends in the rack, as "part@U:port - part@U:port".
std::multiset<QString> innerCables(const Document &doc, RackId rack)
{
    const auto end = [&](const Port &p) {
        const Device &d = doc.devices().at(p.device);
        return QStringLiteral("%1@%2:%3").arg(doc.catalog().at(d.part).partNumber).arg(d.uPosition).arg(p.name);
    };
    std::multiset<QString> out;
    for (const Cable &c : doc.cables()) {
        const Port &a = doc.ports().at(c.a), &b = doc.ports().at(c.b);
        if (doc.devices().at(a.device).rack == rack && doc.devices().at(b.device).rack == rack)
            out.insert(end(a) + QStringLiteral(" - ") + end(b));
    }
    return out;
}

// A bare hall of 30 × 20 m with an A and a B feed, a loop, and the compute and OOB networks.
HallId bareHall(Document &doc)
{
    Editor editor(doc);
    Hall h;
    h.name = QStringLiteral("H9");
    h.widthM = 30;
    h.depthM = 20;
    h.utilityFeedW = 4e6;
    const HallId id = *editor.addHall(h);
    editor.addFeed({{}, id, QStringLiteral("H9-A"), FeedSide::A, 2e6});
    editor.addFeed({{}, id, QStringLiteral("H9-B"), FeedSide::B, 2e6});
    CoolingLoop loop;
    loop.hall = id;
    loop.name = QStringLiteral("H9-LOOP1");
    editor.addLoop(loop);
    return id;
}

const Rack *firstRackWithNodes(const Document &doc)
{
    for (const Rack &r : doc.racks())
        for (DeviceId d : doc.devicesOf(r.id))
            if (doc.catalog().at(doc.devices().at(d).part).category == PartCategory::GpuServer)
                return &r;
    return nullptr;
}

} // namespace

class TestRackTemplates : public QObject {
    Q_OBJECT
private slots:
    // A generated node rack kept as a template and dropped three at a time into another hall:
    // each copy holds the same parts at the same U, the same cables inside it, PDUs of the same
    // part and units on that hall's feeds, and its loop, in one undo step.
    void aRackKeptAsATemplateIsPlacedAgainWhole()
    {
        auto doc = test::generatedDocument(64);
        const Rack source = *firstRackWithNodes(*doc);
        Result<RackTemplate> tpl = rackTemplateOf(*doc, source.id, QStringLiteral("My node rack"));
        QVERIFY2(tpl.ok(), qPrintable(tpl.error()));
        Editor editor(*doc);
        QVERIFY(editor.saveRackTemplate(*tpl));
        QCOMPARE(doc->site().rackTemplates.size(), size_t(1));
        // Cables that leave the rack (the nodes' fabric links) are not part of it.
        QCOMPARE(tpl->cables.size(), innerCables(*doc, source.id).size());

        const HallId hall = bareHall(*doc);
        const std::vector<RackPlacement> plans = planRacksAt(*doc, hall, doc->catalog().find(tpl->frame)->id, 5, 5, 3);
        const int steps = doc->undoStack()->index();
        const int devices = doc->devices().size(), cables = doc->cables().size(), pdus = doc->pdus().size();
        const Result<std::vector<RackId>> placed = placeTemplateRacks(editor, plans, *findRackTemplate(*doc, QStringLiteral("My node rack")));
        QVERIFY2(placed.ok(), qPrintable(placed.error()));
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        QCOMPARE(placed.value().size(), size_t(3));
        const Pdu &sourceA = doc->pdus().at(source.pduA);
        for (RackId id : placed.value()) {
            const Rack &r = doc->racks().at(id);
            QCOMPARE(contents(*doc, id), contents(*doc, source.id));
            QCOMPARE(innerCables(*doc, id), innerCables(*doc, source.id));
            QCOMPARE(doc->feeds().at(doc->pdus().at(r.pduA).feed).name, QStringLiteral("H9-A"));
            QCOMPARE(doc->feeds().at(doc->pdus().at(r.pduB).feed).name, QStringLiteral("H9-B"));
            QCOMPARE(doc->pdus().at(r.pduA).part, sourceA.part);
            QCOMPARE(doc->pdus().at(r.pduA).units, sourceA.units);
            QCOMPARE(r.loop.isValid(), source.loop.isValid());
        }
        QCOMPARE(doc->racks().at(placed.value()[1]).name, plans[1].name);
        doc->undoStack()->undo();
        QCOMPARE(doc->devices().size(), devices);
        QCOMPARE(doc->cables().size(), cables);
        QCOMPARE(doc->pdus().size(), pdus);
        doc->undoStack()->redo();
        QCOMPARE(doc->devices().size(), devices + 3 * int(tpl->devices.size()));
    }

    // Railyard's own templates arrive with their switches on the design's networks, the
    // management switch cabled to each, and fed on both sides; nothing about them fails a rule.
    void builtInTemplatesArriveReadyToUse_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("devices");
        QTest::newRow("network rack") << QStringLiteral("Network rack with 2 leaves") << 3;
        QTest::newRow("DGX B300") << QStringLiteral("DGX B300 4-node rack") << 5;
    }
    void builtInTemplatesArriveReadyToUse()
    {
        QFETCH(QString, name);
        QFETCH(int, devices);
        Document doc(std::move(*bundledCatalog()));
        const HallId hall = bareHall(doc);
        Editor editor(doc);
        Network compute;
        compute.name = QStringLiteral("Compute");
        compute.role = NetworkRole::Compute;
        QVERIFY(editor.addNetwork(compute).ok());
        Network oob;
        oob.name = QStringLiteral("Management");
        oob.role = NetworkRole::Oob;
        oob.technology = Technology::Ethernet;
        QVERIFY(editor.addNetwork(oob).ok());

        const std::optional<RackTemplate> tpl = findRackTemplate(doc, name);
        QVERIFY(tpl);
        QVERIFY2(checkRackTemplate(doc, *tpl).isEmpty(), qPrintable(checkRackTemplate(doc, *tpl)));
        const TemplateFill fill = planTemplateFill(doc, hall, *tpl);
        QVERIFY(fill.ok());
        QVERIFY2(fill.waiting.isEmpty(), qPrintable(fill.waiting.join(QStringLiteral(", "))));
        const std::vector<RackPlacement> plans = planRacksAt(doc, hall, fill.frame->id, 5, 5, 1);
        const Result<std::vector<RackId>> placed = placeTemplateRacks(editor, plans, *tpl);
        QVERIFY2(placed.ok(), qPrintable(placed.error()));
        const RackId rack = placed.value().front();
        QCOMPARE(int(doc.devicesOf(rack).size()), devices);
        int leaves = 0, onOob = 0;
        for (DeviceId d : doc.devicesOf(rack)) {
            const Device &dev = doc.devices().at(d);
            leaves += dev.tier == FabricTier::Leaf && dev.network == doc.networks().begin()->id;
            onOob += dev.network && doc.networks().at(dev.network).role == NetworkRole::Oob;
        }
        QCOMPARE(leaves, name.startsWith(QLatin1String("Network")) ? 2 : 0);
        QCOMPARE(onOob, 1);
        // Every device but the management switch reaches it.
        QCOMPARE(int(innerCables(doc, rack).size()), devices - 1);
        const Rack &r = doc.racks().at(rack);
        QVERIFY(r.pduA && r.pduB);
        const Engine engine(doc);
        for (const Problem &p : test::problemsButInlets(doc, engine))
            for (const ObjectRef &o : p.objects)
                if (o == ObjectRef{EntityKind::Rack, rack.value} || (o.kind == EntityKind::Device && doc.devices().find(DeviceId(o.id))
                                                                     && doc.devices().at(DeviceId(o.id)).rack == rack))
                    QVERIFY2(false, qPrintable(p.code + QStringLiteral(": ") + p.message));
    }

    // The Editor's gate refuses a template that could not be built, and the design is as it was.
    void theGateRefusesATemplateThatCannotBeBuilt_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no name") << 0 << QStringLiteral("needs a name");
        QTest::newRow("unknown part") << 1 << QStringLiteral("is not a part of the design's catalog that mounts");
        QTest::newRow("two devices on one U") << 2 << QStringLiteral("both take U");
        QTest::newRow("beyond the frame") << 3 << QStringLiteral("has U1 to U");
        QTest::newRow("no such port") << 4 << QStringLiteral("has no port");
        QTest::newRow("a port twice") << 5 << QStringLiteral("takes two cables");
        QTest::newRow("a name that does not print") << 6 << QStringLiteral("does not print");
        QTest::newRow("a side that is no PDU") << 7 << QStringLiteral("is not a PDU or power shelf");
        QTest::newRow("a frame that is no rack") << 8 << QStringLiteral("is not a rack or rack-scale system");
    }
    void theGateRefusesATemplateThatCannotBeBuilt()
    {
        QFETCH(int, fault);
        QFETCH(QString, reason);
        Document doc(std::move(*bundledCatalog()));
        RackTemplate tpl = *findRackTemplate(doc, QStringLiteral("DGX B300 4-node rack"));
        tpl.name = QStringLiteral("Broken");
        switch (fault) {
        case 0: tpl.name.clear(); break;
        case 1: tpl.devices[0].part = QStringLiteral("NO-SUCH-PART"); break;
        case 2: tpl.devices[1].uPosition = tpl.devices[0].uPosition + 1; break;
        case 3: tpl.devices[3].uPosition = 60; break;
        case 4: tpl.cables[0].portA = QStringLiteral("Z9"); break;
        case 5: tpl.cables[1].portB = tpl.cables[0].portB; break;
        case 6: tpl.devices[0].suffix = QStringLiteral("-N\u202E1"); break;
        case 7: tpl.sideA.part = QStringLiteral("DGX-B300"); break;
        case 8: tpl.frame = QStringLiteral("SN2201"); break;
        }
        const QString before = dumpDesign(doc);
        const int steps = doc.undoStack()->index();
        const EditResult saved = Editor(doc).saveRackTemplate(tpl);
        QVERIFY(saved.wasRefused());
        QVERIFY2(saved.refusal().contains(reason), qPrintable(saved.refusal()));
        QCOMPARE(dumpDesign(doc), before);
        QCOMPARE(doc.undoStack()->index(), steps);
    }

    // A placed copy never takes a device name the design has: refused, with the name.
    void aCopyNeverTakesANameTheDesignHas()
    {
        auto doc = test::generatedDocument(64);
        const Rack source = *firstRackWithNodes(*doc);
        Editor editor(*doc);
        QVERIFY(editor.saveRackTemplate(*rackTemplateOf(*doc, source.id, QStringLiteral("T"))));
        const HallId hall = bareHall(*doc);
        std::vector<RackPlacement> plans = planRacksAt(*doc, hall, source.part, 5, 5, 1);
        // A rack named as the source would name every device as the source's.
        plans.front().name = source.name;
        const QString before = dumpDesign(*doc);
        const Result<std::vector<RackId>> placed = placeTemplateRacks(editor, plans, *findRackTemplate(*doc, QStringLiteral("T")));
        QVERIFY(!placed.ok());
        QVERIFY2(placed.error().contains(QLatin1String("a name the design has")), qPrintable(placed.error()));
        QCOMPARE(dumpDesign(*doc), before);
    }

    // A stored body a file could hold but Railyard never writes is refused, naming the template.
    void aDamagedBodyIsRefusedByName()
    {
        const QByteArray good = rackTemplateJson(*findRackTemplate(Document(std::move(*bundledCatalog())), QStringLiteral("DGX B300 4-node rack")));
        QVERIFY(rackTemplateFromJson(QStringLiteral("T"), good).ok());
        const std::pair<QByteArray, QByteArray> faults[] = {
            {"\"spreader_m2\":0", "\"spreader_m2\":1e300"}, {"\"u\":2", "\"u\":1e300"},   {"\"u\":2", "\"u\":4294967297"},
            {"\"rail\":-1", "\"rail\":-5"},                 {"\"cooled\":true", "\"cooled\":\"yes\""},
            {"\"a\":0", "\"a\":99"},                        {"\"tier\":\"leaf\"", "\"tier\":\"top\""}};
        for (const auto &[from, to] : faults) {
            QByteArray bad = good;
            QVERIFY2(bad.contains(from), from.constData());
            bad.replace(bad.indexOf(from), from.size(), to);
            const Result<RackTemplate> t = rackTemplateFromJson(QStringLiteral("T"), bad);
            QVERIFY2(!t.ok(), to.constData());
            QVERIFY2(t.error().startsWith(QLatin1String("rack template T: ")), qPrintable(t.error()));
        }
        QVERIFY(!rackTemplateFromJson(QStringLiteral("T"), "[1]").ok());
        QVERIFY(!rackTemplateFromJson(QStringLiteral("T"), "{\"frame\":\"A\",\"frame\":\"B\"}").ok());
    }

    // Saved, a design keeps its templates as they were; removing one is one undo step.
    void templatesAreKeptInTheFile()
    {
        auto doc = test::generatedDocument(64);
        const Rack source = *firstRackWithNodes(*doc);
        Editor editor(*doc);
        const RackTemplate mine = *rackTemplateOf(*doc, source.id, QStringLiteral("Mine"));
        QVERIFY(editor.saveRackTemplate(mine));
        QVERIFY(editor.saveRackTemplate(*findRackTemplate(*doc, QStringLiteral("Network rack with 2 leaves"))));
        QCOMPARE(*rackTemplateFromJson(mine.name, rackTemplateJson(mine)), mine);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.railyard"));
        QVERIFY(DesignStore::save(*doc, path).ok());
        Document reopened(Catalog{});
        const Status s = DesignStore::load(reopened, path);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        QCOMPARE(reopened.site().rackTemplates, doc->site().rackTemplates);
        QVERIFY(Editor(reopened).removeRackTemplate(QStringLiteral("Mine")));
        QCOMPARE(reopened.site().rackTemplates.size(), size_t(1));
        reopened.undoStack()->undo();
        QCOMPARE(reopened.site().rackTemplates.size(), size_t(2));
        QVERIFY(Editor(reopened).removeRackTemplate(QStringLiteral("Nothing")).wasRefused());
    }
};

QTEST_GUILESS_MAIN(TestRackTemplates)
#include "tst_racktemplates.moc"
