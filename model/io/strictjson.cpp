#include "strictjson.h"

#include "core/trcontexts.h"

#include <QCoreApplication>
#include <QSet>
#include <vector>

namespace railyard {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The code unit of a \uXXXX escape starting at text[at] (the backslash), or -1.
int escapedUnit(const QByteArray &text, qsizetype at)
{
    if (at + 5 >= text.size() || text[at] != '\\' || text[at + 1] != 'u')
        return -1;
    int unit = 0;
    for (int k = 2; k < 6; ++k) {
        const int h = hexValue(text[at + k]);
        if (h < 0)
            return -1;
        unit = unit * 16 + h;
    }
    return unit;
}

void appendUtf8(QByteArray &into, char32_t cp)
{
    into += QString::fromUcs4(&cp, 1).toUtf8();
}

// The length of the valid UTF-8 sequence at text[at] (a byte of 0x80 or above), or 0. Refuses
// overlong forms, encoded surrogates and code points past U+10FFFF, as RFC 3629 does.
int utf8Length(const QByteArray &text, qsizetype at)
{
    const auto b = [&](qsizetype k) { return k < text.size() ? uchar(text[k]) : 0; };
    const uchar lead = b(at);
    int length = 0;
    uchar low = 0x80, high = 0xBF; // the second byte's range
    if (lead >= 0xC2 && lead <= 0xDF)
        length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0;
        if (lead == 0xED)
            high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        if (lead == 0xF4)
            high = 0x8F;
    } else
        return 0;
    if (b(at + 1) < low || b(at + 1) > high)
        return 0;
    for (int k = 2; k < length; ++k)
        if (b(at + k) < 0x80 || b(at + k) > 0xBF)
            return 0;
    return length;
}

struct Container {
    bool object = false;
    bool expectKey = false;
    QSet<QByteArray> keys;
};

} // namespace

JsonProblem strictJsonProblem(const QByteArray &text)
{
    std::vector<Container> open;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = text[i];
        if (c == '{' || c == '[') {
            if (open.size() >= size_t(kMaxJsonDepth))
                return {trctx::StrictJson::tr("objects and arrays nested deeper than %1").arg(kMaxJsonDepth), i};
            open.push_back({c == '{', c == '{', {}});
        } else if (c == '}' || c == ']') {
            if (!open.empty())
                open.pop_back();
        } else if (c == ',') {
            if (!open.empty() && open.back().object)
                open.back().expectKey = true;
        } else if (c == '"') {
            const qsizetype start = i;
            QByteArray decoded;
            for (++i; i < n && text[i] != '"'; ++i) {
                const uchar u = uchar(text[i]);
                if (u < 0x20)
                    return {trctx::StrictJson::tr("a control character (U+%1) inside a string; remove it").arg(int(u), 4, 16, QLatin1Char('0')), i};
                if (u >= 0x80) {
                    const int length = utf8Length(text, i);
                    if (length == 0)
                        return {trctx::StrictJson::tr("bytes that are not UTF-8; save the file as UTF-8"), i};
                    decoded += text.mid(i, length);
                    i += length - 1;
                    continue;
                }
                if (u != '\\') {
                    decoded += char(u);
                    continue;
                }
                if (i + 1 >= n)
                    break;
                const char e = text[i + 1];
                if (e != 'u') {
                    const char plain = e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e;
                    decoded += plain;
                    ++i;
                    continue;
                }
                const int unit = escapedUnit(text, i);
                if (unit < 0)
                    break; // not an escape: the parser names it
                if (unit >= 0xDC00 && unit <= 0xDFFF)
                    return {trctx::StrictJson::tr("a lone surrogate escape (\\u%1) inside a string; a character outside the BMP is a pair of escapes")
                                .arg(unit, 4, 16, QLatin1Char('0')), i};
                if (unit >= 0xD800 && unit <= 0xDBFF) {
                    const int second = escapedUnit(text, i + 6);
                    if (second < 0xDC00 || second > 0xDFFF)
                        return {trctx::StrictJson::tr("a lone surrogate escape (\\u%1) inside a string; a character outside the BMP is a pair of escapes")
                                    .arg(unit, 4, 16, QLatin1Char('0')), i};
                    appendUtf8(decoded, char32_t(0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)));
                    i += 11;
                } else {
                    appendUtf8(decoded, char32_t(unit));
                    i += 5;
                }
            }
            if (!open.empty() && open.back().object && open.back().expectKey) {
                Container &object = open.back();
                object.expectKey = false;
                if (object.keys.contains(decoded))
                    return {trctx::StrictJson::tr("the key \"%1\" is given twice in one object; give it once").arg(QString::fromUtf8(decoded.left(64))), start};
                object.keys.insert(decoded);
            }
        }
    }
    return {};
}

} // namespace railyard
