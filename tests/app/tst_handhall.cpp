// A small GB300 NVL72 hall laid out by hand in the window, as a designer lays it out (issue
// #33's gesture test): the Insert menu's hall, feeds, busway, loop, CDUs, column and network,
// a row of NVL72 dropped whole from the palette with a quantity, Build Fabric…; then one of each
// kind moved on the plan and deleted; everything undone and redone. The design checks clean
// once built, and the same design written as edit ops and applied by `railyard-cli edit`'s
// applier to an empty design has the same totals.

#include "../model/testsupport.h"

#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "deleteactions.h"
#include "edit/editapplier.h"
#include "edit/editop.h"
#include "edit/opswriter.h"
#include "engine/engine.h"
#include "facilityinserts.h"
#include "fabricbuilddialog.h"
#include "floorplanpanel.h"
#include "guitestsupport.h"
#include "insertactions.h"
#include "io/designdump.h"
#include "layoutactions.h"
#include "mainwindow.h"
#include "report/totalsreport.h"
#include "rules/ruleprovider.h"

#include <QAction>
#include <QJsonDocument>
#include <QSpinBox>
#include <QStatusBar>
#include <QUndoStack>

using namespace railyard;

namespace {

template <class T>
const T *named(const EntityTable<T> &table, const QString &name)
{
    for (const T &x : table)
        if (x.name == name)
            return &x;
    return nullptr;
}

} // namespace

class TestHandHall : public QObject {
    Q_OBJECT
private slots:
    void nvl72HallByGestures()
    {
        auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Document &doc = w->document();
        QVERIFY(doc.halls().size() == 0);
        const QString empty = dumpDesign(doc);
        const int start = doc.undoStack()->index();
        auto *insert = w->findChild<InsertActions *>();
        auto *facility = w->findChild<FacilityInserts *>();
        auto *layout = w->findChild<LayoutActions *>();
        auto *deletes = w->findChild<DeleteActions *>();
        QVERIFY(insert && facility && layout && deletes);
        auto says = [](const QString &message, const char *start) {
            QVERIFY2(message.startsWith(QLatin1String(start)), qPrintable(message));
        };

        // The building and the facility, from the Insert menu.
        Hall hall = insert->newHall();
        hall.name = QStringLiteral("H1");
        hall.widthM = 24;
        hall.depthM = 14;
        hall.utilityFeedW = 2e6;
        hall.airCoolingW = 300e3;
        says(insert->insertHallNow(hall), "Added hall H1");
        const HallId h = named(doc.halls(), QStringLiteral("H1"))->id;
        for (FeedSide side : {FeedSide::A, FeedSide::B}) {
            PowerFeed feed{{}, h, side == FeedSide::A ? QStringLiteral("Feed A") : QStringLiteral("Feed B"), side, 1.5e6};
            says(insert->insertFeedNow(feed), "Added feed");
        }
        CoolingLoop loop = insert->newLoop();
        loop.hall = h;
        loop.name = QStringLiteral("Loop 1");
        says(insert->insertLoopNow(loop), "Added cooling loop Loop 1");
        const LoopId loopId = named(doc.loops(), QStringLiteral("Loop 1"))->id;
        for (int i = 0; i < 2; ++i)
            says(facility->insertCduNow({{}, loopId, doc.catalog().find(QStringLiteral("CDU-INROW-600KW"))->id, QStringLiteral("CDU %1").arg(i + 1),
                                         2.0 + i, 1.0, 0}),
                 "Added CDU");
        says(facility->insertColumnNow({{}, h, QStringLiteral("C1"), 20.0, 12.0, 0.6, 0.6}), "Added column C1");
        Busway busway = facility->newBusway();
        busway.hall = h;
        busway.feed = named(doc.feeds(), QStringLiteral("Feed A"))->id;
        busway.name = QStringLiteral("BW1");
        busway.x1M = 3;
        busway.y1M = 5;
        busway.x2M = 12;
        busway.y2M = 5;
        says(facility->insertBuswayNow(busway), "Added busway BW1");
        says(insert->insertNetworkNow({{}, QStringLiteral("Management"), NetworkRole::Oob, Technology::Ethernet}), "Added network Management");

        // A row of four NVL72 from the palette, whole, in one drop.
        auto *palette = w->findChild<CatalogPalette *>();
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        palette->quantity()->setValue(4);
        const std::unique_ptr<QMimeData> four = guitest::dragFromPalette(palette, QStringLiteral("GB300-NVL72"));
        palette->quantity()->setValue(1);
        QVERIFY(four);
        const QPointF spot = scene->toScene(h, QPointF(4, 7));
        view->setTransform(QTransform::fromScale(0.6, 0.6));
        view->centerOn(spot);
        QVERIFY(guitest::dropAt(view->viewport(), four.get(), view->mapFromScene(spot)));
        QCOMPARE(w->selectedRacks().size(), size_t(4));

        // Build Fabric… on the dropped racks, accepted after its preview.
        layout->setDialogHook([](FabricBuildDialog &dialog) {
            QVERIFY(dialog.buildEnabled());
            dialog.accept();
        });
        w->findChild<QAction *>(QStringLiteral("buildFabric"))->trigger();
        QVERIFY2(w->statusBar()->currentMessage().startsWith(QLatin1String("Built the compute fabric of 288 GPUs")),
                 qPrintable(w->statusBar()->currentMessage()));
        const QStringList built = test::problemLines(doc);
        QVERIFY2(built.isEmpty(), qPrintable(built.join(QLatin1Char('\n'))));
        const QString builtDump = dumpDesign(doc);

        // The same design as `railyard-cli edit` ops, applied to an empty design: the same totals.
        {
            const auto ops = writeEditOps(doc);
            QVERIFY2(ops.ok(), qPrintable(ops.error()));
            const auto parsed = parseEditOps(*ops, QStringLiteral("hand.jsonl"));
            QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
            Document byCli(std::move(*bundledCatalog()));
            const EditOutcome outcome = applyEditOps(byCli, *parsed, QStringLiteral("hand.jsonl"));
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            QCOMPARE(QJsonDocument(totalsJson(byCli, Engine(byCli))).toJson(), QJsonDocument(totalsJson(doc, Engine(doc))).toJson());
        }

        // One of each kind moved on the plan: the column, a CDU, the busway, a rack.
        const int beforeMoves = doc.undoStack()->index();
        for (ObjectRef o : {ObjectRef{EntityKind::Column, named(doc.columns(), QStringLiteral("C1"))->id.value},
                            ObjectRef{EntityKind::Cdu, named(doc.cdus(), QStringLiteral("CDU 2"))->id.value},
                            ObjectRef{EntityKind::Busway, named(doc.busways(), QStringLiteral("BW1"))->id.value}}) {
            QGraphicsItem *body = scene->facility().body(o);
            QVERIFY(body);
            view->centerOn(body);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, guitest::clickPointOf(view, body));
            guitest::dragOnPlan(view, scene->facility().body(o), QPointF(0, -30));
        }
        QCOMPARE(doc.undoStack()->index(), beforeMoves + 3);

