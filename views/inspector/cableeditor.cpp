#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

namespace {

QString endText(const Document &doc, PortId id)
{
    const Port *p = doc.ports().find(id);
    const Device *d = p ? doc.devices().find(p->device) : nullptr;
    return d ? d->name + QLatin1Char(':') + p->name : QString();
}

} // namespace

KindEditor *makeCableEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    const auto text = [](QString key, QString label, uint32_t mask, QString Cable::*member) {
        return FieldSpec<Cable>{std::move(key), std::move(label), mask, [member](const Cable &c) { return c.*member; },
                                [member](Cable &c, const QString &v) {
                                    c.*member = v.trimmed();
                                    return QString();
                                }};
    };
    std::vector<FieldSpec<Cable>> fields{
        text(QStringLiteral("label"), trctx::Inspector::tr("Label"), Cable::kLabel, &Cable::label),
        text(QStringLiteral("bundle"), trctx::Inspector::tr("Bundle"), Cable::kBundle, &Cable::bundle),
        // The medium is pinned here; "auto" lets the engine pick by the routed length.
        {QStringLiteral("medium"), trctx::Inspector::tr("Medium"), Cable::kMedium, [](const Cable &c) { return toToken(c.medium); },
         [](Cable &c, const QString &v) { return writeToken(c.medium, v); },
         [](const Document &, const Cable &) {
             return tokenChoices({Medium::Auto, Medium::Dac, Medium::Acc, Medium::Aec, Medium::Aoc, Medium::Mmf, Medium::Smf, Medium::Cat6});
         }},
        numberField(QStringLiteral("length"), trctx::Inspector::tr("Fixed length (m, 0: routed)"), Cable::kLength, &Cable::lengthM),
    };
    std::vector<FigureSpec<Cable>> figures{
        {QStringLiteral("ends"), trctx::Inspector::tr("Ends"),
         [](const Document &d, const Engine &, const Cable &c) { return trctx::Inspector::tr("%1 ↔ %2").arg(endText(d, c.a), endText(d, c.b)); }},
        {QStringLiteral("length"), trctx::Inspector::tr("Routed length"),
         [](const Document &, const Engine &e, const Cable &c) {
             const CableFigures *f = e.cable(c.id);
             if (!f || !f->routed)
                 return trctx::Inspector::tr("not routed (an end is not on a hall floor)");
             return trctx::Inspector::tr("%1 m, stock %2 m").arg(double(f->routedMm) / 1000, 0, 'f', 1).arg(double(f->stockMm) / 1000, 0, 'f', 1);
         }},
        {QStringLiteral("medium"), trctx::Inspector::tr("Medium used"),
         [](const Document &, const Engine &e, const Cable &c) {
             const CableFigures *f = e.cable(c.id);
             if (!f)
                 return QString();
             QString s = toToken(f->medium) + (f->pinned ? trctx::Inspector::tr(" (pinned)") : QString());
             return f->overReach ? trctx::Inspector::tr("%1 — no part of it reaches this far").arg(s) : s;
         }},
    };
    return new EntityEditor<Cable>(
        doc, engine, EntityKind::Cable,
        [](const Cable &c) { return c.label.isEmpty() ? trctx::Inspector::tr("Cable %1").arg(c.id.value) : trctx::Inspector::tr("%1 (cable)").arg(c.label); },
        std::move(fields), std::move(figures), parent);
}

} // namespace railyard
