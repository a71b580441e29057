#include "editkind.h"

#include "core/limits.h"
#include "core/trcontexts.h"

namespace railyard {

namespace {


// The port a field names ("device:port"), read into `into`.
void readEnd(EditContext &ctx, FieldReader &r, const QJsonObject &fields, const char *key, PortId &into)
{
    if (!r.ok() || !fields.contains(QLatin1String(key)))
        return;
    const QJsonValue v = fields.value(QLatin1String(key));
    if (!v.isString()) {
        r.fail(trctx::EditOps::tr("\"%1\" takes a port as \"device:port\"").arg(QLatin1String(key)));
        return;
    }
    QString why;
    into = ctx.port(v.toString(), &why);
    if (!into)
        r.fail(QStringLiteral("\"%1\": %2").arg(QLatin1String(key), why));
}

void readCable(EditContext &ctx, FieldReader &r, const QJsonObject &fields, Cable &c)
{
    readEnd(ctx, r, fields, "a", c.a);
    readEnd(ctx, r, fields, "b", c.b);
    r.token("medium", c.medium, Cable::kMedium)
        .number("length_m", c.lengthM, 0, limits::kMaxMetres, Cable::kLength)
        .optionalText("label", c.label, Cable::kLabel)
        .optionalText("bundle", c.bundle, Cable::kBundle);
}

// Why a cable may not run between `a` and `b` (`self` is the cable being re-plugged).
QString endsRefusal(EditContext &ctx, PortId a, PortId b, CableId self = {})
{
    if (a == b)
        return trctx::EditOps::tr("both ends are %1; a cable joins two different ports").arg(ctx.portReference(a));
    for (PortId end : {a, b})
        for (CableId id : ctx.doc().cablesAt(end))
            if (id != self) {
                const Cable &other = ctx.doc().cables().at(id);
                return trctx::EditOps::tr("port %1 is already used by the cable to %2; disconnect it first (or set that cable's ends)")
                    .arg(ctx.portReference(end), ctx.portReference(ctx.doc().otherEnd(other, end)));
            }
    return {};
}

// The cable an op names: one of its ends as "device:port", or its label.
const Cable *findCable(EditContext &ctx, const QString &name, QString *why)
{
    QString portWhy;
    if (const PortId port = ctx.port(name, &portWhy)) {
        const auto cables = ctx.doc().cablesAt(port);
        if (cables.size() == 1)
            return &ctx.doc().cables().at(*cables.begin());
        *why =
            cables.empty()
                ? trctx::EditOps::tr("no cable is plugged into %1").arg(name)
                : trctx::EditOps::tr("%1 cables are plugged into %2; name the one you mean by its label").arg(cables.size()).arg(name);
        return nullptr;
    }
    const Cable *found = nullptr;
    int count = 0;
    for (const Cable &c : ctx.doc().cables())
        if (c.label == name)
            found = &c, ++count;
    if (count == 1)
        return found;
    *why = count > 1 ? trctx::EditOps::tr("%1 cables are labelled \"%2\"; name the one you mean by an end (\"device:port\")")
                           .arg(count)
                           .arg(name)
                     : trctx::EditOps::tr("no cable has the label or end \"%1\" (%2)").arg(name, portWhy);
    return nullptr;
}

} // namespace

QString addCable(EditContext &ctx, const QJsonObject &fields)
{
    Cable c;
    FieldReader r(ctx, fields);
    r.require({"a", "b"});
    readCable(ctx, r, fields, c);
    if (!r.ok())
        return r.error();
    if (const QString refused = endsRefusal(ctx, c.a, c.b); !refused.isEmpty())
        return refused;
    c.id = ctx.editor().connect(c.a, c.b, c.medium);
    ++ctx.added;
    const uint32_t extra = r.changed() & (Cable::kLength | Cable::kLabel | Cable::kBundle);
    if (extra) {
        Cable after = ctx.doc().cables().at(c.id);
        after.lengthM = c.lengthM;
        after.label = c.label;
        after.bundle = c.bundle;
        if (const EditResult done = ctx.editor().update(after, extra, trctx::EditOps::tr("Edit cable %1").arg(after.label));
            done.wasRefused())
            return done.refusal();
    }
    if (!(extra & Cable::kLabel))
        ctx.newCables.push_back(c.id);
    return {};
}

QString removeCable(EditContext &ctx, const QString &name)
{
    QString why;
    const Cable *c = findCable(ctx, name, &why);
    if (!c)
        return why;
    Selection s;
    s.cables.push_back(c->id);
    ctx.editor().erase(s, trctx::EditOps::tr("Delete cable %1").arg(c->label));
    ++ctx.removed;
    return {};
}

EditKind cableEditKind()
{
    EditKind k;
    k.name = QStringLiteral("cable");
    k.fields = {QStringLiteral("a"),        QStringLiteral("b"),     QStringLiteral("medium"),
                QStringLiteral("length_m"), QStringLiteral("label"), QStringLiteral("bundle")};
    k.add = addCable;
    k.set = [](EditContext &ctx, const QString &name, const QJsonObject &fields) -> QString {
        QString why;
        const Cable *before = findCable(ctx, name, &why);
        if (!before)
            return why;
        Cable after = *before;
        FieldReader r(ctx, fields);
        readCable(ctx, r, fields, after);
        if (!r.ok())
            return r.error();
        uint32_t changed = r.changed();
        if (after.a != before->a || after.b != before->b) {
            if (const QString refused = endsRefusal(ctx, after.a, after.b, after.id); !refused.isEmpty())
                return refused;
            changed |= Cable::kEnds;
        }
        const EditResult done = ctx.editor().update(after, changed, trctx::EditOps::tr("Edit cable %1").arg(before->label));
        if (done.wasRefused())
            return done.refusal();
        // A label given by a later op is the user's: the end of the run labels only the others.
        if (changed & Cable::kLabel)
            std::erase(ctx.newCables, after.id);
        if (done)
            ++ctx.changed;
        return {};
    };
    k.remove = removeCable;
    return k;
}

} // namespace railyard
