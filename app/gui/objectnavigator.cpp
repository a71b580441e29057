#include "objectnavigator.h"

#include "common/objectselection.h"
#include "documenttablemodel.h"
#include "floorplanpanel.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "objectlocation.h"
#include "problemspanel.h"

#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>

namespace railyard {

namespace {

// Selects the row of `id` in a table of documents' objects and scrolls to it; false when the
// table does not list it (filtered out, or not of the table's kind).
bool selectRow(QTableView *table, uint32_t id)
{
    auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
    auto *model = static_cast<DocumentTableModel *>(proxy->sourceModel());
    const QModelIndex index = proxy->mapFromSource(model->index(model->rowOf(id), 0));
    if (!index.isValid())
        return false;
    table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(index);
    return true;
}

} // namespace

ObjectNavigator::ObjectNavigator(MainWindow &window, ObjectSelection &selection, QObject *parent)
    : QObject(parent), m_window(window), m_selection(selection)
{
}

void ObjectNavigator::showRacksOf(const std::vector<ObjectRef> &objects)
{
    const std::vector<RackId> racks = racksOfObjects(m_window.document(), objects);
    // Pages that show no racks give way to the floor plan; the tables and the fabric stay.
    QTabWidget *tabs = m_window.centralTabs();
    QWidget *page = tabs->currentWidget();
    const bool showsObjects = page == m_window.floorPlan() || page == (QWidget *)m_window.fabric()
                              || page->isAncestorOf(m_window.rackTable()) || page->isAncestorOf(m_window.deviceTable())
                              || page->isAncestorOf(m_window.cableTable());
    if (!showsObjects)
        tabs->setCurrentWidget(m_window.floorPlan());
    m_window.selectRacks(racks);
    m_window.floorPlan()->view()->centerOnRacks(racks);
}

void ObjectNavigator::reveal(ObjectRef object)
{
    showRacksOf({object});
    const Document &doc = m_window.document();
    switch (object.kind) {
    case EntityKind::Device:
        selectRow(m_window.deviceTable(), object.id);
        break;
    case EntityKind::Port:
        if (const Port *p = doc.ports().find(PortId(object.id)))
            selectRow(m_window.deviceTable(), p->device.value);
        break;
    case EntityKind::Cable:
        selectRow(m_window.cableTable(), object.id);
        break;
    default:
        break;
    }
    // Last: the table rows above select their racks, this selects the object itself.
    m_selection.select(object);
}

void ObjectNavigator::reveal(const FindHit &hit)
{
    if (hit.problem < 0) {
        reveal(hit.object);
        return;
    }
    const std::vector<Problem> &problems = m_window.ruleChecker().problems();
    if (hit.problem >= int(problems.size()))
        return; // the problems changed since the search; a new search lists them again
    const Problem &problem = problems[size_t(hit.problem)];
    showRacksOf(problem.objects);
    selectProblem(problem);
    if (!problem.objects.empty())
        m_selection.select(problem.objects.front());
}

void ObjectNavigator::selectProblem(const Problem &problem)
{
    // The problems list, sorted and filtered by its view; the problem is found by its code and objects.
    ProblemsPanel *panel = m_window.problemsPanel();
    auto *view = panel->findChild<QTableView *>();
    auto *proxy = view ? qobject_cast<QSortFilterProxyModel *>(view->model()) : nullptr;
    int row = 0;
    const ProblemTableModel *model = panel->model();
    while (row < model->rowCount() && (model->problem(row).code != problem.code || model->problem(row).objects != problem.objects))
        ++row;
    if (!proxy || row == model->rowCount())
        return;
    const QModelIndex at = proxy->mapFromSource(model->index(row, 0));
    if (!at.isValid())
        return;
    view->selectionModel()->select(at, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view->scrollTo(at);
}

} // namespace railyard
