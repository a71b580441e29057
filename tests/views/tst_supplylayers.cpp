// The floor plan's Power and Cooling layers draw what the document says: a link for each rack
// side's PDU and each rack on a loop, each element coloured by its load against its limit,
// following edits, undo and redo.
#include "../model/testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/rackmetric.h"
#include "report/totalsreport.h"
#include "rules/liverulechecker.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <optional>

using namespace railyard;

namespace {
int rackSidesWithPdu(const Document &doc)
{
    int n = 0;
    for (const Rack &r : doc.racks())
        n += (doc.pdus().contains(r.pduA) ? 1 : 0) + (doc.pdus().contains(r.pduB) ? 1 : 0);
    return n;
}

int racksOnLoops(const Document &doc)
{
    int n = 0;
    for (const Rack &r : doc.racks())
        n += doc.loops().contains(r.loop) ? 1 : 0;
    return n;
}

int count(const std::vector<SupplyElement> &elements, EntityKind kind)
{
    return int(std::count_if(elements.begin(), elements.end(), [&](const SupplyElement &e) { return e.kind == kind; }));
}

std::optional<SupplyElement> find(const std::vector<SupplyElement> &elements, EntityKind kind, uint32_t id)
{
    for (const SupplyElement &e : elements)
        if (e.kind == kind && e.id == id)
            return e;
    return std::nullopt;
}

const Rack &firstRack(const Document &doc)
{
    const Rack *first = nullptr;
    for (const Rack &r : doc.racks())
        if (doc.pdus().contains(r.pduA) && doc.loops().contains(r.loop) && (!first || r.id < first->id))
            first = &r;
    return *first;
}

// The hall drawn with a layer on, for the eye.
void save(FloorPlanScene &scene, const QString &name)
{
    const QRectF area = scene.sceneRect();
    QImage image(1600, int(1600 * area.height() / area.width()), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(image.rect()), area);
    painter.end();
    QVERIFY(image.save(QDir::temp().filePath(name)));
}
} // namespace

class TstSupplyLayers : public QObject {
    Q_OBJECT
private slots:
    void powerLayerDrawsFeedsPdusAndLinks()
    {
        auto doc = test::generatedDocument(512);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        scene.setPowerLayerVisible(true);
        const SupplyLayer &power = scene.powerLayer();
        QVERIFY(rackSidesWithPdu(*doc) > 0);
        QCOMPARE(int(power.links().size()), rackSidesWithPdu(*doc));
        QCOMPARE(count(power.elements(), EntityKind::Feed), int(doc->feeds().size()));
        QCOMPARE(count(power.elements(), EntityKind::Pdu), int(doc->pdus().size()));
        save(scene, QStringLiteral("railyard-power-layer.png"));

        // A feed's figures are the engine's, normal and on failover, against its capacity.
        const PowerFeed feed = *doc->feeds().begin();
        std::optional<SupplyElement> drawn = find(power.elements(), EntityKind::Feed, feed.id.value);
        QVERIFY(drawn);
        QCOMPARE(drawn->loadW, fromMilli(engine.feed(feed.id).normalMw));
        QCOMPARE(drawn->failoverW, fromMilli(engine.feed(feed.id).failoverMw));
        QCOMPARE(drawn->limitW, feed.capacityW);
        QVERIFY2(drawn->label.startsWith(feed.name + QLatin1Char(' ')) && drawn->label.contains(QStringLiteral("failover")),
                 qPrintable(drawn->label));
        const QColor before = drawn->color;
        QVERIFY(before != rampColor(2, true));

        // Over its limit, the feed is drawn red; undo gives its colour back.
        Editor ed(*doc);
        PowerFeed small = feed;
        small.capacityW = drawn->failoverW / 2;
        QVERIFY(ed.update(small, PowerFeed::kCapacity, QStringLiteral("feed capacity")));
        drawn = find(power.elements(), EntityKind::Feed, feed.id.value);
        QCOMPARE(drawn->color, rampColor(2, true));
        QVERIFY(drawn->ratio > 1.9);
        doc->undoStack()->undo();
        QCOMPARE(find(power.elements(), EntityKind::Feed, feed.id.value)->color, before);

        // A rack's A-side PDU taken away: one link fewer, back on undo, gone again on redo.
        const Rack rack = firstRack(*doc);
        const int links = int(power.links().size());
        Rack noPdu = rack;
        noPdu.pduA = {};
        QVERIFY(ed.update(noPdu, Rack::kPdu, QStringLiteral("rack PDU")));
        QCOMPARE(int(power.links().size()), links - 1);
        doc->undoStack()->undo();
        QCOMPARE(int(power.links().size()), links);
        const auto linked = [&](RackId r, PduId p) {
            const auto all = power.links();
            return std::any_of(all.begin(), all.end(), [&](const SupplyLink &l) { return l.rack == r && l.fromId == p.value; });
        };
        QVERIFY(linked(rack.id, rack.pduA));
        doc->undoStack()->redo();
        QCOMPARE(int(power.links().size()), links - 1);
        QVERIFY(!linked(rack.id, rack.pduA));
        doc->undoStack()->undo();

        // A busway with the rack's PDU as a tap-off: the busway is drawn with its load and the
        // rack's link becomes a tap-off.
        const HallId hall = doc->hallOf(rack.id);
        const Pdu pdu = doc->pdus().at(rack.pduA);
        Result<BuswayId> busway = ed.addBusway({{}, hall, pdu.feed, doc->catalog().find(QStringLiteral("BUSWAY-TRACK-400A"))->id,
                                                     QStringLiteral("BW-A1"), rack.xM - 1, rack.yM - 0.45, rack.xM + 3, rack.yM - 0.45});
        QVERIFY(busway.ok());
        QVERIFY(ed.setPduBusway(pdu.id, *busway).wasApplied());
        const std::optional<SupplyElement> bw = find(power.elements(), EntityKind::Busway, busway->value);
        QVERIFY(bw);
        QCOMPARE(bw->loadW, fromMilli(engine.busway(*busway).normalMw));
        QVERIFY(bw->loadW > 0);
        const auto all = power.links();
        QVERIFY(std::any_of(all.begin(), all.end(), [&](const SupplyLink &l) { return l.rack == rack.id && l.tapOff; }));
        QCOMPARE(int(all.size()), links);
    }

