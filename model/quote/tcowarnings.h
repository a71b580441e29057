#pragma once

#include "tco.h"

namespace railyard {

// The TCO figures that cannot be right as a basis for buying (docs/QUOTE.md, "TCO"), each as a
// sentence that says what to check: a break-even utilization above 100 % (owning costs more
// than renting even with every GPU busy every hour), a figure that is not a number, a design
// without GPUs. Empty when every figure is plausible. The Quote tab and the quote PDF show them.
QStringList tcoWarnings(const Tco &tco, const TcoInputs &in);

} // namespace railyard
