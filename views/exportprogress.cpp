#include "exportprogress.h"

#include <QDir>
#include <QLocale>
#include <QMainWindow>
#include <QProgressDialog>
#include <QStatusBar>
#include <climits>

namespace railyard {

namespace {
int showAfterMs = 500;
} // namespace

void ExportProgress::setShowAfterMs(int ms)
{
    showAfterMs = ms;
}

ExportProgress::ExportProgress(QWidget *window, const QString &what, const QString &path, Counts counts)
    : m_window(window), m_path(path), m_counts(counts), m_dialog(new QProgressDialog(what, tr("Cancel"), 0, 0, window))
{
    m_dialog->setWindowTitle(tr("Exporting"));
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(showAfterMs);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    m_dialog->setValue(0); // starts the clock of the minimum duration
}

ExportProgress::~ExportProgress()
{
    delete m_dialog;
}

bool ExportProgress::advance(qint64 done, qint64 total)
{
    if (!m_dialog)
        return false;
    m_total = std::max(m_total, total);
    const QLocale locale;
    // QProgressDialog counts in int: large counts are scaled to per mille.
    const bool scaled = total > 100000;
    m_dialog->setMaximum(int(scaled ? 1000 : total));
    const QString step = m_counts == Counts::Pages ? tr("page %1 of %2") : tr("cable %1 of %2");
    m_dialog->setLabelText(tr("Writing %1").arg(QDir::toNativeSeparators(m_path)) + QLatin1Char('\n')
                           + step.arg(locale.toString(std::min(done + 1, total)), locale.toString(total)));
    m_dialog->setValue(int(scaled ? done * 1000 / std::max<qint64>(1, total) : done)); // processes events: Cancel is heard here
    m_cancelled = m_dialog->wasCanceled();
    return !m_cancelled;
}

void ExportProgress::finish(bool ok)
{
    if (m_dialog)
        m_dialog->hide();
    const QString file = QDir::toNativeSeparators(m_path);
    if (m_cancelled)
        m_message = tr("Export cancelled: %1 is unchanged").arg(file);
    else if (!ok)
        m_message.clear(); // the caller shows the error
    else if (m_counts == Counts::Pages && m_total > 0)
        m_message = tr("Done — %Ln page(s) written to %1", nullptr, int(std::min<qint64>(m_total, INT_MAX))).arg(file);
    else
        m_message = tr("Done — written to %1").arg(file);
    auto *main = qobject_cast<QMainWindow *>(m_window ? m_window->window() : nullptr);
    if (main && !m_message.isEmpty())
        main->statusBar()->showMessage(m_message, 20000);
}

} // namespace railyard
