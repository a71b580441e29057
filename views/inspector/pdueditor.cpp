#include "choices.h"
#include "engine/pducapacity.h"
#include "kindeditors.h"

namespace railyard {

using inspectortext::tr;

KindEditor *makePduEditor(Document &doc, const Engine &engine, QWidget *parent)
{
    std::vector<FieldSpec<Pdu>> fields{
        nameField<Pdu>(Pdu::kName),
        // A PDU's feed must be of its racks' hall (checkEdit says which rack is not).
        idField(QStringLiteral("feed"), tr("Feed"), Pdu::kFeed, &Pdu::feed, &Document::feeds),
        {QStringLiteral("part"), tr("Part"), Pdu::kPart, [](const Pdu &p) { return QString::number(p.part.value); },
         [](Pdu &p, const QString &v) { return writeId(p.part, v); },
         [](const Document &d, const Pdu &) { return partChoices(d, PartCategory::Pdu); }},
        numberField(QStringLiteral("units"), tr("Units"), Pdu::kUnits, &Pdu::units),
    };
    // What the side's units carry continuously (80 % of their nameplate), the limit a lost feed meets.
    const auto continuous = [](const Document &d, const Pdu &p) {
        const Part *part = d.catalog().find(p.part);
        return part ? pduContinuousW(*part, p) : 0.0;
    };
    std::vector<FigureSpec<Pdu>> figures{
        {QStringLiteral("load"), tr("Load, both feeds up"),
         [continuous](const Document &d, const Engine &e, const Pdu &p) { return loadText(double(e.pdu(p.id).normalMw) / 1000, continuous(d, p)); }},
        {QStringLiteral("failover"), tr("Load, other feed lost"),
         [continuous](const Document &d, const Engine &e, const Pdu &p) {
             return loadText(double(e.pdu(p.id).failoverMw) / 1000, continuous(d, p));
         }},
        {QStringLiteral("racks"), tr("Racks"),
         [](const Document &d, const Engine &, const Pdu &p) {
             QStringList names;
             for (RackId r : d.racksOnPdu(p.id))
                 names << d.racks().at(r).name;
             return names.join(QStringLiteral(", "));
         }},
    };
    return new EntityEditor<Pdu>(doc, engine, EntityKind::Pdu, [](const Pdu &p) { return tr("%1 (PDU)").arg(p.name); }, std::move(fields),
                                 std::move(figures), parent);
}

} // namespace railyard
