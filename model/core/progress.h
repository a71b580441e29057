#pragma once

#include <QtGlobal>

namespace railyard {

// How a long export says how far it has come and learns that the user cancelled (a 2,678-page
// pull sheet takes about 15 s). Writers call advance() between pages or rows; the GUI answers
// with a progress dialog and its Cancel button, the CLI passes nothing. A writer that is told to
// stop fails through AtomicFile, so the previous file stays as it was.
class Progress {
public:
    virtual ~Progress() = default;
    // `done` of `total` steps (pages, or rows where there are no pages) are written. Returns
    // false when the work should stop.
    virtual bool advance(qint64 done, qint64 total) = 0;
};

// Calls `progress` if there is one; true when the work goes on.
inline bool advance(Progress *progress, qint64 done, qint64 total)
{
    return !progress || progress->advance(done, total);
}

} // namespace railyard