    void coolingLayerDrawsLoopsCdusAndRacks()
    {
        auto doc = test::generatedDocument(512);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        scene.setCoolingLayerVisible(true);
        const SupplyLayer &cooling = scene.coolingLayer();
        QVERIFY(racksOnLoops(*doc) > 0);
        QCOMPARE(int(cooling.links().size()), racksOnLoops(*doc));
        QCOMPARE(count(cooling.elements(), EntityKind::Cdu), int(doc->cdus().size()));
        QVERIFY(cooling.flagged().empty());
        save(scene, QStringLiteral("railyard-cooling-layer.png"));

        // The loop's heat against its usable (N+1) capacity, with its flow.
        const Cdu cdu = *doc->cdus().begin();
        const LoopFigures fig = loopFigures(*doc, engine, cdu.loop);
        const std::optional<SupplyElement> loop = find(cooling.elements(), EntityKind::Loop, cdu.loop.value);
        QVERIFY(loop);
        QCOMPARE(loop->loadW, fig.heatW);
        QCOMPARE(loop->limitW, fig.usableCapacityW);
        QVERIFY2(loop->label.contains(QStringLiteral("%1 L/min").arg(fig.flowLPerMin, 0, 'f', 0)), qPrintable(loop->label));

        // A CDU removed: one fewer drawn, the loop's usable capacity lower; undo and redo follow.
        Editor ed(*doc);
        const int cdus = count(cooling.elements(), EntityKind::Cdu);
        QVERIFY(ed.erase(Selection{.cdus = {cdu.id}}));
        QCOMPARE(count(cooling.elements(), EntityKind::Cdu), cdus - 1);
        QVERIFY(find(cooling.elements(), EntityKind::Loop, cdu.loop.value)->limitW < fig.usableCapacityW);
        doc->undoStack()->undo();
        QCOMPARE(count(cooling.elements(), EntityKind::Cdu), cdus);
        QCOMPARE(find(cooling.elements(), EntityKind::Loop, cdu.loop.value)->limitW, fig.usableCapacityW);
        doc->undoStack()->redo();
        QCOMPARE(count(cooling.elements(), EntityKind::Cdu), cdus - 1);
        doc->undoStack()->undo();

        // A liquid-cooled rack taken off its loop is ringed, and linked again on undo.
        const Rack rack = firstRack(*doc);
        Rack off = rack;
        off.loop = {};
        QVERIFY(ed.update(off, Rack::kLoop, QStringLiteral("rack loop")));
        QCOMPARE(int(cooling.links().size()), racksOnLoops(*doc));
        QCOMPARE(cooling.flagged(), std::vector<RackId>{rack.id});
        doc->undoStack()->undo();
        QVERIFY(cooling.flagged().empty());
        QCOMPARE(int(cooling.links().size()), racksOnLoops(*doc));
    }

    // The layers are rebuilt only for edits that change what they draw, and once per burst.
    void rebuiltOnlyWhenRelevant()
    {
        auto doc = test::generatedDocument(512);
        Engine engine(*doc);
        LiveRuleChecker checker(*doc, engine);
        FloorPlanScene scene(*doc, engine, checker);
        const Rack rack = firstRack(*doc);
        SupplyLayerItem *item = scene.powerLayer().item(doc->hallOf(rack.id));
        QVERIFY(item);
        item->model();
        const int built = item->rebuilds();
        Editor ed(*doc);
        Rack renamed = rack;
        renamed.name = QStringLiteral("RENAMED");
        QVERIFY(ed.update(renamed, Rack::kName, QStringLiteral("rename")));
        item->model();
        QCOMPARE(item->rebuilds(), built);
        ed.moveRack(rack.id, rack.xM, rack.yM + 0.6);
        ed.moveRack(rack.id, rack.xM, rack.yM + 1.2);
        item->model();
        QCOMPARE(item->rebuilds(), built + 1);
    }
};

QTEST_MAIN(TstSupplyLayers)
#include "tst_supplylayers.moc"
