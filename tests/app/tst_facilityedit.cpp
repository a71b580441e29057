// The building and facility objects in the workspace (docs/GUI.md): columns, keep-out areas,
// busways and CDUs edited in the inspector through its widgets, picked, dragged and nudged on
// the floor plan; every kind of object found and deleted in the window; networks made there.

#include "catalog/catalogcsv.h"
#include "clipboardactions.h"
#include "contextmenuhooks.h"
#include "deleteactions.h"
#include "edit/findindex.h"
#include "insertactions.h"
#include "io/designdump.h"
#include "document/objectname.h"
#include "objectnavigator.h"
#include "workspaceactions.h"
#include "commands/editor.h"
#include "common/objectselection.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "inspector/inspectorhost.h"
#include "inspector/kindeditor.h"
#include "facilityinserts.h"
#include "guitestsupport.h"
#include "inspector.h"
#include "mainwindow.h"
#include "problemspanel.h"
#include "problemtablemodel.h"
#include "rackitem.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QMenu>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace railyard;
using guitest::clickPointOf;
using guitest::dragOnPlan;

namespace {

std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    return w;
}

// The sample in a window on the screen, as the plan's mouse tests need it.
std::unique_ptr<MainWindow> openShownSample()
{
    auto w = openSample();
    w->resize(1400, 900);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        qFatal("the window was not shown");
    return w;
}

PartId partOf(const Document &doc, PartCategory category)
{
    const auto parts = doc.catalog().parts(category);
    return parts.empty() ? PartId() : parts.front()->id;
}

// One of each facility kind added to the sample's first hall, away from its racks.
struct Facility {
    ObjectRef column, keepOut, busway, cdu;
};

Facility addFacility(Document &doc)
{
    Editor ed(doc);
    const Hall &hall = *doc.halls().begin();
    Facility f;
    f.column = {EntityKind::Column, ed.addColumn({{}, hall.id, QStringLiteral("C-TEST"), 1.0, 1.0, 0.6, 0.6}).value().value};
    KeepOut k{{}, hall.id, QStringLiteral("K-TEST"), 3.0, 1.0, 1.2, 0.8, QStringLiteral("exit path")};
    f.keepOut = {EntityKind::KeepOut, ed.addKeepOut(k).value().value};
    FeedId feed;
    for (FeedId id : doc.feedsOf(hall.id))
        feed = feed ? feed : id;
    f.busway = {EntityKind::Busway,
                ed.addBusway({{}, hall.id, feed, partOf(doc, PartCategory::Busway), QStringLiteral("BW-TEST"), 0, 0.2, 8, 0.2}).value().value};
    LoopId loop;
    for (LoopId id : doc.loopsOf(hall.id))
        loop = loop ? loop : id;
    PartId floorCdu; // one that stands on the floor, with a footprint
    for (const Part *p : doc.catalog().parts(PartCategory::Cdu))
        if (!floorCdu && p->widthM > 0)
            floorCdu = p->id;
    f.cdu = {EntityKind::Cdu, ed.addCdu({{}, loop, floorCdu, QStringLiteral("CDU-TEST"), 5.0, 1.0, 0}).value().value};
    return f;
}

// Types a value into an inspector field and commits it as a user does.
void commit(KindEditor *editor, const QString &key, const QString &value)
{
    QWidget *w = editor->field(key);
    QVERIFY2(w, qPrintable(key));
    if (auto *box = qobject_cast<QComboBox *>(w)) {
        const int index = box->findData(value);
        QVERIFY2(index >= 0, qPrintable(value));
        box->setCurrentIndex(index);
        emit box->activated(index);
    } else {
        auto *line = qobject_cast<QLineEdit *>(w);
        line->setText(value);
        QTest::keyClick(line, Qt::Key_Return);
    }
}

