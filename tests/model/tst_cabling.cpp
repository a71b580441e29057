// Cabling deliverables (docs/CABLING.md): labels and the cable list round trip.

#include "testsupport.h"

#include "cabling/cablelabels.h"
#include "cabling/cablelist.h"
#include "commands/editor.h"
#include "cabling/labelface.h"
#include "cabling/labelsheet.h"
#include "cabling/netboxexport.h"
#include "cabling/pullsheet.h"
#include "engine/engine.h"
#include "io/csv.h"
#include "io/xlsxworkbook.h"

#include <QProcess>
#include <QTemporaryDir>

#include <QSet>

using namespace railyard;

namespace {
// Runs a tool (pdftotext, pdfinfo, python3) and returns what it printed.
QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

PortId portNamed(const Document &doc, const QString &device, const QString &port)
{
    for (const Device &d : doc.devices())
        if (d.name == device)
            for (PortId p : doc.portsOf(d.id))
                if (doc.ports().at(p).name == port)
                    return p;
    return {};
}
} // namespace

class TestCabling : public QObject {
    Q_OBJECT
private slots:
    // Issue #19, defect 8: the writers of long exports report each page (or every 1,024 cables
    // of a workbook) and stop when told to, leaving the previous file as it was.
    void longExportsReportProgressAndCancel()
    {
        struct Recorder : Progress {
            qint64 stopAt = -1, calls = 0, lastDone = -1, total = 0;
            bool advance(qint64 done, qint64 of) override
            {
                ++calls;
                lastDone = done;
                total = of;
                return done != stopAt;
            }
        };
        auto doc = test::generatedDocument(1024);
        const Engine engine(*doc);
        const PullSheet sheet = buildPullSheet(*doc, engine);
        // The PDFs are cancelled at their third page: 300 cables make 25 label pages, 8 pull pages.
        PullSheet shortSheet = sheet;
        shortSheet.rows.resize(std::min<size_t>(300, shortSheet.rows.size()));
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("pull.pdf"), QStringLiteral("labels.pdf"), QStringLiteral("pull.xlsx")}) {
            const QString path = dir.filePath(name);
            auto write = [&](Progress *progress) {
                if (name == QLatin1String("pull.pdf"))
                    return writePullSheetPdf(shortSheet, path, QPageSize::A4, progress);
                if (name == QLatin1String("labels.pdf"))
                    return writeLabelSheetPdf(shortSheet, LabelSheetLayout{}, path, nullptr, progress);
                return writePullSheetXlsx(sheet, path, progress);
            };
            Recorder all;
            QVERIFY2(write(&all).ok(), qPrintable(name));
            QVERIFY2(all.calls >= 2 && all.total > all.lastDone, qPrintable(QStringLiteral("%1: %2 calls, %3 of %4").arg(name).arg(all.calls).arg(all.lastDone).arg(all.total)));
            if (name.endsWith(QLatin1String(".pdf"))) {
                QCOMPARE(all.calls, all.total); // once per page, from 0 to pages − 1
                QCOMPARE(all.lastDone, all.total - 1);
            }
            const QByteArray before = test::fileHash(path);
            Recorder cancel;
            cancel.stopAt = name.endsWith(QLatin1String(".xlsx")) ? 2048 : 2;
            const Status s = write(&cancel);
            QVERIFY2(!s.ok() && s.error().contains(QLatin1String("cancelled")), qPrintable(s.error()));
            QCOMPARE(cancel.lastDone, cancel.stopAt);
            QCOMPARE(test::fileHash(path), before); // the previous file, whole
            QVERIFY(QDir(dir.path()).entryList({QStringLiteral(".*saving*")}, QDir::Hidden | QDir::Files).isEmpty()); // no temporary left
        }
    }
    // Generated cables are labelled; labels are unique and name their ports, near end first;
    // the tag names network, SU and rail.
    void labelsAreUniqueAndParseBack()
    {
        auto doc = test::generatedDocument(1024);
        QSet<QString> seen;
        for (const Cable &c : doc->cables()) {
            QVERIFY(!c.label.isEmpty());
            QVERIFY2(!seen.contains(c.label), qPrintable(c.label));
            seen.insert(c.label);
            const QStringList halves = c.label.section(QLatin1Char(' '), 0, 2).split(QStringLiteral(" / "));
            QCOMPARE(halves.size(), 2);
            QVERIFY2(portAtLocation(*doc, halves[0]) == c.a, qPrintable(c.label));
            QCOMPARE(portAtLocation(*doc, halves[1]), c.b);
            const QString fromB = renderLabel(*doc, doc->site().labelTemplate, c, true);
            QVERIFY(fromB.startsWith(halves[1] + QStringLiteral(" / ") + halves[0]));
        }
        // A compute cable of NIC 4 carries rail 4 in its tag.
        const PortId nic = portNamed(*doc, QStringLiteral("gpu00003"), QStringLiteral("C4"));
        const Cable &c = doc->cables().at(*doc->cablesAt(nic).begin());
        QVERIFY2(c.label.endsWith(QLatin1String(" C-SU01-R4")), qPrintable(c.label));
    }

    // Regenerating with another template is one undoable step; a template that would repeat
    // labels still gives unique ones.
    void regenerateIsOneUndoableStep()
    {
        auto doc = test::generatedDocument(512);
        const QString before = dumpDesign(*doc);
        const int steps = doc->undoStack()->count();
        Editor editor(*doc);
        relabelCables(editor, QStringLiteral("{tag}"));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->site().labelTemplate, QStringLiteral("{tag}"));
        QSet<QString> seen;
        for (const Cable &c : doc->cables())
            seen.insert(c.label);
        QCOMPARE(seen.size(), qsizetype(doc->cables().size()));
        // Repeats are numbered #2, #3, ... without gaps.
        QVERIFY(seen.contains(QStringLiteral("C-SU01-R1 #2")) && seen.contains(QStringLiteral("C-SU01-R1 #3")));
        // Each end's printed label is unique too: end B keeps the suffix.
        const PullSheet sheet = buildPullSheet(*doc, Engine(*doc));
        QSet<QString> printed;
        for (const PullSheetRow &r : sheet.rows)
            printed << r.a.label << r.b.label;
        QVERIFY(printed.size() >= qsizetype(doc->cables().size()));
        for (const PullSheetRow &r : sheet.rows)
            QCOMPARE(r.a.label.section(QStringLiteral(" #"), 1), r.b.label.section(QStringLiteral(" #"), 1));
        doc->undoStack()->undo();
        QCOMPARE(dumpDesign(*doc), before);
    }

    // Export, import unchanged, export again: byte-identical, and nothing changed.
    void cableListRoundTripIsIdentical()
    {
        auto doc = test::generatedDocument(512, 1);
        const QString first = cableListCsv(*doc);
        auto changes = readCableList(*doc, first, QStringLiteral("cables.csv"));
        QVERIFY2(changes.ok(), qPrintable(changes.error()));
        QVERIFY(changes->empty());
        const int steps = doc->undoStack()->count();
        Editor editor(*doc);
        applyCableList(editor, *changes);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(cableListCsv(*doc), first);
        auto rows = parseCsv(first, QStringLiteral("cables.csv"));
        QCOMPARE(rows->size(), size_t(doc->cables().size()) + 1);
    }

    // Issue #18: labels a spreadsheet would run as formulas are written with a leading
    // apostrophe, and the import reads them back as they were.
    void cableListNeutralizesFormulas()
    {
        auto doc = test::generatedDocument(512, 1);
        Editor editor(*doc);
        const QStringList labels{QStringLiteral("=HYPERLINK(\"http://evil.example\",\"click\")"), QStringLiteral("@SUM(1)")};
        auto it = doc->cables().begin();
        for (const QString &label : labels) {
            Cable c = *it++;
            c.label = label;
            QVERIFY(editor.update(c, Cable::kLabel, QStringLiteral("label")));
        }
        const QString csv = cableListCsv(*doc);
        QVERIFY2(csv.contains(QLatin1String(",\"'=HYPERLINK(")) && csv.contains(QLatin1String(",'@SUM(1),")), qPrintable(csv.left(600)));
        auto changes = readCableList(*doc, csv, QStringLiteral("cables.csv"));
        QVERIFY2(changes.ok(), qPrintable(changes.error()));
        QVERIFY(changes->empty()); // the labels came back identical
        auto rows = parseCsv(csv, QStringLiteral("cables.csv"));
        QStringList read;
        for (const CsvRecord &r : *rows)
            if (labels.contains(r.fields[7]))
                read << r.fields[7];
        QCOMPARE(read, labels);
    }

    // Excel's limits: sheet names cut on a character boundary to 31 without []:*?/\; a cell
    // over 32,767 characters fails the export naming the cell and leaves the previous file.
    void xlsxSheetNamesAndLongCells()
    {
        QCOMPARE(xlsxSheetName(QStringLiteral("1 hall [A]: row/1*?")), QStringLiteral("1 hall -A-- row-1--"));
        const QString emoji = QString::fromUcs4(U"\U0001F680");
        const QString cut = xlsxSheetName(QStringLiteral("x").repeated(30) + emoji);
        QCOMPARE(cut, QStringLiteral("x").repeated(30)); // the pair does not fit: left whole, out
        QVERIFY(!cut.back().isHighSurrogate());
        QCOMPARE(xlsxSheetName(QStringLiteral("x").repeated(29) + emoji), QStringLiteral("x").repeated(29) + emoji);
        QCOMPARE(xlsxSheetName(QStringLiteral("'quoted'")), QStringLiteral("quoted"));
        QCOMPARE(xlsxSheetName(QString()), QStringLiteral("-"));

        auto doc = test::generatedDocument(512);
        PullSheet sheet = buildPullSheet(*doc, Engine(*doc));
        sheet.rows[2].a.label = QStringLiteral("L").repeated(kXlsxMaxCellChars + 1);
        QTemporaryDir dir;
        const QString xlsx = dir.filePath(QStringLiteral("pull.xlsx"));
        test::writeBytes(xlsx, "previous workbook");
        const Status s = writePullSheetXlsx(sheet, xlsx);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(xlsx) && s.error().contains(QLatin1String("cell D4")) && s.error().contains(QLatin1String("32767")),
                 qPrintable(s.error()));
        QCOMPARE(QFileInfo(xlsx).size(), qint64(17));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("pull.xlsx")});
    }

    // A team's edits — a cable moved to another port, a medium changed, a cable added, one
    // removed — apply as one undoable change.
    void cableListEditsApplyAsOneStep()
    {
        auto doc = test::generatedDocument(512, 1);
        const QString before = dumpDesign(*doc);
        auto rows = parseCsv(cableListCsv(*doc), QStringLiteral("cables.csv"));
        std::vector<QStringList> list;
        for (const CsvRecord &r : *rows)
            list.push_back(r.fields);
        auto rowWith = [&](const QString &device, const QString &port) -> QStringList & {
            for (QStringList &r : list)
                if ((r[1] == device && r[2] == port) || (r[3] == device && r[4] == port))
                    return r;
            qFatal("no row");
        };
        QStringList &moved = rowWith(QStringLiteral("gpu00001"), QStringLiteral("C1"));
        const uint32_t movedId = moved[0].toUInt();
        (moved[1] == QLatin1String("leaf-su1-r1") ? moved[2] : moved[4]) = QStringLiteral("P32");
        QStringList &medium = rowWith(QStringLiteral("gpu00002"), QStringLiteral("C2"));
        const uint32_t mediumId = medium[0].toUInt();
        medium[5] = QStringLiteral("aoc");
        medium[6] = QStringLiteral("7.5");
        const QStringList removed = rowWith(QStringLiteral("gpu00003"), QStringLiteral("C3"));
        list.erase(std::find(list.begin(), list.end(), removed));
        list.push_back({QString(), QStringLiteral("leaf-su1-r2"), QStringLiteral("P32"), QStringLiteral("leaf-su1-r3"), QStringLiteral("P32"),
                        QStringLiteral("auto"), QString(), QStringLiteral("NEW-1"), QStringLiteral("patch")});
        QString text;
        for (const QStringList &r : list)
            text += csvLine(r) + QStringLiteral("\r\n");
        auto changes = readCableList(*doc, text, QStringLiteral("cables.csv"));
        QVERIFY2(changes.ok(), qPrintable(changes.error()));
        QCOMPARE(changes->added.size(), size_t(1));
        QCOMPARE(changes->updated.size(), size_t(2));
        QCOMPARE(changes->removed.size(), size_t(1));
        const int steps = doc->undoStack()->count();
        Editor editor(*doc);
        applyCableList(editor, *changes);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->ports().at(doc->cables().at(CableId(movedId)).b).name, QStringLiteral("P32"));
        QCOMPARE(doc->cables().at(CableId(mediumId)).medium, Medium::Aoc);
        QCOMPARE(doc->cables().at(CableId(mediumId)).lengthM, 7.5);
        QVERIFY(!doc->cables().contains(CableId(removed[0].toUInt())));
        QVERIFY(std::any_of(doc->cables().begin(), doc->cables().end(), [](const Cable &c) { return c.label == QLatin1String("NEW-1"); }));
        doc->undoStack()->undo();
        QCOMPARE(dumpDesign(*doc), before);
    }

    // Every kind of bad row is refused with its row number, and nothing is applied.
    void cableListRejectsBadRows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown device") << 5 << 1 << QStringLiteral("gpu99999") << QStringLiteral("cables.csv:5: unknown device \"gpu99999\"");
        QTest::newRow("unknown port") << 6 << 2 << QStringLiteral("Z9") << QStringLiteral("cables.csv:6: device");
        QTest::newRow("port in use") << 7 << -1 << QString() << QStringLiteral("cables.csv:7: port");
        QTest::newRow("bad medium") << 8 << 5 << QStringLiteral("fibre") << QStringLiteral("cables.csv:8: unknown medium \"fibre\"");
        QTest::newRow("bad length") << 9 << 6 << QStringLiteral("-3") << QStringLiteral("cables.csv:9: length \"-3\"");
        QTest::newRow("unknown cable") << 10 << 0 << QStringLiteral("999999") << QStringLiteral("cables.csv:10: no cable with ID 999999");
        QTest::newRow("label twice") << 11 << -2 << QString() << QStringLiteral("cables.csv:11: label");
        QTest::newRow("header") << 1 << 0 << QStringLiteral("id") << QStringLiteral("cables.csv:1: a cable list starts with the header");
    }
    void cableListRejectsBadRows()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        auto doc = test::generatedDocument(512, 1);
        const QString before = dumpDesign(*doc);
        auto rows = parseCsv(cableListCsv(*doc), QStringLiteral("cables.csv"));
        std::vector<QStringList> list;
        for (const CsvRecord &r : *rows)
            list.push_back(r.fields);
        QStringList &r = list[size_t(row - 1)];
        if (column == -1) { // the same A end as the row before
            r[1] = list[size_t(row - 2)][1];
            r[2] = list[size_t(row - 2)][2];
        } else if (column == -2) {
            r[7] = list[size_t(row - 2)][7];
        } else {
            r[column] = value;
        }
        QString text;
        for (const QStringList &fields : list)
            text += csvLine(fields) + QStringLiteral("\r\n");
        auto changes = readCableList(*doc, text, QStringLiteral("cables.csv"));
        QVERIFY(!changes.ok());
        QVERIFY2(changes.error().startsWith(expected), qPrintable(changes.error()));
        QCOMPARE(dumpDesign(*doc), before);
    }

    // The pull sheet: one row per cable in pull order, bundles contiguous; the CSV re-parses;
    // the XLSX holds the rows with a frozen header and an autofilter; the PDF's text holds the
    // labels on the expected pages.
    void pullSheetWriters()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        const PullSheet sheet = buildPullSheet(*doc, engine);
        QCOMPARE(sheet.rows.size(), size_t(doc->cables().size()));
        for (size_t i = 0; i < sheet.rows.size(); ++i)
            QCOMPARE(sheet.rows[i].pullOrder, int(i + 1));
        QSet<QString> bundles;
        for (const auto &[name, range] : sheet.bundles) {
            QVERIFY2(!bundles.contains(name), qPrintable(name)); // each bundle in one piece
            bundles.insert(name);
            for (size_t i = range.first; i < range.second; ++i)
                QCOMPARE(sheet.rows[i].bundle, name);
        }
        int subtotal = 0;
        for (const PullSheetSubtotal &t : sheet.byRack)
            subtotal += t.cables;
        QCOMPARE(subtotal, int(sheet.rows.size()));

        auto csv = parseCsv(pullSheetCsv(sheet), QStringLiteral("pull.csv"));
        QVERIFY(csv.ok());
        QCOMPARE(csv->size(), sheet.rows.size() + 1);
        QCOMPARE(csv->at(1).fields.at(3), sheet.rows[0].a.label);

        QTemporaryDir dir;
        const QString xlsx = dir.filePath(QStringLiteral("pull.xlsx"));
        QVERIFY(writePullSheetXlsx(sheet, xlsx).ok());
        const QString sheet2 = run(QStringLiteral("python3"), {QStringLiteral("-c"),
            QStringLiteral("import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(z.read('xl/worksheets/sheet2.xml').decode()); "
                           "print(z.read('xl/sharedStrings.xml').decode() if 'xl/sharedStrings.xml' in z.namelist() else '')"), xlsx});
        QVERIFY(sheet2.contains(QLatin1String("state=\"frozen\"")));
        QVERIFY(sheet2.contains(QLatin1String("<autoFilter")));
        QVERIFY(sheet2.contains(QLatin1String("<row r=\"2\"")));
        QVERIFY2(sheet2.contains(sheet.rows[0].a.label.toHtmlEscaped()) || sheet2.contains(sheet.rows[0].a.label),
                 "the first label is in the workbook");

        const QString pdf = dir.filePath(QStringLiteral("pull.pdf"));
        QVERIFY(writePullSheetPdf(sheet, pdf, QPageSize::Letter).ok());
        const QString info = run(QStringLiteral("pdfinfo"), {pdf});
        const int pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
        QVERIFY2(pages > 5, qPrintable(info));
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("page %1 of %1").arg(pages)));
        QVERIFY2(text.contains(sheet.rows.back().a.label), qPrintable(sheet.rows.back().a.label + QStringLiteral(" in ") + text.right(400)));
        QVERIFY(text.contains(QStringLiteral("revision ") + sheet.revision));
        QVERIFY(text.contains(QLatin1String("Subtotals by rack")));

        // Label sheets: two labels per cable, 24 per page.
        const QString labels = dir.filePath(QStringLiteral("labels.pdf"));
        QVERIFY(writeLabelSheetPdf(sheet, LabelSheetLayout{}, labels).ok());
        const QString labelInfo = run(QStringLiteral("pdfinfo"), {labels});
        QCOMPARE(labelInfo.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt(),
                 int((2 * sheet.rows.size() + 23) / 24));
        const QString labelText = run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), labels, QStringLiteral("-")});
        QVERIFY(labelText.contains(QStringLiteral("%1 · A").arg(sheet.rows[0].cableId)));
        LabelSheetLayout tooBig;
        tooBig.columns = 5;
        QVERIFY(!writeLabelSheetPdf(sheet, tooBig, labels).ok());
    }

    // Issue #19: about 3,000 of the 33,000 label faces of a 4,096-GPU design wrapped inside a port
    // or a rail ("...U47:P1" / "5 M"). Every token of every face is now whole on one line.
    void labelFacesKeepTokensWhole()
    {
        auto doc = test::generatedDocument(4096);
        const PullSheet all = buildPullSheet(*doc, Engine(*doc));
        // The labels are set in a monospaced face, so where a line breaks depends only on which
        // characters are separators: one row of each shape of label lays out every row's face.
        const auto shape = [](const PullSheetRow &r) {
            QString key = r.a.label + QLatin1Char('|') + r.b.label + QLatin1Char('|') + r.medium + QLatin1Char(' ') + r.partNumber;
            for (QChar &c : key)
                if (!isLabelSeparator(c) && c != QLatin1Char('|'))
                    c = QLatin1Char('x');
            return key;
        };
        PullSheet sheet = all;
        sheet.rows.clear();
        QSet<QString> shapes;
        for (const PullSheetRow &r : all.rows) {
            const QString key = shape(r);
            if (!shapes.contains(key)) {
                shapes.insert(key);
                sheet.rows.push_back(r);
            }
        }
        QVERIFY2(sheet.rows.size() > 10, "the hall has labels of many shapes");
        QTemporaryDir dir;
        std::vector<LabelFace> faces;
        QVERIFY(writeLabelSheetPdf(sheet, LabelSheetLayout{}, dir.filePath(QStringLiteral("labels.pdf")), &faces).ok());
        QCOMPARE(faces.size(), 2 * sheet.rows.size());
        const auto tokens = [](const QString &text) {
            QStringList out;
            QString token;
            for (QChar c : text + QLatin1Char(' ')) {
                if (!isLabelSeparator(c)) {
                    token += c;
                } else if (!token.isEmpty()) {
                    out << token;
                    token.clear();
                }
            }
            return out;
        };
        size_t i = 0;
        for (const PullSheetRow &r : sheet.rows) {
            for (const PullSheetEnd *end : {&r.a, &r.b}) {
                const LabelFace &face = faces[i++];
                QVERIFY(face.font.pointSizeF() >= kLabelMinPointSize);
                // The lines' tokens, line by line, are the label's tokens: none was cut in two.
                QStringList drawn;
                for (const QString &line : face.lines)
                    drawn << tokens(line);
                const QString text = end->label + QLatin1Char('\n') + r.medium + QLatin1Char(' ') + r.partNumber;
                QVERIFY2(drawn == tokens(text), qPrintable(face.lines.join(QLatin1String(" | "))));
            }
        }
    }

    // A label that cannot fit even at the smallest type refuses the export and names the label.
    void labelTooLongIsRefused()
    {
        PullSheet sheet;
        PullSheetRow row;
        row.cableId = 7;
        row.a.label = QString(80, QLatin1Char('X'));
        row.b.label = QStringLiteral("short");
        sheet.rows.push_back(row);
        QTemporaryDir dir;
        const Status s = writeLabelSheetPdf(sheet, LabelSheetLayout{}, dir.filePath(QStringLiteral("labels.pdf")));
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(row.a.label), qPrintable(s.error()));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("labels.pdf"))));
    }

    // NetBox bulk-import columns and type values exactly as NetBox takes them.
    void netboxColumnsAndTypes()
    {
        auto doc = test::generatedDocument(512);
        const Engine engine(*doc);
        const NetBoxCsvs n = netboxCsvs(*doc, engine);
        auto header = [](const QString &csv) { return csv.section(QStringLiteral("\r\n"), 0, 0); };
        QCOMPARE(header(n.sites), QStringLiteral("name,slug,status"));
        QCOMPARE(header(n.racks), QStringLiteral("site,name,status,width,u_height,form_factor"));
        QCOMPARE(header(n.devices), QStringLiteral("name,role,manufacturer,device_type,status,site,rack,position,face"));
        QCOMPARE(header(n.interfaces), QStringLiteral("device,name,type,speed"));
        QCOMPARE(header(n.cables), QStringLiteral("side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,side_b_name,"
                                                  "type,status,label,color,length,length_unit"));
        auto cables = parseCsv(n.cables, QStringLiteral("cables.csv"));
        QCOMPARE(cables->size(), size_t(doc->cables().size()) + 1);
        const QSet<QString> cableTypes{QStringLiteral("dac-passive"), QStringLiteral("dac-active"), QStringLiteral("aoc"),
                                       QStringLiteral("mmf-om4"), QStringLiteral("smf-os2"), QStringLiteral("cat6")};
        for (size_t i = 1; i < cables->size(); ++i) {
            const QStringList &f = cables->at(i).fields;
            QVERIFY2(cableTypes.contains(f[6]), qPrintable(f[6]));
            QCOMPARE(f[1], QStringLiteral("dcim.interface"));
            QCOMPARE(f[11], QStringLiteral("m"));
            QVERIFY(f[9].size() == 6);
        }
        auto interfaces = parseCsv(n.interfaces, QStringLiteral("interfaces.csv"));
        QSet<QString> types;
        for (size_t i = 1; i < interfaces->size(); ++i)
            types.insert(interfaces->at(i).fields[2]);
        QVERIFY(types.contains(QStringLiteral("infiniband-ndr")));  // compute fabric
        QVERIFY(types.contains(QStringLiteral("1000base-t")));      // out-of-band
        QVERIFY(!types.contains(QStringLiteral("other")));
    }
};

QTEST_MAIN(TestCabling)
#include "tst_cabling.moc"
