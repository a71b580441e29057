// Laying out by hand on a large design (docs/PERFORMANCE.md, "Cabling by hand, paste and
// replicate"): one cable connected, one 32-node SU's racks pasted, one SU replicated, each with
// the engine following and the live rules re-checked. Built with the project, never run by ctest:
//   build/tests/bench/bench_handlayout [RAILYARD_BENCH_GPUS=16384]
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "layout/cableedit.h"
#include "layout/pasteplace.h"
#include "layout/rackplacement.h"
#include "layout/racktemplates.h"
#include "layout/templatefill.h"
#include "layout/replicate.h"
#include "rules/liverulechecker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QUndoStack>
#include <set>

using namespace railyard;

class BenchHandLayout : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<LiveRuleChecker> m_checker;

    // Every rack holding a device of scalable unit `su`.
    std::vector<RackId> racksOf(int su) const
    {
        std::set<RackId> racks;
        for (const Device &d : m_doc->devices())
            if (d.su == su && d.rack)
                racks.insert(d.rack);
        return {racks.begin(), racks.end()};
    }

    // One edit followed as the window follows it: the engine (on the change set) and the live
    // rules on what it touched.
    template <class Edit>
    void followed(Edit edit)
    {
        edit();
        m_checker->flush();
    }

    void undo()
    {
        m_doc->undoStack()->undo();
        m_checker->flush();
    }

    // A node's out-of-band port and the port of its rack's switch it is cabled to.
    std::pair<PortId, PortId> oobPair() const
    {
        for (const Device &d : m_doc->devices()) {
            if (m_doc->catalog().at(d.part).gpus == 0)
                continue;
            for (PortId p : m_doc->portsOf(d.id)) {
                const auto cables = m_doc->cablesAt(p);
                if (m_doc->ports().at(p).role != PortRole::Oob || !(cables.begin() != cables.end()))
                    continue;
                const PortId far = m_doc->otherEnd(m_doc->cables().at(*cables.begin()), p);
                if (m_doc->devices().at(m_doc->ports().at(far).device).rack == d.rack)
                    return {p, far};
            }
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        const int gpus = qEnvironmentVariableIsSet("RAILYARD_BENCH_GPUS") ? qEnvironmentVariableIntValue("RAILYARD_BENCH_GPUS") : 16384;
        m_doc = std::make_unique<Document>(std::move(*bundledCatalog()));
        GeneratorOptions o;
        o.gpus = gpus;
        if (auto s = generateDesign(*m_doc, o); !s)
            qFatal("%s", qPrintable(s.error()));
        m_engine = std::make_unique<Engine>(*m_doc);
        m_checker = std::make_unique<LiveRuleChecker>(*m_doc, *m_engine);
        m_checker->setDesignCheckDelay(3600 * 1000); // the design-wide run is off the UI thread: not timed here
        m_checker->flush();
        qInfo("%d GPUs: %lld racks, %lld devices, %lld ports, %lld cables", gpus, qlonglong(m_doc->racks().size()),
              qlonglong(m_doc->devices().size()), qlonglong(m_doc->ports().size()), qlonglong(m_doc->cables().size()));
    }

    // A node's out-of-band cable to its rack's switch is taken out, then made again by hand:
    // once on its own, then repeatedly with its undo.
    void connectOneCable()
    {
        const auto [bmc, sw] = oobPair();
        QVERIFY(bmc && sw);
        Editor editor(*m_doc);
        QVERIFY(deleteCables(editor, {*m_doc->cablesAt(bmc).begin()}));
        m_checker->flush();
        QElapsedTimer once;
        once.start();
        followed([&] { QVERIFY(connectPorts(editor, bmc, sw).refusal.isEmpty()); });
        qInfo("one connect, cold: %.2f ms", double(once.nsecsElapsed()) / 1e6);
        undo();
        QBENCHMARK {
            followed([&] {
                const ConnectResult r = connectPorts(editor, bmc, sw);
                if (!r.refusal.isEmpty())
                    qFatal("%s", qPrintable(r.refusal));
            });
            undo(); // the figure is a connect and its undo, each followed by the engine and rules
        }
        undo(); // the cable deleted above is back
    }

    // The racks of one 32-node SU copied and pasted beyond the last row.
    void pasteOneSu()
    {
        const std::vector<RackId> racks = racksOf(0);
        QVERIFY(!racks.empty());
        Editor editor(*m_doc);
        size_t devices = 0;
        QBENCHMARK {
            followed([&] {
                const CopyResult r = pasteRacks(editor, racks);
                if (!r.refusal.isEmpty())
                    qFatal("%s", qPrintable(r.refusal));
                devices = 0;
                for (RackId id : r.racks) {
                    const auto in = m_doc->devicesOf(id);
                    devices += size_t(std::distance(in.begin(), in.end()));
                }
            });
            undo();
        }
        qInfo("pasted %zu racks with %zu devices", racks.size(), devices);
    }

    // The last SU taken out, then the first replicated in its place with its uplinks to free
    // spine ports (in a three-tier design the first SU's spines have none: those uplinks are
    // listed, not made, and the copy is timed all the same).
    void replicateOneSu()
    {
        int highest = -1;
        for (const Device &d : m_doc->devices())
            highest = std::max(highest, d.su);
        Selection last;
        last.racks = racksOf(highest);
        Editor editor(*m_doc);
        QVERIFY(editor.erase(last));
        m_checker->flush();
        size_t cables = 0, notConnected = 0;
        QBENCHMARK {
            followed([&] {
                const CopyResult r = replicateScalableUnit(editor, 0);
                if (!r.refusal.isEmpty())
                    qFatal("%s", qPrintable(r.refusal));
                cables = r.cables.size();
                notConnected = size_t(r.notConnected.size());
            });
            undo();
        }
        qInfo("replicated %zu racks with %zu cables, %zu uplinks without a free spine port", last.racks.size(), cables, notConnected);
        undo();
    }

    // The gestures of the plan, each with its undo (docs/PERFORMANCE.md, "each gesture ≤ 5 ms"):
    // a rack dropped at a row's end, a rack dragged a slot along, a rack deleted, a CDU dragged.
    void planGestures_data()
    {
        QTest::addColumn<QString>("gesture");
        for (const char *g : {"drop a rack at a row's end", "drop a rack template at a row's end", "drag a rack one slot", "delete a rack", "drag a CDU 5 cm"})
            QTest::newRow(g) << QString::fromLatin1(g);
    }
    void planGestures()
    {
        QFETCH(QString, gesture);
        // The last rack of the first SU row, and the slot past it.
        const Rack *last = nullptr;
        for (const Rack &r : m_doc->racks())
            if (r.name.startsWith(QLatin1String("SU01-R")) && (!last || r.xM > last->xM))
                last = &r;
        QVERIFY(last);
        const Rack rack = *last;
        const HallId hall = m_doc->rows().at(rack.row).hall;
        const double pitch = 0.6;
        const Cdu cdu = *m_doc->cdus().begin();
        Editor editor(*m_doc);
        // The rack kept as a template (its nodes, management switch, PDUs, inner cables).
        const RackTemplate kept = *rackTemplateOf(*m_doc, rack.id, QStringLiteral("bench"));
        bool applied = false;
        QBENCHMARK {
            followed([&] {
                if (gesture.startsWith(QLatin1String("drop a rack template")))
                    applied = placeTemplateRacks(editor, planRacksAt(*m_doc, hall, rack.part, rack.xM + pitch, rack.yM, 1), kept).ok();
                else if (gesture.startsWith(QLatin1String("drop")))
                    applied = !placeRacks(editor, planRacksAt(*m_doc, hall, rack.part, rack.xM + pitch, rack.yM, 1)).empty();
                else if (gesture.startsWith(QLatin1String("drag a rack")))
                    applied = editor.moveRack(rack.id, rack.xM + pitch, rack.yM).wasApplied();
                else if (gesture.startsWith(QLatin1String("delete"))) {
                    Selection one;
                    one.racks = {rack.id};
                    applied = editor.erase(one);
                }
                else
                    applied = editor.shiftFacility({{EntityKind::Cdu, cdu.id.value}}, QPointF(0, 0.05), QStringLiteral("drag")).wasApplied();
            });
            if (applied)
                undo();
        }
        QVERIFY2(applied, qPrintable(gesture));
    }
};

QTEST_GUILESS_MAIN(BenchHandLayout)
#include "bench_handlayout.moc"
