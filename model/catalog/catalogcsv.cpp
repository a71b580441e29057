#include "catalogcsv.h"
#include "io/inputfile.h"

#include "io/csv.h"

#include <QFile>
#include <QHash>
#include <QObject>

namespace railyard {
namespace {

const QStringList kColumns = {
    QStringLiteral("part_number"),   QStringLiteral("category"),          QStringLiteral("vendor"),
    QStringLiteral("model"),         QStringLiteral("description"),       QStringLiteral("technology"),
    QStringLiteral("u_height"),      QStringLiteral("width_m"),           QStringLiteral("depth_m"),
    QStringLiteral("weight_kg"),     QStringLiteral("typical_w"),         QStringLiteral("max_w"),
    QStringLiteral("gpus"),          QStringLiteral("liquid_fraction"),   QStringLiteral("ports"),
    QStringLiteral("medium"),        QStringLiteral("speed_gbps"),        QStringLiteral("length_m"),
    QStringLiteral("reach_m"),       QStringLiteral("links_per_module"),  QStringLiteral("capacity_w"),
    QStringLiteral("cooling_type"),  QStringLiteral("cooling_capacity_w"), QStringLiteral("rack_units"),
    QStringLiteral("feet"),          QStringLiteral("price_usd"),         QStringLiteral("source_power"),
    QStringLiteral("source_weight"), QStringLiteral("source_price"),      QStringLiteral("source_reach"),
    QStringLiteral("source_other"),
};

class RowReader {
public:
    RowReader(const QHash<QString, int> &columns, const CsvRecord &record, const QString &source)
        : m_columns(columns), m_record(record), m_source(source)
    {
    }

    QString text(const QString &column) const
    {
        const int i = m_columns.value(column, -1);
        return i >= 0 && i < m_record.fields.size() ? m_record.fields.at(i).trimmed() : QString();
    }

    double number(const QString &column)
    {
        const QString t = text(column);
        if (t.isEmpty())
            return 0;
        bool ok = false;
        const double v = t.toDouble(&ok);
        if (!ok || v < 0)
            fail(column, QObject::tr("'%1' is not a non-negative number").arg(t));
        return v;
    }

    int integer(const QString &column)
    {
        const double v = number(column);
        if (v != double(int(v)))
            fail(column, QObject::tr("'%1' is not a whole number").arg(text(column)));
        return int(v);
    }

    template <class E>
    E token(const QString &column, E fallback)
    {
        const QString t = text(column);
        if (t.isEmpty())
            return fallback;
        const auto v = fromToken<E>(t);
        if (!v) {
            QStringList known = allTokens<E>();
            known.removeAll(QString());
            fail(column, QObject::tr("unknown value '%1' (known: %2)").arg(t, known.join(QStringLiteral(", "))));
            return fallback;
        }
        return *v;
    }

    void fail(const QString &column, const QString &what)
    {
        if (m_error.isEmpty())
            m_error = QObject::tr("%1 line %2, column %3: %4").arg(m_source).arg(m_record.line).arg(column, what);
    }

