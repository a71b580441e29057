#include "facilityfieldchecks.h"

#include "commands/facilitychecks.h"
#include "namecheck.h"
#include "core/trcontexts.h"

namespace railyard {
namespace {


// The Editor's check first (references, part, figures), then the name.
template <class T>
QString refusal(const Status &check, const EntityTable<T> &table, const T &after, const QString &what)
{
    return check ? nameRefusal(table, after, what) : check.error();
}

} // namespace

QString checkEdit(const Document &doc, const Column &after)
{
    return refusal(checkColumn(doc, after), doc.columns(), after, trctx::FieldChecks::tr("column"));
}

QString checkEdit(const Document &doc, const KeepOut &after)
{
    return refusal(checkKeepOut(doc, after), doc.keepOuts(), after, trctx::FieldChecks::tr("keep-out area"));
}

QString checkEdit(const Document &doc, const Busway &after)
{
    return refusal(checkBusway(doc, after), doc.busways(), after, trctx::FieldChecks::tr("busway"));
}

QString checkEdit(const Document &doc, const Cdu &after)
{
    return refusal(checkCdu(doc, after), doc.cdus(), after, trctx::FieldChecks::tr("CDU"));
}

} // namespace railyard
