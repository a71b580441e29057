#pragma once

#include "entityeditor.h"

#include <QCoreApplication>
#include "core/trcontexts.h"

namespace railyard {

// What choice fields of the inspector offer, built from the design as it is.

// Every entity of a table by name, its id as the value; `none` first when not empty.
template <class T>
std::vector<Choice> namedChoices(const EntityTable<T> &table, const QString &none = {})
{
    std::vector<Choice> out;
    if (!none.isEmpty())
        out.push_back({none, QStringLiteral("0")});
    for (const T &e : table)
        out.push_back({e.name, QString::number(e.id.value)});
    return out;
}
// The catalog's parts of a category by model, the part id as the value.
std::vector<Choice> partChoices(const Document &doc, PartCategory category);
// An enumeration's values by their stable token.
template <class E>
std::vector<Choice> tokenChoices(std::initializer_list<E> values)
{
    std::vector<Choice> out;
    for (E v : values)
        out.push_back({toToken(v), toToken(v)});
    return out;
}
template <class E>
QString writeToken(E &to, const QString &value)
{
    const std::optional<E> v = fromToken<E>(value);
    if (!v)
        return trctx::Inspector::tr("\"%1\" is not one of the choices.").arg(value);
    to = *v;
    return {};
}
// Reads an id chosen in a choice field.
template <class IdT>
QString writeId(IdT &to, const QString &value)
{
    to = IdT(value.toUInt());
    return {};
}
// The name field every kind has.
template <class T>
FieldSpec<T> nameField(uint32_t mask)
{
    return {QStringLiteral("name"), trctx::Inspector::tr("Name"), mask, [](const T &e) { return e.name; },
            [](T &e, const QString &v) {
                e.name = v;
                return QString();
            }};
}
// A number field on a member, typed in `scale` units of what is stored (kW for W); its edits merge.
template <class T, class M>
FieldSpec<T> numberField(QString key, QString label, uint32_t mask, M T::*member, double scale = 1)
{
    return {std::move(key), std::move(label), mask, [member, scale](const T &e) { return numberText(double(e.*member) / scale); },
            [member, scale](T &e, const QString &v) {
                if constexpr (std::is_integral_v<M>) {
                    return readCount(v, e.*member);
                } else {
                    return readNumber(v, e.*member, scale);
                }
            },
            {}, true};
}
// A choice of another entity by id (a PDU's feed, a rack's loop).
template <class T, class IdT, class Other>
FieldSpec<T> idField(QString key, QString label, uint32_t mask, IdT T::*member, const EntityTable<Other> &(Document::*table)() const,
                     QString none = {})
{
    return {std::move(key), std::move(label), mask, [member](const T &e) { return QString::number((e.*member).value); },
            [member](T &e, const QString &v) { return writeId(e.*member, v); },
            [table, none](const Document &d, const T &) { return namedChoices((d.*table)(), none); }};
}

// "12.3 kW" from milliwatts, "12.3 of 20.0 kW (62 %)" against a limit in watts.
QString kwText(int64_t milliwatts);
QString loadText(double usedW, double limitW);

} // namespace railyard
