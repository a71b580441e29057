#include "editkind.h"

#include "layout/racktemplates.h"

namespace railyard {

// `rack_template`: a rack of the design kept as a template (docs/CLI.md): `add` with the
// template's name and the rack to take it from, `delete` by name. A template is not edited
// field by field: delete it and add it again from the rack as it now stands.
EditKind rackTemplateEditKind()
{
    EditKind k;
    k.name = QStringLiteral("rack_template");
    k.fields = {QStringLiteral("name"), QStringLiteral("rack")};
    k.add = [](EditContext &ctx, const QJsonObject &fields) -> QString {
        QString name;
        RackId rack;
        FieldReader r(ctx, fields);
        r.require({"name", "rack"}).text("name", name, 0).ref<Rack>("rack", rack, false, 0);
        if (!r.ok())
            return r.error();
        if (std::any_of(ctx.doc().site().rackTemplates.begin(), ctx.doc().site().rackTemplates.end(),
                        [&](const RackTemplate &t) { return t.name == name; }))
            return QCoreApplication::translate("EditOps", "the design has a rack template %1 already; delete it first to take it again").arg(name);
        Result<RackTemplate> tpl = rackTemplateOf(ctx.doc(), rack, name);
        if (!tpl)
            return tpl.error();
        const EditResult saved = ctx.editor().saveRackTemplate(*tpl);
        if (saved.wasRefused())
            return saved.refusal();
        ++ctx.added;
        return {};
    };
    k.set = [](EditContext &, const QString &name, const QJsonObject &) -> QString {
        return QCoreApplication::translate("EditOps", "a rack template is not edited field by field; delete %1 and add it again from its rack").arg(name);
    };
    k.remove = [](EditContext &ctx, const QString &name) -> QString {
        const EditResult removed = ctx.editor().removeRackTemplate(name);
        if (removed.wasRefused())
            return removed.refusal();
        ++ctx.removed;
        return {};
    };
    return k;
}

} // namespace railyard
