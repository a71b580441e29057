#pragma once

#include <QString>

namespace railyard {

class MainWindow;

// Screenshots of the inspector on a feed, a cooling loop and a cable, and of Find with its
// results (docs/GUI.md), into `dir`; false when one cannot be written.
bool takeWorkspaceShots(MainWindow &window, const QString &dir);

} // namespace railyard
