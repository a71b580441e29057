// The floor plan draws the building and the placed plant: columns, keep-out areas, CDUs and
// busways follow their edits and undo like racks do.
#include "../model/testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "floorplan/floorplanscene.h"
#include "rules/liverulechecker.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace railyard;

class TstFacilityLayer : public QObject {
    Q_OBJECT
private slots:
    void drawsAndFollowsEdits()
    {
        auto doc = test::generatedDocument(512);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        const FacilityLayer &layer = scene.facility();
        QCOMPARE(layer.count(EntityKind::Cdu), int(doc->cdus().size()));
        QVERIFY(layer.count(EntityKind::Cdu) > 0);
        QCOMPARE(layer.count(EntityKind::Column), 0);

        const Rack *first = nullptr;
        for (const Rack &r : doc->racks())
            if (!first || r.id < first->id)
                first = &r;
        const Rack rack = *first;
        const HallId hall = doc->hallOf(rack.id);
        Editor ed(*doc);
        QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C1"), rack.xM, rack.yM, 0.5, 0.5}).ok());
        for (int i = 0; i < 4; ++i)
            QVERIFY(ed.addColumn({{}, hall, QStringLiteral("C%1").arg(i + 2), 1.5 + 2.5 * i, 1.6, 0.5, 0.5}).ok());
        QVERIFY(ed.addKeepOut({{}, hall, QStringLiteral("Exit"), 8, rack.yM + 1.5, 3, 1.2, QStringLiteral("fire exit path")}).ok());
        const Rack &other = doc->racks().at(RackId(rack.id.value + 5));
        QVERIFY(ed.addBusway({{}, hall, doc->pdus().at(rack.pduA).feed, doc->catalog().find(QStringLiteral("BUSWAY-TRACK-400A"))->id,
                              QStringLiteral("BW-A1"), rack.xM - 0.5, rack.yM - 0.45, other.xM + 0.5, rack.yM - 0.45})
                    .ok());
        QCOMPARE(layer.count(EntityKind::Column), 2 * 5); // the body and its hatching
        QCOMPARE(layer.count(EntityKind::KeepOut), 4);    // the area, its picking body, its hatching and its label
        QCOMPARE(layer.count(EntityKind::Busway), 3); // the run, its picking body and its label
        doc->undoStack()->undo(); // the busway
        QCOMPARE(layer.count(EntityKind::Busway), 0);
        doc->undoStack()->redo();

        // A picture of the hall's corner, for the eye (docs/GUI.md).
        const QPointF corner = scene.toScene(hall, QPointF(0, 0));
        const QRectF area(corner.x() - 50, corner.y() - 50, 1100, 1200);
        QImage image(550, 600, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, QRectF(image.rect()), area);
        painter.end();
        QVERIFY(image.save(QDir::temp().filePath(QStringLiteral("railyard-facility-layer.png"))));
        // The column over the first rack is drawn on top of it in concrete grey.
        const QPointF onColumn = (scene.toScene(hall, QPointF(rack.xM, rack.yM)) - area.topLeft()) / 2.0;
        const QColor seen = image.pixelColor(onColumn.toPoint());
        QVERIFY2(qAbs(seen.red() - seen.blue()) < 30 && seen.red() < 160, qPrintable(seen.name()));
    }
};

QTEST_MAIN(TstFacilityLayer)
#include "tst_facilitylayer.moc"
