#include "designreader.h"

#include "designrefs.h"
#include "designschema.h"
#include "idremap.h"
#include "racktemplatejson.h"
#include "tablereader.h"

#include "core/limits.h"

#include "document/fragmentbuilder.h"
#include "quote/quotelogo.h"

#include <cmath>
#include <QCoreApplication>
#include <map>
#include <QSqlQuery>
#include <QSqlError>
#include <QSqlRecord>
#include <QVariant>
#include <algorithm>
#include <cmath>

namespace railyard {
namespace {

QString damaged(const QString &what)
{
    return damagedDesign(what);
}

// A number from meta or a price table: finite and within [0, max], else nothing.
std::optional<double> amount(const QVariant &value, double max)
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || v > max)
        return std::nullopt;
    return v;
}

} // namespace

bool readFormatVersion(SqliteConnection &conn, int *version, QString *error)
{
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        *error = damaged(QCoreApplication::translate("DesignStore", "SQLite cannot read it (%1)").arg(q.lastError().text()));
        return false;
    }
    if (q.value(0).toInt() != kApplicationId) {
        *error = QCoreApplication::translate("DesignStore", "an SQLite database, but not a Railyard design. Open a .railyard file.");
        return false;
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        *error = damaged(QCoreApplication::translate("DesignStore", "its format version cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    *version = q.value(0).toInt();
    if (*version > kFileFormatVersion) {
        *error = QCoreApplication::translate("DesignStore", "saved by a newer Railyard (file format %1; this version reads formats up to %2). Update "
                    "Railyard to open it.")
                     .arg(*version)
                     .arg(kFileFormatVersion);
        return false;
    }
    if (*version < 1) {
        *error = damaged(QCoreApplication::translate("DesignStore", "its file format version %1 is not valid").arg(*version));
        return false;
    }
    return true;
}

bool migrateDesign(SqliteConnection &conn, int fromVersion, QString *error)
{
    return migrateDesign(conn, fromVersion, kFileFormatVersion, designMigrations(), error);
}

bool migrateDesign(SqliteConnection &conn, int fromVersion, int toVersion, const std::vector<Migration> &migrations,
                   QString *error)
{
    for (int v = fromVersion; v < toVersion; ++v) {
        const Migration *step = nullptr;
        for (const Migration &m : migrations)
            if (m.fromVersion == v)
                step = &m;
        if (!step) {
            *error = QCoreApplication::translate("DesignStore", "no upgrade from format %1 is known").arg(v);
            return false;
        }
        if (!conn.db().transaction()) {
            *error = conn.lastError();
            return false;
        }
        for (const QString &sql : step->statements)
            if (!conn.exec(sql, error))
                return false;
        if (!conn.exec(QStringLiteral("PRAGMA user_version=%1").arg(v + 1), error) || !conn.db().commit()) {
            *error = conn.lastError();
            return false;
        }
    }
    return true;
}

namespace {

// meta: site texts, quote terms, TCO inputs, cable allowances and the id counters.
bool readMeta(SqliteConnection &conn, DesignContent *content, std::array<uint32_t, kEntityKindCount> *counters, QString *error)
{
    QSqlQuery q(conn.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table meta cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    counters->fill(1);
    auto notAmount = [&](const QString &key, const QString &value) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table meta, row %1, column value: '%2' is not an amount from 0 to %3")
                             .arg(key, value.left(40))
                             .arg(limits::kMaxAmount));
        return false;
    };
    while (q.next()) {
        const QString key = q.value(0).toString();
        const QString value = q.value(1).toString();
        if (key == QLatin1String("site_name"))
            content->site.name = value;
        else if (key == QLatin1String("site_customer"))
            content->site.customer = value;
        else if (key == QLatin1String("site_notes"))
            content->site.notes = value;
        else if (key == QLatin1String("label_template"))
            content->site.labelTemplate = value;
        else if (key == QLatin1String("currency"))
            content->site.priceBook.currency = value;
        else if (key == QLatin1String("quote_project"))
            content->site.priceBook.terms.project = value;
        else if (key == QLatin1String("quote_number"))
            content->site.priceBook.terms.quoteNumber = value;
        else if (key.startsWith(QLatin1String("quote_"))) {
            QuoteTerms &t = content->site.priceBook.terms;
            const std::pair<const char *, double *> amounts[] = {{"quote_install_per_cable", &t.installPerCable}, {"quote_install_per_rack", &t.installPerRack},
                                                                 {"quote_install_per_node", &t.installPerNode}, {"quote_shipping", &t.shipping},
                                                                 {"quote_margin", &t.margin}, {"quote_tax", &t.tax}};
            const auto v = amount(value, limits::kMaxAmount);
            if (!v)
                return notAmount(key, value);
            if (key == QLatin1String("quote_valid_days"))
                t.validDays = int(std::min<double>(*v, limits::kMaxDays));
            for (const auto &[name, target] : amounts)
                if (key == QLatin1String(name))
                    *target = *v;
        }
        else if (key == QLatin1String("scenario_name"))
            content->site.scenarioName = value;
        else if (key.startsWith(QLatin1String("tco_"))) {
            for (const auto &[name, target] : tcoMetaKeys(content->site.priceBook.tco)) {
                if (key != QLatin1String(name))
                    continue;
                const auto v = amount(value, limits::kMaxAmount);
                if (!v)
                    return notAmount(key, value);
                *target = *v;
            }
        }
        else if (key == QLatin1String("cable_slack_m") || key == QLatin1String("tray_clearance_m")) {
            const auto v = amount(value, limits::kMaxMetres);
            if (!v) {
                *error = damaged(QCoreApplication::translate("DesignStore", "table meta, row %1, column value: '%2' is not a length from 0 to %3 m")
                                     .arg(key, value.left(40))
                                     .arg(limits::kMaxMetres));
                return false;
            }
            (key == QLatin1String("cable_slack_m") ? content->site.cableSlackM : content->site.trayClearanceM) = *v;
        }
        else if (key == QLatin1String("site_max_hall_it_w") || key == QLatin1String("site_max_hall_area_m2")) {
            const auto v = amount(value, limits::kMaxAmount);
            if (!v || *v <= 0) {
                *error = damaged(QCoreApplication::translate("DesignStore", "table meta, row %1, column value: '%2' is not a positive limit")
                                     .arg(key, value.left(40)));
                return false;
            }
            (key == QLatin1String("site_max_hall_it_w") ? content->site.maxHallItW : content->site.maxHallAreaM2) = *v;
        }
        for (int k = 0; k < kEntityKindCount; ++k) {
            if (key != QStringLiteral("next_id_%1").arg(QLatin1String(kindToken(EntityKind(k)))))
                continue;
            // Checked against the ids once they are read (IdRemap::nextId).
            bool ok = false;
            const qulonglong v = value.toULongLong(&ok);
            if (!ok || v > UINT32_MAX) {
                *error = damaged(QCoreApplication::translate("DesignStore", "table meta, row %1, column value: '%2' is not an id counter")
                                     .arg(key, value.left(40)));
                return false;
            }
            (*counters)[size_t(k)] = uint32_t(std::max<qulonglong>(v, 1));
        }
    }
    return true;
}

bool readParts(SqliteConnection &conn, std::vector<Part> *parts, QString *error)
{
    using namespace limits;
    TableReader r(conn, QStringLiteral("catalog_part"),
                  QStringLiteral("id, part_number, category, vendor, model, description, technology, u_height, "
                                 "width_m, depth_m, weight_kg, typical_w, max_w, gpus, liquid_fraction, ports, medium, "
                                 "speed_gbps, length_m, reach_m, links_per_module, capacity_w, cooling_type, "
                                 "cooling_capacity_w, rack_units, feet, price_usd, source_power, source_weight, "
                                 "source_price, source_reach, source_other, optics_in_max_w, module_top"),
                  error);
    while (r.next()) {
        Part p;
        p.id = PartId(r.id());
        p.partNumber = r.text(1);
        p.category = r.token<PartCategory>(2);
        p.vendor = r.text(3);
        p.model = r.text(4);
        p.description = r.text(5);
        p.technology = r.token<Technology>(6);
        p.uHeight = r.integer(7, 0, kMaxRackUnits);
        p.widthM = r.real(8, 0, kMaxMetres);
        p.depthM = r.real(9, 0, kMaxMetres);
        p.weightKg = r.real(10, 0, kMaxKg);
        p.typicalW = r.real(11, 0, kMaxPartWatts);
        p.maxW = r.real(12, 0, kMaxPartWatts);
        p.gpus = r.integer(13, 0, kMaxGpusPerPart);
        p.liquidFraction = r.real(14, 0, 1);
        QString portError;
        const auto ports = parsePortGroups(r.text(15), &portError);
        if (!ports)
            r.fail(15, portError);
        else
            p.ports = *ports;
        p.medium = r.token<Medium>(16);
        p.speedGbps = r.real(17, 0, kMaxGbps);
        p.lengthM = r.real(18, 0, kMaxMetres);
        p.reachM = r.real(19, 0, kMaxMetres);
        p.linksPerModule = r.integer(20, 0, kMaxCount);
        p.capacityW = r.real(21, 0, kMaxWatts);
        p.coolingType = r.token<CoolingType>(22);
        p.coolingCapacityW = r.real(23, 0, kMaxWatts);
        p.rackUnits = r.integer(24, 0, kMaxRackUnits);
        p.feet = r.integer(25, 0, kMaxCount);
        if (!r.text(26).isEmpty())
            p.priceUsd = r.real(26, 0, kMaxUnitPrice);
        p.sources = {r.text(27), r.text(28), r.text(29), r.text(30), r.text(31)};
        p.opticsInMaxW = r.real(32, 0, kMaxPartWatts);
        if (p.opticsInMaxW > p.maxW)
            r.fail(32, QCoreApplication::translate("DesignStore", "the optics included exceed the part's maximum power"));
        p.moduleTop = r.token<ModuleTop>(33);
        if (r.ok())
            parts->push_back(std::move(p));
    }
    return r.ok();
}

// The catalog with its ids made dense (IdRemap), so a part id of 10^8 costs one part.
bool restoreCatalog(std::vector<Part> parts, const IdRemap &ids, Catalog *catalog, QString *error)
{
    for (Part &p : parts) {
        const uint32_t fileId = p.id.value;
        p.id = PartId(*ids.map(fileId));
        const QString number = p.partNumber;
        if (!catalog->restore(std::move(p))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table catalog_part, row with id %1, column part_number: part number '%2' appears twice")
                                 .arg(fileId)
                                 .arg(number.left(80)));
            return false;
        }
    }
    return true;
}

bool readWaivers(SqliteConnection &conn, Site *site, QString *error)
{
    QSqlQuery q(conn.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT code, objects, reason FROM waiver ORDER BY rowid"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table waiver cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next())
        site->waivers.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return true;
}

// The category of a price_discount or spare_policy row, or -1.
int discountCategory(const QString &token)
{
    for (size_t c = 0; c < 8; ++c)
        if (token == QLatin1String(discountCategoryToken(c)))
            return int(c);
    return -1;
}

bool readPriceBook(SqliteConnection &conn, PriceBook *book, QString *error)
{
    using namespace limits;
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("SELECT part_number, unit_price, lead_time_days, source FROM price ORDER BY rowid"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table price cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next()) {
        const auto price = amount(q.value(1), kMaxUnitPrice);
        const auto lead = amount(q.value(2).isNull() ? QVariant(0) : q.value(2), kMaxDays);
        if (!price || !lead) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table price, row %1, column %2: '%3' is not a number from 0 to %4")
                                 .arg(q.value(0).toString().left(80), QLatin1String(price ? "lead_time_days" : "unit_price"),
                                      q.value(price ? 2 : 1).toString().left(40))
                                 .arg(price ? double(kMaxDays) : kMaxUnitPrice));
            return false;
        }
        book->prices.push_back({q.value(0).toString(), *price, int(*lead), q.value(3).toString()});
    }
    if (!q.exec(QStringLiteral("SELECT category, discount FROM price_discount"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table price_discount cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next()) {
        const int c = discountCategory(q.value(0).toString());
        const auto d = amount(q.value(1), 1);
        if (c < 0 || !d || *d >= 1) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table price_discount, row %2, column discount: '%1' is not valid")
                                 .arg(q.value(1).toString().left(40), q.value(0).toString().left(40)));
            return false;
        }
        book->discounts[size_t(c)] = *d;
    }
    if (!q.exec(QStringLiteral("SELECT category, annual_failure_rate, turnaround_days, service_level, minimum FROM spare_policy"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table spare_policy cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next()) {
        const int c = discountCategory(q.value(0).toString());
        // Text where a number belongs is damage, not a zero.
        const auto rate = amount(q.value(1), kMaxCount), days = amount(q.value(2), kMaxDays), level = amount(q.value(3), kMaxServiceLevel),
                   minimum = amount(q.value(4), kMaxCount);
        if (c < 0 || !rate || !days || !level || !minimum) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table spare_policy, row %1: the policy is not valid (numbers from 0 to %2, "
                                                                        "a service level below %3)")
                                 .arg(q.value(0).toString().left(40))
                                 .arg(kMaxCount)
                                 .arg(kMaxServiceLevel));
            return false;
        }
        book->spares[size_t(c)] = SparePolicy{*rate, int(*days), *level, int64_t(*minimum)};
    }
    return true;
}

