#pragma once

#include "core/entitytable.h"

#include <QCoreApplication>
#include <QString>

namespace railyard {

// Characters in a name, counted in UTF-16 units as Qt counts them: a rack's or a port's label
// prints on a 1-inch flag, and a pull sheet's column is read by a cable installer.
constexpr int kMaxNameLength = 128;

// The reason a name's text is refused: too long, or holding a character that does not print —
// a control character (NUL, a line break), a format character (a right-to-left override makes
// "R1" read as something else), a surrogate, a private-use or unassigned code point, or a line
// or paragraph separator. Empty names are for the callers, which say what needs a name.
inline QString nameTextRefusal(const QString &name, const QString &what)
{
    if (name.size() > kMaxNameLength)
        return QCoreApplication::translate("FieldChecks", "A %1 name has at most %2 characters; \"%3…\" has %4.")
            .arg(what)
            .arg(kMaxNameLength)
            .arg(name.left(24))
            .arg(name.size());
    for (const char32_t c : name.toUcs4()) {
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Other_Surrogate:
        case QChar::Other_PrivateUse:
        case QChar::Other_NotAssigned:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            return QCoreApplication::translate("FieldChecks", "A %1 name holds the character U+%2, which does not print; remove it.")
                .arg(what, QStringLiteral("%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper());
        default:
            break;
        }
    }
    return {};
}

// The reason a new or changed name is refused: empty, too long or not printable (nameTextRefusal), or already carried by another entity of the same table
// (names appear on labels, pull sheets and in scripted edits, which find objects by name).
// `what` is the kind as a user reads it ("rack", "feed"); `sameScope` limits the comparison
// (e.g. rows of one hall).
template <class T, class Scope>
QString nameRefusal(const EntityTable<T> &table, const T &after, const QString &what, Scope sameScope)
{
    // A name kept as it was is not judged again: a design read with two objects of one name can
    // still be edited (docs/CLI.md, "Names"), and an edit of another field costs no table scan.
    if (const T *before = table.find(after.id); before && before->name == after.name)
        return {};
    const QString name = after.name.trimmed();
    if (name.isEmpty())
        return QCoreApplication::translate("FieldChecks", "A %1 needs a name.").arg(what);
    if (name != after.name)
        return QCoreApplication::translate("FieldChecks", "The name \"%1\" starts or ends with spaces; remove them.").arg(after.name);
    if (QString why = nameTextRefusal(name, what); !why.isEmpty())
        return why;
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
