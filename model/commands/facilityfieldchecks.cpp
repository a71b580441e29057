#include "fieldchecks.h"

#include "commands/facilitychecks.h"
#include "layout/obstacles.h"
#include "namecheck.h"
#include "core/trcontexts.h"

namespace railyard {
namespace {


// The Editor's check first (references, part, figures), then the name: unique in the hall the
// object stands in (each hall's "Column 1"), as railyard-cli edit names them.
template <class T, class HallOf>
QString refusal(const Status &check, const EntityTable<T> &table, const T &after, const QString &what, HallOf hallOf)
{
    if (!check)
        return check.error();
    const HallId hall = hallOf(after);
    return nameRefusal(table, after, what, [&](const T &other) { return hallOf(other) == hall; });
}

template <class T>
HallId ownHall(const T &e)
{
    return e.hall;
}

} // namespace

QString checkEdit(const Document &doc, const Column &after)
{
    return refusal(checkColumn(doc, after), doc.columns(), after, trctx::FieldChecks::tr("column"), ownHall<Column>);
}

QString checkEdit(const Document &doc, const KeepOut &after)
{
    return refusal(checkKeepOut(doc, after), doc.keepOuts(), after, trctx::FieldChecks::tr("keep-out area"), ownHall<KeepOut>);
}

QString checkEdit(const Document &doc, const Busway &after)
{
    return refusal(checkBusway(doc, after), doc.busways(), after, trctx::FieldChecks::tr("busway"), ownHall<Busway>);
}

QString checkEdit(const Document &doc, const Cdu &after)
{
    const auto loopHall = [&doc](const Cdu &c) {
        const CoolingLoop *l = doc.loops().find(c.loop);
        return l ? l->hall : HallId();
    };
    if (QString why = refusal(checkCdu(doc, after), doc.cdus(), after, trctx::FieldChecks::tr("CDU"), loopHall); !why.isEmpty())
        return why;
    // A CDU placed, moved or turned stands on the floor: not on a column, not in a keep-out area.
    const Cdu *before = doc.cdus().find(after.id);
    if (before && before->xM == after.xM && before->yM == after.yM && before->rotationDeg == after.rotationDeg && before->part == after.part
        && before->loop == after.loop)
        return {};
    const CoolingLoop *loop = doc.loops().find(after.loop);
    const Part *part = doc.catalog().find(after.part);
    if (!loop || !part || part->widthM <= 0 || part->depthM <= 0)
        return {};
    const QString inTheWay = obstacleRefusal(doc, loop->hall, turnedRect(after.xM, after.yM, part->widthM, part->depthM, after.rotationDeg));
    if (inTheWay.isEmpty())
        return {};
    return trctx::FieldChecks::tr("CDU %1 cannot stand at (%2, %3) m: %4.").arg(after.name).arg(after.xM, 0, 'f', 2).arg(after.yM, 0, 'f', 2).arg(inTheWay);
}

} // namespace railyard
