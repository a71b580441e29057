// Edit file benchmarks (docs/PERFORMANCE.md). Built with the project, never run by ctest:
//   build/tests/bench/bench_edit
#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "edit/editapplier.h"
#include "edit/opswriter.h"
#include "engine/engine.h"
#include "generate/generator.h"

#include <QTest>

using namespace railyard;

namespace {

std::unique_ptr<Document> generated(int gpus)
{
    auto doc = std::make_unique<Document>(*bundledCatalog());
    GeneratorOptions o;
    o.gpus = gpus;
    if (!generateDesign(*doc, o).ok())
        qFatal("cannot generate %d GPUs", gpus);
    return doc;
}

// Gives every named object of one kind a prefix, so the SU's ops name nothing the large design has.
template <class T> void prefixNames(Document &doc, const QString &prefix)
{
    std::vector<T> renamed(doc.table<T>().begin(), doc.table<T>().end());
    for (T &e : renamed) {
        e.name.prepend(prefix);
        Editor(doc).update(e, T::kName, QStringLiteral("rename"));
    }
}

} // namespace

class BenchEdit : public QObject {
    Q_OBJECT
    std::unique_ptr<Document> m_doc; // 16,384 GPUs
    std::vector<EditOp> m_ops;       // one 32-node SU in a hall of its own, every cable

private slots:
    void initTestCase()
    {
        m_doc = generated(16384);
        auto su = generated(256);
        const QString prefix = QStringLiteral("new-");
        prefixNames<Hall>(*su, prefix);
        prefixNames<Row>(*su, prefix);
        prefixNames<PowerFeed>(*su, prefix);
        prefixNames<Pdu>(*su, prefix);
        prefixNames<CoolingLoop>(*su, prefix);
        prefixNames<Network>(*su, prefix);
        prefixNames<Rack>(*su, prefix);
        prefixNames<Device>(*su, prefix);
        const auto text = writeEditOps(*su);
        QVERIFY(text.ok());
        auto ops = parseEditOps(text.value(), QStringLiteral("su.jsonl"));
        QVERIFY(ops.ok());
        m_ops = std::move(ops.value());
        qInfo("%zu ops, %zu devices and %d cables in the design", m_ops.size(), size_t(m_doc->devices().size()),
              m_doc->cables().size());
    }

    // Parsing the op file of one SU.
    void parse()
    {
        const QByteArray text = writeEditOps(*generated(256)).value();
        QBENCHMARK
        {
            QVERIFY(parseEditOps(text, QStringLiteral("su.jsonl")).ok());
        }
    }

    // Applying it with the engine following every edit, as in the workspace; undone after each
    // round (the undo is in the figure too).
    void applySuWithEngine()
    {
        const Engine engine(*m_doc);
        const int cables = m_doc->cables().size();
        QBENCHMARK
        {
            const EditOutcome outcome = applyEditOps(*m_doc, m_ops, QStringLiteral("su.jsonl"));
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            m_doc->undoStack()->undo();
        }
        QCOMPARE(m_doc->cables().size(), cables);
    }

    // Applying it alone, as railyard-cli edit does (no engine until the ops are applied).
    void applySu()
    {
        QBENCHMARK
        {
            const EditOutcome outcome = applyEditOps(*m_doc, m_ops, QStringLiteral("su.jsonl"));
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            m_doc->undoStack()->undo();
        }
    }
};

QTEST_GUILESS_MAIN(BenchEdit)
#include "bench_edit.moc"
