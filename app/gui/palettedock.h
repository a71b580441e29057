#pragma once

class QDockWidget;

namespace railyard {

class MainWindow;

// Docks the catalog palette beside the floor plan (a tab of the right column) and lets the floor
// plan and the rack elevation take its drops (views/palette). What a drop did, or why it was
// refused, goes to the status bar; a placed rack becomes the selection.
QDockWidget *installCatalogPalette(MainWindow &window);

} // namespace railyard
