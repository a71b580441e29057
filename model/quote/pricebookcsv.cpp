#include "pricebookcsv.h"

#include "core/limits.h"

#include "io/csv.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>
#include <tuple>

namespace railyard {

QString priceBookCsv(const PriceBook &book)
{
    QString out = csvLine({QStringLiteral("kind"), QStringLiteral("key"), QStringLiteral("value"), QStringLiteral("lead_time_days"),
                           QStringLiteral("source")})
                  + QStringLiteral("\r\n");
    out += csvLine({QStringLiteral("currency"), book.currency, QString(), QString(), QString()}) + QStringLiteral("\r\n");
    for (size_t c = 0; c < book.discounts.size(); ++c)
        if (book.discounts[c] != 0)
            out += csvLine({QStringLiteral("discount"), QLatin1String(discountCategoryToken(c)), QString::number(book.discounts[c], 'g', 15),
                            QString(), QString()})
                   + QStringLiteral("\r\n");
    // Spares policies that differ from the defaults, one field per row.
    const auto defaults = defaultSparePolicies();
    for (size_t c = 0; c < book.spares.size(); ++c) {
        const SparePolicy &p = book.spares[c], &d = defaults[c];
        const std::tuple<const char *, bool, QString> fields[] = {
            {"spare_afr", p.annualFailureRate != d.annualFailureRate, QString::number(p.annualFailureRate, 'g', 15)},
            {"spare_turnaround_days", p.turnaroundDays != d.turnaroundDays, QString::number(p.turnaroundDays)},
            {"spare_service_level", p.serviceLevel != d.serviceLevel, QString::number(p.serviceLevel, 'g', 15)},
            {"spare_minimum", p.minimum != d.minimum, QString::number(p.minimum)}};
        for (const auto &[kind, differs, value] : fields)
            if (differs)
                out += csvLine({QLatin1String(kind), QLatin1String(discountCategoryToken(c)), value, QString(), QString()}) + QStringLiteral("\r\n");
    }
    for (const PriceEntry &p : book.prices)
        out += csvLine({QStringLiteral("price"), p.partNumber, QString::number(p.unitPrice, 'g', 15),
                        p.leadTimeDays ? QString::number(p.leadTimeDays) : QString(), p.source})
               + QStringLiteral("\r\n");
    return out;
}

Result<PriceBook> readPriceBookCsv(const Catalog &catalog, const QString &text, const QString &fileName)
{
    auto records = parseCsv(text, fileName);
    if (!records)
        return Result<PriceBook>::failure(records.error());
    auto fail = [&](int line, const QString &why) {
        return Result<PriceBook>::failure(QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(why));
    };
    const QStringList header{QStringLiteral("kind"), QStringLiteral("key"), QStringLiteral("value"), QStringLiteral("lead_time_days"),
                             QStringLiteral("source")};
    if (records->empty() || records->front().fields != header)
        return fail(1, QCoreApplication::translate("PriceBook", "a price book starts with the header %1").arg(header.join(QLatin1Char(','))));
    PriceBook book;
    QSet<QString> priced;
    for (size_t i = 1; i < records->size(); ++i) {
        const CsvRecord &r = (*records)[i];
        if (r.fields.size() != header.size())
            return fail(r.line, QCoreApplication::translate("PriceBook", "expected %1 fields, found %2").arg(header.size()).arg(r.fields.size()));
        const QString &kind = r.fields[0], &key = r.fields[1];
        bool ok = false;
        const double value = r.fields[2].toDouble(&ok);
        // NaN and infinities compare false both ways: a range check alone lets them through.
        auto within = [&](double max) { return ok && std::isfinite(value) && value >= 0 && value <= max; };
        if (kind == QLatin1String("currency")) {
            if (key.size() != 3)
                return fail(r.line, QCoreApplication::translate("PriceBook", "currency \"%1\" is not a three-letter code").arg(key));
            book.currency = key.toUpper();
        } else if (kind == QLatin1String("discount") || kind.startsWith(QLatin1String("spare_"))) {
            size_t c = 0;
            while (c < book.discounts.size() && key != QLatin1String(discountCategoryToken(c)))
                ++c;
            if (c == book.discounts.size())
                return fail(r.line, QCoreApplication::translate("PriceBook", "unknown category \"%1\"").arg(key));
            if (kind != QLatin1String("discount")) {
                SparePolicy &p = book.spares[c];
                const bool whole = kind == QLatin1String("spare_turnaround_days") || kind == QLatin1String("spare_minimum");
                const double max = kind == QLatin1String("spare_turnaround_days") ? limits::kMaxDays
                                   : kind == QLatin1String("spare_service_level")   ? kMaxServiceLevel
                                                                                    : limits::kMaxCount;
                if (!within(max) || (whole && value != std::floor(value)))
                    return fail(r.line, QCoreApplication::translate("PriceBook", "%1 \"%2\" is not a number from 0 to %4%3")
                                            .arg(kind, r.fields[2], whole ? QCoreApplication::translate("PriceBook", " without decimals") : QString())
                                            .arg(max));
                if (kind == QLatin1String("spare_afr"))
                    p.annualFailureRate = value;
                else if (kind == QLatin1String("spare_turnaround_days"))
                    p.turnaroundDays = int(value);
                else if (kind == QLatin1String("spare_service_level"))
                    p.serviceLevel = value;
                else if (kind == QLatin1String("spare_minimum"))
                    p.minimum = int64_t(value);
                else
                    return fail(r.line, QCoreApplication::translate("PriceBook", "unknown kind \"%1\"; use spare_afr, spare_turnaround_days, spare_service_level "
                                                                                 "or spare_minimum (spare_margin was replaced by spare_service_level)")
                                            .arg(kind));
                continue;
            }
            if (!within(1) || value >= 1)
                return fail(r.line, QCoreApplication::translate("PriceBook", "discount \"%1\" is not a fraction from 0 up to 1").arg(r.fields[2]));
            book.discounts[c] = value;
        } else if (kind == QLatin1String("price")) {
            if (!catalog.find(key))
                return fail(r.line, QCoreApplication::translate("PriceBook", "part \"%1\" is not in the catalog").arg(key));
            if (priced.contains(key))
                return fail(r.line, QCoreApplication::translate("PriceBook", "part \"%1\" is priced twice").arg(key));
            if (!within(limits::kMaxUnitPrice))
                return fail(r.line, QCoreApplication::translate("PriceBook", "price \"%1\" is not an amount from 0 to %2 (column value)")
                                        .arg(r.fields[2].left(40))
                                        .arg(limits::kMaxUnitPrice, 0, 'g', 3));
            bool leadOk = true;
            const int lead = r.fields[3].isEmpty() ? 0 : r.fields[3].toInt(&leadOk);
            if (!leadOk || lead < 0 || lead > limits::kMaxDays)
                return fail(r.line, QCoreApplication::translate("PriceBook", "lead time \"%1\" is not a number of days").arg(r.fields[3]));
            priced.insert(key);
            book.prices.push_back({key, value, lead, r.fields[4]});
        } else {
            return fail(r.line, QCoreApplication::translate("PriceBook", "unknown kind \"%1\"; use currency, discount, spare_afr, spare_turnaround_days, spare_service_level, spare_minimum or price").arg(kind));
        }
    }
    return book;
}

PriceBook withImportedPrices(PriceBook current, const PriceBook &imported)
{
    current.currency = imported.currency;
    current.prices = imported.prices;
    current.discounts = imported.discounts;
    current.spares = imported.spares;
    return current;
}

} // namespace railyard