// Where a facility object stands (its centre; a busway's start), in hall metres.
QPointF placeOf(const Document &doc, ObjectRef o)
{
    switch (o.kind) {
    case EntityKind::Column: return {doc.columns().at(ColumnId(o.id)).xM, doc.columns().at(ColumnId(o.id)).yM};
    case EntityKind::KeepOut: return {doc.keepOuts().at(KeepOutId(o.id)).xM, doc.keepOuts().at(KeepOutId(o.id)).yM};
    case EntityKind::Cdu: return {doc.cdus().at(CduId(o.id)).xM, doc.cdus().at(CduId(o.id)).yM};
    case EntityKind::Busway: return {doc.busways().at(BuswayId(o.id)).x1M, doc.busways().at(BuswayId(o.id)).y1M};
    default: return {};
    }
}

QString shown(KindEditor *editor, const QString &key)
{
    QWidget *f = editor->field(key);
    auto *box = qobject_cast<QComboBox *>(f);
    return box ? box->currentData().toString() : qobject_cast<QLineEdit *>(f)->text();
}

} // namespace

class TestFacilityEdit : public QObject {
    Q_OBJECT
private slots:
    // An accepted edit per kind is one undo step; a refused one names the reason and leaves the
    // document and the undo stack as they were.
    void inspectorEditsFacility_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("refusedKey");
        QTest::addColumn<QString>("refusedValue");
        QTest::addColumn<QString>("reason");
        QTest::newRow("column width") << 0 << "width" << "0.8" << "depth" << "-1" << "must be positive";
        QTest::newRow("keep-out reason") << 1 << "reason" << "door swing" << "width" << "0" << "must be positive";
        QTest::newRow("busway end") << 2 << "x2" << "12" << "x2" << "ten" << "";
        QTest::newRow("cdu rotation") << 3 << "rotation" << "90" << "name" << "" << "needs a name";
    }
    void inspectorEditsFacility()
    {
        QFETCH(int, which);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, refusedKey);
        QFETCH(QString, refusedValue);
        QFETCH(QString, reason);
        auto w = openSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        const ObjectRef object = std::array{f.column, f.keepOut, f.busway, f.cdu}[size_t(which)];
        w->selection()->select(object);
        KindEditor *editor = w->inspectorHost()->editor(object.kind);
        QVERIFY(editor);
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)editor);

        const QString before = shown(editor, key);
        const int steps = doc.undoStack()->count();
        commit(editor, key, value);
        QVERIFY2(editor->error().isEmpty(), qPrintable(editor->error()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(shown(editor, key), value);
        doc.undoStack()->undo();
        editor->showObject(object.id);
        QCOMPARE(shown(editor, key), before);
        doc.undoStack()->redo();
        editor->showObject(object.id);
        QCOMPARE(shown(editor, key), value);

        const QString refusedBefore = shown(editor, refusedKey);
        commit(editor, refusedKey, refusedValue);
        QVERIFY(!editor->error().isEmpty());
        if (!reason.isEmpty())
            QVERIFY2(editor->error().contains(reason), qPrintable(editor->error()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(shown(editor, refusedKey), refusedBefore);
    }

    // The busway shows its load against its rating; a new feed carries its tap-offs along in
    // the same undo step. The CDU shows its capacity and its loop's.
    void facilityFigures()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        const PduId pdu = doc.pdus().begin()->id;
        const Busway &busway = doc.busways().at(BuswayId(f.busway.id));
        Pdu tapOff = doc.pdus().at(pdu);
        const HallId pduHall = doc.feeds().at(tapOff.feed).hall;
        QCOMPARE(pduHall, busway.hall);
        // The PDU's page hangs it on the busway, one step, onto the busway's feed.
        w->selection()->select({EntityKind::Pdu, pdu.value});
        KindEditor *pduPage = w->inspectorHost()->editor(EntityKind::Pdu);
        const int before = doc.undoStack()->count();
        commit(pduPage, QStringLiteral("busway"), QString::number(busway.id.value));
        QVERIFY2(pduPage->error().isEmpty(), qPrintable(pduPage->error()));
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(doc.pdus().at(pdu).busway, busway.id);
        QCOMPARE(doc.pdus().at(pdu).feed, busway.feed);
        FeedId otherFeed;
        for (FeedId id : doc.feedsOf(busway.hall))
            if (id != busway.feed && !otherFeed)
                otherFeed = id;
        commit(pduPage, QStringLiteral("feed"), QString::number(otherFeed.value));
        QVERIFY2(pduPage->error().contains(QStringLiteral("taps off")), qPrintable(pduPage->error()));
        QCOMPARE(doc.pdus().at(pdu).feed, busway.feed);
        QCOMPARE(doc.undoStack()->count(), before + 1);
        w->selection()->select(f.busway);
        KindEditor *editor = w->inspectorHost()->editor(EntityKind::Busway);
        QVERIFY2(editor->figure(QStringLiteral("load")).contains(QStringLiteral(" of ")), qPrintable(editor->figure(QStringLiteral("load"))));
        QVERIFY(editor->figure(QStringLiteral("failover")).contains(QStringLiteral(" of ")));
        QCOMPARE(editor->figure(QStringLiteral("tapoffs")), doc.pdus().at(pdu).name);
        FeedId other;
        for (FeedId id : doc.feedsOf(busway.hall))
            if (id != busway.feed && !other)
                other = id;
        QVERIFY(other);
        const int steps = doc.undoStack()->count();
        commit(editor, QStringLiteral("feed"), QString::number(other.value));
        QVERIFY2(editor->error().isEmpty(), qPrintable(editor->error()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.pdus().at(pdu).feed, other);
        doc.undoStack()->undo();
        QCOMPARE(doc.pdus().at(pdu).feed, doc.busways().at(busway.id).feed);

        w->selection()->select(f.cdu);
        KindEditor *cdu = w->inspectorHost()->editor(EntityKind::Cdu);
        QVERIFY(cdu->figure(QStringLiteral("capacity")).endsWith(QStringLiteral("kW")));
        QVERIFY2(cdu->figure(QStringLiteral("loop")).contains(QStringLiteral("CDUs required")), qPrintable(cdu->figure(QStringLiteral("loop"))));
    }

    // A click on a column on the plan shows it in the inspector; an edit redraws the plan and
    // keeps it selected; a click on the empty floor clears the selection.
    void clickSelectsOnPlan()
    {
        auto w = openShownSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        QCOMPARE(scene->facility().count(EntityKind::Column), 2);
        QGraphicsItem *body = scene->facility().body(f.column);
        QVERIFY(body);
        view->fitInView(body->sceneBoundingRect().adjusted(-300, -300, 300, 300), Qt::KeepAspectRatio);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(body->sceneBoundingRect().center()));
        QCOMPARE(w->selection()->objects().size(), size_t(1));
        QCOMPARE(w->selection()->single().kind, EntityKind::Column);
        QCOMPARE(w->selection()->single().id, f.column.id);
        KindEditor *editor = w->inspectorHost()->editor(EntityKind::Column);
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)editor);
        commit(editor, QStringLiteral("width"), QStringLiteral("1.2"));
        QCOMPARE(doc.columns().at(ColumnId(f.column.id)).widthM, 1.2);
        QCOMPARE(w->selection()->single().kind, EntityKind::Column);
        QVERIFY(scene->facility().body(f.column)->isSelected());
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            if (dock->widget() && dock->widget()->isAncestorOf(editor))
                dock->raise();
        w->grab().save(QStringLiteral("/tmp/shots/inspector-column.png"));

        // Selected elsewhere, a keep-out area is outlined on the plan instead of the column.
        w->selection()->select(f.keepOut);
        QVERIFY(scene->facility().body(f.keepOut)->isSelected());
        QVERIFY(!scene->facility().body(f.column)->isSelected());
        QCOMPARE(w->selection()->single().kind, EntityKind::KeepOut);
        w->grab().save(QStringLiteral("/tmp/shots/inspector-keepout.png"));
        // A click off the design (above the hall's wall) clears it. The layer was redrawn by the
        // edit above: ask for the column's item again.
        const QPointF above = scene->facility().body(f.column)->sceneBoundingRect().center() + QPointF(0, -250);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(above));
        QVERIFY(w->selection()->isEmpty());
    }

    // The rack page offers the PDUs of the rack's hall on feeds of the side asked, and "none";
    // a choice is one undo step.
    void rackPduChoice()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Rack rack = *doc.racks().begin();
        w->selectRacks({rack.id});
        auto *a = w->inspector()->findChild<QComboBox *>(QStringLiteral("pduA"));
        auto *b = w->inspector()->findChild<QComboBox *>(QStringLiteral("pduB"));
        QVERIFY(a && b);
        QCOMPARE(a->itemData(0).toUInt(), 0u);
        QCOMPARE(a->currentData().toUInt(), rack.pduA.value);
        for (int i = 1; i < a->count(); ++i)
            QCOMPARE(doc.feeds().at(doc.pdus().at(PduId(a->itemData(i).toUInt())).feed).side, FeedSide::A);
        for (int i = 1; i < b->count(); ++i)
            QCOMPARE(doc.feeds().at(doc.pdus().at(PduId(b->itemData(i).toUInt())).feed).side, FeedSide::B);
        const int steps = doc.undoStack()->count();
        a->setCurrentIndex(0);
        emit a->activated(0);
        QCOMPARE(doc.racks().at(rack.id).pduA, PduId());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().at(rack.id).pduA, rack.pduA);
        QCOMPARE(a->currentData().toUInt(), rack.pduA.value);
    }

    // The Insert menu's facility forms without their dialogs: each an undo step, a bad value
    // refused with its reason and nothing added.
    void insertFacility()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *inserts = w->findChild<FacilityInserts *>();
        QVERIFY(inserts);
        const int steps = doc.undoStack()->count();
        Column c = inserts->newColumn();
        QVERIFY(inserts->insertColumnNow(c).startsWith(QStringLiteral("Added column")));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The same name again: refused.
        QVERIFY(inserts->insertColumnNow(c).contains(QStringLiteral("unique")));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        KeepOut k = inserts->newKeepOut();
        k.widthM = 0;
        QVERIFY(inserts->insertKeepOutNow(k).contains(QStringLiteral("must be positive")));
        k.widthM = 1;
        QVERIFY(inserts->insertKeepOutNow(k).startsWith(QStringLiteral("Added keep-out area")));
        Busway b = inserts->newBusway();
        QVERIFY(b.feed && b.part);
        QVERIFY(inserts->insertBuswayNow(b).startsWith(QStringLiteral("Added busway")));
        Cdu cdu = inserts->newCdu();
        QVERIFY(cdu.loop && cdu.part);
        // Where the column stands: refused, naming it.
        cdu.xM = c.xM;
        cdu.yM = c.yM;
        const QString onColumn = inserts->insertCduNow(cdu);
        QVERIFY2(onColumn.contains(c.name), qPrintable(onColumn));
        cdu.xM += 5;
        cdu.yM += 3;
        const QString beside = inserts->insertCduNow(cdu);
        QVERIFY2(beside.startsWith(QStringLiteral("Added CDU")), qPrintable(beside));
        QCOMPARE(doc.undoStack()->count(), steps + 4);
        QCOMPARE(doc.columns().size(), 1);
    }

    // Draw Column: a drag on the plan over a rack adds a column there, snapped to 0.1 m, in one
    // step; the rules then report the rack standing on it. Esc leaves the tool.
    void drawColumnOnPlan()
    {
        auto w = openShownSample();
        Document &doc = w->document();
        auto *inserts = w->findChild<FacilityInserts *>();
        FloorPlanView *view = w->floorPlan()->view();
        const Rack rack = *doc.racks().begin();
        QGraphicsItem *item = w->floorPlan()->scene()->item(rack.id);
        const QRectF r = item->sceneBoundingRect();
        view->fitInView(r.adjusted(-400, -300, 400, 300), Qt::KeepAspectRatio);
        const QPoint from = view->mapFromScene(r.center() - QPointF(r.width() / 4, r.height() / 4));
        const QPoint to = view->mapFromScene(r.center() + QPointF(r.width() / 4, r.height() / 4));
        const int steps = doc.undoStack()->count();
        inserts->drawColumnAction()->setChecked(true);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view->viewport(), to);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.columns().size(), 1);
        const Column &c = *doc.columns().begin();
        QVERIFY(c.widthM > 0 && c.depthM > 0);
        QCOMPARE(std::round(c.widthM * 10) / 10, c.widthM);
        QCOMPARE(doc.racks().at(rack.id).xM, rack.xM); // the rack is where it was
        const auto onColumn = [&] {
            for (const Problem &p : w->ruleChecker().problems())
                if (p.code == QLatin1String("RACK_ON_COLUMN"))
                    return true;
            return false;
        };
        QTRY_VERIFY(onColumn());
        w->selection()->select({EntityKind::Column, c.id.value});
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            if (dock->widget() && dock->widget()->isAncestorOf(w->inspectorHost()))
                dock->raise();
        w->grab().save(QStringLiteral("/tmp/shots/drawn-column.png"));
        // Esc while dragging drops the rectangle and adds nothing; the next Esc leaves the tool.
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view->viewport(), to);
        QTest::keyClick(view, Qt::Key_Escape);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(doc.columns().size(), 1);
        QVERIFY(inserts->drawColumnAction()->isChecked());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!inserts->drawColumnAction()->isChecked());
        doc.undoStack()->undo();
        QCOMPARE(doc.columns().size(), 0);
        QTRY_VERIFY(!onColumn());
    }

    // Each facility kind is dragged on the plan (one undo step, to the centimetre) and nudged by
    // the arrow keys; a drag onto a column is refused with the reason and leaves all in place.
    void dragAndNudgeFacility()
    {
        auto w = openShownSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        FloorPlanScene *scene = w->floorPlan()->scene();
        FloorPlanView *view = w->floorPlan()->view();
        QRectF area;
        for (ObjectRef o : {f.column, f.keepOut, f.busway, f.cdu})
            area |= scene->facility().body(o)->sceneBoundingRect();
        view->fitInView(area.adjusted(-200, -200, 200, 200), Qt::KeepAspectRatio);
        const QString before = dumpDesign(doc);
        for (ObjectRef o : {f.column, f.keepOut, f.cdu, f.busway}) {
            const QPointF was = placeOf(doc, o);
            const int steps = doc.undoStack()->count();
            QGraphicsItem *body = scene->facility().body(o);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, clickPointOf(view, body));
            QCOMPARE(w->selection()->single(), o);
            const QPointF went = dragOnPlan(view, scene->facility().body(o), QPointF(40, 30));
            QCOMPARE(doc.undoStack()->count(), steps + 1);
            const QPointF now = placeOf(doc, o);
            QVERIFY2(std::abs(now.x() - was.x() - went.x()) < 0.011 && std::abs(now.y() - was.y() - went.y()) < 0.011,
                     qPrintable(QStringLiteral("%1 went %2,%3 m, moved %4,%5 m").arg(kindToken(o.kind)).arg(went.x()).arg(went.y())
                                    .arg(now.x() - was.x()).arg(now.y() - was.y())));
            QCOMPARE(std::round(now.x() * 100) / 100, now.x());
            // The drawing follows the design, and the object stays selected.
            QVERIFY(scene->facility().body(o)->isSelected());
            // An arrow nudges the selected object a tile; one undo step each.
            view->setFocus();
            QTest::keyClick(view, Qt::Key_Down);
            QCOMPARE(doc.undoStack()->count(), steps + 2);
            QCOMPARE(placeOf(doc, o).y(), std::round((now.y() + 0.6) * 100) / 100);
        }
        // The CDU dragged onto the column: refused, back in place, the reason in the status bar.
        const int steps = doc.undoStack()->count();
        const QPointF cduAt = placeOf(doc, f.cdu);
        const QPointF onto = scene->facility().body(f.column)->sceneBoundingRect().center() - scene->facility().body(f.cdu)->sceneBoundingRect().center();
        w->selection()->select(f.cdu);
        dragOnPlan(view, scene->facility().body(f.cdu), onto);
        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(placeOf(doc, f.cdu), cduAt);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("column")), qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(scene->facility().body(f.cdu)->sceneBoundingRect().center(),
                 scene->toScene(doc.halls().begin()->id, cduAt));
        w->grab().save(QStringLiteral("/tmp/shots/facility-dragged.png"));
        for (int i = 0; i < 8; ++i)
            doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), before);
    }

    // Copy and Paste of facility objects selected on the plan: copies a tile along x and y,
    // named on, one undo step, selected; a second paste goes a tile further; a copy that would
    // stand on a column is refused with the column named and nothing is added.
    void copyPasteFacility()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        auto *clipboard = w->findChild<ClipboardActions *>();
        QVERIFY(clipboard);
        w->selectRacks({});
        w->selection()->select({f.column, f.cdu});
        QCOMPARE(clipboard->copyNow(), QStringLiteral("Copied 2 object(s)"));
        const int steps = doc.undoStack()->count();
        QCOMPARE(clipboard->pasteNow(), QStringLiteral("Pasted 2 object(s)"));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const std::vector<ObjectRef> copies = w->selection()->objects();
        QCOMPARE(copies.size(), size_t(2));
        const Column &column = doc.columns().at(ColumnId(copies[0].id));
        QCOMPARE(column.name, QStringLiteral("C-TEST-2"));
        QCOMPARE(QPointF(column.xM, column.yM), placeOf(doc, f.column) + QPointF(0.6, 0.6));
        const Cdu &cdu = doc.cdus().at(CduId(copies[1].id));
        QCOMPARE(cdu.name, QStringLiteral("CDU-TEST-2"));
        QCOMPARE(cdu.loop, doc.cdus().at(CduId(f.cdu.id)).loop);
        QVERIFY(clipboard->pasteNow().startsWith(QStringLiteral("Pasted")));
        QCOMPARE(doc.columns().at(ColumnId(w->selection()->objects()[0].id)).xM, placeOf(doc, f.column).x() + 1.2);
        // A column where the next CDU copy would stand: refused whole, naming it.
        Editor ed(doc);
        const QPointF third = placeOf(doc, f.cdu) + QPointF(1.8, 1.8);
        QVERIFY(ed.addColumn({{}, doc.cdus().at(CduId(f.cdu.id)).loop ? doc.loops().at(doc.cdus().at(CduId(f.cdu.id)).loop).hall : HallId(),
                              QStringLiteral("C-BLOCK"), third.x(), third.y(), 0.6, 0.6}).ok());
        const int before = doc.undoStack()->count(), columns = doc.columns().size();
        const QString refused = clipboard->pasteNow();
        QVERIFY2(refused.contains(QStringLiteral("C-BLOCK")), qPrintable(refused));
        QCOMPARE(doc.undoStack()->count(), before);
        QCOMPARE(doc.columns().size(), columns);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.columns().size(), 1);
    }

    // Find finds every kind of named object by its name, and reveals it as the selection.
    void findCoversEveryKind()
    {
        auto w = openSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        std::vector<ObjectRef> objects{f.column, f.keepOut, f.busway, f.cdu,
                                       {EntityKind::Hall, doc.halls().begin()->id.value},
                                       {EntityKind::Row, doc.rows().begin()->id.value},
                                       {EntityKind::Feed, doc.feeds().begin()->id.value},
                                       {EntityKind::Pdu, doc.pdus().begin()->id.value},
                                       {EntityKind::Loop, doc.loops().begin()->id.value},
                                       {EntityKind::Network, doc.networks().begin()->id.value},
                                       {EntityKind::Rack, doc.racks().begin()->id.value},
                                       {EntityKind::Device, doc.devices().begin()->id.value}};
        FindIndex index;
        index.rebuild(doc, {});
        for (const ObjectRef &o : objects) {
            const QString name = nameOfObject(doc, o);
            QVERIFY(!name.isEmpty());
            const std::vector<FindHit> hits = index.search(name, 50);
            const bool found = std::any_of(hits.begin(), hits.end(), [&](const FindHit &h) { return h.object == o; });
            QVERIFY2(found, qPrintable(QStringLiteral("%1 %2").arg(kindToken(o.kind), name)));
            w->workspace()->navigator()->reveal(o);
            QCOMPARE(w->selection()->single(), o);
        }
    }

    // Every kind of object is deleted from the window's selection as one undo step, with the
    // cascade of railyard-cli edit's delete; a delete that takes more asks first and says what.
    void deleteEveryKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("asks");
        QTest::addColumn<QString>("says");
        QTest::newRow("hall") << int(EntityKind::Hall) << true << "row";
        QTest::newRow("row") << int(EntityKind::Row) << true << "rack";
        QTest::newRow("rack") << int(EntityKind::Rack) << false << "";
        QTest::newRow("device") << int(EntityKind::Device) << false << "";
        QTest::newRow("cable") << int(EntityKind::Cable) << false << "";
        QTest::newRow("feed") << int(EntityKind::Feed) << true << "PDU";
        QTest::newRow("pdu") << int(EntityKind::Pdu) << true << "without a PDU";
        QTest::newRow("loop") << int(EntityKind::Loop) << true << "CDU";
        QTest::newRow("network") << int(EntityKind::Network) << true << "without a network";
        QTest::newRow("column") << int(EntityKind::Column) << false << "";
        QTest::newRow("keep-out") << int(EntityKind::KeepOut) << false << "";
        QTest::newRow("busway") << int(EntityKind::Busway) << false << "";
        QTest::newRow("cdu") << int(EntityKind::Cdu) << false << "";
    }
    void deleteEveryKind()
    {
        QFETCH(int, kind);
        QFETCH(bool, asks);
        QFETCH(QString, says);
        auto w = openSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        ObjectRef o{EntityKind(kind), 0};
        switch (o.kind) {
        case EntityKind::Hall: o.id = doc.halls().begin()->id.value; break;
        case EntityKind::Row: o.id = doc.rows().begin()->id.value; break;
        case EntityKind::Rack: o.id = doc.racks().begin()->id.value; break;
        case EntityKind::Device: o.id = doc.devices().begin()->id.value; break;
        case EntityKind::Cable: o.id = doc.cables().begin()->id.value; break;
        case EntityKind::Feed: o.id = doc.feeds().begin()->id.value; break;
        case EntityKind::Pdu: o.id = doc.pdus().begin()->id.value; break;
        case EntityKind::Loop: o.id = doc.cdus().at(CduId(f.cdu.id)).loop.value; break;
        case EntityKind::Network: o.id = doc.networks().begin()->id.value; break;
        case EntityKind::Column: o = f.column; break;
        case EntityKind::KeepOut: o = f.keepOut; break;
        case EntityKind::Busway: o = f.busway; break;
        case EntityKind::Cdu: o = f.cdu; break;
        default: QFAIL("no such row");
        }
        QVERIFY(!nameOfObject(doc, o).isEmpty());
        const QString before = dumpDesign(doc);
        const int steps = doc.undoStack()->count();
        QAction *action = w->findChild<QAction *>(QStringLiteral("deleteSelection"));
        QVERIFY(action);
        if (asks) { // the window's own question, looked at and cancelled
            w->workspace()->navigator()->reveal(o);
            QString shownText;
            QTimer::singleShot(0, [&shownText] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                shownText = box->text();
                box->grab().save(QStringLiteral("/tmp/shots/confirm-delete-%1.png").arg(QLatin1String(QTest::currentDataTag())));
                box->button(QMessageBox::Cancel)->click();
            });
            action->trigger();
            QVERIFY2(shownText.contains(says), qPrintable(shownText));
            QCOMPARE(dumpDesign(doc), before);
        }
        QString asked;
        bool answer = false;
        DeleteActions *deletes = w->workspace()->deleteActions();
        deletes->setConfirm([&](const QString &question) {
            asked = question;
            return answer;
        });
        w->workspace()->navigator()->reveal(o);
        if (asks) { // said no to: nothing changes
            action->trigger();
            QVERIFY2(asked.contains(says), qPrintable(asked));
            QCOMPARE(doc.undoStack()->count(), steps);
            QCOMPARE(dumpDesign(doc), before);
            w->workspace()->navigator()->reveal(o);
        }
        answer = true;
        asked.clear();
        action->trigger();
        QCOMPARE(asked.isEmpty(), !asks);
        QVERIFY(nameOfObject(doc, o).isNull());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(w->selection()->isEmpty());
        const QString after = dumpDesign(doc);
        doc.undoStack()->undo();
        QCOMPARE(dumpDesign(doc), before);
        doc.undoStack()->redo();
        QCOMPARE(dumpDesign(doc), after);
    }

    // Delete on the plan deletes a facility object selected there.
    void deleteKeyOnPlan()
    {
        auto w = openShownSample();
        Document &doc = w->document();
        const Facility f = addFacility(doc);
        FloorPlanView *view = w->floorPlan()->view();
        QGraphicsItem *body = w->floorPlan()->scene()->facility().body(f.keepOut);
        view->fitInView(body->sceneBoundingRect().adjusted(-300, -300, 300, 300), Qt::KeepAspectRatio);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, clickPointOf(view, body));
        QCOMPARE(w->selection()->single(), f.keepOut);
        // A right click there offers the keep-out area's own Inspect and Delete.
        const ContextTarget target = w->workspace()->contextMenuHooks()->planTarget(view->mapToScene(clickPointOf(view, body)));
        QCOMPARE(target.object, f.keepOut);
        std::unique_ptr<QMenu> menu(w->workspace()->contextMenus().menuFor(target, w.get()));
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("delete")));
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("inspect")));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY(!doc.keepOuts().contains(KeepOutId(f.keepOut.id)));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("K-TEST")));
        doc.undoStack()->undo();
        QVERIFY(doc.keepOuts().contains(KeepOutId(f.keepOut.id)));
    }

    // A network is made with Insert > Network…, renamed in the inspector and judged by the gate.
    void networkInWindow()
    {
        auto w = openSample();
        Document &doc = w->document();
        auto *inserts = w->findChild<InsertActions *>();
        QVERIFY(inserts);
        QVERIFY(w->findChild<QAction *>(QStringLiteral("insertNetwork")));
        const int networks = doc.networks().size();
        const int steps = doc.undoStack()->count();
        Network n = inserts->newNetwork();
        n.role = NetworkRole::Storage;
        n.technology = Technology::Ethernet;
        QVERIFY(inserts->insertNetworkNow(n).startsWith(QStringLiteral("Added network")));
        QCOMPARE(doc.networks().size(), networks + 1);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(inserts->insertNetworkNow(n).contains(QStringLiteral("unique")));
        Network plane = inserts->newNetwork();
        plane.role = NetworkRole::Oob;
        plane.plane = 1;
        QCOMPARE(inserts->insertNetworkNow(plane), checkEdit(doc, plane));
        QCOMPARE(doc.networks().size(), networks + 1);
        NetworkId made;
        for (const Network &x : doc.networks())
            if (x.name == n.name)
                made = x.id;
        w->selection()->select({EntityKind::Network, made.value});
        KindEditor *editor = w->inspectorHost()->editor(EntityKind::Network);
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)editor);
        commit(editor, QStringLiteral("name"), QStringLiteral("STORAGE-FE"));
        QCOMPARE(doc.networks().at(made).name, QStringLiteral("STORAGE-FE"));
        QCOMPARE(doc.undoStack()->count(), steps + 2);
    }

    // A double-click on a problem selects its objects and opens the inspector on them: a hall
    // with load and no utility feed shows the hall.
    void problemDoubleClickOpensItsObject()
    {
        auto w = openShownSample();
        Document &doc = w->document();
        Hall hall = *doc.halls().begin();
        hall.utilityFeedW = 0;
        QVERIFY(Editor(doc).update(hall, Hall::kUtilityFeed, QStringLiteral("no utility")).wasApplied());
        const ObjectRef hallRef{EntityKind::Hall, hall.id.value};
        auto *table = w->problemsPanel()->findChild<QTableView *>();
        QVERIFY(table);
        const auto rowOf = [&] {
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QModelIndex at = static_cast<QSortFilterProxyModel *>(table->model())->mapToSource(table->model()->index(r, 0));
                const Problem &p = w->problemsPanel()->model()->problem(at.row());
                if (p.code == QLatin1String("HALL_WITHOUT_UTILITY") && p.objects == std::vector<ObjectRef>{hallRef})
                    return r;
            }
            return -1;
        };
        QTRY_VERIFY(rowOf() >= 0);
        emit table->doubleClicked(table->model()->index(rowOf(), 0));
        QCOMPARE(w->selection()->single(), hallRef);
        QCOMPARE(w->inspectorHost()->currentPage(), (QWidget *)w->inspectorHost()->editor(EntityKind::Hall));
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
        QVERIFY(dock && !dock->visibleRegion().isEmpty());
    }
};

QTEST_MAIN(TestFacilityEdit)
#include "tst_facilityedit.moc"
