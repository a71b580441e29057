#pragma once

#include "core/result.h"

#include <QByteArray>

namespace railyard {

// The whole of a text input from another tool or person (CSV, JSON, ibnetdiscover, a rank
// order), refused before it is read when it is larger than limits::kMaxInputBytes: a reader
// holds its input and a few times its size, so the bound is what keeps a mistaken 20 GB file
// from taking the machine's memory. The message names the file.
Result<QByteArray> readInputFile(const QString &path);

} // namespace railyard
