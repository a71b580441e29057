#pragma once

#include "core/result.h"

#include <QByteArray>

namespace railyard {

// The whole of a text input from another tool or person (CSV, JSON, ibnetdiscover, a rank
// order), refused when it is larger than limits::kMaxInputBytes: a reader holds its input and
// a few times its size, so the bound is what keeps a mistaken 20 GB file from taking the
// machine's memory. The bound counts bytes as they are read (a pipe or /dev/zero states no
// size); a FIFO with no writer reads as empty instead of waiting; block devices and folders
// are refused. The message names the file.
Result<QByteArray> readInputFile(const QString &path);

} // namespace railyard
