#include "designschema.h"

#include "catalog/catalogcsv.h"

#include <vector>

namespace railyard {

namespace {
constexpr const char kCreatePrice[] = "CREATE TABLE price (part_number TEXT PRIMARY KEY, unit_price REAL NOT NULL,"
                                      " lead_time_days INTEGER, source TEXT)";
constexpr const char kCreateDiscount[] = "CREATE TABLE price_discount (category TEXT PRIMARY KEY, discount REAL NOT NULL)";
// Format 5 and 6 kept a margin over the mean; format 7 a service level (the migration adds it).
constexpr const char kCreateSparePolicyV5[] = "CREATE TABLE spare_policy (category TEXT PRIMARY KEY, annual_failure_rate REAL NOT NULL,"
                                              " turnaround_days INTEGER NOT NULL, margin REAL NOT NULL, minimum INTEGER NOT NULL)";
constexpr const char kCreateSparePolicy[] = "CREATE TABLE spare_policy (category TEXT PRIMARY KEY, annual_failure_rate REAL NOT NULL,"
                                            " turnaround_days INTEGER NOT NULL, service_level REAL NOT NULL, minimum INTEGER NOT NULL)";
// Racks saved to be placed again whole (format 12 on): the body is racktemplatejson.h's object.
constexpr const char kCreateRackTemplate[] = "CREATE TABLE rack_template (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, body TEXT NOT NULL)";
constexpr const char kCreateScenario[] = "CREATE TABLE scenario (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                                         " note TEXT, design BLOB NOT NULL)";
constexpr const char kCreateQuoteLogo[] = "CREATE TABLE quote_logo (name TEXT NOT NULL, image BLOB NOT NULL)";
// Format 9: the building (columns, keep-out areas) and the facility's busways and CDUs.
constexpr const char kCreateColumn[] = "CREATE TABLE building_column (id INTEGER PRIMARY KEY, hall_id INTEGER NOT NULL REFERENCES hall(id),"
                                       " name TEXT NOT NULL, x_m REAL, y_m REAL, width_m REAL, depth_m REAL)";
constexpr const char kCreateKeepOut[] = "CREATE TABLE keepout (id INTEGER PRIMARY KEY, hall_id INTEGER NOT NULL REFERENCES hall(id),"
                                        " name TEXT NOT NULL, x_m REAL, y_m REAL, width_m REAL, depth_m REAL, reason TEXT)";
constexpr const char kCreateBusway[] = "CREATE TABLE busway (id INTEGER PRIMARY KEY, hall_id INTEGER NOT NULL REFERENCES hall(id),"
                                       " feed_id INTEGER NOT NULL REFERENCES power_feed(id), part_id INTEGER REFERENCES catalog_part(id),"
                                       " name TEXT NOT NULL, x1_m REAL, y1_m REAL, x2_m REAL, y2_m REAL)";
constexpr const char kCreateCdu[] = "CREATE TABLE cdu (id INTEGER PRIMARY KEY, loop_id INTEGER NOT NULL REFERENCES cooling_loop(id),"
                                    " part_id INTEGER REFERENCES catalog_part(id), name TEXT NOT NULL, x_m REAL, y_m REAL,"
                                    " rotation_deg REAL)";
constexpr const char kCreateLoop[] = "CREATE TABLE cooling_loop (id INTEGER PRIMARY KEY, hall_id INTEGER REFERENCES hall(id),"
                                     " name TEXT NOT NULL, delta_t_k REAL, supply_c REAL)";
// 5 -> 6: switch maximum power in datasheets includes the pluggables in its cages, which the
// engine now counts once, by the modules it chose. A stored part that is the bundled catalog's
// part (same number, same maximum) takes the bundled optics allowance; any other keeps none,
// as before.
QStringList opticsAllowanceMigration()
{
    QStringList statements{QStringLiteral("ALTER TABLE catalog_part ADD COLUMN optics_in_max_w REAL NOT NULL DEFAULT 0")};
    if (auto bundled = bundledCatalog())
        for (const Part *p : bundled->parts())
            if (p->opticsInMaxW > 0 && !p->partNumber.contains(QLatin1Char('\'')))
                statements << QStringLiteral("UPDATE catalog_part SET optics_in_max_w = %1 WHERE part_number = '%2' AND max_w = %3")
                                  .arg(p->opticsInMaxW, 0, 'g', 17)
                                  .arg(p->partNumber)
                                  .arg(p->maxW, 0, 'g', 17);
    return statements;
}

// 6 -> 7: PDUs per rack side (one, as every earlier design has); the shell top of OSFP
// modules: a stored transceiver that is the bundled catalog's part takes the bundled top, any
// other none (fits any cage, as before); spares at a service level: a stored policy keeps its
// failure rate, turnaround and minimum and takes its category's default service level (a
// margin over the mean has no service level to translate into).
QStringList perSideAndTopMigration()
{
    QStringList statements{QStringLiteral("ALTER TABLE pdu ADD COLUMN units INTEGER NOT NULL DEFAULT 1"),
                           QStringLiteral("ALTER TABLE catalog_part ADD COLUMN module_top TEXT NOT NULL DEFAULT ''"),
                           QStringLiteral("ALTER TABLE spare_policy ADD COLUMN service_level REAL NOT NULL DEFAULT 0.95")};
    const auto defaults = defaultSparePolicies();
    for (size_t c = 0; c < defaults.size(); ++c)
        statements << QStringLiteral("UPDATE spare_policy SET service_level = %1 WHERE category = '%2'")
                          .arg(defaults[c].serviceLevel, 0, 'g', 17)
                          .arg(QLatin1String(discountCategoryToken(c)));
    if (auto bundled = bundledCatalog())
        for (const Part *p : bundled->parts())
            if (p->moduleTop != ModuleTop::Any && !p->partNumber.contains(QLatin1Char('\'')))
                statements << QStringLiteral("UPDATE catalog_part SET module_top = '%1' WHERE part_number = '%2' AND category = 'transceiver'")
                                  .arg(toToken(p->moduleTop), p->partNumber);
    return statements;
}

// 8 -> 9: CDUs become entities on the floor. A loop's cdu_count units of cdu_part_id become
// that many cdu rows, placed in a line against the hall's y = 0 wall: each hall's CDUs in loop
// order, side by side from x = 0, centred half the part's depth off the wall (a part without a
// footprint, such as an in-rack CDU, counts as 0.6 × 0.6 m). Names are "<loop> CDU <n>". The
// loop keeps no CDU columns (one source of truth) and takes its hall's facility supply
// temperature as its rack-side supply. Busways, columns and keep-out areas start empty.
QStringList cduEntitiesMigration()
{
    return {
        QString::fromLatin1(kCreateColumn),
        QString::fromLatin1(kCreateKeepOut),
        QString::fromLatin1(kCreateBusway),
        QString::fromLatin1(kCreateCdu),
        QStringLiteral("ALTER TABLE pdu ADD COLUMN busway_id INTEGER REFERENCES busway(id)"),
        QStringLiteral(
            "INSERT INTO cdu (loop_id, part_id, name, x_m, y_m, rotation_deg)"
            " WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < (SELECT MAX(cdu_count) FROM cooling_loop)),"
            " unit AS (SELECT l.id AS loop_id, l.hall_id AS hall_id, l.cdu_part_id AS part_id, l.name || ' CDU ' || n.i AS name,"
            "   CASE WHEN p.width_m > 0 THEN p.width_m ELSE 0.6 END AS w, CASE WHEN p.depth_m > 0 THEN p.depth_m ELSE 0.6 END AS d,"
            "   l.id AS lid, n.i AS i"
            "   FROM cooling_loop l JOIN n ON n.i <= l.cdu_count LEFT JOIN catalog_part p ON p.id = l.cdu_part_id"
            "   WHERE l.cdu_part_id IS NOT NULL AND l.cdu_count > 0),"
            " placed AS (SELECT *, SUM(w) OVER (PARTITION BY hall_id ORDER BY lid, i ROWS UNBOUNDED PRECEDING) - w / 2 AS x FROM unit)"
            " SELECT loop_id, part_id, name, x, d / 2, 0 FROM placed ORDER BY lid, i"),
        QString::fromLatin1(kCreateLoop).replace(QLatin1String("TABLE cooling_loop"), QLatin1String("TABLE cooling_loop_v9")),
        QStringLiteral("INSERT INTO cooling_loop_v9 (id, hall_id, name, delta_t_k, supply_c)"
                       " SELECT l.id, l.hall_id, l.name, l.delta_t_k, COALESCE(h.supply_water_c, 25)"
                       " FROM cooling_loop l LEFT JOIN hall h ON h.id = l.hall_id"),
        QStringLiteral("DROP TABLE cooling_loop"),
        QStringLiteral("ALTER TABLE cooling_loop_v9 RENAME TO cooling_loop"),
    };
}

} // namespace

