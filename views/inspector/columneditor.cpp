#include "choices.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

namespace {

// The fields a building rectangle has (a column, a keep-out area): hall, centre and size.
template <class T>
std::vector<FieldSpec<T>> rectangleFields()
{
    return {
        nameField<T>(T::kName),
        idField(QStringLiteral("hall"), trctx::Inspector::tr("Hall"), T::kHall, &T::hall, &Document::halls),
        numberField(QStringLiteral("x"), trctx::Inspector::tr("Centre x (m)"), T::kPosition, &T::xM),
        numberField(QStringLiteral("y"), trctx::Inspector::tr("Centre y (m)"), T::kPosition, &T::yM),
        numberField(QStringLiteral("width"), trctx::Inspector::tr("Width (m)"), T::kSize, &T::widthM),
        numberField(QStringLiteral("depth"), trctx::Inspector::tr("Depth (m)"), T::kSize, &T::depthM),
    };
}

template <class T>
FigureSpec<T> areaFigure()
{
    return {QStringLiteral("area"), trctx::Inspector::tr("Area"),
            [](const Document &, const Engine &, const T &e) { return trctx::Inspector::tr("%1 m²").arg(e.widthM * e.depthM, 0, 'f', 2); }};
}

} // namespace

KindEditor *makeColumnEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    return new EntityEditor<Column>(doc, engine, EntityKind::Column, [](const Column &c) { return trctx::Inspector::tr("%1 (column)").arg(c.name); },
                                    rectangleFields<Column>(), {areaFigure<Column>()}, parent);
}

KindEditor *makeKeepOutEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<KeepOut>> fields = rectangleFields<KeepOut>();
    fields.push_back({QStringLiteral("reason"), trctx::Inspector::tr("Reason"), KeepOut::kReason, [](const KeepOut &k) { return k.reason; },
                      [](KeepOut &k, const QString &v) {
                          k.reason = v;
                          return QString();
                      }});
    return new EntityEditor<KeepOut>(doc, engine, EntityKind::KeepOut,
                                     [](const KeepOut &k) { return trctx::Inspector::tr("%1 (keep-out area)").arg(k.name); }, std::move(fields),
                                     {areaFigure<KeepOut>()}, parent);
}

} // namespace railyard
