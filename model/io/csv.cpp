#include "csv.h"

#include <QObject>

namespace railyard {

namespace {
// A spreadsheet runs a cell that starts with one of these as a formula (OWASP, "CSV Injection").
bool startsLikeFormula(QStringView s)
{
    if (s.isEmpty())
        return false;
    const char16_t c = s.front().unicode();
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

bool isDigit(QChar c)
{
    return c.unicode() >= u'0' && c.unicode() <= u'9';
}

// "-3.5", "+1", "2e-3": text a spreadsheet reads as a number, so it runs nothing and stays as is.
bool isPlainNumber(QStringView s)
{
    qsizetype i = 0;
    if (i < s.size() && (s[i] == u'+' || s[i] == u'-'))
        ++i;
    qsizetype digits = 0;
    bool dot = false;
    for (; i < s.size(); ++i) {
        if (isDigit(s[i]))
            ++digits;
        else if (s[i] == u'.' && !dot)
            dot = true;
        else
            break;
    }
    if (digits == 0)
        return false;
    if (i < s.size() && (s[i] == u'e' || s[i] == u'E')) {
        ++i;
        if (i < s.size() && (s[i] == u'+' || s[i] == u'-'))
            ++i;
        const qsizetype exponentStart = i;
        while (i < s.size() && isDigit(s[i]))
            ++i;
        if (i == exponentStart)
            return false;
    }
    return i == s.size();
}

// What follows a cell's leading apostrophes. A value that itself starts with apostrophes before
// a formula character is escaped too, so reading strips exactly the one the writer added.
QStringView afterApostrophes(QStringView s)
{
    qsizetype i = 0;
    while (i < s.size() && s[i] == u'\'')
        ++i;
    return s.mid(i);
}
} // namespace

QString neutralizeFormula(const QString &value)
{
    if (startsLikeFormula(afterApostrophes(value)) && !isPlainNumber(value))
        return QLatin1Char('\'') + value;
    return value;
}

QString restoreFormula(const QString &cell)
{
    if (cell.startsWith(QLatin1Char('\'')) && startsLikeFormula(afterApostrophes(cell)))
        return cell.mid(1);
    return cell;
}

Result<std::vector<CsvRecord>> parseCsv(const QString &text, const QString &sourceName)
{
    std::vector<CsvRecord> records;
    CsvRecord current;
    QString field;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    int quoteStartLine = 0;
    current.line = 1;

    auto endField = [&] {
        current.fields << restoreFormula(field);
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields.front().isEmpty();
        if (!blank)
            records.push_back(std::move(current));
        current = CsvRecord{};
        current.line = line;
    };

    qsizetype i = 0;
    if (text.startsWith(QChar(0xFEFF)))
        i = 1;
    for (; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            if (fieldStarted && !field.isEmpty())
                return Result<std::vector<CsvRecord>>::failure(
                    QObject::tr("%1 line %2: a quote inside an unquoted field; quote the whole field and double "
                                "the inner quotes")
                        .arg(sourceName)
                        .arg(line));
            inQuotes = true;
            fieldStarted = true;
            quoteStartLine = line;
        } else if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\r')) {
            // part of CRLF; a lone CR is treated as a line end too
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                continue;
            ++line;
            endRecord();
        } else if (c == QLatin1Char('\n')) {
            ++line;
            endRecord();
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        return Result<std::vector<CsvRecord>>::failure(
            QObject::tr("%1 line %2: a quoted field is never closed").arg(sourceName).arg(quoteStartLine));
    if (fieldStarted || !current.fields.isEmpty() || !field.isEmpty())
        endRecord();
    return records;
}

QString csvField(const QString &text)
{
    const QString value = neutralizeFormula(text);
    if (value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"')) || value.contains(QLatin1Char('\n'))
        || value.contains(QLatin1Char('\r'))) {
        QString quoted = value;
        quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }
    return value;
}

QString csvLine(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out << csvField(f);
    return out.join(QLatin1Char(','));
}

} // namespace railyard
