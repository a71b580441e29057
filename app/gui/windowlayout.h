#pragma once

#include <QRect>

class QMainWindow;
class QSettings;

namespace railyard {

// The window's size and place and its docks' and toolbars' layout, remembered between sessions
// (docs/GUI.md). Restoring never gives a window larger than the screen it lands on, nor smaller
// than the window's minimum: a layout saved on a large monitor opens whole on a laptop.
void saveWindowLayout(const QMainWindow &window, QSettings &settings);
// False when nothing usable was saved (the window keeps its default layout).
bool restoreWindowLayout(QMainWindow &window, QSettings &settings);

// `wanted` fitted to `available` (a screen's free area): no larger than it, no smaller than
// `minimum` (the minimum wins on a screen smaller than it), and moved onto it.
QRect fitWindowRect(const QRect &wanted, const QSize &minimum, const QRect &available);

} // namespace railyard
