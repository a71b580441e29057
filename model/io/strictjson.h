#pragma once

#include <QByteArray>
#include <QString>

namespace railyard {

// What a JSON parser accepts that a design must not: QJsonDocument keeps the last of two equal
// keys (`"pue"` twice silently takes the second), lets a raw NUL or control character through
// inside a string, turns a lone surrogate escape into another character or into invalid UTF-8,
// and nests as deep as memory allows. strictJsonProblem scans the bytes before they are parsed.
struct JsonProblem {
    QString what;        // empty: none found
    qsizetype offset = 0; // byte offset of the problem in the text
    explicit operator bool() const { return !what.isEmpty(); }
};

// Nesting of objects and arrays an input may have: an edit op is three deep, an LLDP neighbour
// table about ten.
constexpr int kMaxJsonDepth = 32;

// The first of: invalid UTF-8, a control character (U+0000–U+001F) inside a string, a lone
// surrogate escape, nesting deeper than kMaxJsonDepth, a key given twice in one object. The
// text's grammar is left to QJsonDocument; a text that is not JSON may pass this scan.
JsonProblem strictJsonProblem(const QByteArray &text);

} // namespace railyard
