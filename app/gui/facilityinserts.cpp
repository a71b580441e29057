#include "facilityinserts.h"

#include "commands/editor.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "insertactions.h"
#include "insertdialogs.h"
#include "layout/naming.h"
#include "rectdrawtool.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QSet>
#include <QStatusBar>
#include <cmath>

namespace railyard {

namespace {

// The next name of the table's series, never one it has.
template <class T>
QString nextName(const EntityTable<T> &table, const QString &fallback)
{
    QStringList names;
    QSet<QString> taken;
    for (const T &x : table) {
        names << x.name;
        taken.insert(x.name);
    }
    return uniqueName(nextInSeries(names, fallback), taken);
}

PartId firstPart(const Document &doc, PartCategory category)
{
    const auto parts = doc.catalog().parts(category);
    return parts.empty() ? PartId() : parts.front()->id;
}

double snapped(double metres)
{
    return std::round(metres * 10) / 10;
}

// Adds an entity through one of the Editor's add functions (which check it), or says why not.
template <class T, class Add>
QString added(Document &doc, const T &entity, Add add, const QString &done)
{
    Editor editor(doc);
    const auto result = (editor.*add)(entity);
    return result ? done : result.error();
}

} // namespace

FacilityInserts::FacilityInserts(Document &doc, const InsertActions &inserts, FloorPlanView *plan, QWidget *window)
    : QObject(window), m_doc(doc), m_inserts(inserts), m_plan(plan), m_window(window), m_tool(new RectDrawTool(plan))
{
    connect(m_tool, &RectDrawTool::drawn, this, [this](const QRectF &rect) {
        tell(m_drawKeepOut && m_drawKeepOut->isChecked() ? drawKeepOutNow(rect) : drawColumnNow(rect));
    });
    connect(m_tool, &RectDrawTool::activeChanged, this, [this](bool on) {
        if (!on) {
            m_drawColumn->setChecked(false);
            m_drawKeepOut->setChecked(false);
        }
    });
}

void FacilityInserts::addTo(QMenu *menu)
{
    menu->addSeparator();
    menu->addAction(tr("&Column…"), this, [this] {
        if (const auto c = askColumn(m_window, m_doc, newColumn()))
            tell(insertColumnNow(*c));
    });
    menu->addAction(tr("&Keep-out Area…"), this, [this] {
        if (const auto k = askKeepOut(m_window, m_doc, newKeepOut()))
            tell(insertKeepOutNow(*k));
    });
    menu->addAction(tr("&Busway…"), this, [this] {
        if (const auto b = askBusway(m_window, m_doc, newBusway()))
            tell(insertBuswayNow(*b));
    });
    menu->addAction(tr("CD&U…"), this, [this] {
        if (const auto c = askCdu(m_window, m_doc, newCdu()))
            tell(insertCduNow(*c));
    });
    menu->addSeparator();
    // Two modes of one tool: at most one is on.
    auto *group = new QActionGroup(this);
    group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    m_drawColumn = menu->addAction(tr("Draw Colu&mn"));
    m_drawKeepOut = menu->addAction(tr("Draw Keep-out &Area"));
    for (QAction *a : {m_drawColumn, m_drawKeepOut}) {
        a->setCheckable(true);
        group->addAction(a);
        connect(a, &QAction::toggled, this, [this] {
            const bool on = m_drawColumn->isChecked() || m_drawKeepOut->isChecked();
            m_tool->setActive(on);
            if (on)
                tell(tr("Drag a rectangle on the floor plan; Esc leaves the tool."));
        });
    }
    m_drawColumn->setObjectName(QStringLiteral("drawColumn"));
    m_drawKeepOut->setObjectName(QStringLiteral("drawKeepOut"));
}

Column FacilityInserts::newColumn() const
{
    Column c;
    c.hall = m_inserts.currentHall();
    c.name = nextName(m_doc.columns(), QStringLiteral("COL-01"));
    if (const Hall *h = m_doc.halls().find(c.hall)) {
        c.xM = h->widthM / 2;
        c.yM = h->depthM / 2;
    }
    c.widthM = c.depthM = 0.6;
    return c;
}

KeepOut FacilityInserts::newKeepOut() const
{
    KeepOut k;
    k.hall = m_inserts.currentHall();
    k.name = nextName(m_doc.keepOuts(), QStringLiteral("KO-01"));
    if (const Hall *h = m_doc.halls().find(k.hall)) {
        k.xM = h->widthM / 2;
        k.yM = h->depthM / 2;
    }
    k.widthM = 2;
    k.depthM = 1.2;
    return k;
}

Busway FacilityInserts::newBusway() const
{
    Busway b;
    b.hall = m_inserts.currentHall();
    b.name = nextName(m_doc.busways(), QStringLiteral("BW-01"));
    for (FeedId f : m_doc.feedsOf(b.hall))
        if (!b.feed)
            b.feed = f;
    b.part = firstPart(m_doc, PartCategory::Busway);
    if (const Hall *h = m_doc.halls().find(b.hall)) {
        // Along the hall's width, a metre in from its walls.
        b.x1M = std::min(1.0, h->widthM / 2);
        b.x2M = std::max(b.x1M, h->widthM - 1);
        b.y1M = b.y2M = std::min(1.0, h->depthM / 2);
    }
    return b;
}

Cdu FacilityInserts::newCdu() const
{
    Cdu c;
    const HallId hall = m_inserts.currentHall();
    for (LoopId l : m_doc.loopsOf(hall))
        if (!c.loop)
            c.loop = l;
    c.name = nextName(m_doc.cdus(), QStringLiteral("CDU-01"));
    // A floor-standing unit (an in-rack one is mounted in a rack instead).
    for (const Part *p : m_doc.catalog().parts(PartCategory::Cdu))
        if (!c.part && p->widthM > 0 && p->depthM > 0)
            c.part = p->id;
    if (!c.part)
        c.part = firstPart(m_doc, PartCategory::Cdu);
    if (const Hall *h = m_doc.halls().find(hall)) {
        c.xM = h->widthM / 2;
        c.yM = h->depthM / 2;
    }
    return c;
}

QString FacilityInserts::insertColumnNow(const Column &column)
{
    return added(m_doc, column, &Editor::addColumn, tr("Added column %1").arg(column.name));
}

QString FacilityInserts::insertKeepOutNow(const KeepOut &keepOut)
{
    return added(m_doc, keepOut, &Editor::addKeepOut, tr("Added keep-out area %1").arg(keepOut.name));
}

QString FacilityInserts::insertBuswayNow(const Busway &busway)
{
    return added(m_doc, busway, &Editor::addBusway, tr("Added busway %1; hang PDUs on it in their inspector").arg(busway.name));
}

QString FacilityInserts::insertCduNow(const Cdu &cdu)
{
    return added(m_doc, cdu, &Editor::addCdu, tr("Added CDU %1").arg(cdu.name));
}

std::optional<std::pair<HallId, QRectF>> FacilityInserts::hallRect(const QRectF &sceneRect) const
{
    const FloorPlanScene *scene = m_plan->floorScene();
    for (const Hall &h : m_doc.halls()) {
        const QPointF c = scene->toHall(h.id, sceneRect.center());
        if (c.x() < 0 || c.y() < 0 || c.x() > h.widthM || c.y() > h.depthM)
            continue;
        const QPointF a = scene->toHall(h.id, sceneRect.topLeft()), b = scene->toHall(h.id, sceneRect.bottomRight());
        return std::pair{h.id, QRectF(QPointF(snapped(a.x()), snapped(a.y())), QPointF(snapped(b.x()), snapped(b.y()))).normalized()};
    }
    return std::nullopt;
}

QString FacilityInserts::drawColumnNow(const QRectF &sceneRect)
{
    const auto at = hallRect(sceneRect);
    if (!at)
        return tr("Draw the column on a hall's floor.");
    Column c = newColumn();
    c.hall = at->first;
    c.xM = at->second.center().x();
    c.yM = at->second.center().y();
    c.widthM = at->second.width();
    c.depthM = at->second.height();
    return insertColumnNow(c);
}

QString FacilityInserts::drawKeepOutNow(const QRectF &sceneRect)
{
    const auto at = hallRect(sceneRect);
    if (!at)
        return tr("Draw the keep-out area on a hall's floor.");
    KeepOut k = newKeepOut();
    k.hall = at->first;
    k.xM = at->second.center().x();
    k.yM = at->second.center().y();
    k.widthM = at->second.width();
    k.depthM = at->second.height();
    return insertKeepOutNow(k);
}

void FacilityInserts::tell(const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 8000);
}

} // namespace railyard
