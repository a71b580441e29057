#include "linkscsv.h"
#include "io/inputfile.h"

#include "io/csv.h"

#include <QCoreApplication>
#include <QFile>

namespace railyard {

Result<AsBuilt> readLinksCsv(const QString &path)
{
    const auto bytes = readInputFile(path);
    if (!bytes)
        return Result<AsBuilt>::failure(bytes.error());
    return parseLinksCsv(QString::fromUtf8(bytes.value()), path);
}

Result<AsBuilt> parseLinksCsv(const QString &text, const QString &path)
{
    auto records = parseCsv(text, path);
    if (!records)
        return Result<AsBuilt>::failure(records.error());
    if (records->empty())
        return Result<AsBuilt>::failure(QCoreApplication::translate("Verify", "%1: empty; expected a header a_device,a_port,b_device,b_port").arg(path));
    const QStringList header = records->front().fields;
    auto column = [&](std::initializer_list<const char *> names) {
        for (const char *n : names)
            if (const qsizetype i = header.indexOf(QLatin1String(n)); i >= 0)
                return int(i);
        return -1;
    };
    const int ad = column({"a_device", "A-Node Name"}), ap = column({"a_port", "A-Port"});
    const int bd = column({"b_device", "Z-Node Name"}), bp = column({"b_port", "Z-Port"});
    if (ad < 0 || ap < 0 || bd < 0 || bp < 0)
        return Result<AsBuilt>::failure(
            QCoreApplication::translate("Verify", "%1:1: expected the columns a_device,a_port,b_device,b_port (or the P2P columns A-Node Name, "
                                                  "A-Port, Z-Node Name, Z-Port)")
                .arg(path));
    AsBuilt out;
    out.source = AsBuilt::Source::LinksCsv;
    out.description = path;
    for (size_t i = 1; i < records->size(); ++i) {
        const CsvRecord &r = (*records)[i];
        const int need = std::max({ad, ap, bd, bp});
        if (r.fields.size() <= need || r.fields[ad].isEmpty() || r.fields[ap].isEmpty() || r.fields[bd].isEmpty()
            || r.fields[bp].isEmpty())
            return Result<AsBuilt>::failure(
                QCoreApplication::translate("Verify", "%1:%2: every row needs both devices and both ports").arg(path).arg(r.line));
        FoundLink l;
        l.a = {r.fields[ad].trimmed(), r.fields[ap].trimmed()};
        l.b = {r.fields[bd].trimmed(), r.fields[bp].trimmed()};
        l.file = path;
        l.line = r.line;
        out.links.push_back(l);
    }
    return out;
}

} // namespace railyard
