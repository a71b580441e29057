#pragma once

#include "core/result.h"
#include "document/document.h"

#include <optional>

namespace railyard {

// Rack templates (docs/GUI.md, "Rack templates"): a rack as the designer filled it, saved in
// the design, and the templates Railyard offers in every design whose catalog has their parts.

// The template of `rack` as it stands, named `name`: its frame, each device (its name after the
// rack's, part, U, network by role and plane, tier, rail), the cables between its own devices
// (cables that leave the rack are not part of it), each side's PDU part and units, whether it
// is on a loop, its spreader plate. Refused when the rack is gone or holds nothing.
Result<RackTemplate> rackTemplateOf(const Document &doc, RackId rack, const QString &name);

// "Network rack with 2 leaves": the catalog's tallest air-cooled rack with two leaves of the
// design's compute switch (the part its leaves are, else the default for its nodes, else for a
// DGX B300) at U 2 and above with a free U between, a management switch at the top cabled to
// each, and A and B PDUs sized for them (generate/pdusizing.h), as Build fabric's network racks.
// "DGX B300 4-node rack": four DGX B300 from U 2 in the smallest air-cooled or rear-door rack
// that holds them and their power and heat (on the hall's loop when it is a rear door, as the
// generator racks them), a management switch at the top cabled to each node's BMC, and A and B
// PDUs sized for four nodes (NVIDIA's DGX SuperPOD B300 RA racks four). Each is left out when
// the catalog lacks its parts.
std::vector<RackTemplate> builtInRackTemplates(const Document &doc);

// The design's own templates, then the built-in ones whose names it does not use.
std::vector<RackTemplate> rackTemplatesOf(const Document &doc);
std::optional<RackTemplate> findRackTemplate(const Document &doc, const QString &name);

} // namespace railyard
