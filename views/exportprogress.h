#pragma once

#include "core/progress.h"

#include <QCoreApplication>
#include <QPointer>
#include <QProgressDialog>
#include <QString>

class QWidget;

namespace railyard {

// A long export run in the window (issue #19, defect 8): a progress dialog with Cancel that
// appears when the export lasts more than half a second, and afterwards a message in the
// window's status bar — "Done — 2,678 pages written to FILE", or that the export was cancelled
// and the previous file is unchanged (writers go through AtomicFile). The dialog is window-modal:
// the design cannot change under the export.
class ExportProgress : public Progress {
    Q_DECLARE_TR_FUNCTIONS(ExportProgress)
public:
    // What the writer counts in advance(): pages (PDF) or cables (rows of a workbook).
    enum class Counts { Pages, Cables };
    ExportProgress(QWidget *window, const QString &what, const QString &path, Counts counts);
    ~ExportProgress() override;

    bool advance(qint64 done, qint64 total) override;
    bool cancelled() const { return m_cancelled; }
    // The highest total reported (the pages of a PDF), 0 if none was.
    qint64 total() const { return m_total; }
    // Closes the dialog and says how it ended in the status bar: `ok` and not cancelled means
    // done, with the number of pages of a PDF.
    void finish(bool ok);
    QProgressDialog *dialog() const { return m_dialog; }
    // The status bar's last message about an export (tests).
    const QString &message() const { return m_message; }

    // How long an export runs before the dialog shows (500 ms; screenshots and tests use 0).
    static void setShowAfterMs(int ms);

private:
    QWidget *m_window;
    QString m_path;
    Counts m_counts;
    QPointer<QProgressDialog> m_dialog;
    qint64 m_total = 0;
    bool m_cancelled = false;
    QString m_message;
};

} // namespace railyard
