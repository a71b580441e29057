#include "labelexport.h"

#include "cabling/labelselection.h"
#include "cabling/labelstock.h"
#include "exportprogress.h"
#include "exportfiledialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace railyard {

namespace {
const QString kStockKey = QStringLiteral("labelStock");
}

LabelExport::LabelExport(Document &doc, const Engine &engine, Selection selection, QWidget *window)
    : QObject(window), m_doc(doc), m_engine(engine), m_selection(std::move(selection)), m_window(window)
{
}

void LabelExport::addTo(QMenu *exports)
{
    exports->addAction(tr("&Label Sheets (PDF)…"), this, &LabelExport::exportDialog);
}

bool LabelExport::exportTo(const QString &path, const QString &stockKey, bool qrCodes, const std::vector<CableId> *only, QString *error)
{
    auto stock = labelStock(stockKey);
    if (!stock) {
        *error = stock.error();
        return false;
    }
    LabelSheetLayout layout = stock->layout;
    layout.qrCodes = qrCodes;
    const PullSheet sheet = buildPullSheet(m_doc, m_engine);
    // Thousands of labels take seconds: progress, Cancel and "done" (exportprogress.h).
    ExportProgress progress(m_window, tr("Writing the label sheets…"), path, ExportProgress::Counts::Pages);
    const Status s = writeLabelSheetPdf(only ? pullSheetOf(sheet, *only) : sheet, layout, path, nullptr, &progress);
    progress.finish(s.ok());
    if (progress.cancelled())
        return true; // the user's choice, not an error: the status bar says the file is unchanged
    if (!s)
        *error = s.error();
    return s.ok();
}

void LabelExport::exportDialog()
{
    const std::vector<CableId> selected = m_selection ? m_selection() : std::vector<CableId>{};
    LabelExportDialog dialog(int(selected.size()), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings().setValue(kStockKey, dialog.stockKey());
    const bool only = dialog.selectionOnly();
    const QString path = exportFileName(m_window, tr("Export label sheets"), m_doc.filePath(),
                                        only ? QStringLiteral("labels-selection") : QStringLiteral("labels"), tr("PDF (*.pdf)"));
    QString error;
    if (!path.isEmpty() && !exportTo(path, dialog.stockKey(), dialog.qrCodes(), only ? &selected : nullptr, &error))
        QMessageBox::warning(m_window, tr("Cannot export"), error);
}

LabelExportDialog::LabelExportDialog(int selectedCables, QWidget *parent)
    : QDialog(parent), m_stock(new QComboBox(this)), m_qr(new QCheckBox(tr("QR code of the cable id on each label"), this)),
      m_selection(new QRadioButton(tr("Only the selection: %n cable(s)", nullptr, selectedCables), this))
{
    setWindowTitle(tr("Export label sheets"));
    const QString remembered = QSettings().value(kStockKey).toString();
    for (const LabelStock &s : labelStocks()) {
        m_stock->addItem(s.name, s.key);
        m_stock->setItemData(m_stock->count() - 1, s.source, Qt::ToolTipRole);
        if (s.key == remembered)
            m_stock->setCurrentIndex(m_stock->count() - 1);
    }
    m_qr->setChecked(true);
    auto *all = new QRadioButton(tr("Every cable"), this);
    all->setChecked(selectedCables == 0);
    m_selection->setChecked(selectedCables > 0);
    m_selection->setEnabled(selectedCables > 0);
    m_selection->setToolTip(tr("The cables selected in the Cables tab, else every cable with an end in the selected racks."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(tr("Label stock"), m_stock);
    form->addRow(QString(), m_qr);
    form->addRow(tr("Cables"), all);
    form->addRow(QString(), m_selection);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString LabelExportDialog::stockKey() const
{
    return m_stock->currentData().toString();
}

bool LabelExportDialog::qrCodes() const
{
    return m_qr->isChecked();
}

bool LabelExportDialog::selectionOnly() const
{
    return m_selection->isChecked();
}

} // namespace railyard
