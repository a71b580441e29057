#pragma once

#include <QString>

namespace railyard {

class MainWindow;

// The catalog palette's screenshots (docs/screenshots, part of `railyard --screenshots`): the
// palette docked beside the plan with a rack type dragged past a row's end (its ghost), and the
// elevation with a node dragged onto a taken U (refused, in red). Leaves the design unchanged.
bool takePaletteScreenshots(MainWindow &window, const QString &dir);

} // namespace railyard
