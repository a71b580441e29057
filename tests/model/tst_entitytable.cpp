#include "core/entitytable.h"
#include "entities/rack.h"

#include <QTest>

using namespace railyard;

class TestEntityTable : public QObject {
    Q_OBJECT
private slots:
    void removalKeepsOtherIdsValid()
    {
        EntityTable<Rack> t;
        for (uint32_t i = 1; i <= 5; ++i)
            t.insert(Rack{RackId(i), {}, QStringLiteral("R%1").arg(i)});
        const Rack removed = t.take(RackId(2));
        QCOMPARE(removed.name, QStringLiteral("R2"));
        QCOMPARE(t.size(), 4);
        QVERIFY(!t.contains(RackId(2)));
        for (uint32_t i : {1u, 3u, 4u, 5u})
            QCOMPARE(t.at(RackId(i)).name, QStringLiteral("R%1").arg(i));
        // Undo restores the same id.
        t.insert(removed);
        QCOMPARE(t.at(RackId(2)).name, QStringLiteral("R2"));
        QVERIFY(!t.contains(RackId(99)));
        QVERIFY(!t.contains(RackId()));
    }

    void childIndexTracksParents()
    {
        ChildIndex<RowId, RackId> idx;
        idx.add(RowId(1), RackId(10));
        idx.add(RowId(1), RackId(11));
        idx.add(RowId(2), RackId(12));
        idx.remove(RowId(1), RackId(10));
        QCOMPARE(idx.children(RowId(1)).size(), size_t(1));
        QCOMPARE(idx.children(RowId(1))[0], RackId(11));
        QCOMPARE(idx.children(RowId(2))[0], RackId(12));
        QVERIFY(idx.children(RowId(7)).empty());
        QVERIFY(idx.children(RowId()).empty());
    }
};

QTEST_GUILESS_MAIN(TestEntityTable)
#include "tst_entitytable.moc"
