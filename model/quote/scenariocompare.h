#pragma once

#include "scenario.h"

#include <QLocale>

namespace railyard {

// The variants side by side as rows of figures (docs/QUOTE.md, "Scenarios"), shared by the
// Variants tab and `railyard-cli compare`: what differs is decided once, here, on the figures
// as printed (a figure that rounds to the same text does not differ).
struct ComparisonRow {
    QString key;        // "racks", "cooling": the CSV/JSON name
    QString label;      // "Racks", for people
    QStringList values; // one per variant, in the variants' order, formatted with the locale
    std::vector<bool> differs; // per variant: its value is not the first variant's (the first: false)
    bool anyDiffers() const;
};

// Every figure of ScenarioFigures but the name, in the order the table shows them.
std::vector<ComparisonRow> comparisonRows(const std::vector<ScenarioFigures> &variants, const QLocale &locale = QLocale::c());

// The keys of the figures in which variant `index` is not the first variant ("racks", "cooling").
QStringList differingKeys(const std::vector<ComparisonRow> &rows, size_t index);

// A text table for a terminal: a row per figure, a column per variant, and "*" before each
// value that differs from the first variant's.
QString comparisonText(const std::vector<ScenarioFigures> &variants);

} // namespace railyard
