// Cabling by hand and copy/paste in the window (issue #14): connect by drag on the elevation's
// rear, the Connect dialog, re-plug and delete from the cables table, wire like neighbours with
// a wrong rail showing live, and copy/paste of racks — each through the widgets, undone, redone.

#include "catalog/catalogcsv.h"
#include "clipboardactions.h"
#include "commands/editor.h"
#include "connectdialog.h"
#include "documenttablemodel.h"
#include "layout/cableedit.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "mainwindow.h"
#include "portdragconnector.h"
#include "portdragoverlay.h"
#include "portpicker.h"
#include "rackelevation.h"
#include "replugdialog.h"
#include "rules/liverulechecker.h"
#include "wiringactions.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMouseEvent>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using namespace railyard;

namespace {

std::unique_ptr<MainWindow> openSample()
{
    auto w = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
    if (!w->openFile(QStringLiteral(RAILYARD_SAMPLE_FILE)))
        qFatal("cannot open the sample");
    w->resize(1366, 768);
    w->show();
    return w;
}

void mouse(QWidget *to, QEvent::Type type, QPointF at)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(Qt::LeftButton);
    QMouseEvent event(type, at, to->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(to, &event);
}

// Press on one port, move over the way to the other, release there.
void dragPort(RackElevation *elevation, PortId from, PortId to)
{
    const QPointF a = elevation->portRect(from).center(), b = elevation->portRect(to).center();
    mouse(elevation, QEvent::MouseButtonPress, a);
    mouse(elevation, QEvent::MouseMove, (a + b) / 2);
    mouse(elevation, QEvent::MouseMove, b);
    mouse(elevation, QEvent::MouseButtonRelease, b);
}

bool isFree(const Document &doc, PortId port)
{
    return !(doc.cablesAt(port).begin() != doc.cablesAt(port).end());
}

CableId cableAt(const Document &doc, PortId port)
{
    return isFree(doc, port) ? CableId() : *doc.cablesAt(port).begin();
}

bool joined(const Document &doc, PortId a, PortId b)
{
    const CableId c = cableAt(doc, a);
    return c && doc.otherEnd(doc.cables().at(c), a) == b;
}

// Two nodes of one rack whose out-of-band ports run to a switch in the same rack, as
// {node port, switch port} each.
struct OobPair {
    RackId rack;
    PortId bmc1, sw1, bmc2, sw2;
};
OobPair oobPair(const Document &doc)
{
    for (const Rack &r : doc.racks()) {
        std::vector<std::pair<PortId, PortId>> found;
        for (DeviceId d : doc.devicesOf(r.id)) {
            if (doc.catalog().at(doc.devices().at(d).part).gpus == 0 || doc.devices().at(d).uPosition <= 0)
                continue;
            for (PortId p : doc.portsOf(d))
                if (doc.ports().at(p).role == PortRole::Oob)
                    if (const CableId c = cableAt(doc, p)) {
                        const PortId far = doc.otherEnd(doc.cables().at(c), p);
                        if (doc.devices().at(doc.ports().at(far).device).rack == r.id)
                            found.emplace_back(p, far);
                    }
        }
        if (found.size() >= 2)
            return {r.id, found[0].first, found[0].second, found[1].first, found[1].second};
    }
    return {};
}

// The pair with the first node's OOB cable taken out: a free node port and a free switch port.
OobPair freedPair(Document &doc)
{
    const OobPair pair = oobPair(doc);
    Editor editor(doc);
    if (!pair.rack || !deleteCables(editor, {cableAt(doc, pair.bmc1)}))
        qFatal("the sample has no rack with two nodes cabled to its own OOB switch");
    return pair;
}

QString status(MainWindow &w)
{
    return w.statusBar()->currentMessage();
}

void selectCable(MainWindow &w, CableId cable)
{
    w.centralTabs()->setCurrentWidget(w.cableTable()->parentWidget());
    auto *proxy = static_cast<QSortFilterProxyModel *>(w.cableTable()->model());
    auto *model = static_cast<DocumentTableModel *>(proxy->sourceModel());
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->idAt(row) == cable.value) {
            w.cableTable()->selectRow(proxy->mapFromSource(model->index(row, 0)).row());
            return;
        }
    QFAIL("cable not in the table");
}

} // namespace

