#include "io/csv.h"

#include <QTest>

using namespace railyard;

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void quotedFieldsAndLineNumbers()
    {
        const QString text = QStringLiteral("\xFEFF" "a,b,c\r\n1,\"x, y\",\"say \"\"hi\"\"\"\r\n\r\n2,\"multi\nline\",z\n3,,\n");
        auto r = parseCsv(text, QStringLiteral("t.csv"));
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->size(), size_t(4));
        QCOMPARE((*r)[1].fields, QStringList({"1", "x, y", "say \"hi\""}));
        QCOMPARE((*r)[1].line, 2);
        QCOMPARE((*r)[2].fields, QStringList({"2", "multi\nline", "z"}));
        QCOMPARE((*r)[2].line, 4);
        QCOMPARE((*r)[3].line, 6);
        QCOMPARE((*r)[3].fields, QStringList({"3", "", ""}));
    }

    void unclosedQuoteNamesLine()
    {
        auto r = parseCsv(QStringLiteral("a,b\n1,\"open\n2,3\n"), QStringLiteral("bad.csv"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("bad.csv line 2")), qPrintable(r.error()));
    }

    void writerRoundTrips()
    {
        const QStringList fields{"plain", "with,comma", "with \"quote\"", "two\nlines", ""};
        auto r = parseCsv(csvLine(fields) + QLatin1Char('\n'), QStringLiteral("x"));
        QVERIFY(r.ok());
        QCOMPARE(r->front().fields, fields);
    }

    // Issue #18: a cell a spreadsheet would run as a formula is written as text (a leading
    // apostrophe); numbers, negative ones too, stay numbers.
    void formulasAreWrittenAsText_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("written");
        QTest::newRow("equals") << "=HYPERLINK(\"http://x\",\"y\")" << "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"";
        QTest::newRow("at") << "@SUM(1)" << "'@SUM(1)";
        QTest::newRow("plus") << "+A1" << "'+A1";
        QTest::newRow("dde") << "-2+3+cmd|' /C calc'!A0" << "'-2+3+cmd|' /C calc'!A0";
        QTest::newRow("tab") << "\tx" << "'\tx";
        QTest::newRow("carriage return") << "\rx" << "\"'\rx\"";
        QTest::newRow("dash alone") << "-" << "'-";
        QTest::newRow("apostrophe then formula") << "'=x" << "''=x";
        QTest::newRow("negative") << "-3.5" << "-3.5";
        QTest::newRow("plus one") << "+1" << "+1";
        QTest::newRow("exponent") << "-1.5e-3" << "-1.5e-3";
        QTest::newRow("fraction") << "-.5" << "-.5";
        QTest::newRow("not a number") << "-1.5e" << "'-1.5e";
        QTest::newRow("apostrophe text") << "'quoted" << "'quoted";
        QTest::newRow("plain") << "leaf-su1-r1" << "leaf-su1-r1";
        QTest::newRow("empty") << "" << "";
    }
    void formulasAreWrittenAsText()
    {
        QFETCH(QString, value);
        QFETCH(QString, written);
        QCOMPARE(csvField(value), written);
        // ... and read back unchanged.
        auto r = parseCsv(csvLine({value, QStringLiteral("end")}) + QLatin1Char('\n'), QStringLiteral("x"));
        QVERIFY(r.ok());
        QCOMPARE(r->front().fields, QStringList({value, QStringLiteral("end")}));
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