QStringList designSchemaStatements()
{
    return {
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral(
            "CREATE TABLE catalog_part (id INTEGER PRIMARY KEY, part_number TEXT NOT NULL UNIQUE, category TEXT NOT NULL,"
            " vendor TEXT, model TEXT, description TEXT, technology TEXT, u_height INTEGER, width_m REAL, depth_m REAL,"
            " weight_kg REAL, typical_w REAL, max_w REAL, gpus INTEGER, liquid_fraction REAL, ports TEXT, medium TEXT,"
            " speed_gbps REAL, length_m REAL, reach_m REAL, links_per_module INTEGER, capacity_w REAL,"
            " cooling_type TEXT, cooling_capacity_w REAL, rack_units INTEGER, feet INTEGER, price_usd REAL,"
            " source_power TEXT, source_weight TEXT, source_price TEXT, source_reach TEXT, source_other TEXT,"
            " optics_in_max_w REAL NOT NULL DEFAULT 0, module_top TEXT NOT NULL DEFAULT '')"),
        QStringLiteral(
            "CREATE TABLE hall (id INTEGER PRIMARY KEY, name TEXT NOT NULL, width_m REAL, depth_m REAL,"
            " floor_rating_kpa REAL, point_load_rating_kn REAL, utility_feed_w REAL, pue REAL, supply_water_c REAL,"
            " return_water_c REAL, air_cooling_w REAL, containment TEXT NOT NULL DEFAULT 'none')"),
        QStringLiteral("CREATE TABLE hall_row (id INTEGER PRIMARY KEY, hall_id INTEGER REFERENCES hall(id), name TEXT NOT NULL)"),
        QStringLiteral(
            "CREATE TABLE power_feed (id INTEGER PRIMARY KEY, hall_id INTEGER REFERENCES hall(id), name TEXT NOT NULL,"
            " side TEXT NOT NULL, capacity_w REAL)"),
        QStringLiteral(
            "CREATE TABLE pdu (id INTEGER PRIMARY KEY, feed_id INTEGER REFERENCES power_feed(id),"
            " part_id INTEGER REFERENCES catalog_part(id), name TEXT NOT NULL, units INTEGER NOT NULL DEFAULT 1,"
            " busway_id INTEGER REFERENCES busway(id))"),
        QString::fromLatin1(kCreateLoop),
        QStringLiteral(
            "CREATE TABLE network (id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, technology TEXT,"
            " oversubscription REAL NOT NULL DEFAULT 1, plane INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral(
            "CREATE TABLE rack (id INTEGER PRIMARY KEY, row_id INTEGER REFERENCES hall_row(id), name TEXT NOT NULL,"
            " x_m REAL, y_m REAL, rotation_deg REAL, part_id INTEGER REFERENCES catalog_part(id),"
            " pdu_a_id INTEGER REFERENCES pdu(id), pdu_b_id INTEGER REFERENCES pdu(id),"
            " loop_id INTEGER REFERENCES cooling_loop(id), spreader_m2 REAL NOT NULL DEFAULT 0)"),
        QStringLiteral(
            "CREATE TABLE device (id INTEGER PRIMARY KEY, rack_id INTEGER REFERENCES rack(id),"
            " part_id INTEGER NOT NULL REFERENCES catalog_part(id), name TEXT NOT NULL, u_position INTEGER,"
            " network_id INTEGER REFERENCES network(id), tier TEXT, su INTEGER, rail INTEGER, first_port_id INTEGER)"),
        QStringLiteral(
            "CREATE TABLE port (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES device(id),"
            " name TEXT NOT NULL, role TEXT NOT NULL, speed_gbps REAL, cage TEXT, idx INTEGER, cage_index INTEGER)"),
        QStringLiteral(
            "CREATE TABLE cable (id INTEGER PRIMARY KEY, port_a_id INTEGER NOT NULL REFERENCES port(id),"
            " port_b_id INTEGER NOT NULL REFERENCES port(id), medium TEXT NOT NULL, length_m REAL, label TEXT,"
            " bundle TEXT)"),
        QStringLiteral("CREATE TABLE waiver (code TEXT NOT NULL, objects TEXT NOT NULL, reason TEXT NOT NULL)"),
        QString::fromLatin1(kCreatePrice),
        QString::fromLatin1(kCreateDiscount),
        QString::fromLatin1(kCreateSparePolicy),
        QString::fromLatin1(kCreateScenario),
        QString::fromLatin1(kCreateQuoteLogo),
        QString::fromLatin1(kCreateColumn),
        QString::fromLatin1(kCreateKeepOut),
        QString::fromLatin1(kCreateBusway),
        QString::fromLatin1(kCreateCdu),
        QString::fromLatin1(kCreateRackTemplate),
    };
}

