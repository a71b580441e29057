#include "csv.h"

#include <QObject>

namespace railyard {

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
        current.fields << field;
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

QString csvField(const QString &value)
{
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
