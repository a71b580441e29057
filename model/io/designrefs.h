#pragma once

#include "designreader.h"

namespace railyard {

class IdRemap;

// Checks a design's ids and references once every table is read: ids unique in each table
// (ports derived from parts and ports listed together), every reference resolves, and maps the
// ids to the document's (IdRemap), references and waivers with them. `storedCounters` are the
// file's next_id values; content->counters gets the ones to continue with, above every id and
// never near 2^32. Fails naming the table, the row's id (as the file has it) and the column.
bool resolveReferences(DesignContent *content, const IdRemap &partIds, const std::array<uint32_t, kEntityKindCount> &storedCounters,
                       QString *error);

} // namespace railyard
