#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace railyard {

// Names for things a designer adds by hand, following the names already there, so a pasted or
// added rack reads like its neighbours ("SU01-R11" is followed by "SU01-R12").

// A name split at its trailing number: "SU01-R011" -> {"SU01-R", 11, 3}. number is -1 and
// width 0 when the name does not end in a digit.
struct NumberedName {
    QString prefix;
    qint64 number = -1;
    int width = 0;
    QString text() const;
};
NumberedName splitNumber(const QString &name);

// The next name of the series most of `existing` belong to: the commonest prefix that ends
// in a number, its highest number plus one, zero-padded as the widest of them. `fallback` is
// used when no name ends in a number (a new row: "SU05-R01" from fallback "SU05-R01").
QString nextInSeries(const QStringList &existing, const QString &fallback);

// `name`, or the first of its series not in `taken` ("gpu00017" -> "gpu00129" when the hall
// already has gpu00001..gpu00128): a pasted copy never takes an existing name. Names with no
// trailing number get "-2", "-3"…
QString uniqueName(const QString &name, const QSet<QString> &taken);

// Replaces the number of scalable unit `from` in a name with `to`, keeping how it is written:
// "SU01-R03" -> "SU05-R03", "leaf-su1-r3" -> "leaf-su5-r3". Names that do not mention the SU
// come back unchanged. SUs are written 1-based in names.
QString renameScalableUnit(const QString &name, int from, int to);

} // namespace railyard
