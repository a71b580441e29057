#pragma once

#include "document/document.h"

class QComboBox;

namespace railyard {

// Fills a rack inspector's A or B supply choice: "none", then the PDUs of the rack's hall on a
// feed of that side (a rack's A supply comes from an A-side feed), by name, the PDU id as the
// data; `current` is chosen.
void fillRackPduChoice(QComboBox &box, const Document &doc, RackId rack, FeedSide side, PduId current);

} // namespace railyard
