#include "insertactions.h"

#include "commands/editor.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "insertdialogs.h"
#include "layout/mountpart.h"
#include "layout/naming.h"
#include "layout/rackplacement.h"
#include "layout/rowfill.h"
#include "partpickerdialog.h"

#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <cmath>

namespace railyard {

namespace {

template <class T>
QStringList namesOf(const EntityTable<T> &table)
{
    QStringList out;
    for (const T &x : table)
        out << x.name;
    return out;
}

} // namespace

InsertActions::InsertActions(Document &doc, Selection selection, FloorPlanView *plan, QWidget *window)
    : QObject(window), m_doc(doc), m_selection(std::move(selection)), m_plan(plan), m_window(window)
{
}

void InsertActions::addTo(QMenuBar *bar)
{
    QMenu *menu = bar->addMenu(tr("&Insert"));
    menu->setObjectName(QStringLiteral("insertMenu"));
    menu->addAction(tr("&Rack"), this, [this] { tell(insertRackNow()); });
    menu->addAction(tr("&Device in Selected Rack…"), this, [this] {
        if (m_selection().empty())
            return tell(tr("Select the rack to mount a device in."));
        PartPickerDialog picker(m_doc, tr("Insert device"), [](const Part &p) { return mountsInRack(p); }, m_window);
        if (picker.exec() == QDialog::Accepted && picker.part())
            tell(insertDeviceNow(picker.part()));
    });
    menu->addSeparator();
    menu->addAction(tr("R&ow…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(m_window, tr("Insert row"), tr("Name of the new row:"), QLineEdit::Normal, nextRowName(), &ok);
        if (ok)
            tell(insertRowNow(name.trimmed()));
    });
    menu->addAction(tr("&Hall…"), this, [this] {
        if (const auto hall = askHall(m_window, newHall()))
            tell(insertHallNow(*hall));
    });
    menu->addAction(tr("&Feed…"), this, [this] {
        if (const auto feed = askFeed(m_window, m_doc, newFeed()))
            tell(insertFeedNow(*feed));
    });
    menu->addAction(tr("Cooling &Loop…"), this, [this] {
        if (const auto loop = askLoop(m_window, m_doc, newLoop()))
            tell(insertLoopNow(*loop));
    });
    QAction *network = menu->addAction(tr("&Network…"), this, [this] {
        if (const auto n = askNetwork(m_window, newNetwork()))
            tell(insertNetworkNow(*n));
    });
    network->setObjectName(QStringLiteral("insertNetwork"));
}

HallId InsertActions::currentHall() const
{
    for (RackId r : m_selection())
        if (const HallId h = m_doc.hallOf(r))
            return h;
    return m_doc.halls().size() > 0 ? m_doc.halls().begin()->id : HallId();
}

QString InsertActions::insertRackNow()
{
    Editor editor(m_doc);
    const std::vector<RackId> racks = m_selection();
    if (!racks.empty()) {
        const Rack like = m_doc.racks().at(racks.front()); // a copy: the insert moves the table
        const RowFill fill = addRacksToRow(editor, like.row, like.part, 1);
        return fill.refusal.isEmpty() ? tr("Added rack %1 to row %2").arg(m_doc.racks().at(fill.racks.front()).name, m_doc.rows().at(like.row).name)
                                      : fill.refusal;
    }
    // Nothing selected: the catalog's first rack type, where the plan's centre is.
    const auto types = m_doc.catalog().parts(PartCategory::Rack);
    if (types.empty())
        return tr("The design's catalog has no rack type.");
    if (m_doc.halls().size() == 0)
        return tr("The design has no hall: add one with Insert > Hall first.");
    const QPointF centre = m_plan->mapToScene(m_plan->viewport()->rect().center());
    HallId hall = m_doc.halls().begin()->id;
    QPointF at(m_doc.halls().begin()->widthM / 2, m_doc.halls().begin()->depthM / 2);
    for (const Hall &h : m_doc.halls()) {
        const QPointF m = m_plan->floorScene()->toHall(h.id, centre);
        if (m.x() >= 0 && m.y() >= 0 && m.x() <= h.widthM && m.y() <= h.depthM) {
            hall = h.id;
            at = m;
        }
    }
    const RackPlacement plan = planRackAt(m_doc, hall, types.front()->id, at.x(), at.y());
    if (!plan.ok())
        return plan.refusal;
    placeRack(editor, plan);
    return tr("Placed rack %1").arg(plan.name);
}

QString InsertActions::insertDeviceNow(PartId part)
{
    const std::vector<RackId> racks = m_selection();
    if (racks.empty())
        return tr("Select the rack to mount a device in.");
    const MountPlan free = nearestFreeMount(m_doc, racks.front(), part, 1);
    if (!free.ok())
        return free.refusal;
    Editor editor(m_doc);
    const Mounted m = mountPart(editor, racks.front(), part, free.u);
    return m.device ? tr("Mounted %1 in rack %2 at U%3").arg(m.name, m_doc.racks().at(racks.front()).name).arg(free.u) : m.refusal;
}

QString InsertActions::nextRowName() const
{
    QStringList names;
    for (RowId r : m_doc.rowsOf(currentHall()))
        names << m_doc.rows().at(r).name;
    return nextInSeries(names, QStringLiteral("ROW01"));
}

QString InsertActions::insertRowNow(const QString &name)
{
    const HallId hall = currentHall();
    if (!hall)
        return tr("The design has no hall: add one with Insert > Hall first.");
    if (const Result<RowId> added = Editor(m_doc).addRow(hall, name); !added)
        return added.error();
    return tr("Added row %1 to hall %2; drop racks from the palette along it").arg(name, m_doc.halls().at(hall).name);
}

Hall InsertActions::newHall() const
{
    Hall h;
    h.name = nextInSeries(namesOf(m_doc.halls()), QStringLiteral("H1"));
    h.widthM = 30;
    h.depthM = 20;
    return h;
}

QString InsertActions::insertHallNow(const Hall &hall)
{
    // The Editor judges the hall (a name, its figures) as every edit of a hall is judged.
    if (const Result<HallId> added = Editor(m_doc).addHall(hall); !added)
        return added.error();
    return tr("Added hall %1").arg(hall.name);
}

PowerFeed InsertActions::newFeed() const
{
    PowerFeed f;
    f.hall = currentHall();
    const Hall *h = m_doc.halls().find(f.hall);
    // The side the hall lacks, else A.
    bool hasA = false;
    for (FeedId id : m_doc.feedsOf(f.hall))
        hasA |= m_doc.feeds().at(id).side == FeedSide::A;
    f.side = hasA ? FeedSide::B : FeedSide::A;
    f.name = nextInSeries(namesOf(m_doc.feeds()), QStringLiteral("%1-FEED-1").arg(h ? h->name : QStringLiteral("H1")));
    f.capacityW = 2e6;
    return f;
}

QString InsertActions::insertFeedNow(const PowerFeed &feed)
{
    if (!m_doc.halls().contains(feed.hall))
        return tr("The design has no such hall: add one with Insert > Hall first.");
    if (const Result<FeedId> added = Editor(m_doc).addFeed(feed); !added)
        return added.error();
    return tr("Added feed %1 (side %2) to hall %3").arg(feed.name, toToken(feed.side).toUpper(), m_doc.halls().at(feed.hall).name);
}

CoolingLoop InsertActions::newLoop() const
{
    CoolingLoop l;
    l.hall = currentHall();
    const Hall *h = m_doc.halls().find(l.hall);
    if (h)
        l.supplyC = h->supplyWaterC;
    l.name = nextInSeries(namesOf(m_doc.loops()), QStringLiteral("%1-LOOP1").arg(h ? h->name : QStringLiteral("H1")));
    return l;
}

QString InsertActions::insertLoopNow(const CoolingLoop &loop)
{
    if (!m_doc.halls().contains(loop.hall))
        return tr("The design has no such hall: add one with Insert > Hall first.");
    if (const Result<LoopId> added = Editor(m_doc).addLoop(loop); !added)
        return added.error();
    return tr("Added cooling loop %1 to hall %2").arg(loop.name, m_doc.halls().at(loop.hall).name);
}

Network InsertActions::newNetwork() const
{
    Network n;
    n.name = nextInSeries(namesOf(m_doc.networks()), QStringLiteral("NET1"));
    return n;
}

QString InsertActions::insertNetworkNow(const Network &network)
{
    if (const Result<NetworkId> added = Editor(m_doc).addNetwork(network); !added)
        return added.error();
    return tr("Added network %1 (%2); a device joins it by its Network field in the inspector").arg(network.name, toToken(network.role));
}

void InsertActions::tell(const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 8000);
}

} // namespace railyard
