// A busbar rack in the workspace: the rack inspector's spreader plate field, the A/B supply
// choice and the PDU page naming power shelves, the Power layer's shelf label.
#include "../model/busbardesign.h"

#include "engine/engine.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/powerlayer.h"
#include "floorplan/rackitem.h"
#include "inspector.h"
#include "inspector/kindeditors.h"
#include "report/totalsreport.h"
#include "rules/liverulechecker.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGraphicsItem>
#include <QPainter>
#include <QTest>

using namespace railyard;
using namespace railyard::test;

class TestBusbarViews : public QObject {
    Q_OBJECT
private slots:
    // The plate typed into the inspector is one undoable edit that moves the floor load; a plate
    // past 10 m² is refused with the reason and the field shows the design's value again.
    void inspectorEditsThePlate()
    {
        auto doc = busbarDesign(4, 4, 0);
        const Engine engine(*doc);
        const RackId rack = doc->racks().begin()->id;
        Inspector inspector(*doc, engine);
        inspector.showRacks({rack});
        const QString before = inspector.figure(QStringLiteral("floor"));
        const int steps = doc->undoStack()->count();
        QVERIFY(inspector.apply(QStringLiteral("spreader"), QStringLiteral("1.12")));
        QCOMPARE(doc->racks().at(rack).spreaderM2, 1.12);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(inspector.figure(QStringLiteral("floor")) != before);
        QCOMPARE(inspector.findChild<QDoubleSpinBox *>(QStringLiteral("spreader"))->value(), 1.12);
        QVERIFY(!inspector.apply(QStringLiteral("spreader"), QStringLiteral("11")));
        QVERIFY2(inspector.error().contains(QLatin1String("spreader plate")), qPrintable(inspector.error()));
        QCOMPARE(doc->racks().at(rack).spreaderM2, 1.12);
        QCOMPARE(inspector.findChild<QDoubleSpinBox *>(QStringLiteral("spreader"))->value(), 1.12);
        // The A supply choice names the side's shelves.
        const QComboBox *a = inspector.findChild<QComboBox *>(QStringLiteral("pduA"));
        QCOMPARE(a->currentText(), QStringLiteral("A01-SHELF-A (4 × PWR-SHELF-33KW)"));
        doc->undoStack()->undo();
        QCOMPARE(doc->racks().at(rack).spreaderM2, 0.0);

        // For the eye: the rack page with its supply and plate fields (grabbed without being shown).
        inspector.resize(420, 520);
        inspector.grab().save(QDir::temp().filePath(QStringLiteral("busbar-inspector.png")));
    }

    // The Power layer labels a side of shelves with their count; an AC PDU keeps its figures only.
    void powerLayerNamesShelves()
    {
        auto doc = busbarDesign();
        const Engine engine(*doc);
        const SupplyModel m = buildPowerModel(*doc, engine, doc->halls().begin()->id, [](HallId, QPointF p) { return p; });
        int shelves = 0;
        for (const SupplyElement &e : m.elements)
            if (e.kind == EntityKind::Pdu) {
                QVERIFY2(e.label.startsWith(QLatin1String("4 shelves ")), qPrintable(e.label));
                QCOMPARE(e.limitW, 132000.0); // the shelves' whole output, not 80 %
                ++shelves;
            }
        QCOMPARE(shelves, 2);

        // For the eye: the rack and its two shelf sides, close enough for their labels.
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        scene.setPowerLayerVisible(true);
        QPointF rack;
        for (QGraphicsItem *i : scene.items())
            if (auto *r = dynamic_cast<RackItem *>(i))
                rack = r->pos();
        const double metre = kSceneUnitsPerMetre;
        const QRectF area(rack.x() - 1.5 * metre, rack.y() - 1 * metre, 3 * metre, 2 * metre); // 400 px per metre
        QImage image(1200, 800, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, QRectF(image.rect()), area);
        painter.end();
        QVERIFY(image.save(QDir::temp().filePath(QStringLiteral("busbar-power-layer.png"))));
    }
};

QTEST_MAIN(TestBusbarViews)
#include "tst_busbarviews.moc"