    const QString &error() const { return m_error; }

private:
    const QHash<QString, int> &m_columns;
    const CsvRecord &m_record;
    QString m_source;
    QString m_error;
};

} // namespace

Result<Catalog> parseCatalogCsv(const QString &text, const QString &sourceName)
{
    auto records = parseCsv(text, sourceName);
    if (!records)
        return Result<Catalog>::failure(records.error());
    if (records->empty())
        return Result<Catalog>::failure(QObject::tr("%1: the catalog is empty; it needs a header row and parts").arg(sourceName));

    QHash<QString, int> columns;
    const CsvRecord &header = records->front();
    for (int i = 0; i < header.fields.size(); ++i)
        columns.insert(header.fields.at(i).trimmed(), i);
    for (const QString &c : kColumns) {
        if (!columns.contains(c))
            return Result<Catalog>::failure(
                QObject::tr("%1 line %2: the header has no column '%3'").arg(sourceName).arg(header.line).arg(c));
    }

    Catalog catalog;
    for (size_t r = 1; r < records->size(); ++r) {
        const CsvRecord &rec = (*records)[r];
        RowReader row(columns, rec, sourceName);
        Part p;
        p.partNumber = row.text(QStringLiteral("part_number"));
        if (p.partNumber.isEmpty())
            row.fail(QStringLiteral("part_number"), QObject::tr("every part needs a part number"));
        const QString category = row.text(QStringLiteral("category"));
        if (category.isEmpty())
            row.fail(QStringLiteral("category"), QObject::tr("every part needs a category"));
        p.category = row.token(QStringLiteral("category"), PartCategory::Server);
        p.vendor = row.text(QStringLiteral("vendor"));
        p.model = row.text(QStringLiteral("model"));
        p.description = row.text(QStringLiteral("description"));
        p.technology = row.token(QStringLiteral("technology"), Technology::None);
        p.uHeight = row.integer(QStringLiteral("u_height"));
        p.widthM = row.number(QStringLiteral("width_m"));
        p.depthM = row.number(QStringLiteral("depth_m"));
        p.weightKg = row.number(QStringLiteral("weight_kg"));
        p.typicalW = row.number(QStringLiteral("typical_w"));
        p.maxW = row.number(QStringLiteral("max_w"));
        p.opticsInMaxW = row.number(QStringLiteral("optics_in_max_w")); // optional column
        if (p.opticsInMaxW > p.maxW)
            row.fail(QStringLiteral("optics_in_max_w"), QObject::tr("the optics included cannot exceed the maximum power"));
        p.gpus = row.integer(QStringLiteral("gpus"));
        p.liquidFraction = row.number(QStringLiteral("liquid_fraction"));
        if (p.liquidFraction > 1)
            row.fail(QStringLiteral("liquid_fraction"), QObject::tr("a fraction must lie between 0 and 1"));
        QString portError;
        const auto ports = parsePortGroups(row.text(QStringLiteral("ports")), &portError);
        if (!ports)
            row.fail(QStringLiteral("ports"), portError);
        else
            p.ports = *ports;
        p.medium = row.token(QStringLiteral("medium"), Medium::Auto);
        p.speedGbps = row.number(QStringLiteral("speed_gbps"));
        p.lengthM = row.number(QStringLiteral("length_m"));
        p.reachM = row.number(QStringLiteral("reach_m"));
        p.linksPerModule = row.integer(QStringLiteral("links_per_module"));
        p.moduleTop = row.token(QStringLiteral("module_top"), ModuleTop::Any); // optional column
        p.capacityW = row.number(QStringLiteral("capacity_w"));
        p.coolingType = row.token(QStringLiteral("cooling_type"), CoolingType::None);
        p.coolingCapacityW = row.number(QStringLiteral("cooling_capacity_w"));
        p.rackUnits = row.integer(QStringLiteral("rack_units"));
        p.feet = row.integer(QStringLiteral("feet"));
        if (!row.text(QStringLiteral("price_usd")).isEmpty())
            p.priceUsd = row.number(QStringLiteral("price_usd"));
        p.sources.power = row.text(QStringLiteral("source_power"));
        p.sources.weight = row.text(QStringLiteral("source_weight"));
        p.sources.price = row.text(QStringLiteral("source_price"));
        p.sources.reach = row.text(QStringLiteral("source_reach"));
        p.sources.other = row.text(QStringLiteral("source_other"));

        // A figure with no source is refused: every number must be traceable or marked estimate.
        if ((p.typicalW > 0 || p.maxW > 0) && p.sources.power.isEmpty())
            row.fail(QStringLiteral("source_power"), QObject::tr("power is given without a source; cite one or write 'estimate'"));
        if (p.weightKg > 0 && p.sources.weight.isEmpty())
            row.fail(QStringLiteral("source_weight"), QObject::tr("weight is given without a source; cite one or write 'estimate'"));
        if (p.priceUsd && p.sources.price.isEmpty())
            row.fail(QStringLiteral("source_price"), QObject::tr("price is given without a source; cite one or write 'estimate'"));
        if (p.reachM > 0 && p.sources.reach.isEmpty())
            row.fail(QStringLiteral("source_reach"), QObject::tr("reach is given without a source; cite one or write 'estimate'"));

        if (!row.error().isEmpty())
            return Result<Catalog>::failure(row.error());
        if (!catalog.add(p))
            return Result<Catalog>::failure(QObject::tr("%1 line %2: part number '%3' appears twice; part numbers must be unique")
                                                .arg(sourceName)
                                                .arg(rec.line)
                                                .arg(p.partNumber));
    }
    return catalog;
}

Result<Catalog> readCatalogCsv(const QString &path)
{
    const auto bytes = readInputFile(path);
    if (!bytes)
        return Result<Catalog>::failure(bytes.error());
    return parseCatalogCsv(QString::fromUtf8(bytes.value()), path);
}

Result<Catalog> bundledCatalog()
{
    return readCatalogCsv(QStringLiteral(":/railyard/catalog/parts.csv"));
}

} // namespace railyard
