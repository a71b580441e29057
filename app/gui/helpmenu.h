#pragma once

#include <QString>

class QMainWindow;
class QMenuBar;

namespace railyard {

// Help: Keyboard Shortcuts, Documentation and About Railyard (docs/GUI.md).
void addHelpMenu(QMainWindow &window, QMenuBar *bar);
// Where the user documentation is: the installed docs, else the source tree's; empty when neither.
QString documentationPath();
// The About box's text: version, Qt version, license.
QString aboutText();

} // namespace railyard
