#pragma once

#include "document/changeset.h"

#include <QCoreApplication>
#include <QString>

namespace railyard {

// How the window names each kind of design object: "Keep-out area", "3 racks". One place, so
// Find, the Delete confirmation and the status bar say the same words in every language.
class KindNames {
    Q_DECLARE_TR_FUNCTIONS(KindNames)
public:
    // The kind as a heading: "Rack", "Cooling loop".
    static QString name(EntityKind kind);
    // A count of the kind: "1 rack", "12 keep-out areas".
    static QString count(EntityKind kind, int n);
};

} // namespace railyard
