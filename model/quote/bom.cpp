#include "bom.h"

#include "io/csv.h"

#include <QCoreApplication>
#include <QHash>
#include <cmath>
#include <map>

namespace railyard {

QString toText(BomCategory category)
{
    static const char *kText[kBomCategoryCount] = {
        QT_TRANSLATE_NOOP("Bom", "Compute"),       QT_TRANSLATE_NOOP("Bom", "Compute fabric switches"),
        QT_TRANSLATE_NOOP("Bom", "Storage and management switches"), QT_TRANSLATE_NOOP("Bom", "Optics"),
        QT_TRANSLATE_NOOP("Bom", "Cables"),        QT_TRANSLATE_NOOP("Bom", "Racks and PDUs"),
        QT_TRANSLATE_NOOP("Bom", "Cooling"),       QT_TRANSLATE_NOOP("Bom", "Other")};
    return QCoreApplication::translate("Bom", kText[int(category)]);
}

int64_t sparesFor(const SparePolicy &p, int64_t installed)
{
    if (installed <= 0)
        return 0;
    const double mean = p.annualFailureRate * double(installed) * p.turnaroundDays / 365.0;
    return std::max(poissonQuantile(mean, std::min(p.serviceLevel, kMaxServiceLevel)), p.minimum);
}

int64_t poissonQuantile(double mean, double level)
{
    if (mean <= 0 || level <= 0)
        return 0;
    if (mean > kPoissonExactMean) {
        // Normal approximation with continuity correction: the z of `level` by bisection on
        // Φ(z) = erfc(−z/√2)/2 (exact to 1e-9 in z; well inside a spare at these means).
        double lo = -10, hi = 10;
        for (int i = 0; i < 80; ++i) {
            const double mid = (lo + hi) / 2;
            (0.5 * std::erfc(-mid / std::sqrt(2.0)) < level ? lo : hi) = mid;
        }
        return int64_t(std::ceil(mean + hi * std::sqrt(mean) - 0.5));
    }
    // P(X = k) by the recurrence p(k) = p(k−1) · λ / k, in logarithms so that e^−λ never
    // underflows to nothing at large means.
    double logP = -mean, cdf = 0;
    const int64_t bound = int64_t(mean + 40 * std::sqrt(mean) + 100); // far past any level asked
    for (int64_t k = 0;; ++k) {
        if (k > 0)
            logP += std::log(mean) - std::log(double(k));
        cdf += std::exp(logP);
        if (cdf >= level - 1e-12 || k >= bound)
            return k;
    }
}

SparePolicy defaultSparePolicy(BomCategory c)
{
    return defaultSparePolicies()[size_t(c)];
}

double Bom::subtotalUsd(BomCategory category) const
{
    double sum = 0;
    for (const BomLine &l : lines)
        if (l.category == category)
            sum += l.extendedUsd();
    return sum;
}

double Bom::totalUsd() const
{
    double sum = 0;
    for (const BomLine &l : lines)
        sum += l.extendedUsd();
    return sum;
}

std::vector<InstalledPart> installedParts(const Document &doc, const Engine &engine)
{
    std::map<std::pair<BomCategory, uint32_t>, int64_t> counts; // (category, part) -> installed
    for (const Device &d : doc.devices()) {
        const Part &p = doc.catalog().at(d.part);
        BomCategory c = BomCategory::Other;
        switch (p.category) {
        case PartCategory::GpuServer:
        case PartCategory::RackSystem:
        case PartCategory::NvlinkSwitch: // part of the rack-scale system it serves
        case PartCategory::Nic: c = BomCategory::Compute; break;
        case PartCategory::PowerShelf: c = BomCategory::RacksAndPdus; break;
        case PartCategory::Switch: {
            const Network *n = doc.networks().find(d.network);
            c = n && n->role == NetworkRole::Compute ? BomCategory::ComputeFabric : BomCategory::OtherSwitches;
            break;
        }
        case PartCategory::Pdu: c = BomCategory::RacksAndPdus; break;
        case PartCategory::Cdu: c = BomCategory::Cooling; break;
        default: break;
        }
        ++counts[{c, d.part.value}];
    }
    for (const Rack &r : doc.racks()) {
        // A rack-scale system (GB200 NVL72) is the compute itself, not furniture.
        const Part *p = doc.catalog().find(r.part);
        if (p)
            ++counts[{p->category == PartCategory::RackSystem ? BomCategory::Compute : BomCategory::RacksAndPdus, r.part.value}];
    }
    // PDUs and CDUs are in the power and cooling model, and may also be mounted as devices: a
    // part counts as the larger of the two, never both.
    std::map<uint32_t, int64_t> pdus, cdus;
    for (const Pdu &p : doc.pdus())
        if (doc.catalog().find(p.part))
            pdus[p.part.value] += p.units;
    for (const Cdu &c : doc.cdus())
        if (doc.catalog().find(c.part))
            ++cdus[c.part.value];
    // A busway part is priced per metre of run: each run counts its length, rounded up.
    for (const Busway &b : doc.busways())
        if (doc.catalog().find(b.part))
            counts[{BomCategory::RacksAndPdus, b.part.value}] += int64_t(std::ceil(std::hypot(b.x2M - b.x1M, b.y2M - b.y1M) - 1e-9));
    for (const auto &[model, category] : {std::pair{&pdus, BomCategory::RacksAndPdus}, std::pair{&cdus, BomCategory::Cooling}})
        for (const auto &[part, n] : *model) {
            int64_t &count = counts[{category, part}];
            count = std::max(count, n);
        }
    for (const auto &[part, n] : engine.transceiversByPart())
        counts[{BomCategory::Optics, part.value}] += n;
    for (const auto &[part, links] : engine.cableLinksByPart()) {
        const int perCable = std::max(1, doc.catalog().at(part).linksPerModule);
        counts[{BomCategory::Cables, part.value}] += (links + perCable - 1) / perCable;
    }
    std::vector<InstalledPart> parts;
    for (const auto &[key, quantity] : counts)
        if (quantity > 0)
            parts.push_back({key.first, PartId(key.second), quantity});
    return parts;
}

Result<Bom> buildBom(const Document &doc, const Engine &engine)
{
    Bom bom;
    QStringList unpriced;
    std::vector<BomLine> spares;
    const PriceBook &book = doc.site().priceBook;
    QHash<QString, const PriceEntry *> booked;
    for (const PriceEntry &e : book.prices)
        booked.insert(e.partNumber, &e);
    for (const auto &[category, part, quantity] : installedParts(doc, engine)) {
        const Part &p = doc.catalog().at(part);
        const PriceEntry *entry = booked.value(p.partNumber);
        if (!entry && !p.priceUsd) {
            unpriced << QStringLiteral("%1 (%2)").arg(p.partNumber, p.model);
            continue;
        }
        BomLine line{category, p.partNumber, p.model, quantity, entry ? entry->unitPrice : *p.priceUsd, false,
                     book.discounts[size_t(category)], entry ? entry->leadTimeDays : 0};
        bom.lines.push_back(line);
        if (const int64_t s = sparesFor(book.spares[size_t(category)], quantity); s > 0) {
            line.quantity = s;
            line.spare = true;
            spares.push_back(line);
        }
    }
    if (!unpriced.isEmpty())
        return Result<Bom>::failure(QCoreApplication::translate("Bom", "%n part(s) have no price; add them to the price book: %1", nullptr,
                                                                int(unpriced.size()))
                                        .arg(unpriced.join(QStringLiteral(", "))));
    // Spares follow the installed lines of their category.
    std::vector<BomLine> all;
    for (int c = 0; c < kBomCategoryCount; ++c) {
        for (const BomLine &l : bom.lines)
            if (int(l.category) == c)
                all.push_back(l);
        for (const BomLine &l : spares)
            if (int(l.category) == c)
                all.push_back(l);
    }
    bom.lines = std::move(all);
    return bom;
}

QString bomCsv(const Bom &bom)
{
    QString out = csvLine({QStringLiteral("category"), QStringLiteral("part_number"), QStringLiteral("description"), QStringLiteral("quantity"),
                           QStringLiteral("unit_price_usd"), QStringLiteral("extended_price_usd"), QStringLiteral("spare"),
                           QStringLiteral("discount"), QStringLiteral("lead_time_days")})
                  + QStringLiteral("\r\n");
    for (const BomLine &l : bom.lines)
        out += csvLine({toText(l.category), l.partNumber, l.description, QString::number(l.quantity), QString::number(l.unitPriceUsd, 'f', 2),
                        QString::number(l.extendedUsd(), 'f', 2), l.spare ? QStringLiteral("yes") : QStringLiteral("no"),
                        QString::number(l.discount, 'g', 6), l.leadTimeDays ? QString::number(l.leadTimeDays) : QString()})
               + QStringLiteral("\r\n");
    return out;
}

} // namespace railyard
