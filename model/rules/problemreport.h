#pragma once

#include "problem.h"

#include <QJsonObject>

namespace railyard {

// `railyard-cli check` output (docs/CLI.md): JSON with a `problems` array, or text.
QJsonObject problemsJson(const std::vector<Problem> &problems);
QString problemsText(const std::vector<Problem> &problems);

} // namespace railyard
