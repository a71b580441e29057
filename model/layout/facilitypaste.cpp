#include "facilitypaste.h"

#include "commands/editor.h"
#include "commands/fieldchecks.h"
#include "core/trcontexts.h"
#include "document/fragmentbuilder.h"
#include "naming.h"

#include <QSet>
#include <cmath>
#include <map>

namespace railyard {
namespace {

// To the centimetre: what a designer places to, free of float noise.
double moved(double at, double by)
{
    return std::round((at + by) * 100) / 100;
}

// A new name in `name`'s series, not among `taken` (the scope's names, read once), which it joins.
template <class T, class Scope>
QString nextName(const EntityTable<T> &table, const QString &name, QSet<QString> &taken, Scope sameScope)
{
    if (taken.isEmpty())
        for (const T &x : table)
            if (sameScope(x))
                taken.insert(x.name);
    const QString next = uniqueName(name, taken);
    taken.insert(next);
    return next;
}

} // namespace

Result<std::vector<ObjectRef>> pasteFacility(Editor &editor, const std::vector<ObjectRef> &objects, QPointF offsetM)
{
    using R = Result<std::vector<ObjectRef>>;
    Document &doc = editor.document();
    std::vector<Column> columns;
    std::vector<KeepOut> keepOuts;
    std::vector<Cdu> cdus;
    std::vector<Busway> busways;
    std::map<std::pair<int, uint32_t>, QSet<QString>> taken; // (kind, hall or loop) -> names
    const double dx = offsetM.x(), dy = offsetM.y();
    for (const ObjectRef &o : objects) {
        if (const Column *c = o.kind == EntityKind::Column ? doc.columns().find(ColumnId(o.id)) : nullptr) {
            Column copy = *c;
            copy.id = {};
            copy.xM = moved(c->xM, dx);
            copy.yM = moved(c->yM, dy);
            copy.name = nextName(doc.columns(), c->name, taken[{0, c->hall.value}], [&](const Column &x) { return x.hall == c->hall; });
            columns.push_back(copy);
        } else if (const KeepOut *k = o.kind == EntityKind::KeepOut ? doc.keepOuts().find(KeepOutId(o.id)) : nullptr) {
            KeepOut copy = *k;
            copy.id = {};
            copy.xM = moved(k->xM, dx);
            copy.yM = moved(k->yM, dy);
            copy.name = nextName(doc.keepOuts(), k->name, taken[{1, k->hall.value}], [&](const KeepOut &x) { return x.hall == k->hall; });
            keepOuts.push_back(copy);
        } else if (const Cdu *u = o.kind == EntityKind::Cdu ? doc.cdus().find(CduId(o.id)) : nullptr) {
            Cdu copy = *u;
            copy.id = {};
            copy.xM = moved(u->xM, dx);
            copy.yM = moved(u->yM, dy);
            copy.name = nextName(doc.cdus(), u->name, taken[{2, u->loop.value}], [&](const Cdu &x) { return x.loop == u->loop; });
            cdus.push_back(copy);
        } else if (const Busway *b = o.kind == EntityKind::Busway ? doc.busways().find(BuswayId(o.id)) : nullptr) {
            Busway copy = *b;
            copy.id = {};
            copy.x1M = moved(b->x1M, dx);
            copy.y1M = moved(b->y1M, dy);
            copy.x2M = moved(b->x2M, dx);
            copy.y2M = moved(b->y2M, dy);
            copy.name = nextName(doc.busways(), b->name, taken[{3, b->hall.value}], [&](const Busway &x) { return x.hall == b->hall; });
            busways.push_back(copy);
        }
    }
    if (columns.empty() && keepOuts.empty() && cdus.empty() && busways.empty())
        return R::failure(trctx::Layout::tr("Nothing to paste: copy columns, keep-out areas, CDUs or busways first."));
    // Every copy where it would stand, before any is added.
    auto refusal = [&](const auto &list) {
        for (const auto &x : list)
            if (QString why = checkEdit(doc, x); !why.isEmpty())
                return why;
        return QString();
    };
    for (const QString &why : {refusal(columns), refusal(keepOuts), refusal(cdus), refusal(busways)})
        if (!why.isEmpty())
            return R::failure(why);
    FragmentBuilder b(doc);
    std::vector<ObjectRef> out;
    for (const Column &c : columns)
        out.push_back({EntityKind::Column, b.addColumn(c).value});
    for (const KeepOut &k : keepOuts)
        out.push_back({EntityKind::KeepOut, b.addKeepOut(k).value});
    for (const Cdu &c : cdus)
        out.push_back({EntityKind::Cdu, b.addCdu(c).value});
    for (const Busway &w : busways)
        out.push_back({EntityKind::Busway, b.addBusway(w).value});
    editor.insert(b.take(), trctx::Layout::tr("Paste %n object(s)", nullptr, int(out.size())));
    return out;
}

} // namespace railyard