bool readScenarios(SqliteConnection &conn, Site *site, QString *error)
{
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("SELECT name, note, design FROM scenario ORDER BY position"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table scenario cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next()) {
        StoredScenario sc{q.value(0).toString(), q.value(1).toString(), q.value(2).toByteArray()};
        // A variant is a whole .railyard file; anything else would only fail when opened.
        if (!sc.design.startsWith(QByteArrayLiteral("SQLite format 3"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table scenario, row %1, column design: the variant does not hold a design").arg(sc.name.left(80)));
            return false;
        }
        site->scenarios.push_back(std::move(sc));
    }
    return true;
}

// The designer's rack templates (format 12 on), in the order they were saved.
bool readRackTemplates(SqliteConnection &conn, Site *site, QString *error)
{
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("SELECT name, body FROM rack_template ORDER BY position"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table rack_template cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    while (q.next()) {
        Result<RackTemplate> t = rackTemplateFromJson(q.value(0).toString(), q.value(1).toString().toUtf8());
        if (!t) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table rack_template: %1").arg(t.error()));
            return false;
        }
        site->rackTemplates.push_back(std::move(*t));
    }
    return true;
}

// The quote's logo (format 7 on): at most one row, an image the quote can draw.
bool readQuoteLogo(SqliteConnection &conn, QuoteTerms *terms, QString *error)
{
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("SELECT name, image FROM quote_logo"))) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table quote_logo cannot be read (%1)").arg(q.lastError().text()));
        return false;
    }
    if (!q.next())
        return true;
    const QString name = q.value(0).toString();
    const QByteArray image = q.value(1).toByteArray();
    if (const Status s = checkQuoteLogo(image); !s) {
        *error = damaged(QCoreApplication::translate("DesignStore", "table quote_logo, row %1, column image: %2").arg(name.left(80), s.error()));
        return false;
    }
    terms->logoName = name;
    terms->logo = image;
    return true;
}

