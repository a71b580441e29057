#pragma once

#include <QString>

namespace railyard {

class MainWindow;

// Renders the main window in each of its main views to DIR/<view>.png (docs/screenshots):
// run as `railyard --screenshots DIR FILE` under Xvfb or QT_QPA_PLATFORM=offscreen. Returns the
// process exit code; a file that cannot be written is named on stderr.
int takeScreenshots(MainWindow &window, const QString &dir);

} // namespace railyard
