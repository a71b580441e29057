#pragma once

#include "core/entitytable.h"

#include <QCoreApplication>
#include <QString>

namespace railyard {

// The reason a name is refused: empty, or already carried by another entity of the same table
// (names appear on labels, pull sheets and in scripted edits, which find objects by name).
// `what` is the kind as a user reads it ("rack", "feed"); `sameScope` limits the comparison
// (e.g. rows of one hall).
template <class T, class Scope>
QString nameRefusal(const EntityTable<T> &table, const T &after, const QString &what, Scope sameScope)
{
    const QString name = after.name.trimmed();
    if (name.isEmpty())
        return QCoreApplication::translate("FieldChecks", "A %1 needs a name.").arg(what);
    if (name != after.name)
        return QCoreApplication::translate("FieldChecks", "The name \"%1\" starts or ends with spaces; remove them.").arg(after.name);
    for (const auto &other : table)
        if (other.id != after.id && other.name == name && sameScope(other))
            return QCoreApplication::translate("FieldChecks", "Another %1 is named %2; %1 names must be unique.").arg(what, name);
    return {};
}

template <class T>
QString nameRefusal(const EntityTable<T> &table, const T &after, const QString &what)
{
    return nameRefusal(table, after, what, [](const auto &) { return true; });
}

} // namespace railyard
