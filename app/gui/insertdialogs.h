#pragma once

#include "document/document.h"

#include <optional>

class QWidget;

namespace railyard {

// The Insert menu's forms (docs/GUI.md, "Insert menu"): each asks for the new object's fields,
// starting from `initial`, and returns it, or nothing when cancelled. Validation happens where
// the object is added (InsertActions), so a refused value is reported with its reason.
std::optional<Hall> askHall(QWidget *parent, const Hall &initial);
std::optional<PowerFeed> askFeed(QWidget *parent, const Document &doc, const PowerFeed &initial);
std::optional<CoolingLoop> askLoop(QWidget *parent, const Document &doc, const CoolingLoop &initial);
std::optional<Network> askNetwork(QWidget *parent, const Network &initial);
std::optional<Column> askColumn(QWidget *parent, const Document &doc, const Column &initial);
std::optional<KeepOut> askKeepOut(QWidget *parent, const Document &doc, const KeepOut &initial);
std::optional<Busway> askBusway(QWidget *parent, const Document &doc, const Busway &initial);
std::optional<Cdu> askCdu(QWidget *parent, const Document &doc, const Cdu &initial);

} // namespace railyard
