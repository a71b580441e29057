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
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
