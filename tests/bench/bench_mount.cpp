// Mounting one device by hand in a large design (issue #14: ≤ 5 ms including the engine and the
// live rules), as a drop from the catalog palette onto a rack elevation does: the mount planned,
// the device and its ports inserted as one undo step, the engine and the local rules caught up.
// Built with the project, never run by ctest:
//   build/tests/bench/bench_mount [-- gpus via RAILYARD_BENCH_GPUS, default 16384]
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "engine/engine.h"
#include "generate/generator.h"
#include "layout/mountpart.h"
#include "rules/liverulechecker.h"

#include <QElapsedTimer>
#include <QTest>
#include <QUndoStack>

using namespace railyard;

class BenchMount : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<LiveRuleChecker> m_checker;
    RackId m_rack;
    PartId m_part;
    int m_u = 0;

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
        m_checker->flush();
        // The smallest rack-mounted part, into the first rack with room for it.
        for (const Part *p : m_doc->catalog().parts())
            if (p->uHeight > 0 && p->category != PartCategory::Rack && (!m_part || p->uHeight < m_doc->catalog().at(m_part).uHeight))
                m_part = p->id;
        for (const Rack &r : m_doc->racks())
            if (const MountPlan plan = nearestFreeMount(*m_doc, r.id, m_part, 1); plan.ok()) {
                m_rack = r.id;
                m_u = plan.u;
                break;
            }
        QVERIFY(m_rack);
        qInfo("%d GPUs: %d racks, %d devices, %d cables; mounting %s in %s at U%d", gpus, m_doc->racks().size(), m_doc->devices().size(),
              m_doc->cables().size(), qPrintable(m_doc->catalog().at(m_part).partNumber), qPrintable(m_doc->racks().at(m_rack).name), m_u);
    }

    // One mount with the engine and the live rules caught up; its undo (not timed) restores the
    // rack for the next iteration.
    void mountOneDevice()
    {
        Editor editor(*m_doc);
        qint64 mountNs = 0;
        int mounts = 0;
        QElapsedTimer t;
        QBENCHMARK {
            t.start();
            const Mounted m = mountPart(editor, m_rack, m_part, m_u);
            m_checker->flush();
            mountNs += t.nsecsElapsed();
            ++mounts;
            QVERIFY2(m.device, qPrintable(m.refusal));
            m_doc->undoStack()->undo();
            m_checker->flush();
        }
        qInfo("mount alone: %.3f ms on average over %d (the benchmark's figure includes its undo)", mountNs / 1e6 / mounts, mounts);
    }
};

QTEST_GUILESS_MAIN(BenchMount)
#include "bench_mount.moc"