bool readBuilding(SqliteConnection &conn, Fragment &f, QString *error);

// The facility tables, parents before children.
bool readFacility(SqliteConnection &conn, Fragment &f, QString *error)
{
    using namespace limits;
    {
        TableReader r(conn, QStringLiteral("hall"),
                      QStringLiteral("id, name, width_m, depth_m, floor_rating_kpa, point_load_rating_kn, utility_feed_w, "
                                     "pue, supply_water_c, return_water_c, air_cooling_w, containment"),
                      error);
        while (r.next())
            f.halls.push_back({HallId(r.id()), r.text(1), r.real(2, 0, kMaxMetres), r.real(3, 0, kMaxMetres), r.real(4, 0, 1e6),
                               r.real(5, 0, 1e6), r.real(6, 0, kMaxWatts), r.real(7, 0, 100), r.real(8, -kMaxCelsius, kMaxCelsius),
                               r.real(9, -kMaxCelsius, kMaxCelsius), r.real(10, 0, kMaxWatts), r.token<Containment>(11)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("hall_row"), QStringLiteral("id, hall_id, name"), error);
        while (r.next())
            f.rows.push_back({RowId(r.id()), HallId(r.ref(1)), r.text(2)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("power_feed"), QStringLiteral("id, hall_id, name, side, capacity_w"), error);
        while (r.next())
            f.feeds.push_back({FeedId(r.id()), HallId(r.ref(1)), r.text(2), r.token<FeedSide>(3), r.real(4, 0, kMaxWatts)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("pdu"), QStringLiteral("id, feed_id, part_id, name, units, busway_id"), error);
        while (r.next())
            f.pdus.push_back({PduId(r.id()), FeedId(r.ref(1)), PartId(r.ref(2)), r.text(3), r.integer(4, 1, kMaxPduUnits),
                              BuswayId(r.ref(5))});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("cooling_loop"), QStringLiteral("id, hall_id, name, delta_t_k, supply_c"), error);
        while (r.next())
            f.loops.push_back({LoopId(r.id()), HallId(r.ref(1)), r.text(2), r.real(3, 0, kMaxCelsius),
                               r.real(4, -kMaxCelsius, kMaxCelsius)});
        if (!r.ok())
            return false;
    }
    return readBuilding(conn, f, error);
}

// The building and the facility's placed plant (format 9 on): columns, keep-out areas,
// busways and CDUs. Positions are metres in the hall; sizes positive.
bool readBuilding(SqliteConnection &conn, Fragment &f, QString *error)
{
    using namespace limits;
    {
        TableReader r(conn, QStringLiteral("building_column"), QStringLiteral("id, hall_id, name, x_m, y_m, width_m, depth_m"), error);
        while (r.next())
            f.columns.push_back({ColumnId(r.id()), HallId(r.ref(1)), r.text(2), r.real(3, -kMaxMetres, kMaxMetres),
                                 r.real(4, -kMaxMetres, kMaxMetres), r.real(5, 0, kMaxMetres), r.real(6, 0, kMaxMetres)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("keepout"), QStringLiteral("id, hall_id, name, x_m, y_m, width_m, depth_m, reason"), error);
        while (r.next())
            f.keepOuts.push_back({KeepOutId(r.id()), HallId(r.ref(1)), r.text(2), r.real(3, -kMaxMetres, kMaxMetres),
                                  r.real(4, -kMaxMetres, kMaxMetres), r.real(5, 0, kMaxMetres), r.real(6, 0, kMaxMetres), r.text(7)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("busway"), QStringLiteral("id, hall_id, feed_id, part_id, name, x1_m, y1_m, x2_m, y2_m"), error);
        while (r.next())
            f.busways.push_back({BuswayId(r.id()), HallId(r.ref(1)), FeedId(r.ref(2)), PartId(r.ref(3)), r.text(4),
                                 r.real(5, -kMaxMetres, kMaxMetres), r.real(6, -kMaxMetres, kMaxMetres),
                                 r.real(7, -kMaxMetres, kMaxMetres), r.real(8, -kMaxMetres, kMaxMetres)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("cdu"), QStringLiteral("id, loop_id, part_id, name, x_m, y_m, rotation_deg"), error);
        while (r.next())
            f.cdus.push_back({CduId(r.id()), LoopId(r.ref(1)), PartId(r.ref(2)), r.text(3), r.real(4, -kMaxMetres, kMaxMetres),
                              r.real(5, -kMaxMetres, kMaxMetres), r.real(6, -3600, 3600)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("network"), QStringLiteral("id, name, role, technology, oversubscription, plane"), error);
        while (r.next())
            f.networks.push_back({NetworkId(r.id()), r.text(1), r.token<NetworkRole>(2), r.token<Technology>(3), r.real(4, 0, 1000),
                                  r.integer(5, 0, kMaxPlanes)});
        if (!r.ok())
            return false;
        // The planes of a multi-plane compute fabric: compute networks only, one network each
        // (a node's port i is on plane i mod P + 1, topology/fabricplanes.h).
        std::map<int, const Network *> planes;
        for (const Network &n : f.networks) {
            if (n.plane == 0)
                continue;
            if (n.role != NetworkRole::Compute) {
                *error = damaged(QCoreApplication::translate("DesignStore", "table network, row with id %1, column plane: network '%2' is not a "
                                                                            "compute network, so its plane must be 0")
                                     .arg(n.id.value)
                                     .arg(n.name));
                return false;
            }
            if (const auto [it, fresh] = planes.emplace(n.plane, &n); !fresh) {
                *error = damaged(QCoreApplication::translate("DesignStore", "table network, row with id %1, column plane: networks '%2' and '%3' "
                                                                            "are both plane %4; each plane of the compute fabric is one network")
                                     .arg(n.id.value)
                                     .arg(it->second->name, n.name)
                                     .arg(n.plane));
                return false;
            }
        }
    }
    {
        TableReader r(conn, QStringLiteral("rack"),
                      QStringLiteral("id, row_id, name, x_m, y_m, rotation_deg, part_id, pdu_a_id, pdu_b_id, loop_id, spreader_m2"), error);
        while (r.next())
            f.racks.push_back({RackId(r.id()), RowId(r.ref(1)), r.text(2), r.real(3, -kMaxMetres, kMaxMetres),
                               r.real(4, -kMaxMetres, kMaxMetres), r.real(5, -3600, 3600), PartId(r.ref(6)), PduId(r.ref(7)),
                               PduId(r.ref(8)), LoopId(r.ref(9)), r.real(10, 0, limits::kMaxSpreaderM2)});
        if (!r.ok())
            return false;
    }
    return true;
}

// Devices, with the ports derived from their parts, then listed ports and cables.
bool readEquipment(SqliteConnection &conn, const Catalog &catalog, const IdRemap &partIds, Fragment &f, QString *error)
{
    using namespace limits;
    auto partOf = [&](uint32_t fileId) -> const Part * {
        const auto id = partIds.map(fileId);
        return id ? catalog.find(PartId(*id)) : nullptr;
    };
    {
        // Size the port list once: derived ports (from each device's part) plus listed ones.
        // The counts come from the file, so they are checked before they size anything.
        QSqlQuery count(conn.db());
        int64_t ports = 0, devices = 0, cables = 0;
        if (count.exec(QStringLiteral("SELECT part_id, COUNT(*), SUM(first_port_id IS NOT NULL) FROM device GROUP BY part_id"))) {
            while (count.next()) {
                devices += count.value(1).toLongLong();
                if (const Part *part = partOf(uint32_t(std::clamp<qlonglong>(count.value(0).toLongLong(), 0, UINT32_MAX))))
                    ports += count.value(2).toLongLong() * part->portCount();
            }
        }
        if (count.exec(QStringLiteral("SELECT COUNT(*) FROM port")) && count.next())
            ports += count.value(0).toLongLong();
        if (count.exec(QStringLiteral("SELECT COUNT(*) FROM cable")) && count.next())
            cables = count.value(0).toLongLong();
        if (devices > kMaxRecords || cables > kMaxRecords) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table %1 holds %2 rows; a design may hold %3")
                                 .arg(QLatin1String(devices > kMaxRecords ? "device" : "cable"))
                                 .arg(std::max(devices, cables))
                                 .arg(kMaxRecords));
            return false;
        }
        if (ports > kMaxDesignPorts) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table device: the devices and table port hold %1 ports; a design may hold %2")
                                 .arg(ports)
                                 .arg(kMaxDesignPorts));
            return false;
        }
        f.devices.reserve(size_t(std::clamp<int64_t>(devices, 0, kMaxRecords)));
        f.ports.reserve(size_t(std::max<int64_t>(ports, 0)));
        f.cables.reserve(size_t(std::clamp<int64_t>(cables, 0, kMaxRecords)));
    }
    {
        TableReader r(conn, QStringLiteral("device"),
                      QStringLiteral("id, rack_id, part_id, name, u_position, network_id, tier, su, rail, first_port_id"), error);
        while (r.next()) {
            f.devices.push_back({DeviceId(r.id()), RackId(r.ref(1)), PartId(r.ref(2)), r.text(3), r.integer(4, 0, kMaxRackUnits),
                                 NetworkId(r.ref(5)), r.token<FabricTier>(6), r.integer(7, -1, kMaxScalableUnit), r.integer(8, -1, kMaxRail)});
            // Ports derived from the catalog part, numbered from first_port_id.
            if (const uint32_t first = r.ref(9); first && r.ok()) {
                const Part *part = partOf(f.devices.back().part.value);
                if (!part) {
                    r.fail(2, QCoreApplication::translate("DesignStore", "catalog part %1 is not in the file").arg(f.devices.back().part.value));
                    break;
                }
                if (uint64_t(first) + uint64_t(part->portCount()) > UINT32_MAX) {
                    r.fail(9, QCoreApplication::translate("DesignStore", "the ports numbered from %1 run past the largest id").arg(first));
                    break;
                }
                uint32_t id = first;
                for (Port &p : portsForPart(*part, f.devices.back().id)) {
                    p.id = PortId(id++);
                    f.ports.push_back(std::move(p));
                }
            }
        }
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("port"), QStringLiteral("id, device_id, name, role, speed_gbps, cage, idx, cage_index"), error);
        while (r.next())
            f.ports.push_back({PortId(r.id()), DeviceId(r.ref(1)), r.text(2), r.token<PortRole>(3), r.real(4, 0, kMaxGbps),
                               r.token<Cage>(5), r.integer(6, 0, kMaxPortIndex), r.integer(7, 0, kMaxPortIndex)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("cable"), QStringLiteral("id, port_a_id, port_b_id, medium, length_m, label, bundle"), error);
        while (r.next())
            f.cables.push_back({CableId(r.id()), PortId(r.ref(1)), PortId(r.ref(2)), r.token<Medium>(3), r.real(4, 0, kMaxMetres),
                                r.text(5), r.text(6)});
        if (!r.ok())
            return false;
    }
    return true;
}

} // namespace

bool readDesign(SqliteConnection &conn, DesignContent *content, QString *error)
{
    std::array<uint32_t, kEntityKindCount> storedCounters{};
    if (!readMeta(conn, content, &storedCounters, error))
        return false;
    std::vector<Part> parts;
    if (!readParts(conn, &parts, error))
        return false;
    IdRemap partIds;
    {
        std::vector<uint32_t> ids;
        ids.reserve(parts.size());
        for (const Part &p : parts)
            ids.push_back(p.id.value);
        if (const auto dup = partIds.build(std::move(ids))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table catalog_part, column id: id %1 appears twice").arg(*dup));
            return false;
        }
    }
    if (!restoreCatalog(std::move(parts), partIds, &content->catalog, error) || !readWaivers(conn, &content->site, error)
        || !readPriceBook(conn, &content->site.priceBook, error) || !readScenarios(conn, &content->site, error)
        || !readRackTemplates(conn, &content->site, error)
        || !readQuoteLogo(conn, &content->site.priceBook.terms, error)
        || !readFacility(conn, content->fragment, error) || !readEquipment(conn, content->catalog, partIds, content->fragment, error))
        return false;
    // Every reference must resolve: a dangling one would surface later as a crash or a silent
    // wrong total, so the file is refused now with the exact culprit.
    return resolveReferences(content, partIds, storedCounters, error);
}

} // namespace railyard
