#include "facilitychecks.h"

#include "core/limits.h"

#include <QCoreApplication>
#include <cmath>
#include "core/trcontexts.h"

namespace railyard {
namespace {


bool inRange(double v, double lo, double hi)
{
    return std::isfinite(v) && v >= lo && v <= hi;
}

// A rectangle standing in a hall: the hall exists, the centre is a position, the size positive.
Status checkRectangle(const Document &doc, const char *what, const QString &name, HallId hall, double x, double y, double w,
                      double d)
{
    const QString kind = trctx::Editor::tr(what);
    if (!doc.halls().contains(hall))
        return Status::failure(trctx::Editor::tr("%1 %2: hall %3 does not exist; give the hall it stands in.").arg(kind, name).arg(hall.value));
    if (!inRange(x, -limits::kMaxMetres, limits::kMaxMetres) || !inRange(y, -limits::kMaxMetres, limits::kMaxMetres))
        return Status::failure(trctx::Editor::tr("%1 %2: its centre (%3, %4) is not a position in metres.").arg(kind, name).arg(x).arg(y));
    if (!inRange(w, 0, limits::kMaxMetres) || !inRange(d, 0, limits::kMaxMetres) || w <= 0 || d <= 0)
        return Status::failure(trctx::Editor::tr("%1 %2: its size %3 × %4 m must be positive.").arg(kind, name).arg(w).arg(d));
    return {};
}

// A part of the document's catalog of the given category.
Status checkPart(const Document &doc, const char *what, const QString &name, PartId part, PartCategory category)
{
    const Part *p = doc.catalog().find(part);
    if (!p || p->category != category)
        return Status::failure(trctx::Editor::tr("%1 %2: its part must be a catalog part of category %3.")
                                   .arg(trctx::Editor::tr(what), name, toToken(category)));
    return {};
}

} // namespace

Status checkColumn(const Document &doc, const Column &c)
{
    return checkRectangle(doc, QT_TRANSLATE_NOOP("Editor", "Column"), c.name, c.hall, c.xM, c.yM, c.widthM, c.depthM);
}

Status checkKeepOut(const Document &doc, const KeepOut &k)
{
    return checkRectangle(doc, QT_TRANSLATE_NOOP("Editor", "Keep-out area"), k.name, k.hall, k.xM, k.yM, k.widthM, k.depthM);
}

Status checkBusway(const Document &doc, const Busway &b)
{
    const char *what = QT_TRANSLATE_NOOP("Editor", "Busway");
    if (!doc.halls().contains(b.hall))
        return Status::failure(trctx::Editor::tr("Busway %1: hall %2 does not exist; give the hall it runs in.").arg(b.name).arg(b.hall.value));
    const PowerFeed *feed = doc.feeds().find(b.feed);
    if (!feed)
        return Status::failure(trctx::Editor::tr("Busway %1: feed %2 does not exist; give the feed it is fed from.").arg(b.name).arg(b.feed.value));
    if (feed->hall != b.hall)
        return Status::failure(trctx::Editor::tr("Busway %1: feed %2 is in another hall; give a feed of the busway's hall.").arg(b.name, feed->name));
    if (Status s = checkPart(doc, what, b.name, b.part, PartCategory::Busway); !s)
        return s;
    for (double v : {b.x1M, b.y1M, b.x2M, b.y2M})
        if (!inRange(v, -limits::kMaxMetres, limits::kMaxMetres))
            return Status::failure(trctx::Editor::tr("Busway %1: its run from (%2, %3) to (%4, %5) is not made of positions in metres.")
                                       .arg(b.name)
                                       .arg(b.x1M)
                                       .arg(b.y1M)
                                       .arg(b.x2M)
                                       .arg(b.y2M));
    return {};
}

Status checkCdu(const Document &doc, const Cdu &c)
{
    if (!doc.loops().contains(c.loop))
        return Status::failure(trctx::Editor::tr("CDU %1: cooling loop %2 does not exist; give the loop it serves.").arg(c.name).arg(c.loop.value));
    if (Status s = checkPart(doc, QT_TRANSLATE_NOOP("Editor", "CDU"), c.name, c.part, PartCategory::Cdu); !s)
        return s;
    if (!inRange(c.xM, -limits::kMaxMetres, limits::kMaxMetres) || !inRange(c.yM, -limits::kMaxMetres, limits::kMaxMetres)
        || !inRange(c.rotationDeg, -3600, 3600))
        return Status::failure(trctx::Editor::tr("CDU %1: its position (%2, %3) or rotation %4° is not valid.").arg(c.name).arg(c.xM).arg(c.yM).arg(c.rotationDeg));
    return {};
}

} // namespace railyard
