#pragma once

// A busbar rack built through `railyard-cli edit` ops, shared by the model and view tests.

#include "testsupport.h"

#include "edit/editapplier.h"

namespace railyard::test {

inline Catalog busbarCatalog()
{
    auto c = readCatalogCsv(QStringLiteral(RAILYARD_TEST_DATA "/catalog_busbar.csv"));
    if (!c)
        qFatal("%s", qPrintable(c.error()));
    return std::move(*c);
}

// Applies edit ops (one JSON object per line) as `railyard-cli edit` does.
inline EditOutcome apply(Document &doc, const QString &ops)
{
    const auto parsed = parseEditOps(ops.toUtf8(), QStringLiteral("ops"));
    if (!parsed.ok())
        return {false, 0, parsed.error()};
    return applyEditOps(doc, parsed.value(), QStringLiteral("ops"));
}

// One NVL72-class rack (120 kW, 1,360 kg on 0.6 × 1.068 m) in a 12 kPa hall with a 300 kW utility
// feed, its A and B sides `unitsA` and `unitsB` power shelves of 33 kW (a side of 0 units: no
// shelf and no feed of that side), standing on a plate of
// `plateM2`; with `mountShelves` the shelves are also mounted in the rack as 1U devices, as the
// generator mounts them. Built through `railyard-cli edit` ops, as a user would script it.
inline std::unique_ptr<Document> busbarDesign(int unitsA = 4, int unitsB = 4, double plateM2 = 1.2, bool mountShelves = false)
{
    auto doc = std::make_unique<Document>(busbarCatalog());
    QString ops = QStringLiteral(
        R"({"op":"add","kind":"hall","fields":{"name":"H1","width_m":20,"depth_m":10,"utility_feed_w":300000}})"
        "\n"
        R"({"op":"add","kind":"row","fields":{"name":"A","hall":"H1"}})"
        "\n");
    QString sides;
    for (const auto &[side, units] : {std::pair{QStringLiteral("A"), unitsA}, std::pair{QStringLiteral("B"), unitsB}}) {
        if (units == 0) // a side without shelves is a hall without that feed
            continue;
        ops += QStringLiteral(R"({"op":"add","kind":"feed","fields":{"name":"Feed %1","hall":"H1","side":"%1","capacity_w":0}})"
                              "\n")
                   .arg(side);
        ops += QStringLiteral(R"({"op":"add","kind":"pdu","fields":{"name":"A01-SHELF-%1","feed":"Feed %1","part":"PWR-SHELF-33KW","units":%2}})"
                              "\n")
                   .arg(side)
                   .arg(units);
        sides += QStringLiteral(R"(,"pdu_%1":"A01-SHELF-%2")").arg(side.toLower(), side);
    }
    ops += QStringLiteral(R"({"op":"add","kind":"rack","fields":{"name":"A01","row":"A","part":"T-NVL72","x_m":5,"y_m":5,"spreader_m2":%1%2}})"
                          "\n")
               .arg(plateM2)
               .arg(sides);
    if (mountShelves)
        for (int i = 0; i < unitsA + unitsB; ++i)
            ops += QStringLiteral(R"({"op":"add","kind":"device","fields":{"name":"A01-shelf-%1","rack":"A01","part":"PWR-SHELF-33KW","u":%2}})"
                                  "\n")
                       .arg(i + 1)
                       .arg(i + 1);
    const EditOutcome out = apply(*doc, ops);
    if (!out.ok)
        qFatal("%s", qPrintable(out.error));
    return doc;
}

} // namespace railyard::test
