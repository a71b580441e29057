// The whole window following one edit on a large design (docs/PERFORMANCE.md): a rack moved
// one tile with every view open — tables, floor plan, totals, inspector, elevation, live rules.
// Built with the project, never run by ctest:
//   QT_QPA_PLATFORM=offscreen build/tests/bench/bench_mainwindow [-- gpus via RAILYARD_BENCH_GPUS]
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "generate/generator.h"
#include "layout/cableedit.h"
#include "connectdialog.h"
#include <QUndoStack>
#include "fabricview.h"
#include <QTabWidget>
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>

using namespace railyard;

class BenchMainWindow : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        const int gpus = qEnvironmentVariableIsSet("RAILYARD_BENCH_GPUS") ? qEnvironmentVariableIntValue("RAILYARD_BENCH_GPUS") : 65536;
        m_window = std::make_unique<MainWindow>(*bundledCatalog());
        m_window->resize(1600, 1000);
        m_window->show();
        GeneratorOptions o;
        o.gpus = gpus;
        if (gpus > 65536)
            o.computeSwitchPart = QStringLiteral("SN5600-2x400");
        QElapsedTimer t;
        t.start();
        QString error;
        if (!m_window->createDesign(o, &error))
            qFatal("%s", qPrintable(error));
        qInfo("%d GPUs: %lld racks, %lld cables; created and shown in %lld ms", gpus, qlonglong(m_window->document().racks().size()),
              qlonglong(m_window->document().cables().size()), qlonglong(t.elapsed()));
        QTest::qWait(200);
    }

    // From the edit to every view updated (queued repaints are drawn by the next frame).
    void rackMoveEverythingFollows()
    {
        Document &doc = m_window->document();
        const Rack rack = *doc.racks().begin();
        m_window->selectRacks({rack.id});
        int step = 0;
        QBENCHMARK {
            ++step;
            Editor(doc).moveRack(rack.id, rack.xM + (step % 2) * 0.6, rack.yM);
            QApplication::processEvents();
        }
    }

    // A cable connected by hand (a node's OOB port to its rack's switch, taken out first) with
    // the node's rack in the elevation, and undone: every view follows both.
    void connectOneCableEverythingFollows()
    {
        Document &doc = m_window->document();
        PortId bmc, sw;
        for (const Device &d : doc.devices()) {
            if (bmc || doc.catalog().at(d.part).gpus == 0)
                continue;
            for (PortId p : doc.portsOf(d.id))
                if (doc.ports().at(p).role == PortRole::Oob && doc.cablesAt(p).begin() != doc.cablesAt(p).end()) {
                    bmc = p;
                    sw = doc.otherEnd(doc.cables().at(*doc.cablesAt(p).begin()), p);
                }
        }
        QVERIFY(bmc);
        Editor editor(doc);
        QVERIFY(deleteCables(editor, {*doc.cablesAt(bmc).begin()}));
        m_window->selectRacks({doc.devices().at(doc.ports().at(bmc).device).rack});
        QApplication::processEvents();
        QBENCHMARK {
            if (!connectPorts(editor, bmc, sw).refusal.isEmpty())
                qFatal("refused");
            QApplication::processEvents();
            doc.undoStack()->undo();
            QApplication::processEvents();
        }
        doc.undoStack()->undo();
    }

    // The Connect dialog opened: its two pickers list every data port of the design.
    void connectDialogOpens()
    {
        QBENCHMARK {
            ConnectDialog dialog(m_window->document());
        }
    }

    // Drawing the whole compute fabric, as switching to the Fabric tab does.
    void fabricView()
    {
        QBENCHMARK {
            m_window->fabric()->rebuild();
        }
    }

    // The fabric narrowed to one rail (the filter bar), then zoomed in far enough for names.
    void fabricViewOneRail()
    {
        FabricFilter rail;
        rail.rail = 0;
        QBENCHMARK {
            m_window->fabric()->setFilter(rail);
        }
        m_window->fabric()->setFilter(FabricFilter{});
    }

    void fabricZoomedInWithNames()
    {
        FabricView *fabric = m_window->fabric();
        m_window->centralTabs()->setCurrentWidget(fabric);
        fabric->rebuild();
        fabric->setTransform(QTransform::fromScale(4, 4));
        for (const Device &d : m_window->document().devices())
            if (d.name == QStringLiteral("gpu00100"))
                fabric->centerOn(fabric->anchorOf(d.id));
        QBENCHMARK {
            fabric->viewport()->repaint();
        }
        qInfo("%lld names in view", qlonglong(fabric->visibleLabels().size()));
    }

    void cleanupTestCase()
    {
        m_window->document().undoStack()->setClean(); // no "save changes?" on the way out
        m_window.reset();
    }
};

QTEST_MAIN(BenchMainWindow)
#include "bench_mainwindow.moc"
