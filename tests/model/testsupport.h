#pragma once

// Shared fixtures for the model tests.

#include "catalog/catalogcsv.h"
#include "commands/editor.h"
#include "document/document.h"
#include "generate/generator.h"
#include "io/designdump.h"
#include "engine/engine.h"
#include "rules/problem.h"
#include "rules/ruleprovider.h"
#include "sample/samplebuilder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>
#include <map>
#include <memory>

namespace railyard::test {

// A design that a file brought, past the Editor's gate: the rules must still find what the gate
// refuses (a device over another, a rack off the floor). The change is one undoable command, as
// an edit is, but unchecked.
template <class T>
void forceUpdate(Document &doc, const T &after, uint32_t fields)
{
    doc.undoStack()->push(new CmdEntityUpdate<T>(doc, doc.table<T>().at(after.id), after, fields, QStringLiteral("forced")));
}
inline void forceMove(Document &doc, RackId rack, double xM, double yM)
{
    const Rack &r = doc.racks().at(rack);
    doc.undoStack()->push(new CmdRackMove(doc, {{rack, QPointF(r.xM, r.yM), QPointF(xM, yM)}}, QStringLiteral("forced")));
}

inline Catalog smallCatalog()
{
    auto c = readCatalogCsv(QStringLiteral(RAILYARD_TEST_DATA "/catalog_small.csv"));
    if (!c)
        qFatal("%s", qPrintable(c.error()));
    return std::move(*c);
}

inline std::unique_ptr<Document> sampleDocument()
{
    auto doc = std::make_unique<Document>(smallCatalog());
    const Status s = buildSampleDesign(*doc);
    if (!s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// A design the generator makes with these options on the bundled catalog.
inline std::unique_ptr<Document> generatedDocument(const GeneratorOptions &o, GenerationSummary *summary = nullptr)
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    auto s = generateDesign(*doc, o);
    if (!s)
        qFatal("%s", qPrintable(s.error()));
    if (summary)
        *summary = *s;
    return doc;
}

// A design the generator makes for `gpus` GPUs with its defaults, on the bundled catalog;
// `reservedPerSu` node slots kept free per SU leave every leaf spare ports to cable wrongly into.
inline std::unique_ptr<Document> generatedDocument(int gpus, int reservedPerSu = 0)
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    GeneratorOptions o;
    o.gpus = gpus;
    o.reservedPerSu = reservedPerSu;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// How many of these problems carry this rule code.
inline int problemCount(const std::vector<Problem> &problems, const char *code)
{
    return int(std::count_if(problems.begin(), problems.end(), [&](const Problem &p) { return p.code == QLatin1String(code); }));
}

// An inlet temperature finding (RACK_INLET_*). The air model assumes open hot aisles, which the
// design does not yet record; generated halls, laid out for containment, put a few row-end
// racks just past 27 °C that way. Tests of the other rules leave these out; tst_thermal checks
// them.
inline bool isInletFinding(const Problem &p)
{
    return p.code.startsWith(QLatin1String("RACK_INLET_"));
}

// A design's problems by code ("RAIL_SWAP" -> 1) but the inlet findings, and the same as a
// failure message.
inline std::map<QString, int> problemCodes(const Document &doc)
{
    const Engine engine(doc);
    std::map<QString, int> out;
    for (const Problem &p : checkDesign(doc, engine))
        if (!isInletFinding(p))
            ++out[p.code];
    return out;
}

// A design's problems but the inlet findings.
inline std::vector<Problem> problemsButInlets(const Document &doc, const Engine &engine)
{
    std::vector<Problem> out = checkDesign(doc, engine);
    std::erase_if(out, isInletFinding);
    return out;
}
// The device of this name (the test fails when there is none).
inline const Device &namedDevice(const Document &doc, const QString &name)
{
    for (const Device &d : doc.devices())
        if (d.name == name)
            return d;
    qFatal("no device %s", qPrintable(name));
}

// A device's compute port of this index.
inline PortId computePort(const Document &doc, const QString &device, int index)
{
    for (PortId p : doc.portsOf(namedDevice(doc, device).id))
        if (doc.ports().at(p).role == PortRole::Compute && doc.ports().at(p).index == index)
            return p;
    qFatal("no compute port %d on %s", index, qPrintable(device));
}

// Exchanges the far ends of the cables at two ports, as one undo step: what an installer does
// who plugs two cables into each other's switch ports.
inline void crossFarEnds(Document &doc, PortId x, PortId y)
{
    Cable cx = doc.cables().at(*doc.cablesAt(x).begin());
    Cable cy = doc.cables().at(*doc.cablesAt(y).begin());
    const PortId lx = doc.otherEnd(cx, x), ly = doc.otherEnd(cy, y);
    (cx.a == lx ? cx.a : cx.b) = ly;
    (cy.a == ly ? cy.a : cy.b) = lx;
    doc.undoStack()->beginMacro(QStringLiteral("cross"));
    Editor(doc).update(cy, Cable::kEnds, QStringLiteral("cross"));
    Editor(doc).update(cx, Cable::kEnds, QStringLiteral("cross"));
    doc.undoStack()->endMacro();
}

inline QString showCodes(const std::map<QString, int> &codes)
{
    QStringList parts;
    for (const auto &[code, n] : codes)
        parts << QStringLiteral("%1×%2").arg(n).arg(code);
    return parts.join(QStringLiteral(", "));
}

// A design of 512 GPUs on `node` cooled by `cooling`, on `catalog`: variants to compare (air
// against liquid) or a catalog with a part added.
inline std::unique_ptr<Document> generatedVariant(Catalog catalog, const QString &node, CoolingType cooling)
{
    auto doc = std::make_unique<Document>(std::move(catalog));
    GeneratorOptions o;
    o.gpus = 512;
    o.nodePart = node;
    o.cooling = cooling;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// What a tool (pdftotext, pdftoppm, pdfinfo) printed; a tool that fails ends the test run.
inline QString toolOutput(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A tiny tmpfs mounted on `dir` for the life of the object, to fill up: a write there fails as on
// a full disk. Mounting needs root (or CAP_SYS_ADMIN); when it is not permitted mounted() is
// false and the test fails: the suite runs as root (scripts/test.sh).
class FullDisk {
public:
    explicit FullDisk(const QString &dir) : m_dir(dir)
    {
        QDir().mkpath(dir);
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64k"),
                                              QStringLiteral("tmpfs"), dir});
        m_mounted = mount.waitForFinished(10000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
    }
    ~FullDisk()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_dir});
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString filePath(const QString &name) const { return QDir(m_dir).filePath(name); }

    // Takes every free byte, so that any later write fails.
    void fill() const
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            qFatal("cannot create %s", qPrintable(filler.fileName()));
        for (const QByteArray &chunk : {QByteArray(512, 'x'), QByteArray(1, 'x')}) {
            while (filler.write(chunk) == chunk.size()) {
            }
            filler.unsetError();
        }
    }
    // The files there other than the filler, hidden ones too: what a failed write left behind.
    QStringList files() const
    {
        QStringList names = QDir(m_dir).entryList(QDir::Files | QDir::Hidden | QDir::AllDirs | QDir::NoDotAndDotDot);
        names.removeAll(QStringLiteral("filler"));
        return names;
    }

private:
    QString m_dir;
    bool m_mounted = false;
};

inline void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Every problem `check` finds in the design, "CODE: message", for a failure message to list.
inline QStringList problemLines(const Document &doc)
{
    const Engine engine(doc);
    QStringList out;
    for (const Problem &p : checkDesign(doc, engine))
        out << p.code + QStringLiteral(": ") + p.message;
    return out;
}

} // namespace railyard::test
