#pragma once

#include "core/result.h"
#include "entities/racktemplate.h"

#include <QByteArray>

namespace railyard {

// A rack template's contents as the design file keeps them (docs/FILE_FORMAT.md, table
// rack_template, column body): one compact JSON object with the frame, the sides, the devices
// and the cables; the name is a column of its own.
QByteArray rackTemplateJson(const RackTemplate &tpl);
// The template named `name` from its body; refused, saying what is wrong, when the body is not
// such an object. Whether its parts are in the catalog is checked where it is placed.
Result<RackTemplate> rackTemplateFromJson(const QString &name, const QByteArray &body);

} // namespace railyard
