#pragma once

#include "core/result.h"
#include "document/fragmentbuilder.h"
#include "rackplacement.h"

namespace railyard {

// What a rack template (racktemplates.h) brings when it is placed in a hall: its devices and
// the cables between them, its sides' PDUs on the hall's first feed of each side, the hall's
// first cooling loop when the template is cooled, and each switch on the design's network of
// its role and plane. A side with no feed in the hall, or a switch with no such network, waits
// for one (`waiting` says which).
struct TemplateFill {
    RackTemplate tpl;
    const Part *frame = nullptr;
    std::vector<const Part *> parts; // of tpl.devices
    const Part *pduA = nullptr, *pduB = nullptr;
    FeedId feedA, feedB;
    LoopId loop;
    std::vector<NetworkId> networks; // of tpl.devices
    QStringList waiting;
    QString refusal; // why the template cannot be placed (checkRackTemplate)
    bool ok() const { return refusal.isEmpty(); }
};

TemplateFill planTemplateFill(const Document &doc, HallId hall, const RackTemplate &tpl);

// Adds `rack` (its part the template's frame) and what the fill brings through `b`; devices are
// named the rack's name followed by each device's suffix.
RackId addRackFromTemplate(FragmentBuilder &b, Rack rack, const TemplateFill &fill);

// The planned racks (rackplacement.h, planned for the template's frame) each filled from the
// template, in one new row when the first starts one, as one undoable step. Refused, changing
// nothing, when a plan is, when the template cannot be placed, or when a device it would add
// takes a name the design has.
Result<std::vector<RackId>> placeTemplateRacks(Editor &editor, const std::vector<RackPlacement> &plans, const RackTemplate &tpl);

} // namespace railyard
