#pragma once

#include "core/result.h"
#include "fabricdiff.h"

#include <QJsonObject>

namespace railyard {

// Outputs of `railyard-cli verify` (docs/VERIFY.md).
QJsonObject verifyJson(const VerifyReport &report);
QString verifyText(const VerifyReport &report);
// The fix list: one row per finding (kind, planned, found, fix, source file and line).
QString fixListCsv(const VerifyReport &report);
// The same as a printable PDF (A4 landscape, page X of Y), titled with the design's name.
Status writeFixListPdf(const VerifyReport &report, const QString &title, const QString &path);

} // namespace railyard
