#pragma once

#include "commands/erasure.h"
#include "fieldreader.h"

#include <QStringList>
#include <functional>

namespace railyard {

// One kind an edit file can add, set and delete (docs/CLI.md, "edit"): its fields, and how
// each op on it becomes edits through the Editor facade. Each returns the reason it refuses
// the op, or an empty string once the op is applied. Adding a kind is one such description
// in its own file and one line in editKinds().
struct EditKind {
    QString name;
    QStringList fields; // every field the kind takes; any other is refused
    std::function<QString(EditContext &, const QJsonObject &fields)> add;
    std::function<QString(EditContext &, const QString &name, const QJsonObject &fields)> set;
    std::function<QString(EditContext &, const QString &name)> remove;
};

// Every kind, in the order an ops file lists them (parents before children).
const std::vector<EditKind> &editKinds();
const EditKind *findEditKind(const QString &name);

EditKind hallEditKind();
EditKind rowEditKind();
EditKind feedEditKind();
EditKind pduEditKind();
EditKind loopEditKind();
EditKind networkEditKind();
EditKind rackEditKind();
EditKind deviceEditKind();
EditKind cableEditKind();
EditKind columnEditKind();
EditKind keepOutEditKind();
EditKind buswayEditKind();
EditKind cduEditKind();
EditKind rackTemplateEditKind();

// `connect` and `disconnect` are a cable's add and delete.
QString addCable(EditContext &ctx, const QJsonObject &fields);
QString removeCable(EditContext &ctx, const QString &name);

// Shared steps of the kinds' ops.

// A `set` of a named entity: `read` applies the fields to a copy, `check` (optional) refuses
// what the fields cannot express, then one update command (a rename is re-indexed).
template <class T>
QString setNamed(EditContext &ctx, const QString &name, const QJsonObject &fields,
                 const std::function<void(FieldReader &, T &)> &read,
                 const std::function<QString(const T &before, const T &after, uint32_t changed)> &check = {})
{
    QString why;
    const T *before = ctx.find<T>(name, &why);
    if (!before)
        return why;
    T after = *before;
    FieldReader r(ctx, fields);
    read(r, after);
    if (!r.ok())
        return r.error();
    if (check)
        if (const QString refused = check(*before, after, r.changed()); !refused.isEmpty())
            return refused;
    const T copy = after;
    // The Editor's gate checks the whole result (checkEdit), as it does for the inspector's edits.
    const EditResult done =
        ctx.editor().update(copy, r.changed(), QCoreApplication::translate("EditOps", "Edit %1 %2").arg(editKindWord<T>(), name));
    if (done.wasRefused())
        return done.refusal();
    if (done)
        ++ctx.changed;
    ctx.named(copy);
    return {};
}

// A `delete` of a named entity with the GUI's cascade (Editor::erase); counts what went.
template <class T>
QString eraseNamed(EditContext &ctx, const QString &name, std::vector<decltype(T::id)> Selection::*member)
{
    QString why;
    const T *e = ctx.find<T>(name, &why);
    if (!e)
        return why;
    Selection s;
    (s.*member).push_back(e->id);
    const Fragment gone = planErase(ctx.doc(), s).removed;
    ctx.removed += int(gone.size() - gone.ports.size()); // ports go with their device
    ctx.editor().erase(s, QCoreApplication::translate("EditOps", "Delete %1 %2").arg(editKindWord<T>(), name));
    return {};
}

// Reads a new entity for `add`: its name (checked free), the `required` fields, then every
// field through `read`. Returns the reason it is refused, or an empty string.
template <class T>
QString readNew(EditContext &ctx, FieldReader &r, const std::vector<const char *> &required,
                const std::function<void(FieldReader &, T &)> &read, T &e)
{
    r.require({"name"}).require(required);
    read(r, e);
    if (!r.ok())
        return r.error();
    return ctx.nameTaken<T>(e);
}

// Adds one entity assembled by `build` on a FragmentBuilder, as one insert through the facade;
// the new entity is indexed by name and counted.
template <class T>
void insertNamed(EditContext &ctx, T &e, const std::function<decltype(T::id)(FragmentBuilder &, const T &)> &build)
{
    FragmentBuilder b(ctx.doc());
    e.id = build(b, e);
    ctx.editor().insert(b.take(), QCoreApplication::translate("EditOps", "Add %1 %2").arg(editKindWord<T>(), e.name));
    ctx.named(e);
    ++ctx.added;
}

// A kind whose ops need nothing beyond its fields: `add` reads them and inserts what `build`
// makes, `set` updates them, `delete` erases with the cascade.
template <class T>
EditKind namedKind(const QString &name, const QStringList &fields, const std::vector<const char *> &required,
                   const std::function<void(FieldReader &, T &)> &read,
                   const std::function<decltype(T::id)(FragmentBuilder &, const T &)> &build,
                   std::vector<decltype(T::id)> Selection::*member,
                   const std::function<QString(const Document &, const T &)> &check = {})
{
    EditKind k;
    k.name = name;
    k.fields = fields;
    k.add = [required, read, build, check](EditContext &ctx, const QJsonObject &values) -> QString {
        T e;
        FieldReader r(ctx, values);
        if (const QString why = readNew<T>(ctx, r, required, read, e); !why.isEmpty())
            return why;
        // A new object passes the same checks as an edited one.
        if (const QString refused = checkEdit(ctx.doc(), e); !refused.isEmpty())
            return refused;
        if (check)
            if (const QString refused = check(ctx.doc(), e); !refused.isEmpty())
                return refused;
        insertNamed<T>(ctx, e, build);
        return {};
    };
    k.set = [read, check](EditContext &ctx, const QString &object, const QJsonObject &values) {
        std::function<QString(const T &, const T &, uint32_t)> checkAfter;
        if (check)
            checkAfter = [&ctx, check](const T &, const T &after, uint32_t) { return check(ctx.doc(), after); };
        return setNamed<T>(ctx, object, values, read, checkAfter);
    };
    k.remove = [member](EditContext &ctx, const QString &object) { return eraseNamed<T>(ctx, object, member); };
    return k;
}

} // namespace railyard
