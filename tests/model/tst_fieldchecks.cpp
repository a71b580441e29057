// The checks every inspector and scripted edit passes before it becomes a command
// (model/edit/fieldchecks.h), and the index Find searches (model/edit/findindex.h).

#include "commands/editor.h"
#include "commands/fieldchecks.h"
#include "edit/findindex.h"
#include "testsupport.h"

using namespace railyard;

namespace {

// A second hall with a feed and a loop, for the edits that would cross halls.
struct OtherHall {
    HallId hall;
    FeedId feed;
    LoopId loop;
};

OtherHall addOtherHall(Document &doc)
{
    FragmentBuilder b(doc);
    Hall h;
    h.name = QStringLiteral("H9");
    h.widthM = 20;
    h.depthM = 20;
    const HallId hall = b.addHall(h);
    PowerFeed f;
    f.hall = hall;
    f.name = QStringLiteral("H9-FA");
    f.capacityW = 1e6;
    const FeedId feed = b.addFeed(f);
    CoolingLoop l;
    l.hall = hall;
    l.name = QStringLiteral("H9-L1");
    const LoopId loop = b.addLoop(l);
    Editor(doc).insert(b.take(), QStringLiteral("other hall"));
    return {hall, feed, loop};
}

template <class T>
const T &first(const EntityTable<T> &table)
{
    return *table.begin();
}

} // namespace

