#pragma once

#include "editcontext.h"

#include <QJsonObject>
#include <initializer_list>
#include <vector>

namespace railyard {

// Reads the "fields" of one op into an entity, one call per field, each checking the JSON
// type, the range and what the value refers to. A field that is absent is left as it is; the
// first bad one stops the rest and becomes the op's reason. `changed()` collects the entity's
// Field bits of the fields present (what a `set` updates).
class FieldReader {
public:
    FieldReader(EditContext &ctx, const QJsonObject &fields) : m_ctx(ctx), m_fields(fields) {}

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    uint32_t changed() const { return m_changed; }
    bool has(const char *key) const { return m_fields.contains(QLatin1String(key)); }

    // Refuses the op unless every key is present (for `add`).
    FieldReader &require(const std::vector<const char *> &keys);
    // A non-empty string.
    FieldReader &text(const char *key, QString &into, uint32_t bit);
    // A string, possibly empty (labels, bundles).
    FieldReader &optionalText(const char *key, QString &into, uint32_t bit);
    FieldReader &number(const char *key, double &into, double min, double max, uint32_t bit);
    FieldReader &integer(const char *key, int &into, int min, int max, uint32_t bit);
    // true or false (an option of the op, not a field of the entity: no bit).
    FieldReader &flag(const char *key, bool &into);
    // A 1-based number in the file (SU 1, rail 1), stored 0-based; null for none (-1).
    FieldReader &ordinal(const char *key, int &into, int max, uint32_t bit);
    // One of an enumeration's tokens.
    template <class E> FieldReader &token(const char *key, E &into, uint32_t bit);
    // The name of an object of type T; with `clearable`, null or "" clears the reference.
    template <class T> FieldReader &ref(const char *key, decltype(T::id) &into, bool clearable, uint32_t bit);
    // A part number of the design's catalog in one of `categories`; with `clearable`, null clears.
    FieldReader &part(const char *key, PartId &into, std::initializer_list<PartCategory> categories, bool clearable,
                      uint32_t bit);
    // Refuses the op with `reason` (a check across fields).
    FieldReader &fail(const QString &reason);

private:
    // The value of a present field, or an undefined value when absent or after an error.
    QJsonValue value(const char *key);
    FieldReader &wrongType(const char *key, const QString &expected);
    FieldReader &string(const char *key, QString &into, uint32_t bit, bool mayBeEmpty);
    template <class Valid, class Store>
    FieldReader &take(const char *key, uint32_t bit, const QString &expected, const Valid &valid, const Store &store);

    EditContext &m_ctx;
    const QJsonObject &m_fields;
    QString m_error;
    uint32_t m_changed = 0;
};

template <class E> FieldReader &FieldReader::token(const char *key, E &into, uint32_t bit)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return *this;
    const auto parsed = v.isString() ? fromToken<E>(v.toString()) : std::nullopt;
    if (!parsed)
        return wrongType(key, allTokens<E>().join(QStringLiteral(", ")));
    into = *parsed;
    m_changed |= bit;
    return *this;
}

template <class T> FieldReader &FieldReader::ref(const char *key, decltype(T::id) &into, bool clearable, uint32_t bit)
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return *this;
    if (clearable && (v.isNull() || v.toString() == QString()) && !v.isBool() && !v.isDouble()) {
        into = {};
        m_changed |= bit;
        return *this;
    }
    if (!v.isString())
        return wrongType(key, QCoreApplication::translate("EditOps", "the name of a %1").arg(editKindWord<T>()));
    QString why;
    const auto id = m_ctx.idOf<T>(v.toString(), &why);
    if (!id)
        return fail(QStringLiteral("\"%1\": %2").arg(QLatin1String(key), why));
    into = id;
    m_changed |= bit;
    return *this;
}

} // namespace railyard
