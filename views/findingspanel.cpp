#include "findingspanel.h"

#include "exportfiledialog.h"
#include "io/atomicfile.h"
#include "objectlocation.h"
#include "verify/ibnetdiscover.h"
#include "verify/linkscsv.h"
#include "verify/lldpjson.h"
#include "verify/verifyreport.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace railyard {

FindingsPanel::FindingsPanel(const Document &doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new FindingTableModel(this)), m_view(new QTableView(this)), m_summary(new QLabel(this))
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(FindingTableModel::kKind, 110);
    m_view->setColumnWidth(FindingTableModel::kFound, 420);
    m_view->setColumnWidth(FindingTableModel::kPlanned, 380);
    m_view->setColumnWidth(FindingTableModel::kFix, 460);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const RackId rack = rackOfObjects(m_doc, m_model->finding(index.row()).objects))
            emit showRack(rack);
    });

    auto button = [this](const QString &text, auto slot) {
        auto *b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(button(tr("ibnetdiscover…"), [this] { choose(AsBuilt::Source::InfiniBand); }));
    top->addWidget(button(tr("LLDP…"), [this] { choose(AsBuilt::Source::Lldp); }));
    top->addWidget(button(tr("Links CSV…"), [this] { choose(AsBuilt::Source::LinksCsv); }));
    top->addWidget(button(tr("Name map…"), [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Name map"), {}, tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            setNameMap(path);
    }));
    top->addWidget(button(tr("Export fix list…"), [this] {
        const QString path = exportFileName(this, tr("Export fix list"), m_doc.filePath(), QStringLiteral("fixes"), tr("PDF (*.pdf);;CSV (*.csv)"));
        if (!path.isEmpty())
            exportFixList(path);
    }));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view);
    updateSummary();
}

void FindingsPanel::choose(AsBuilt::Source source)
{
    QString path;
    if (source == AsBuilt::Source::InfiniBand)
        path = QFileDialog::getOpenFileName(this, tr("ibnetdiscover output"), {}, tr("Topology files (*.topo *.txt);;All files (*)"));
    else if (source == AsBuilt::Source::Lldp)
        path = QFileDialog::getExistingDirectory(this, tr("Folder of lldpcli JSON files, one per device"));
    else
        path = QFileDialog::getOpenFileName(this, tr("Links CSV"), {}, tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        verify(source, path);
}

bool FindingsPanel::verify(AsBuilt::Source source, const QString &path, QString *error)
{
    const Result<AsBuilt> found = source == AsBuilt::Source::InfiniBand ? readIbnetdiscover(path)
                                  : source == AsBuilt::Source::Lldp      ? readLldp(path)
                                                                         : readLinksCsv(path);
    if (!found) {
        if (error)
            *error = found.error();
        else
            QMessageBox::warning(this, tr("Cannot read the as-built fabric"), found.error());
        return false;
    }
    m_lastInput = QFileInfo(path).fileName();
    m_model->setReport(verifyFabric(m_doc, found.value(), m_names));
    updateSummary();
    return true;
}

bool FindingsPanel::setNameMap(const QString &path, QString *error)
{
    auto names = readNameMap(path);
    if (!names) {
        if (error)
            *error = names.error();
        else
            QMessageBox::warning(this, tr("Cannot read the name map"), names.error());
        return false;
    }
    m_names = std::move(*names);
    return true;
}

bool FindingsPanel::exportFixList(const QString &path, QString *error)
{
    const QString title = m_doc.filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_doc.filePath()).completeBaseName();
    const Status s = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
                         ? writeFixListPdf(m_model->report(), title, path)
                         : writeFileAtomically(path, fixListCsv(m_model->report()).toUtf8());
    if (!s) {
        if (error)
            *error = s.error();
        else
            QMessageBox::warning(this, tr("Cannot export the fix list"), s.error());
    }
    return s.ok();
}

void FindingsPanel::updateSummary()
{
    const VerifyReport &r = m_model->report();
    if (m_lastInput.isEmpty()) {
        m_summary->setText(tr("Load what the fabric reports to compare it with the plan."));
        return;
    }
    m_summary->setText(r.findings.empty()
                           ? tr("<b style='color:#2e7d32'>%1: as planned</b> — %2 of %3 links").arg(m_lastInput).arg(r.asPlanned).arg(r.plannedLinks)
                           : tr("<b style='color:#c62828'>%1: %n finding(s)</b> — %2 of %3 links as planned", nullptr, int(r.findings.size()))
                                 .arg(m_lastInput)
                                 .arg(r.asPlanned)
                                 .arg(r.plannedLinks));
}

} // namespace railyard
