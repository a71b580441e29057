#pragma once

#include "core/result.h"

#include <QByteArray>

namespace railyard {

// Writes a whole file so that readers see the old content or the new, never a part
// (QSaveFile: a temporary file renamed over the target on success).
Status writeFileAtomically(const QString &path, const QByteArray &content);

// For writers that write a file by path themselves (PDF, XLSX): renames the finished `temp`
// over `path` in one step (POSIX rename), so a failure leaves the old file; removes `temp` on
// failure.
Status replaceWithFinished(const QString &temp, const QString &path);

} // namespace railyard
