#pragma once

#include "asbuilt.h"
#include "core/result.h"

namespace railyard {

// Reads LLDP neighbour JSON as lldpd's `lldpcli` prints it (docs/VERIFY.md):
// `-f json0 show neighbors details` (every value an array of objects) and `-f json show
// neighbors [details]` (where one neighbour is an object and several an array). One file per
// device that reported, or a folder of them (*.json). Each file's reporter is the local system
// (`show chassis` is not in the output), so it is taken from the file name (`leaf-01.json`)
// unless the JSON names it. Errors name the file and what is wrong.
Result<AsBuilt> readLldp(const QString &fileOrDir);
Result<AsBuilt> parseLldpJson(const QByteArray &json, const QString &fileName, const QString &reporter);

} // namespace railyard