class TestFieldChecks : public QObject {
    Q_OBJECT
private slots:
    void unchangedEntitiesPass()
    {
        auto doc = test::generatedDocument(512);
        QVERIFY(checkEdit(*doc, first(doc->halls())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->rows())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->racks())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->devices())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->ports())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->cables())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->feeds())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->pdus())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->loops())).isEmpty());
        QVERIFY(checkEdit(*doc, first(doc->networks())).isEmpty());
    }

    void namesMustBeUniqueAndPresent()
    {
        auto doc = test::generatedDocument(512);
        auto it = doc->racks().begin();
        Rack a = *it;
        const Rack &b = *++it;
        a.name = b.name;
        QVERIFY(checkEdit(*doc, a).contains(b.name));
        a.name = QString();
        QVERIFY(checkEdit(*doc, a).contains(QLatin1String("needs a name")));
        a.name = QStringLiteral(" X ");
        QVERIFY(checkEdit(*doc, a).contains(QLatin1String("spaces")));
        Device d = first(doc->devices());
        d.name = (++doc->devices().begin())->name;
        QVERIFY(checkEdit(*doc, d).contains(QLatin1String("Another device")));
        Port p = first(doc->ports());
        for (PortId other : doc->portsOf(p.device))
            if (other != p.id)
                p.name = doc->ports().at(other).name;
        QVERIFY(checkEdit(*doc, p).contains(QLatin1String("already has a port")));
    }

    void numbersOutOfRangeAreRefused()
    {
        auto doc = test::generatedDocument(512);
        PowerFeed f = first(doc->feeds());
        f.capacityW = -1;
        QVERIFY(checkEdit(*doc, f).contains(QLatin1String("negative")));
        Hall h = first(doc->halls());
        h.pue = 0.9;
        QVERIFY(checkEdit(*doc, h).contains(QLatin1String("PUE")));
        h = first(doc->halls());
        h.widthM = 1; // racks stand further out
        QVERIFY(checkEdit(*doc, h).contains(QLatin1String("off a")));
        CoolingLoop l = first(doc->loops());
        l.deltaTK = 0;
        QVERIFY(!checkEdit(*doc, l).isEmpty());
        Pdu pdu = first(doc->pdus());
        pdu.units = 0;
        QVERIFY(checkEdit(*doc, pdu).contains(QLatin1String("at least one unit")));
        Cable c = first(doc->cables());
        c.lengthM = -2;
        QVERIFY(checkEdit(*doc, c).contains(QLatin1String("negative")));
        Network n = first(doc->networks());
        n.oversubscription = 0.5;
        QVERIFY(checkEdit(*doc, n).contains(QLatin1String("1 or more")));
        QVERIFY(!parseNumber(QStringLiteral("nan")));
        QVERIFY(!parseNumber(QStringLiteral("12 kW")));
        QCOMPARE(*parseNumber(QStringLiteral(" 3.5 ")), 3.5);
    }

    // A PDU, a rack's supply and its loop stay in the rack's hall.
    void powerAndCoolingStayInTheirHall()
    {
        auto doc = test::generatedDocument(512);
        const OtherHall other = addOtherHall(*doc);
        const Rack *supplied = nullptr;
        for (const Rack &r : doc->racks())
            if (r.pduA && r.loop)
                supplied = &r;
        QVERIFY(supplied);
        Pdu pdu = doc->pdus().at(supplied->pduA);
        pdu.feed = other.feed;
        const QString why = checkEdit(*doc, pdu);
        QVERIFY2(why.contains(QLatin1String("another hall")) && why.contains(supplied->name), qPrintable(why));
        Rack r = *supplied;
        r.loop = other.loop;
        QVERIFY(checkEdit(*doc, r).contains(QLatin1String("another hall")));
        r = *supplied;
        r.pduB = r.pduA;
        QVERIFY(checkEdit(*doc, r).contains(QLatin1String("same PDU")));
    }

    // Moving a device onto units another device takes is refused with planMount's reason.
    void deviceMoveOntoTakenUnitsIsRefused()
    {
        auto doc = test::generatedDocument(512);
        const Device *a = nullptr, *b = nullptr;
        for (const Rack &r : doc->racks()) {
            std::vector<const Device *> mounted;
            for (DeviceId id : doc->devicesOf(r.id))
                if (doc->devices().at(id).uPosition > 0)
                    mounted.push_back(&doc->devices().at(id));
            if (mounted.size() >= 2) {
                a = mounted[0];
                b = mounted[1];
                break;
            }
        }
        QVERIFY(a && b);
        Device moved = *a;
        moved.uPosition = b->uPosition;
        const QString why = checkEdit(*doc, moved);
        QVERIFY2(why.contains(b->name), qPrintable(why));
        moved.uPosition = -1;
        QVERIFY(!checkEdit(*doc, moved).isEmpty());
    }

    void findIndexFindsEveryKindBestFirst()
    {
        auto doc = test::generatedDocument(512);
        Problem p;
        p.code = QStringLiteral("RAIL_SWAP");
        p.message = QStringLiteral("two rails crossed");
        p.objects = {{EntityKind::Cable, first(doc->cables()).id.value}};
        FindIndex index;
        index.rebuild(*doc, {p});
        const Rack &rack = first(doc->racks());
        int total = 0;
        auto hits = index.search(rack.name.toUpper(), 5, &total);
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().object, (ObjectRef{EntityKind::Rack, rack.id.value})); // the whole name first
        QVERIFY(total >= 1);
        const Port &port = first(doc->ports());
        const QString portText = doc->devices().at(port.device).name + QLatin1Char(':') + port.name;
        hits = index.search(portText, 5);
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().object, (ObjectRef{EntityKind::Port, port.id.value}));
        hits = index.search(QStringLiteral("rail_swap"), 5);
        QCOMPARE(int(hits.size()), 1);
        QCOMPARE(hits.front().problem, 0);
        QVERIFY(index.search(QStringLiteral("no such thing at all"), 5, &total).empty());
        QCOMPARE(total, 0);
        const Cable &labelled = first(doc->cables());
        if (!labelled.label.isEmpty()) {
            hits = index.search(labelled.label, 1);
            QCOMPARE(hits.front().object, (ObjectRef{EntityKind::Cable, labelled.id.value}));
        }
        // A limit caps what is returned, not what is counted.
        hits = index.search(QStringLiteral(":"), 3, &total);
        QCOMPARE(int(hits.size()), 3);
        QVERIFY(total > 3);
    }
};

QTEST_GUILESS_MAIN(TestFieldChecks)
#include "tst_fieldchecks.moc"