const std::vector<Migration> &designMigrations()
{
    // Each format after the first adds one entry here, and a fixture of the format before it
    // under tests/data/ that the tests open through this chain.
    static const std::vector<Migration> kMigrations = {
        // 1 -> 2: waived rule problems.
        {1, {QStringLiteral("CREATE TABLE waiver (code TEXT NOT NULL, objects TEXT NOT NULL, reason TEXT NOT NULL)")}},
        // 2 -> 3: each network's design oversubscription target (1:1 for existing designs).
        {2, {QStringLiteral("ALTER TABLE network ADD COLUMN oversubscription REAL NOT NULL DEFAULT 1")}},
        // 3 -> 4: the price book (empty: quotes take catalog prices, as before).
        {3, {QString::fromLatin1(kCreatePrice), QString::fromLatin1(kCreateDiscount)}},
        // 4 -> 5: spares policies (none stored: the defaults, as before) and design variants
        // kept in the file (none in existing designs).
        {4, {QString::fromLatin1(kCreateSparePolicyV5), QString::fromLatin1(kCreateScenario)}},
        {5, opticsAllowanceMigration()},
        {6, perSideAndTopMigration()},
        // 7 -> 8: the quote's logo (none in existing designs; the quote number is a meta key).
        {7, {QString::fromLatin1(kCreateQuoteLogo)}},
        {8, cduEntitiesMigration()},
        // 9 -> 10: a rack's spreader plate (none: the floor carries it over its footprint, as before).
        {9, {QStringLiteral("ALTER TABLE rack ADD COLUMN spreader_m2 REAL NOT NULL DEFAULT 0")}},
        // 10 -> 11: a network's plane of a multi-plane compute fabric (0: not a plane, as before).
        {10, {QStringLiteral("ALTER TABLE network ADD COLUMN plane INTEGER NOT NULL DEFAULT 0")}},
        // 11 -> 12: the designer's rack templates (none in existing designs).
        {11, {QString::fromLatin1(kCreateRackTemplate)}},
        // 12 -> 13: a hall's aisle containment (none, as every earlier design was solved).
        {12, {QStringLiteral("ALTER TABLE hall ADD COLUMN containment TEXT NOT NULL DEFAULT 'none'")}},
    };
    return kMigrations;
}

} // namespace railyard
