#include "scenariocompare.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard {

bool ComparisonRow::anyDiffers() const
{
    return std::find(differs.begin(), differs.end(), true) != differs.end();
}

std::vector<ComparisonRow> comparisonRows(const std::vector<ScenarioFigures> &variants, const QLocale &locale)
{
    using Format = QString (*)(const ScenarioFigures &, const QLocale &);
    struct Figure {
        const char *key, *label;
        Format format;
    };
    static const Figure kFigures[] = {
        {"gpus", QT_TRANSLATE_NOOP("Scenarios", "GPUs"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(qlonglong(f.gpus)); }},
        {"racks", QT_TRANSLATE_NOOP("Scenarios", "Racks"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(qlonglong(f.racks)); }},
        {"floor_area_m2", QT_TRANSLATE_NOOP("Scenarios", "Floor area (m²)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.floorAreaM2, 'f', 0); }},
        {"cooling", QT_TRANSLATE_NOOP("Scenarios", "Cooling type"), [](const ScenarioFigures &f, const QLocale &) { return f.cooling; }},
        {"heat_to_liquid_kw", QT_TRANSLATE_NOOP("Scenarios", "Heat to liquid (kW)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.liquidKw, 'f', 0); }},
        {"switches", QT_TRANSLATE_NOOP("Scenarios", "Switches"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(qlonglong(f.switches)); }},
        {"optics", QT_TRANSLATE_NOOP("Scenarios", "Optics (modules)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(qlonglong(f.optics)); }},
        {"optics_kw", QT_TRANSLATE_NOOP("Scenarios", "Optics power (kW)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.opticsKw, 'f', 1); }},
        {"capex_usd", QT_TRANSLATE_NOOP("Scenarios", "Capex (USD)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.capexUsd, 'f', 0); }},
        {"facility_mw", QT_TRANSLATE_NOOP("Scenarios", "Facility power (MW)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.facilityMw, 'f', 3); }},
        {"cost_per_gpu_usd", QT_TRANSLATE_NOOP("Scenarios", "Cost per GPU (USD)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.costPerGpuUsd, 'f', 0); }},
        {"cost_per_gpu_hour_usd", QT_TRANSLATE_NOOP("Scenarios", "Cost per GPU-hour (USD)"), [](const ScenarioFigures &f, const QLocale &l) { return l.toString(f.costPerGpuHourUsd, 'f', 3); }},
        {"break_even_utilization", QT_TRANSLATE_NOOP("Scenarios", "Break-even utilization"),
         [](const ScenarioFigures &f, const QLocale &l) { return QStringLiteral("%1 %").arg(l.toString(f.breakEvenUtilization * 100, 'f', 1)); }},
    };
    std::vector<ComparisonRow> rows;
    for (const Figure &figure : kFigures) {
        ComparisonRow row{QLatin1String(figure.key), QCoreApplication::translate("Scenarios", figure.label), {}, {}};
        QString first;
        for (size_t i = 0; i < variants.size(); ++i) {
            // Compared as the C locale prints them, whatever the display locale.
            const QString plain = figure.format(variants[i], QLocale::c());
            if (i == 0)
                first = plain;
            row.values << figure.format(variants[i], locale);
            row.differs.push_back(i > 0 && plain != first);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

QStringList differingKeys(const std::vector<ComparisonRow> &rows, size_t index)
{
    QStringList keys;
    for (const ComparisonRow &r : rows)
        if (index < r.differs.size() && r.differs[index])
            keys << r.key;
    return keys;
}

QString comparisonText(const std::vector<ScenarioFigures> &variants)
{
    const std::vector<ComparisonRow> rows = comparisonRows(variants);
    int labelWidth = 0;
    for (const ComparisonRow &r : rows)
        labelWidth = std::max(labelWidth, int(r.label.size()));
    std::vector<int> widths;
    for (size_t i = 0; i < variants.size(); ++i) {
        int w = int(variants[i].name.size());
        for (const ComparisonRow &r : rows)
            w = std::max(w, int(r.values.at(qsizetype(i)).size()) + 1);
        widths.push_back(w);
    }
    QString out = QString(labelWidth, QLatin1Char(' '));
    for (size_t i = 0; i < variants.size(); ++i)
        out += QStringLiteral("  ") + variants[i].name.rightJustified(widths[i]);
    out += QLatin1Char('\n');
    for (const ComparisonRow &r : rows) {
        out += r.label.leftJustified(labelWidth);
        for (size_t i = 0; i < variants.size(); ++i)
            out += QStringLiteral("  ") + ((r.differs[i] ? QStringLiteral("*") : QString()) + r.values.at(qsizetype(i))).rightJustified(widths[i]);
        out += QLatin1Char('\n');
    }
    out += QCoreApplication::translate("Scenarios", "* differs from %1\n").arg(variants.empty() ? QString() : variants.front().name);
    return out;
}

} // namespace railyard
