#include "problemspanel.h"

#include "commands/editor.h"
#include "objectlocation.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace railyard {

ProblemsPanel::ProblemsPanel(Document &doc, LiveRuleChecker &checker, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new ProblemTableModel(checker, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this)), m_filter(new QLineEdit(this)),
      m_summary(new QLabel(this)), m_designState(new QLabel(this)), m_designProgress(new QProgressBar(this)),
      m_designButton(new QPushButton(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(ProblemTableModel::kSeverity, 90);
    m_view->setColumnWidth(ProblemTableModel::kCode, 210);
    m_view->setColumnWidth(ProblemTableModel::kObjects, 260);
    m_view->setColumnWidth(ProblemTableModel::kMessage, 520);
    m_filter->setPlaceholderText(tr("Filter problems"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    auto *waiveButton = new QPushButton(tr("Waive…"), this);
    connect(waiveButton, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
        if (!current.isValid())
            return;
        if (const QString refused = whyNotWaivable(m_model->problem(current.row()).code); !refused.isEmpty()) {
            QMessageBox::information(this, tr("Cannot waive this problem"), refused);
            return;
        }
        const std::unique_ptr<QInputDialog> dialog = waiveDialog(current.row());
        if (dialog->exec() == QDialog::Accepted)
            waive(current.row(), dialog->textValue());
    });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { showProblem(index.row()); });
    connect(m_model, &ProblemTableModel::refreshed, this, &ProblemsPanel::updateSummary);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_filter, 1);
    top->addWidget(waiveButton);
    m_designProgress->setRange(0, 100);
    m_designProgress->setMaximumWidth(160);
    m_designProgress->setTextVisible(true);
    connect(m_designButton, &QPushButton::clicked, this, [this] {
        LiveRuleChecker &c = m_model->checker();
        if (c.designCheckRunning())
            c.cancelDesignCheck();
        else
            c.requestDesignCheck();
    });
    connect(&checker, &LiveRuleChecker::designCheckStateChanged, this, &ProblemsPanel::updateDesignCheck);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_designState, 1);
    bottom->addWidget(m_designProgress);
    bottom->addWidget(m_designButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view);
    layout->addLayout(bottom);
    updateSummary();
    updateDesignCheck();
}

void ProblemsPanel::updateDesignCheck()
{
    const LiveRuleChecker &c = m_model->checker();
    const bool running = c.designCheckRunning();
    m_designProgress->setVisible(running);
    m_designProgress->setValue(c.designCheckPercent());
    m_designButton->setVisible(running || c.designCheckStale());
    m_designButton->setText(running ? tr("Cancel") : tr("Check again"));
    m_designState->setText(running                ? tr("Checking wiring and floor placement across the design…")
                           : c.designCheckStale() ? tr("<span style='color:#ef6c00'>Wiring and floor-placement check "
                                                       "cancelled: those results may be out of date.</span>")
                                                  : tr("Wiring and floor placement checked."));
}

bool ProblemsPanel::waive(int row, const QString &reason)
{
    if (row < 0 || row >= m_model->rowCount() || reason.trimmed().isEmpty())
        return false;
    const Problem &p = m_model->problem(row);
    if (!whyNotWaivable(p.code).isEmpty())
        return false;
    Site site = m_doc.site();
    site.waivers.push_back({p.code, problemKey(p), reason.trimmed()});
    Editor(m_doc).setSite(site, Site::kWaivers);
    m_model->refresh();
    return true;
}

std::unique_ptr<QInputDialog> ProblemsPanel::waiveDialog(int row)
{
    const Problem &problem = m_model->problem(row);
    auto dialog = std::make_unique<QInputDialog>(this);
    dialog->setWindowTitle(tr("Waive problem %1").arg(problem.code));
    dialog->setLabelText(tr("%1\n\nWhy is this acceptable?").arg(problem.message));
    dialog->setInputMode(QInputDialog::TextInput);
    // The title bar holds the title beside the window's icon and buttons (about 160 pixels).
    // The dialog's layout sets its minimum size, so the label is what must be wide enough.
    const int titleWidth = QFontMetrics(QApplication::font("QMdiSubWindowTitleBar")).horizontalAdvance(dialog->windowTitle());
    if (auto *label = dialog->findChild<QLabel *>()) {
        label->setWordWrap(true);
        label->setMinimumWidth(std::max(440, titleWidth + 160));
    }
    return dialog;
}

void ProblemsPanel::updateSummary()
{
    const int errors = m_model->errorCount();
    m_summary->setText(errors ? tr("<b style='color:#c62828'>%n error(s)</b>", nullptr, errors)
                              : tr("<b style='color:#2e7d32'>No errors</b>"));
    m_summary->setToolTip(tr("%n problem(s) listed, waived ones included", nullptr, m_model->rowCount()));
}

void ProblemsPanel::showProblem(int viewRow)
{
    const Problem &p = m_model->problem(m_proxy->mapToSource(m_proxy->index(viewRow, 0)).row());
    // A problem about a loop, a feed or a network with no rack of its own is shown too: its
    // objects become the selection.
    const std::vector<RackId> racks = racksOfObjects(m_doc, p.objects);
    if (!racks.empty() || !p.objects.empty())
        emit showRacks(racks, p.objects);
}

} // namespace railyard