class TestWiring : public QObject {
    Q_OBJECT
private slots:
    void connectByDragInTheElevation()
    {
        auto w = openSample();
        Document &doc = w->document();
        const OobPair pair = freedPair(doc);
        w->selectRacks({pair.rack});
        RackElevation *elevation = w->elevation();
        elevation->resize(900, 1100); // room for a switch's 48 ports
        QVERIFY(!elevation->portRect(pair.bmc1).isNull() && !elevation->portRect(pair.sw1).isNull());
        const size_t cables = doc.cables().size();
        const int steps = doc.undoStack()->count();
        const RowId row = doc.racks().at(pair.rack).row;
        const int tray = w->floorPlan()->scene()->trayCables(row);

        // While dragging: the rubber band from the port to the pointer, nothing made yet.
        auto *drag = w->findChild<WiringActions *>()->dragConnector();
        const QPointF a = elevation->portRect(pair.bmc1).center(), b = elevation->portRect(pair.sw1).center();
        mouse(elevation, QEvent::MouseButtonPress, a);
        mouse(elevation, QEvent::MouseMove, (a + b) / 2);
        mouse(elevation, QEvent::MouseMove, b);
        QCOMPARE(drag->dragging(), pair.bmc1);
        auto *overlay = elevation->findChild<PortDragOverlay *>();
        QVERIFY(overlay && overlay->isVisible());
        QCOMPARE(overlay->band().p2(), b);
        QCOMPARE(drag->refusalAt(b), QString());
        const QImage band = elevation->grab().toImage();
        if (const QString keep = qEnvironmentVariable("RAILYARD_TEST_OUTPUT"); !keep.isEmpty())
            band.save(QDir(keep).filePath(QStringLiteral("connect-by-drag.png")));
        QCOMPARE(doc.cables().size(), cables);
        mouse(elevation, QEvent::MouseButtonRelease, b);
        QVERIFY(!overlay->isVisible());

        QCOMPARE(doc.cables().size(), cables + 1);
        QVERIFY(joined(doc, pair.bmc1, pair.sw1));
        const CableId made = cableAt(doc, pair.bmc1);
        QVERIFY(!doc.cables().at(made).label.isEmpty());
        QVERIFY2(status(*w).startsWith(QStringLiteral("Connected")), qPrintable(status(*w)));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(w->floorPlan()->scene()->trayCables(row), tray + 1); // the plan's tray counts it
        doc.undoStack()->undo();
        QVERIFY(isFree(doc, pair.bmc1) && isFree(doc, pair.sw1));
        QCOMPARE(w->floorPlan()->scene()->trayCables(row), tray);
        doc.undoStack()->redo();
        QVERIFY(joined(doc, pair.bmc1, pair.sw1));
        doc.undoStack()->undo();

        // Esc drops a band under way: nothing is made.
        mouse(elevation, QEvent::MouseButtonPress, a);
        mouse(elevation, QEvent::MouseMove, b);
        QTest::keyClick(elevation, Qt::Key_Escape);
        QVERIFY(!overlay->isVisible());
        mouse(elevation, QEvent::MouseButtonRelease, b);
        QCOMPARE(doc.cables().size(), cables);

        // Refused: a free port dropped on a used one changes nothing and says why.
        dragPort(elevation, pair.bmc1, pair.sw2);
        QCOMPARE(doc.cables().size(), cables);
        QCOMPARE(doc.undoStack()->index(), steps);
        QVERIFY2(status(*w).contains(QStringLiteral("already cabled")), qPrintable(status(*w)));

        // A cabled port dragged to a free one re-plugs that end of its cable.
        const CableId second = cableAt(doc, pair.sw2);
        dragPort(elevation, pair.sw2, pair.sw1);
        QVERIFY(joined(doc, pair.bmc2, pair.sw1));
        QCOMPARE(cableAt(doc, pair.sw1), second);
        QVERIFY(isFree(doc, pair.sw2));
        QVERIFY2(status(*w).startsWith(QStringLiteral("Re-plugged")), qPrintable(status(*w)));
        doc.undoStack()->undo();
        QVERIFY(joined(doc, pair.bmc2, pair.sw2));
    }

