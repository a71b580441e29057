// The floor plan's rack colours (issue #19, defect 5): a rack is coloured by the limit it runs
// into first, not by its power limit alone.
#include "../model/testsupport.h"

#include "engine/engine.h"
#include "floorplan/rackmetric.h"
#include "report/racklimits.h"

#include <QTest>

using namespace railyard;

class TstRackMetric : public QObject {
    Q_OBJECT
private slots:
    // Three 13 kW HGX nodes in a 132 kW direct-liquid rack: power is at 30 %, but a 57.5 kW PDU
    // carries 46 kW continuously and the rack puts about 40 kW on it when the other feed is lost.
    void pduLimitBindsBeforePower()
    {
        Document doc(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = 256;
        o.nodePart = QStringLiteral("HGX-B200-8GPU-DLC-4U");
        o.nodesPerRack = 3;
        QVERIFY(generateDesign(doc, o).ok());
        const Engine engine(doc);
        RackId gpuRack;
        for (const Rack &r : doc.racks())
            if (engine.rack(r.id).gpus == 24) {
                gpuRack = r.id;
                break;
            }
        QVERIFY(gpuRack);
        const RackLimits limits = rackLimits(doc, engine, gpuRack);
        const RackLimitUse *binding = limits.binding();
        QVERIFY(binding);
        QCOMPARE(binding->kind, RackLimitKind::Pdu);
        QVERIFY2(binding->ratio() > 0.7 && binding->ratio() <= 1.0, qPrintable(QString::number(binding->ratio())));
        QVERIFY(limits.uses[size_t(RackLimitKind::Power)].ratio() < 0.7);

        const RackShade power = shadeRack(doc, engine, gpuRack, RackMetric::PowerVsLimit);
        const RackShade bound = shadeRack(doc, engine, gpuRack, RackMetric::BindingLimit);
        QCOMPARE(power.fill, legendFor(RackMetric::PowerVsLimit)[0].color); // green: power alone misleads
        QCOMPARE(bound.fill, legendFor(RackMetric::BindingLimit)[1].color); // amber: the PDUs bind
        QVERIFY2(bound.value.startsWith(toText(RackLimitKind::Pdu)), qPrintable(bound.value));
        const QString tip = rackLimitsTooltip(doc, engine, gpuRack);
        QVERIFY2(tip.contains(QStringLiteral("Binding limit: %1").arg(toText(RackLimitKind::Pdu))), qPrintable(tip));
        QVERIFY(tip.contains(toText(RackLimitKind::Floor)));
    }
};

QTEST_MAIN(TstRackMetric)
#include "tst_rackmetric.moc"
