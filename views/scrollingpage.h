#pragma once

class QWidget;

namespace railyard {

// `content` in a frameless scroll area that fills it: a page or dock whose content needs more
// room than it has scrolls instead of growing the window (a laptop's 1280×720 holds them all).
QWidget *scrollingPage(QWidget *content, QWidget *parent);

} // namespace railyard
