// The one edit gate (docs/GUI.md, "Inspector"; docs/CLI.md, "edit"): an illegal edit is refused
// the same way wherever it is made — `railyard-cli edit`, the inspector, a table cell, a drag on
// the plan — with the same reason, and the design stays as it was.

#include "../model/testsupport.h"
#include "clirun.h"

#include "catalog/catalogcsv.h"
#include "documenttablemodel.h"
#include "floorplanpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "inspector.h"
#include "inspector/inspectorhost.h"
#include "inspector/kindeditor.h"
#include "io/designdump.h"
#include "mainwindow.h"
#include "rackitem.h"
#include "racktablemodel.h"
#include "devicetablemodel.h"
#include "cabletablemodel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace railyard;
using namespace railyard::test;

namespace {

// The hand-drawn liquid hall of tests/data with a column beside rack A02, one in front of CDU 1
// and a labelled management cable.
const char *const kFixtureOps = "{\"op\":\"add\",\"kind\":\"column\",\"fields\":{\"name\":\"C1\",\"hall\":\"H1\",\"x_m\":8,\"y_m\":5,\"width_m\":0.5,\"depth_m\":0.5}}\n"
                                "{\"op\":\"add\",\"kind\":\"column\",\"fields\":{\"name\":\"C2\",\"hall\":\"H1\",\"x_m\":1,\"y_m\":3,\"width_m\":0.5,\"depth_m\":0.5}}\n"
                                "{\"op\":\"set\",\"kind\":\"cable\",\"name\":\"node-1:M1\",\"fields\":{\"label\":\"MGMT-001\"}}\n";

// The reason in "railyard-cli: OPS:LINE: OP KIND NAME: reason".
QString cliReason(const QString &err)
{
    return err.trimmed().section(QStringLiteral(": "), 3);
}

// A reason with its figures taken out: a drag lands to the centimetre the mouse reaches, not
// on the figure an edit file gives.
QString wording(QString reason)
{
    return reason.replace(QRegularExpression(QStringLiteral("-?[0-9]+(\\.[0-9]+)?")), QStringLiteral("#"));
}

void sendMouse(QWidget *to, QEvent::Type type, QPoint at)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, at, to->mapToGlobal(at), button, held, Qt::NoModifier);
    QApplication::sendEvent(to, &event);
}

} // namespace