        // And deleted, one of each kind, confirmed where a delete reaches further.
        deletes->setConfirm([](const QString &) { return true; });
        const RackId networkRack = named(doc.racks(), QStringLiteral("ROW01-N01"))->id;
        const std::vector<ObjectRef> doomed = {
            {EntityKind::Column, named(doc.columns(), QStringLiteral("C1"))->id.value},
            {EntityKind::Cdu, named(doc.cdus(), QStringLiteral("CDU 2"))->id.value},
            {EntityKind::Busway, named(doc.busways(), QStringLiteral("BW1"))->id.value},
            {EntityKind::Cable, doc.cables().begin()->id.value},
            {EntityKind::Device, named(doc.devices(), QStringLiteral("spine-1"))->id.value},
            {EntityKind::Pdu, doc.racks().at(networkRack).pduB.value},
            {EntityKind::Rack, networkRack.value},
            {EntityKind::Network, named(doc.networks(), QStringLiteral("Compute fabric"))->id.value},
            {EntityKind::Feed, named(doc.feeds(), QStringLiteral("Feed B"))->id.value},
            {EntityKind::Loop, loopId.value},
            {EntityKind::Row, named(doc.rows(), QStringLiteral("ROW01"))->id.value},
            {EntityKind::Hall, h.value},
        };
        for (const ObjectRef &o : doomed) {
            const int before = doc.undoStack()->index();
            deletes->deleteObjects({o});
            QVERIFY2(doc.undoStack()->index() == before + 1, qPrintable(kindToken(o.kind)));
        }
        QCOMPARE(doc.halls().size(), 0);
        const QString end = dumpDesign(doc);

        // Undo all: the empty design; redo all: every step again, to the same design.
        const int steps = doc.undoStack()->index() - start;
        for (int i = 0; i < steps; ++i)
            doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), empty);
        for (int i = 0; i < steps; ++i) {
            doc.undoStack()->redo();
            if (doc.undoStack()->index() == beforeMoves)
                QCOMPARE(dumpDesign(doc), builtDump);
        }
        QCOMPARE(dumpDesign(doc), end);
        // The built design again, clean: undo the moves and deletes.
        while (doc.undoStack()->index() > beforeMoves)
            doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), builtDump);
        QVERIFY(test::problemLines(doc).isEmpty());
    }
};

QTEST_MAIN(TestHandHall)
#include "tst_handhall.moc"