    void connectDialogPicksAndRefuses()
    {
        auto w = openSample();
        Document &doc = w->document();
        const OobPair pair = freedPair(doc);
        const size_t cables = doc.cables().size();
        const int steps = doc.undoStack()->count();
        QPointer<ConnectDialog> dialog = w->findChild<WiringActions *>()->openConnect(pair.bmc1);
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->from()->port(), pair.bmc1);
        // Typed down to the used switch port: OK is refused with the reason, nothing changes.
        const QString usedName = doc.devices().at(doc.ports().at(pair.sw2).device).name + QLatin1Char(':') + doc.ports().at(pair.sw2).name;
        QTest::keyClicks(dialog->to()->filter(), usedName);
        dialog->to()->setPort(pair.sw2);
        QCOMPARE(dialog->to()->port(), pair.sw2);
        QVERIFY(dialog->to()->list()->model()->rowCount() < 50); // the filter narrowed the list
        QVERIFY2(dialog->refusal().contains(QStringLiteral("already cabled")), qPrintable(dialog->refusal()));
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        ok->click();
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("connectReason"))->text().contains(QStringLiteral("already cabled")));
        if (const QString keep = qEnvironmentVariable("RAILYARD_TEST_OUTPUT"); !keep.isEmpty())
            dialog->grab().save(QDir(keep).filePath(QStringLiteral("connect-dialog-refused.png")));
        QCOMPARE(doc.cables().size(), cables);
        // The free switch port: connected on OK, one undo step, the dialog closes.
        dialog->to()->setPort(pair.sw1);
        QCOMPARE(dialog->refusal(), QString());
        ok->click();
        QTRY_VERIFY(!dialog);
        QVERIFY(joined(doc, pair.bmc1, pair.sw1));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QVERIFY(isFree(doc, pair.bmc1));
    }

    void replugAndDeleteFromTheCablesTable()
    {
        auto w = openSample();
        Document &doc = w->document();
        const OobPair pair = freedPair(doc);
        const CableId cable = cableAt(doc, pair.bmc2);
        WiringActions *wiring = w->findChild<WiringActions *>();
        selectCable(*w, cable);
        QCOMPARE(wiring->tableCables(), std::vector<CableId>{cable});

        // Re-plug the switch end to the freed switch port.
        QPointer<ReplugDialog> replug = wiring->openReplug();
        QVERIFY(replug);
        replug->end()->setCurrentIndex(doc.cables().at(cable).a == pair.sw2 ? 0 : 1);
        replug->to()->setPort(pair.sw1);
        QCOMPARE(replug->reason(), QString());
        replug->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!replug);
        QVERIFY(joined(doc, pair.bmc2, pair.sw1));
        QVERIFY(isFree(doc, pair.sw2));
        doc.undoStack()->undo();
        QVERIFY(joined(doc, pair.bmc2, pair.sw2));

        // Delete from the table: the action (Delete in the table), one undo step.
        const size_t cables = doc.cables().size();
        selectCable(*w, cable);
        wiring->deleteCablesAction()->trigger();
        QCOMPARE(doc.cables().size(), cables - 1);
        QVERIFY(!doc.cables().contains(cable));
        QVERIFY(wiring->deleteCablesAction()->shortcuts().contains(QKeySequence(QKeySequence::Delete)));
        QVERIFY(w->cableTable()->actions().contains(wiring->deleteCablesAction())); // on its context menu
        QVERIFY(w->cableTable()->actions().contains(wiring->replugAction()));
        doc.undoStack()->undo();
        QVERIFY(joined(doc, pair.bmc2, pair.sw2));
        doc.undoStack()->redo();
        QVERIFY(isFree(doc, pair.bmc2));
        doc.undoStack()->undo();

        // A port's context menu in the elevation: Connect from a free port, Delete on a cabled one.
        auto actionsFor = [&](PortId port) {
            QMenu menu;
            emit w->elevation()->portMenuRequested(&menu, port);
            QStringList texts;
            for (QAction *a : menu.actions())
                texts << a->text();
            return texts.join(QLatin1Char('|'));
        };
        QVERIFY2(actionsFor(pair.bmc1).contains(QStringLiteral("Connect from")), qPrintable(actionsFor(pair.bmc1)));
        QVERIFY(actionsFor(pair.bmc1).contains(QStringLiteral("Like Its Neighbours")));
        QVERIFY(actionsFor(pair.bmc2).contains(QStringLiteral("Delete Cable")));
        {
            QMenu menu;
            emit w->elevation()->portMenuRequested(&menu, pair.sw2);
            for (QAction *a : menu.actions())
                if (a->text().startsWith(QStringLiteral("Delete Cable")))
                    a->trigger();
        }
        QVERIFY(isFree(doc, pair.sw2));
        doc.undoStack()->undo();
        QVERIFY(joined(doc, pair.bmc2, pair.sw2));
    }

    void wireLikeNeighboursShowsAWrongRailLive()
    {
        auto w = openSample();
        Document &doc = w->document();
        // A node whose cables are gone, in a rack whose other nodes have NIC 1 and NIC 2 swapped.
        const OobPair pair = oobPair(doc);
        const DeviceId node = doc.ports().at(pair.bmc1).device;
        Editor editor(doc);
        std::vector<CableId> own;
        for (PortId p : doc.portsOf(node))
            if (const CableId c = cableAt(doc, p))
                own.push_back(c);
        QVERIFY(own.size() >= 8);
        QVERIFY(deleteCables(editor, own));
        for (DeviceId other : doc.devicesOf(pair.rack)) {
            if (other == node || doc.devices().at(other).part != doc.devices().at(node).part)
                continue;
            std::vector<PortId> nics;
            for (PortId p : doc.portsOf(other))
                if (doc.ports().at(p).role == PortRole::Compute && cableAt(doc, p))
                    nics.push_back(p);
            QVERIFY(nics.size() >= 2);
            Cable x = doc.cables().at(cableAt(doc, nics[0])), y = doc.cables().at(cableAt(doc, nics[1]));
            (x.a == nics[0] ? x.a : x.b) = nics[1];
            (y.a == nics[1] ? y.a : y.b) = nics[0];
            editor.update(x, Cable::kEnds, QStringLiteral("swap"));
            editor.update(y, Cable::kEnds, QStringLiteral("swap"));
        }
        auto swapsOnNode = [&] {
            int n = 0;
            for (const Problem &p : w->ruleChecker().problems())
                if (p.code == QStringLiteral("RAIL_SWAP") || p.code == QStringLiteral("RAIL_ROTATION"))
                    for (const ObjectRef &o : p.objects)
                        if (o.kind == EntityKind::Cable && doc.cables().contains(CableId(o.id))) {
                            const Cable &c = doc.cables().at(CableId(o.id));
                            n += doc.ports().at(c.a).device == node || doc.ports().at(c.b).device == node;
                        }
            return n;
        };
        w->ruleChecker().flush();
        QCOMPARE(swapsOnNode(), 0);

        w->selectRacks({pair.rack});
        const int steps = doc.undoStack()->count();
        w->findChild<WiringActions *>()->wireAction()->trigger();
        QVERIFY2(status(*w).startsWith(QStringLiteral("Wired 1 device(s)")), qPrintable(status(*w)));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(joined(doc, pair.bmc1, pair.sw1)); // OOB to its rack's switch, as planned
        w->ruleChecker().flush();
        QTRY_COMPARE(swapsOnNode(), 2); // its NIC 1 and 2 copied the neighbour's swap
        doc.undoStack()->undo();
        QVERIFY(isFree(doc, pair.bmc1));
        // Nothing left to wire: said, and no empty step is left in the history.
        doc.undoStack()->redo();
        const int after = doc.undoStack()->count();
        w->findChild<WiringActions *>()->wireAction()->trigger();
        QVERIFY2(status(*w).startsWith(QStringLiteral("Nothing wired: ")), qPrintable(status(*w)));
        QCOMPARE(doc.undoStack()->count(), after);
    }

    void copyAndPasteRacks()
    {
        auto w = openSample();
        Document &doc = w->document();
        const OobPair pair = oobPair(doc);
        const Rack source = doc.racks().at(pair.rack);
        const auto inRack = doc.devicesOf(source.id);
        const size_t mounted = size_t(std::distance(inRack.begin(), inRack.end()));
        const size_t racks = doc.racks().size(), devices = doc.devices().size();
        ClipboardActions *clipboard = w->findChild<ClipboardActions *>();
        QVERIFY(clipboard);
        QVERIFY(clipboard->copyAction()->shortcuts().contains(QKeySequence(QKeySequence::Copy)));
        QVERIFY(clipboard->pasteNow().startsWith(QStringLiteral("Nothing to paste")));
        w->selectRacks({pair.rack});
        clipboard->copyAction()->trigger();
        QCOMPARE(clipboard->copied(), std::vector<RackId>{pair.rack});
        const int steps = doc.undoStack()->count();
        clipboard->pasteAction()->trigger();
        QVERIFY2(status(*w).startsWith(QStringLiteral("Pasted 1 rack(s)")), qPrintable(status(*w)));
        QCOMPARE(doc.racks().size(), racks + 1);
        QCOMPARE(doc.devices().size(), devices + mounted);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The copy is selected, named after the source's series, with devices named likewise.
        const std::vector<RackId> selected = w->selectedRacks();
        QCOMPARE(selected.size(), size_t(1));
        const Rack &copy = doc.racks().at(selected.front());
        QVERIFY(copy.name != source.name);
        QCOMPARE(copy.name.left(2), source.name.left(2));
        QSet<QString> names;
        for (const Device &d : doc.devices()) {
            QVERIFY2(!names.contains(d.name), qPrintable(d.name));
            names.insert(d.name);
        }
        doc.undoStack()->undo();
        QCOMPARE(doc.racks().size(), racks);
        QCOMPARE(doc.devices().size(), devices);
        doc.undoStack()->redo();
        QCOMPARE(doc.racks().size(), racks + 1);
        QCOMPARE(doc.devices().size(), devices + mounted);
    }
};

QTEST_MAIN(TestWiring)
#include "tst_wiring.moc"
