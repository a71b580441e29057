#include "cablingactions.h"

#include "cabling/cablelabels.h"
#include "cabling/cablelist.h"
#include "cabling/labelsheet.h"
#include "cabling/netboxexport.h"
#include "cabling/pullsheet.h"
#include "commands/editor.h"
#include "exportfiledialog.h"
#include "exportprogress.h"
#include "io/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace railyard {

CablingActions::CablingActions(Document &doc, const Engine &engine, QWidget *window)
    : QObject(window), m_doc(doc), m_engine(engine), m_window(window)
{
}

void CablingActions::addTo(QMenu *file, QMenu *edit)
{
    file->addAction(tr("&Import Cable List…"), this, &CablingActions::importCableList);
    QMenu *exports = m_exports = file->addMenu(tr("&Export"));
    exports->addAction(tr("&Cable List (CSV)…"), this, [this] { exportDialog(QStringLiteral("cables")); });
    exports->addAction(tr("&Pull Sheet (PDF, XLSX or CSV)…"), this, [this] { exportDialog(QStringLiteral("pullsheet")); });
    exports->addAction(tr("&NetBox CSVs…"), this, [this] { exportDialog(QStringLiteral("netbox")); });
    edit->addSeparator();
    edit->addAction(tr("Cable &Labels…"), this, &CablingActions::editLabelTemplate);
}

void CablingActions::report(const QString &title, const QString &error)
{
    QMessageBox::warning(m_window, title, error);
}

bool CablingActions::importCableListFrom(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    auto changes = readCableList(m_doc, QString::fromUtf8(f.readAll()), path);
    if (!changes) {
        *error = changes.error();
        return false;
    }
    Editor editor(m_doc);
    applyCableList(editor, *changes);
    return true;
}

void CablingActions::importCableList()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import cable list"), {}, tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !importCableListFrom(path, &error))
        report(tr("Cannot import the cable list"), error + QLatin1Char('\n') + tr("Nothing was changed."));
}

bool CablingActions::exportTo(const QString &kind, const QString &path, QString *error)
{
    Status s;
    if (kind == QLatin1String("cables")) {
        s = writeFileAtomically(path, cableListCsv(m_doc).toUtf8());
    } else if (kind == QLatin1String("netbox")) {
        s = writeNetBoxFolder(netboxCsvs(m_doc, m_engine), path);
    } else {
        const PullSheet sheet = buildPullSheet(m_doc, m_engine);
        const bool labels = kind == QLatin1String("labels");
        const bool xlsx = path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
        const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
        // Thousands of pages take seconds: progress, Cancel and "done" (exportprogress.h).
        ExportProgress progress(m_window, labels ? tr("Writing the label sheets…") : tr("Writing the pull sheet…"), path,
                                xlsx ? ExportProgress::Counts::Cables : ExportProgress::Counts::Pages);
        if (labels)
            s = writeLabelSheetPdf(sheet, LabelSheetLayout{}, path, nullptr, &progress);
        else if (xlsx)
            s = writePullSheetXlsx(sheet, path, &progress);
        else if (csv)
            s = writeFileAtomically(path, pullSheetCsv(sheet).toUtf8());
        else
            s = writePullSheetPdf(sheet, path, QPageSize::A4, &progress);
        progress.finish(s.ok());
        m_lastExportMessage = progress.message();
        if (progress.cancelled())
            return true; // the user's choice, not an error: the status bar says the file is unchanged
    }
    if (!s)
        *error = s.error();
    return s.ok();
}

void CablingActions::exportDialog(const QString &kind)
{
    QString path;
    if (kind == QLatin1String("netbox"))
        path = QFileDialog::getExistingDirectory(m_window, tr("Folder for the NetBox CSVs"));
    else if (kind == QLatin1String("pullsheet"))
        path = exportFileName(m_window, tr("Export pull sheet"), m_doc.filePath(), QStringLiteral("pull"),
                              tr("PDF (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)"));
    else if (kind == QLatin1String("labels"))
        path = exportFileName(m_window, tr("Export label sheets"), m_doc.filePath(), QStringLiteral("labels"), tr("PDF (*.pdf)"));
    else
        path = exportFileName(m_window, tr("Export cable list"), m_doc.filePath(), QStringLiteral("cables"), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportTo(kind, path, &error))
        report(tr("Cannot export"), error);
}

void CablingActions::regenerateLabels(const QString &labelTemplate)
{
    Editor editor(m_doc);
    relabelCables(editor, labelTemplate);
}

void CablingActions::editLabelTemplate()
{
    bool ok = false;
    const QString t = QInputDialog::getText(
        m_window, tr("Cable labels"),
        tr("Label template: {a} and {b} are the two ends (hall.rack-U:port, near end first), {tag} the network, SU and rail; "
           "also {net}, {su}, {rail}, {id}. Every cable is relabelled (one undoable step)."),
        QLineEdit::Normal, m_doc.site().labelTemplate, &ok);
    if (ok && !t.trimmed().isEmpty())
        regenerateLabels(t.trimmed());
}

} // namespace railyard
