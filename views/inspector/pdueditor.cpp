#include "choices.h"
#include "engine/pducapacity.h"
#include "kindeditors.h"
#include "core/trcontexts.h"

namespace railyard {

KindEditor *makePduEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Pdu>> fields{
        nameField<Pdu>(Pdu::kName),
        // A PDU's feed must be of its racks' hall (checkEdit says which rack is not).
        // A tap-off draws from its busway's feed: another is refused until it leaves the busway.
        {QStringLiteral("feed"), trctx::Inspector::tr("Feed"), Pdu::kFeed, [](const Pdu &p) { return QString::number(p.feed.value); },
         [&doc](Pdu &p, const QString &v) {
             writeId(p.feed, v);
             const Busway *b = doc.busways().find(p.busway);
             return !b || b->feed == p.feed
                        ? QString()
                        : trctx::Inspector::tr("PDU %1 taps off busway %2 and draws from its feed; choose no busway first.").arg(p.name, b->name);
         },
         [](const Document &d, const Pdu &) { return namedChoices(d.feeds()); }},
        {QStringLiteral("part"), trctx::Inspector::tr("Part"), Pdu::kPart, [](const Pdu &p) { return QString::number(p.part.value); },
         [](Pdu &p, const QString &v) { return writeId(p.part, v); },
         [](const Document &d, const Pdu &) {
             // A rack side is AC PDUs or DC power shelves on the rack's busbar.
             std::vector<Choice> out = partChoices(d, PartCategory::Pdu);
             for (Choice &c : partChoices(d, PartCategory::PowerShelf))
                 out.push_back(std::move(c));
             return out;
         }},
        numberField(QStringLiteral("units"), trctx::Inspector::tr("Units"), Pdu::kUnits, &Pdu::units),
        // A tap-off hangs on a busway of its hall and draws from the busway's feed.
        {QStringLiteral("busway"), trctx::Inspector::tr("Busway (tap-off)"), Pdu::kBusway, [](const Pdu &p) { return QString::number(p.busway.value); },
         [](Pdu &p, const QString &v) { return writeId(p.busway, v); },
         [](const Document &d, const Pdu &p) {
             std::vector<Choice> out{{trctx::Inspector::tr("none"), QStringLiteral("0")}};
             const PowerFeed *feed = d.feeds().find(p.feed);
             for (const Busway &b : d.busways())
                 if (feed && b.hall == feed->hall)
                     out.push_back({b.name, QString::number(b.id.value)});
             return out;
         }},
    };
    // What the side's units carry continuously (80 % of an AC PDU's nameplate, all of a DC shelf's
    // output), the limit a lost feed meets.
    const auto continuous = [](const Document &d, const Pdu &p) {
        const Part *part = d.catalog().find(p.part);
        return part ? pduContinuousW(*part, p) : 0.0;
    };
    std::vector<FigureSpec<Pdu>> figures{
        {QStringLiteral("load"), trctx::Inspector::tr("Load, both feeds up"),
         [continuous](const Document &d, const Engine &e, const Pdu &p) { return loadText(double(e.pdu(p.id).normalMw) / 1000, continuous(d, p)); }},
        {QStringLiteral("failover"), trctx::Inspector::tr("Load, other feed lost"),
         [continuous](const Document &d, const Engine &e, const Pdu &p) {
             return loadText(double(e.pdu(p.id).failoverMw) / 1000, continuous(d, p));
         }},
        {QStringLiteral("racks"), trctx::Inspector::tr("Racks"),
         [](const Document &d, const Engine &, const Pdu &p) {
             QStringList names;
             for (RackId r : d.racksOnPdu(p.id))
                 names << d.racks().at(r).name;
             return names.join(QStringLiteral(", "));
         }},
    };
    const auto title = [&doc](const Pdu &p) {
        const Part *part = doc.catalog().find(p.part);
        return part && isPowerShelf(*part) ? trctx::Inspector::tr("%1 (power shelves)").arg(p.name) : trctx::Inspector::tr("%1 (PDU)").arg(p.name);
    };
    auto *page = new EntityEditor<Pdu>(doc, engine, EntityKind::Pdu, title,
                                       std::move(fields), std::move(figures), parent);
    // Hanging a PDU on a busway moves it to the busway's feed in the same step.
    page->setCommit([&doc](const Pdu &after, uint32_t mask, const QString &text, int mergeKey) {
        return mask == Pdu::kBusway ? Editor(doc).setPduBusway(after.id, after.busway) : Editor(doc).update(after, mask, text, mergeKey);
    });
    return page;
}

} // namespace railyard
