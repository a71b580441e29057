#include "testsupport.h"

#include "commands/editor.h"

#include <QSignalSpy>
#include <set>
#include <functional>

using namespace railyard;
using namespace railyard::test;

namespace {

// Records every change set a document emits.
struct ChangeRecorder {
    explicit ChangeRecorder(Document &doc)
    {
        QObject::connect(&doc, &Document::changed, [this](const ChangeSet &c) { sets.push_back(c); });
    }
    std::vector<ChangeSet> sets;
};

const Rack &firstRack(const Document &doc, const QString &name)
{
    for (const Rack &r : doc.racks())
        if (r.name == name)
            return r;
    qFatal("no rack %s", qPrintable(name));
}

} // namespace

class TestCommands : public QObject {
    Q_OBJECT
private:
    // Applies an edit, then checks undo restores the design exactly and redo re-applies it.
    void checkUndoRedo(Document &doc, const std::function<void()> &edit, const char *what)
    {
        const QString before = dumpDesign(doc);
        const int depth = doc.undoStack()->count();
        edit();
        QVERIFY2(doc.undoStack()->count() == depth + 1, what);
        const QString after = dumpDesign(doc);
        QVERIFY2(after != before, what);
        doc.undoStack()->undo();
        QVERIFY2(dumpDesign(doc) == before, what);
        doc.undoStack()->redo();
        QVERIFY2(dumpDesign(doc) == after, what);
    }

private slots:
    void sampleInsertIsOneUndoStep()
    {
        Document doc(smallCatalog());
        const QString empty = dumpDesign(doc);
        QVERIFY(buildSampleDesign(doc).ok());
        QCOMPARE(doc.undoStack()->count(), 2); // the design, then the site name
        QVERIFY(doc.racks().size() > 0);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), empty);
        QCOMPARE(doc.racks().size(), 0);
    }

    void everyCommandUndoesAndRedoes()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        const HallId hall = doc->rows().at(a01.row).hall;
        const PartId node = doc->catalog().find(QStringLiteral("T-NODE-H100"))->id;

        checkUndoRedo(*doc, [&] { ed.addHall(Hall{{}, QStringLiteral("H2"), 30, 20}); }, "add hall");
        checkUndoRedo(*doc, [&] { ed.addRow(hall, QStringLiteral("C")); }, "add row");
        checkUndoRedo(*doc, [&] { ed.addRack(Rack{{}, a01.row, QStringLiteral("A09"), 9, 3, 180, a01.part}); }, "add rack");
        checkUndoRedo(*doc, [&] { ed.addDevice(Device{{}, a01.id, node, QStringLiteral("gpu999"), 34}); }, "add device");
        const PortId p1 = doc->portsOf(doc->devicesOf(a01.id)[0])[0];
        const PortId p2 = doc->portsOf(doc->devicesOf(a01.id)[1])[0];
        checkUndoRedo(*doc, [&] { ed.connect(p1, p2, Medium::Aoc); }, "connect");
        checkUndoRedo(*doc, [&] { ed.moveRack(a01.id, 12.5, 7.25); }, "move rack");
        checkUndoRedo(*doc, [&] {
            Rack r = a01;
            r.name = QStringLiteral("A01-renamed");
            r.rotationDeg = 90;
            ed.update(r, Rack::kName | Rack::kRotation, QStringLiteral("rename"));
        }, "update rack");
        checkUndoRedo(*doc, [&] {
            Hall h = doc->halls().at(hall);
            h.pue = 1.4;
            h.floorRatingKPa = 7.5;
            ed.update(h, Hall::kPue | Hall::kFloorRating, QStringLiteral("hall"));
        }, "update hall");
        checkUndoRedo(*doc, [&] {
            Cable c = *doc->cables().begin();
            c.medium = Medium::Smf;
            c.label = QStringLiteral("L1");
            ed.update(c, Cable::kMedium | Cable::kLabel, QStringLiteral("pin"));
        }, "update cable");
        checkUndoRedo(*doc, [&] {
            Site s = doc->site();
            s.customer = QStringLiteral("ACME");
            ed.setSite(s, Site::kCustomer);
        }, "edit site");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.racks = {a01.id}}); }, "erase rack");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.cables = {doc->cables().begin()->id}}); }, "erase cable");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.pdus = {a01.pduA}}); }, "erase pdu");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.networks = {doc->networks().begin()->id}}); }, "erase network");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.loops = {a01.loop}}); }, "erase loop");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.feeds = {doc->feeds().begin()->id}}); }, "erase feed");
        checkUndoRedo(*doc, [&] { ed.erase(Selection{.halls = {hall}}); }, "erase hall");
    }

    void eraseRackTakesDevicesPortsAndCables()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        const int devices = doc->devices().size();
        const int rackDevices = int(doc->devicesOf(a01.id).size());
        int rackPorts = 0;
        std::set<uint32_t> rackCables;
        for (DeviceId d : doc->devicesOf(a01.id))
            for (PortId p : doc->portsOf(d)) {
                ++rackPorts;
                for (CableId c : doc->cablesAt(p))
                    rackCables.insert(c.value);
            }
        const int ports = doc->ports().size();
        const int cables = doc->cables().size();
        QVERIFY(ed.erase(Selection{.racks = {a01.id}}));
        QCOMPARE(doc->devices().size(), devices - rackDevices);
        QCOMPARE(doc->ports().size(), ports - rackPorts);
        QCOMPARE(doc->cables().size(), cables - int(rackCables.size()));
        // No cable may point at a port that is gone.
        for (const Cable &c : doc->cables())
            QVERIFY(doc->ports().contains(c.a) && doc->ports().contains(c.b));
    }

    void erasingPduClearsRackReference()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        ed.erase(Selection{.pdus = {a01.pduA}});
        QVERIFY(!doc->racks().at(a01.id).pduA);
        QCOMPARE(doc->racks().at(a01.id).pduB, a01.pduB);
        doc->undoStack()->undo();
        QCOMPARE(doc->racks().at(a01.id).pduA, a01.pduA);
        QCOMPARE(doc->racksOnPdu(a01.pduA).size(), size_t(1));
    }

    void dragMergesIntoOneStep()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        const int depth = doc->undoStack()->count();
        for (int i = 1; i <= 10; ++i)
            ed.moveRack(a01.id, a01.xM + i * 0.1, a01.yM);
        QCOMPARE(doc->undoStack()->count(), depth + 1);
        QCOMPARE(doc->racks().at(a01.id).xM, a01.xM + 1.0);
        doc->undoStack()->undo();
        QCOMPARE(doc->racks().at(a01.id).xM, a01.xM);

        // Two drags are two steps: moves merge only within one gesture.
        ed.moveRacks({{a01.id, QPointF(a01.xM, a01.yM), QPointF(a01.xM + 1, a01.yM)}}, 1);
        ed.moveRacks({{a01.id, QPointF(a01.xM + 1, a01.yM), QPointF(a01.xM + 2, a01.yM)}}, 1);
        ed.moveRacks({{a01.id, QPointF(a01.xM + 2, a01.yM), QPointF(a01.xM + 3, a01.yM)}}, 2);
        QCOMPARE(doc->undoStack()->count(), depth + 2);
        doc->undoStack()->undo();
        QCOMPARE(doc->racks().at(a01.id).xM, a01.xM + 2);
    }

    void changeSetsNameWhatChanged()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        ChangeRecorder rec(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        ed.moveRack(a01.id, 1, 1);
        QCOMPARE(rec.sets.size(), size_t(1));
        QCOMPARE(rec.sets[0].size(), size_t(1));
        const Change c = rec.sets[0].changes()[0];
        QCOMPARE(c.kind, EntityKind::Rack);
        QCOMPARE(c.type, ChangeType::Modified);
        QCOMPARE(c.id, a01.id.value);
        QCOMPARE(c.fields, uint32_t(Rack::kPosition));

        rec.sets.clear();
        doc->undoStack()->undo();
        QCOMPARE(rec.sets.size(), size_t(1));

        // Erasing a rack reports every removed entity, in one change set.
        rec.sets.clear();
        ed.erase(Selection{.racks = {a01.id}});
        QCOMPARE(rec.sets.size(), size_t(1));
        QVERIFY(rec.sets[0].touches(EntityKind::Rack));
        QVERIFY(rec.sets[0].touches(EntityKind::Device));
        QVERIFY(rec.sets[0].touches(EntityKind::Port));
        QVERIFY(rec.sets[0].touches(EntityKind::Cable));
    }

    // Regression: a cable sits in the lists of both its ports and a rack in those of both its
    // PDUs; removing it from one list once corrupted the other (found by the engine's
    // incremental-equals-full property test). Every relation must be found from both ends.
    void twoEndedRelationsSurviveEdits()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        // Ports carrying several cables, at different positions in their lists.
        const Rack rack = *doc->racks().begin();
        const DeviceId dev = doc->devicesOf(rack.id)[0];
        const PortId a = doc->portsOf(dev)[0], b = doc->portsOf(dev)[1], c = doc->portsOf(dev)[2];
        const CableId ab = ed.connect(a, b);
        ed.connect(c, a);
        ed.connect(b, c);
        const CableId ac = ed.connect(a, c);
        ed.erase(Selection{.cables = {ab}});
        ed.erase(Selection{.cables = {ac}});
        // Racks sharing PDUs on different sides.
        std::vector<Rack> racks(doc->racks().begin(), doc->racks().end());
        racks[1].pduA = racks[0].pduA;
        racks[1].pduB = racks[0].pduB;
        racks[2].pduA = racks[0].pduB;
        racks[2].pduB = racks[0].pduA;
        ed.update(racks[1], Rack::kPdu, QStringLiteral("x"));
        ed.update(racks[2], Rack::kPdu, QStringLiteral("x"));
        ed.erase(Selection{.racks = {racks[1].id}});
        ed.erase(Selection{.racks = {racks[2].id}});
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        doc->undoStack()->redo();
        for (const Cable &c : doc->cables()) {
            for (PortId end : {c.a, c.b}) {
                bool found = false;
                for (CableId id : doc->cablesAt(end))
                    found = found || id == c.id;
                QVERIFY2(found, qPrintable(QStringLiteral("cable %1 not found from port %2").arg(c.id.value).arg(end.value)));
            }
        }
        for (const Rack &rack : doc->racks()) {
            for (PduId p : {rack.pduA, rack.pduB}) {
                bool found = false;
                for (RackId id : doc->racksOnPdu(p))
                    found = found || id == rack.id;
                QVERIFY(!p || found);
            }
        }
    }

    void idsAreNeverReused()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const Rack a01 = firstRack(*doc, QStringLiteral("A01"));
        ed.erase(Selection{.racks = {a01.id}});
        const RackId fresh = ed.addRack(Rack{{}, a01.row, QStringLiteral("new"), 1, 1, 0, a01.part});
        QVERIFY(fresh != a01.id);
        QVERIFY(fresh.value > a01.id.value);
    }

    void updateOfMissingEntityIsRefused()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        Rack ghost;
        ghost.id = RackId(999999);
        QVERIFY(!ed.update(ghost, Rack::kName, QStringLiteral("x")));
        QVERIFY(!ed.connect(PortId(999999), PortId(1)));
    }

    // Issue #19: the history said "Edit site" for customer, margin, price-book and variant edits.
    void siteEditsAreNamed()
    {
        auto doc = sampleDocument();
        Editor ed(*doc);
        const auto named = [&](const std::function<void(Site &)> &change, const QString &expected) {
            Site site = doc->site();
            change(site);
            ed.setSite(site, Site::kCustomer | Site::kPrices | Site::kScenarios);
            QCOMPARE(doc->undoStack()->text(doc->undoStack()->index() - 1), expected);
        };
        named([](Site &s) { s.customer = QStringLiteral("ACME"); }, QStringLiteral("Set customer to ACME"));
        named([](Site &s) { s.priceBook.terms.margin = 0.12; }, QStringLiteral("Set margin to 12 %"));
        named([](Site &s) { s.priceBook.prices.push_back({QStringLiteral("920-9B210"), 1000, 0, {}}); },
              QStringLiteral("Edit price of 920-9B210"));
        named([](Site &s) { s.priceBook.prices.back().unitPrice = 900; }, QStringLiteral("Edit price of 920-9B210"));
        named([](Site &s) { s.priceBook.prices.pop_back(); }, QStringLiteral("Remove price of 920-9B210"));
        named([](Site &s) { s.scenarios.push_back({QStringLiteral("3:1"), {}, {}}); }, QStringLiteral("Add variant 3:1"));
        named([](Site &s) { s.scenarios.clear(); }, QStringLiteral("Remove variant 3:1"));
        named(
            [](Site &s) {
                s.customer.clear();
                s.priceBook.terms.tax = 0.2;
            },
            QStringLiteral("Clear customer; Set tax to 20 %"));
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