class TestEditGate : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;
    std::unique_ptr<MainWindow> m_window;

    Document &doc() { return m_window->document(); }

    uint32_t idOf(EntityKind kind, const QString &name)
    {
        const auto find = [&](const auto &table) -> uint32_t {
            for (const auto &e : table)
                if (e.name == name)
                    return e.id.value;
            return 0;
        };
        switch (kind) {
        case EntityKind::Hall: return find(doc().halls());
        case EntityKind::Loop: return find(doc().loops());
        case EntityKind::Rack: return find(doc().racks());
        case EntityKind::Device: return find(doc().devices());
        case EntityKind::Network: return find(doc().networks());
        case EntityKind::Cdu: return find(doc().cdus());
        case EntityKind::Cable:
            for (const Cable &c : doc().cables())
                if (doc().ports().at(c.a).name == QLatin1String("M1") && doc().devices().at(doc().ports().at(c.a).device).name == name)
                    return c.id.value;
            return 0;
        default: return 0;
        }
    }

    // The inspector's page of the object, its field set as a user types or picks it.
    QString refusedByInspector(EntityKind kind, uint32_t id, const QString &key, const QString &value)
    {
        if (kind == EntityKind::Rack) {
            m_window->selectRacks({RackId(id)});
            Inspector *inspector = m_window->inspector();
            if (auto *box = inspector->findChild<QComboBox *>(key)) {
                const int index = box->findText(value);
                if (index < 0)
                    return QStringLiteral("no choice %1").arg(value);
                box->setCurrentIndex(index);
                emit box->activated(index);
            } else {
                inspector->apply(key, value);
            }
            return inspector->error();
        }
        KindEditor *page = m_window->inspectorHost()->editor(kind);
        if (!page || !page->showObject(id))
            return QStringLiteral("no inspector page");
        auto *line = qobject_cast<QLineEdit *>(page->field(key));
        if (!line)
            return QStringLiteral("no field %1").arg(key);
        line->setFocus();
        line->setText(value);
        QTest::keyClick(line, Qt::Key_Return);
        return page->error();
    }

    // The cell committed as a table's editor commits it; the window's status bar says why not.
    QString refusedByTable(EntityKind kind, uint32_t id, int column, const QString &value)
    {
        QTableView *table = kind == EntityKind::Rack     ? m_window->rackTable()
                            : kind == EntityKind::Device ? m_window->deviceTable()
                                                         : m_window->cableTable();
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(table->model());
        auto *source = proxy ? qobject_cast<DocumentTableModel *>(proxy->sourceModel()) : nullptr;
        if (!source || source->rowOf(id) < 0)
            return QStringLiteral("no table row");
        m_window->statusBar()->clearMessage();
        const QModelIndex cell = proxy->mapFromSource(source->index(source->rowOf(id), column));
        if (proxy->setData(cell, value, Qt::EditRole))
            return QStringLiteral("accepted");
        return m_window->statusBar()->currentMessage();
    }

    // The rack dragged on the plan to (x, y) m of its hall and let go there.
    QString refusedByDrag(RackId id, QPointF toM)
    {
        m_window->centralTabs()->setCurrentWidget(m_window->floorPlan());
        FloorPlanView *view = m_window->floorPlan()->view();
        FloorPlanScene *scene = m_window->floorPlan()->scene();
        const HallId hall = doc().hallOf(id);
        view->fitInView(QRectF(scene->toScene(hall, {-4, -1}), scene->toScene(hall, {15, 11})), Qt::KeepAspectRatio);
        QGraphicsItem *item = scene->item(id);
        const QPointF grip = item->sceneBoundingRect().center() - item->pos();
        const QPoint from = view->mapFromScene(item->sceneBoundingRect().center());
        const QPoint to = view->mapFromScene(scene->toScene(hall, toM) + grip);
        m_window->statusBar()->clearMessage();
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        for (int step = 1; step <= 5; ++step)
            sendMouse(view->viewport(), QEvent::MouseMove, from + (to - from) * step / 5);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
        // Let go where it may not stand, the rack is drawn where the design has it.
        QDir().mkpath(QStringLiteral("/tmp/shots"));
        m_window->grab().save(QStringLiteral("/tmp/shots/refused-drag-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        const Rack &r = doc().racks().at(id);
        if (item->pos() != scene->toScene(hall, QPointF(r.xM, r.yM)))
            return QStringLiteral("the rack is drawn where it is not");
        return m_window->statusBar()->currentMessage();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("hand.railyard"));
        Run r = cli({QStringLiteral("new"), QStringLiteral("--empty"), QStringLiteral("-o"), m_file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile hand(QStringLiteral(RAILYARD_TEST_DATA "/hand-liquid-hall.jsonl"));
        QVERIFY(hand.open(QIODevice::ReadOnly));
        const QString ops = m_dir.filePath(QStringLiteral("fixture.jsonl"));
        writeBytes(ops, hand.readAll() + kFixtureOps);
        r = cli({QStringLiteral("edit"), m_file, ops});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        m_window = std::make_unique<MainWindow>(std::move(*bundledCatalog()));
        QVERIFY(m_window->openFile(m_file));
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void refusedAlikeEverywhere_data()
    {
        QTest::addColumn<QByteArray>("op");       // the edit as a line of an edit file
        QTest::addColumn<QString>("meaning");     // what the reason must say
        QTest::addColumn<int>("kind");            // the object's EntityKind
        QTest::addColumn<QString>("object");      // its name (a cable: the device of its M1 end)
        QTest::addColumn<QString>("key");         // its inspector field, empty for none
        QTest::addColumn<QString>("value");       // the value typed or picked there and in the table
        QTest::addColumn<int>("column");          // its table column, -1 for none
        QTest::addColumn<QPointF>("dragTo");      // a rack dragged to (x, y) m; (NaN, NaN) for none
        const QPointF noDrag(qQNaN(), qQNaN());
        const int hall = int(EntityKind::Hall), loop = int(EntityKind::Loop), rack = int(EntityKind::Rack),
                  device = int(EntityKind::Device), cable = int(EntityKind::Cable), network = int(EntityKind::Network),
                  cdu = int(EntityKind::Cdu);
        QTest::newRow("hall 0 m wide") << QByteArray("{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"width_m\":0}}")
                                       << QStringLiteral("width and a depth above 0 m") << hall << QStringLiteral("H1")
                                       << QStringLiteral("width") << QStringLiteral("0") << -1 << noDrag;
        QTest::newRow("hall smaller than its racks")
            << QByteArray("{\"op\":\"set\",\"kind\":\"hall\",\"name\":\"H1\",\"fields\":{\"depth_m\":3}}") << QStringLiteral("move it first")
            << hall << QStringLiteral("H1") << QStringLiteral("depth") << QStringLiteral("3") << -1 << noDrag;
        QTest::newRow("loop supply at 1,000 C")
            << QByteArray("{\"op\":\"set\",\"kind\":\"loop\",\"name\":\"L1\",\"fields\":{\"supply_c\":1000}}") << QStringLiteral("between 0 and 70")
            << loop << QStringLiteral("L1") << QStringLiteral("supply") << QStringLiteral("1000") << -1 << noDrag;
        QTest::newRow("loop supply at -1,000 C")
            << QByteArray("{\"op\":\"set\",\"kind\":\"loop\",\"name\":\"L1\",\"fields\":{\"supply_c\":-1000}}") << QStringLiteral("between 0 and 70")
            << loop << QStringLiteral("L1") << QStringLiteral("supply") << QStringLiteral("-1000") << -1 << noDrag;
        QTest::newRow("one PDU on sides A and B")
            << QByteArray("{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"A01\",\"fields\":{\"pdu_b\":\"A01-PDU-A\"}}") << QStringLiteral("same PDU")
            << rack << QStringLiteral("A01") << QString() << QString() << -1 << noDrag; // the B choice lists side B's PDUs only
        QTest::newRow("rack at a negative x")
            << QByteArray("{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"A01\",\"fields\":{\"x_m\":-3}}") << QStringLiteral("off the floor of hall H1")
            << rack << QStringLiteral("A01") << QStringLiteral("x") << QStringLiteral("-3") << int(RackTableModel::kX) << QPointF(-3, 5);
        QTest::newRow("rack onto a building column")
            << QByteArray("{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"A02\",\"fields\":{\"x_m\":8}}") << QStringLiteral("building column C1")
            << rack << QStringLiteral("A02") << QStringLiteral("x") << QStringLiteral("8") << int(RackTableModel::kX) << QPointF(8, 5);
        QTest::newRow("rack named as another")
            << QByteArray("{\"op\":\"set\",\"kind\":\"rack\",\"name\":\"A02\",\"fields\":{\"name\":\"A01\"}}") << QStringLiteral("A01")
            << rack << QStringLiteral("A02") << QStringLiteral("name") << QStringLiteral("A01") << int(RackTableModel::kName) << noDrag;
        QTest::newRow("device named as another")
            << QByteArray("{\"op\":\"set\",\"kind\":\"device\",\"name\":\"node-2\",\"fields\":{\"name\":\"node-1\"}}") << QStringLiteral("node-1")
            << device << QStringLiteral("node-2") << QStringLiteral("name") << QStringLiteral("node-1") << int(DeviceTableModel::kName) << noDrag;
        QTest::newRow("device over another's units")
            << QByteArray("{\"op\":\"set\",\"kind\":\"device\",\"name\":\"node-2\",\"fields\":{\"u\":11}}") << QStringLiteral("node-1")
            << device << QStringLiteral("node-2") << QStringLiteral("u") << QStringLiteral("11") << int(DeviceTableModel::kU) << noDrag;
        QTest::newRow("cable label taken")
            << QByteArray("{\"op\":\"set\",\"kind\":\"cable\",\"name\":\"node-2:M1\",\"fields\":{\"label\":\"MGMT-001\"}}") << QStringLiteral("MGMT-001")
            << cable << QStringLiteral("node-2") << QStringLiteral("label") << QStringLiteral("MGMT-001") << int(CableTableModel::kLabel) << noDrag;
        QTest::newRow("out-of-band network as a plane")
            << QByteArray("{\"op\":\"set\",\"kind\":\"network\",\"name\":\"Management\",\"fields\":{\"plane\":1}}") << QStringLiteral("not a compute network")
            << network << QStringLiteral("Management") << QStringLiteral("plane") << QStringLiteral("1") << -1 << noDrag;
        QTest::newRow("CDU onto a building column")
            << QByteArray("{\"op\":\"set\",\"kind\":\"cdu\",\"name\":\"L1 CDU 1\",\"fields\":{\"y_m\":3}}") << QStringLiteral("building column C2")
            << cdu << QStringLiteral("L1 CDU 1") << QStringLiteral("y") << QStringLiteral("3") << -1 << noDrag;
    }

    void refusedAlikeEverywhere()
    {
        QFETCH(QByteArray, op);
        QFETCH(QString, meaning);
        QFETCH(int, kind);
        QFETCH(QString, object);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(int, column);
        QFETCH(QPointF, dragTo);

        // railyard-cli edit: exit 2 with the reason, the file untouched.
        const QString ops = m_dir.filePath(QStringLiteral("illegal.jsonl"));
        writeBytes(ops, op + "\n");
        const QByteArray fileBefore = fileHash(m_file);
        const Run r = cli({QStringLiteral("edit"), m_file, ops});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(fileHash(m_file), fileBefore);
        const QString reason = cliReason(r.err);
        QVERIFY2(reason.contains(meaning), qPrintable(r.err));

        // Every window path that can make the edit: the same reason, the design unchanged.
        const uint32_t id = idOf(EntityKind(kind), object);
        QVERIFY2(id, qPrintable(object));
        const QString before = dumpDesign(doc());
        const int steps = doc().undoStack()->count();
        const auto unchanged = [&](const char *path) {
            QVERIFY2(doc().undoStack()->count() == steps && !doc().undoStack()->canRedo(), path);
            QVERIFY2(dumpDesign(doc()) == before, path);
        };
        if (!key.isEmpty()) {
            QCOMPARE(refusedByInspector(EntityKind(kind), id, key, value), reason);
            unchanged("inspector");
        }
        if (column >= 0) {
            QCOMPARE(refusedByTable(EntityKind(kind), id, column, value), reason);
            unchanged("table");
        }
        if (!qIsNaN(dragTo.x())) {
            QCOMPARE(wording(refusedByDrag(RackId(id), dragTo)), wording(reason));
            unchanged("drag");
        }
    }
};

QTEST_MAIN(TestEditGate)
#include "tst_editgate.moc"
