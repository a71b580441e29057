#include "coolingfit.h"

#include <QCoreApplication>
#include <QStringList>

namespace railyard {

Status checkCoolingFits(const Catalog &catalog, const Part &node, CoolingType cooling)
{
    const bool liquidNode = node.liquidFraction > 0;
    const bool liquidRack = cooling == CoolingType::Dlc;
    if (cooling == CoolingType::None || liquidNode == liquidRack)
        return {};
    QStringList fitting;
    for (const Part *p : catalog.parts(PartCategory::GpuServer))
        if ((p->liquidFraction > 0) == liquidRack)
            fitting << p->partNumber;
    const QString others = fitting.isEmpty() ? QCoreApplication::translate("Generator", "none in the catalog")
                                             : fitting.join(QStringLiteral(", "));
    if (liquidNode)
        return Status::failure(QCoreApplication::translate("Generator", "%1 is liquid-cooled (%2 % of its heat goes to liquid) and needs "
                                                                        "direct liquid cooling (dlc); %3 cooling cannot take that heat. "
                                                                        "Choose dlc, or a node cooled by air: %4")
                                   .arg(node.partNumber)
                                   .arg(node.liquidFraction * 100, 0, 'f', 0)
                                   .arg(toToken(cooling), others));
    return Status::failure(QCoreApplication::translate("Generator", "%1 is air-cooled: direct-liquid racks would carry none of its heat to "
                                                                    "liquid (0 kW, no CDUs). Choose air or rear_door cooling for it, or a "
                                                                    "liquid-cooled node for dlc: %2")
                               .arg(node.partNumber, others));
}

} // namespace railyard
