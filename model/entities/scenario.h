#pragma once

#include <QByteArray>
#include <QString>

namespace railyard {

// A variant of the design kept in the same file (docs/QUOTE.md, "Scenarios"): InfiniBand vs
// RoCE, 1:1 vs 3:1, air vs liquid. `design` holds a complete .railyard file of the variant
// (without variants of its own), so it opens, computes and quotes exactly as it was saved.
struct StoredScenario {
    QString name;
    QString note;
    QByteArray design;
    bool operator==(const StoredScenario &) const = default;
};

} // namespace railyard
