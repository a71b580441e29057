#pragma once

#include "core/result.h"

#include <QByteArray>

namespace railyard {

// Writes a whole file so that readers see the old content or the new, never a part
// (QSaveFile: a temporary file renamed over the target on success).
Status writeFileAtomically(const QString &path, const QByteArray &content);

} // namespace railyard
