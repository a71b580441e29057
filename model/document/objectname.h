#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <QString>

namespace railyard {

// The name a user knows an object by: its name, a cable's label, a port as "device:port";
// empty when the object is gone.
QString nameOfObject(const Document &doc, ObjectRef object);

} // namespace railyard
