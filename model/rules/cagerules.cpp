#include "cagerules.h"

#include <QCoreApplication>

namespace railyard {
namespace {

// The lowest-numbered port of this port's cage that has a cable: a cage's problem is reported
// once, there.
PortId firstCablePortOfCage(const Document &doc, const Port &port)
{
    PortId first;
    for (PortId id : doc.portsOf(port.device)) {
        const Port &p = doc.ports().at(id);
        if (p.cageIndex == port.cageIndex && (!first || id < first) && !doc.cablesAt(id).empty())
            first = id;
    }
    return first;
}

class CageRules : public LocalRule {
public:
    QString name() const override { return QStringLiteral("CAGE_RULES"); }
    RuleScope scope() const override { return RuleScope::Cable; }
    void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const override
    {
        const Cable &c = ctx.doc.cables().at(CableId(id));
        const CableFigures *f = ctx.engine.cable(c.id);
        if (!f || !f->routed)
            return;
        const QString name = cableName(ctx.doc, c.id);
        auto problem = [&](const char *code, const QString &message, const QString &fix) {
            out.push_back({QString::fromLatin1(code), Severity::Error, {{EntityKind::Cable, c.id.value}}, name, 0, 0,
                           QString(), message, fix});
        };
        const Medium group = ctx.engine.groupPinned(c.id);
        if (f->pinned && MediaSelector::isFixedEnds(c.medium) && !ctx.engine.groupFixedFits(c.id)) {
            problem("CABLE_SPLIT_ACROSS_CAGES",
                    QCoreApplication::translate("Rules", "%1 is pinned to %2, but its twin-port cage sends its links to different far cages; "
                       "one %2 cable has one far end.")
                        .arg(name, toToken(c.medium)),
                    QCoreApplication::translate("Rules", "Unpin the medium so that optical modules serve the split, or plug both links of the "
                       "cage into one far cage."));
            return;
        }
        if (MediaSelector::isFibre(f->medium) && (!f->moduleA || !f->moduleB)) {
            const Port &port = ctx.doc.ports().at(f->moduleA ? c.b : c.a);
            problem("MODULE_CAGE_MISMATCH",
                    QCoreApplication::translate("Rules", "No %1 module for %2G fits the %3 cage of %4 (a QSFP112 module does not work in a "
                       "QSFP-DD cage).")
                        .arg(toToken(f->medium))
                        .arg(f->speedGbps)
                        .arg(toToken(port.cage), portName(ctx.doc, port.id)),
                    QCoreApplication::translate("Rules", "Unpin the medium so that one whose module fits is chosen, or add a %1 module for this "
                       "cage to the catalog.")
                        .arg(toToken(port.cage)));
            return;
        }
        // A cage takes the module shell of where it is: reported once per cage, at its first
        // connected port, naming the module and the shell the cage takes.
        for (const auto &[portId, module] : {std::pair{c.a, f->moduleA}, std::pair{c.b, f->moduleB}}) {
            const Part *m = module ? ctx.doc.catalog().find(module) : nullptr;
            const Port &port = ctx.doc.ports().at(portId);
            const Device &host = ctx.doc.devices().at(port.device);
            const ModuleTop wanted = MediaSelector::topFor(ctx.doc.catalog().at(host.part), port.cage);
            if (!m || MediaSelector::topFits(wanted, m->moduleTop) || firstCablePortOfCage(ctx.doc, port) != portId)
                continue;
            problem("MODULE_TOP_MISMATCH",
                    QCoreApplication::translate("Rules", "The %1 cage of %2 holds %3, a %4-top module; a %5 cage takes a %6-top one.")
                        .arg(toToken(port.cage), portName(ctx.doc, portId), m->partNumber, toToken(m->moduleTop),
                             wanted == ModuleTop::Finned ? QCoreApplication::translate("Rules", "switch")
                                                         : QCoreApplication::translate("Rules", "server or adapter"),
                             toToken(wanted)),
                    QCoreApplication::translate("Rules", "Add a %1-top %2 module for this cage to the catalog, or unpin the medium so that one "
                                                         "with the right shell is chosen.")
                        .arg(toToken(wanted), toToken(f->medium)));
            return;
        }
        if (!f->pinned || group == Medium::Auto || c.medium == group)
            return;
        if (MediaSelector::isFibre(c.medium) && MediaSelector::isFibre(group)) {
            problem("CAGE_FIBRE_MISMATCH",
                    QCoreApplication::translate("Rules", "%1 is pinned to %2 fibre, but it shares a twin-port module with links on %3; one module "
                       "carries one fibre type.")
                        .arg(name, toToken(c.medium), toToken(group)),
                    QCoreApplication::translate("Rules", "Pin it to %1 like the links that share its cages, or unpin it.").arg(toToken(group)));
            return;
        }
        problem("CAGE_MIXED_MODULES",
                QCoreApplication::translate("Rules", "%1 is pinned to %2, but it shares a cage with links on %3; a cage holds one module or one "
                   "cable.")
                    .arg(name, toToken(c.medium), toToken(group)),
                QCoreApplication::translate("Rules", "Pin it to %1 like the links that share its cages, or unpin it.").arg(toToken(group)));
    }
};

} // namespace

void addCageRules(RuleBook &book)
{
    book.local.push_back(std::make_unique<CageRules>());
}

} // namespace railyard
