#include "fieldreader.h"

#include <cmath>
#include "core/trcontexts.h"

namespace railyard {

QJsonValue FieldReader::value(const char *key)
{
    if (!ok())
        return QJsonValue(QJsonValue::Undefined);
    return m_fields.value(QLatin1String(key));
}

FieldReader &FieldReader::fail(const QString &reason)
{
    if (ok())
        m_error = reason;
    return *this;
}

FieldReader &FieldReader::wrongType(const char *key, const QString &expected)
{
    const QJsonValue v = m_fields.value(QLatin1String(key));
    QString given = v.isString()   ? QStringLiteral("\"%1\"").arg(v.toString().left(64))
                    : v.isDouble() ? QString::number(v.toDouble())
                    : v.isBool()   ? QString::fromLatin1(v.toBool() ? "true" : "false")
                    : v.isNull()   ? QStringLiteral("null")
                    : v.isArray()  ? trctx::EditOps::tr("an array")
                                   : trctx::EditOps::tr("an object");
    return fail(trctx::EditOps::tr("\"%1\" takes %2, not %3").arg(QLatin1String(key), expected, given));
}

FieldReader &FieldReader::require(const std::vector<const char *> &keys)
{
    for (const char *key : keys)
        if (ok() && !has(key))
            fail(trctx::EditOps::tr("the field \"%1\" is required").arg(QLatin1String(key)));
    return *this;
}

FieldReader &FieldReader::text(const char *key, QString &into, uint32_t bit)
{
    return string(key, into, bit, false);
}

FieldReader &FieldReader::optionalText(const char *key, QString &into, uint32_t bit)
{
    return string(key, into, bit, true);
}

// Reads a present field: when `valid` holds for its value, `store` takes it; otherwise the op is
// refused saying what the field takes.
template <class Valid, class Store>
FieldReader &FieldReader::take(const char *key, uint32_t bit, const QString &expected, const Valid &valid,
                               const Store &store)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return *this;
    if (!valid(v))
        return wrongType(key, expected);
    store(v);
    m_changed |= bit;
    return *this;
}

FieldReader &FieldReader::string(const char *key, QString &into, uint32_t bit, bool mayBeEmpty)
{
    return take(
        key, bit, mayBeEmpty ? trctx::EditOps::tr("a string") : trctx::EditOps::tr("a non-empty string"),
        [&](const QJsonValue &v) { return v.isString() && (mayBeEmpty || !v.toString().trimmed().isEmpty()); },
        [&](const QJsonValue &v) { into = v.toString(); });
}

FieldReader &FieldReader::number(const char *key, double &into, double min, double max, uint32_t bit)
{
    return take(
        key, bit, trctx::EditOps::tr("a number from %1 to %2").arg(min).arg(max),
        [&](const QJsonValue &v) {
            return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() >= min && v.toDouble() <= max;
        },
        [&](const QJsonValue &v) { into = v.toDouble(); });
}

// A JSON number that is whole and within [min, max].
static bool wholeIn(const QJsonValue &v, double min, double max)
{
    const double d = v.toDouble();
    return v.isDouble() && d == std::floor(d) && d >= min && d <= max;
}

FieldReader &FieldReader::integer(const char *key, int &into, int min, int max, uint32_t bit)
{
    return take(
        key, bit, trctx::EditOps::tr("a whole number from %1 to %2").arg(min).arg(max),
        [&](const QJsonValue &v) { return wholeIn(v, min, max); },
        [&](const QJsonValue &v) { into = int(v.toDouble()); });
}

FieldReader &FieldReader::flag(const char *key, bool &into)
{
    return take(
        key, 0, trctx::EditOps::tr("true or false"), [](const QJsonValue &v) { return v.isBool(); },
        [&](const QJsonValue &v) { into = v.toBool(); });
}

FieldReader &FieldReader::ordinal(const char *key, int &into, int max, uint32_t bit)
{
    return take(
        key, bit, trctx::EditOps::tr("a whole number from 1 to %1, or null").arg(max),
        [&](const QJsonValue &v) { return v.isNull() || wholeIn(v, 1, max); },
        [&](const QJsonValue &v) { into = v.isNull() ? -1 : int(v.toDouble()) - 1; });
}

FieldReader &FieldReader::part(const char *key, PartId &into, std::initializer_list<PartCategory> categories,
                               bool clearable, uint32_t bit)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return *this;
    QStringList wanted;
    for (PartCategory c : categories)
        wanted << toToken(c);
    if (clearable && v.isNull()) {
        into = {};
        m_changed |= bit;
        return *this;
    }
    if (!v.isString())
        return wrongType(key, trctx::EditOps::tr("a part number (%1)").arg(wanted.join(QStringLiteral(", "))));
    const Part *p = m_ctx.doc().catalog().find(v.toString());
    if (!p)
        return fail(trctx::EditOps::tr("\"%1\": the design's catalog has no part \"%2\"; check the part number against the catalog "
                       "(docs/CATALOG.md)")
                        .arg(QLatin1String(key), v.toString().left(64)));
    if (std::find(categories.begin(), categories.end(), p->category) == categories.end())
        return fail(trctx::EditOps::tr("\"%1\": %2 is a %3 part; this field takes a %4 part")
                        .arg(QLatin1String(key), p->partNumber, toToken(p->category), wanted.join(trctx::EditOps::tr(" or "))));
    into = p->id;
    m_changed |= bit;
    return *this;
}

} // namespace railyard
