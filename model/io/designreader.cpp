#include "designreader.h"

#include "designschema.h"

#include "document/fragmentbuilder.h"

#include <cmath>
#include <QCoreApplication>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace railyard {
namespace {


QString damaged(const QString &what)
{
    return QCoreApplication::translate("DesignStore", "the design is damaged: %1. Open a backup or an earlier copy.").arg(what);
}

// Reads one table row by row with typed accessors; a bad value becomes an error naming the
// table, the row id and the column.
class TableReader {
public:
    TableReader(SqliteConnection &conn, const QString &table, const QString &columns, QString *error)
        : m_query(conn.db()), m_table(table), m_error(error)
    {
        m_query.setForwardOnly(true);
        m_ok = m_query.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY id").arg(columns, table));
        if (!m_ok)
            *m_error = damaged(QCoreApplication::translate("DesignStore", "table %1 cannot be read (%2)").arg(table, m_query.lastError().text()));
    }

    bool next()
    {
        if (!m_ok)
            return false;
        if (!m_query.next()) {
            if (m_query.lastError().isValid()) {
                *m_error = damaged(QCoreApplication::translate("DesignStore", "table %1 cannot be read (%2)").arg(m_table, m_query.lastError().text()));
                m_ok = false;
            }
            return false;
        }
        m_id = m_query.value(0).toLongLong();
        if (m_id <= 0 || m_id > UINT32_MAX)
            fail(QStringLiteral("id"), QCoreApplication::translate("DesignStore", "id %1 is out of range").arg(m_id));
        return m_ok;
    }

    uint32_t id() const { return uint32_t(m_id); }
    QString text(int i) const { return m_query.value(i).toString(); }
    double real(int i) const { return m_query.value(i).toDouble(); }
    int integer(int i) const { return m_query.value(i).toInt(); }
    uint32_t ref(int i) const
    {
        const QVariant v = m_query.value(i);
        return v.isNull() ? 0u : uint32_t(v.toLongLong());
    }

    template <class E>
    E token(int i, const char *column)
    {
        const QString t = text(i);
        const auto v = fromToken<E>(t);
        if (!v) {
            fail(QString::fromLatin1(column), QCoreApplication::translate("DesignStore", "unknown value '%1'").arg(t));
            return E{};
        }
        return *v;
    }

    void fail(const QString &column, const QString &what)
    {
        if (m_ok)
            *m_error = damaged(QCoreApplication::translate("DesignStore", "%1 %2, column %3: %4").arg(m_table).arg(m_id).arg(column, what));
        m_ok = false;
    }
    bool ok() const { return m_ok; }

private:
    QSqlQuery m_query;
    QString m_table;
    QString *m_error;
    qint64 m_id = 0;
    bool m_ok = false;
};

// The ids present in a table, as a bitmap indexed by id (ids are dense).
class IdBitmap {
public:
    bool count(uint32_t id) const { return id < m_bits.size() && m_bits[id]; }
    bool insert(uint32_t id)
    {
        if (id >= m_bits.size())
            m_bits.resize(std::max<size_t>(id + 1, m_bits.size() * 2));
        const bool fresh = !m_bits[id];
        m_bits[id] = true;
        return fresh;
    }

private:
    std::vector<bool> m_bits;
};

template <class T>
IdBitmap idsOf(const std::vector<T> &list)
{
    IdBitmap out;
    for (const T &v : list)
        out.insert(v.id.value);
    return out;
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

bool readDesign(SqliteConnection &conn, DesignContent *content, QString *error)
{
    {
        QSqlQuery q(conn.db());
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT key, value FROM meta"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table meta cannot be read (%1)").arg(q.lastError().text()));
            return false;
        }
        content->counters.fill(1);
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
            else if (key.startsWith(QLatin1String("quote_"))) {
                QuoteTerms &t = content->site.priceBook.terms;
                const std::pair<const char *, double *> amounts[] = {{"quote_install_per_cable", &t.installPerCable}, {"quote_install_per_rack", &t.installPerRack},
                                                                     {"quote_install_per_node", &t.installPerNode}, {"quote_shipping", &t.shipping},
                                                                     {"quote_margin", &t.margin}, {"quote_tax", &t.tax}};
                bool ok = false;
                const double v = value.toDouble(&ok);
                if (!ok || v < 0) {
                    *error = damaged(QCoreApplication::translate("DesignStore", "meta %1 is '%2', not an amount").arg(key, value));
                    return false;
                }
                if (key == QLatin1String("quote_valid_days"))
                    t.validDays = int(v);
                for (const auto &[name, target] : amounts)
                    if (key == QLatin1String(name))
                        *target = v;
            }
            else if (key == QLatin1String("scenario_name"))
                content->site.scenarioName = value;
            else if (key.startsWith(QLatin1String("tco_"))) {
                for (const auto &[name, target] : tcoMetaKeys(content->site.priceBook.tco)) {
                    if (key != QLatin1String(name))
                        continue;
                    bool ok = false;
                    const double v = value.toDouble(&ok);
                    if (!ok || !(v >= 0)) {
                        *error = damaged(QCoreApplication::translate("DesignStore", "meta %1 is '%2', not an amount").arg(key, value));
                        return false;
                    }
                    *target = v;
                }
            }
            else if (key == QLatin1String("cable_slack_m") || key == QLatin1String("tray_clearance_m")) {
                bool ok = false;
                const double v = value.toDouble(&ok);
                if (!ok || v < 0) {
                    *error = damaged(QCoreApplication::translate("DesignStore", "meta %1 is '%2', not a length in metres").arg(key, value));
                    return false;
                }
                (key == QLatin1String("cable_slack_m") ? content->site.cableSlackM : content->site.trayClearanceM) = v;
            }
            else if (key == QLatin1String("site_max_hall_it_w") || key == QLatin1String("site_max_hall_area_m2")) {
                bool ok = false;
                const double v = value.toDouble(&ok);
                if (!ok || !std::isfinite(v) || v <= 0) {
                    *error = damaged(QCoreApplication::translate("DesignStore", "meta %1 is '%2', not a positive limit").arg(key, value));
                    return false;
                }
                (key == QLatin1String("site_max_hall_it_w") ? content->site.maxHallItW : content->site.maxHallAreaM2) = v;
            }
            for (int k = 0; k < kEntityKindCount; ++k)
                if (key == QStringLiteral("next_id_%1").arg(QLatin1String(kindToken(EntityKind(k)))))
                    content->counters[size_t(k)] = std::max(1u, value.toUInt());
        }
    }
    {
        TableReader r(conn, QStringLiteral("catalog_part"),
                      QStringLiteral("id, part_number, category, vendor, model, description, technology, u_height, "
                                     "width_m, depth_m, weight_kg, typical_w, max_w, gpus, liquid_fraction, ports, medium, "
                                     "speed_gbps, length_m, reach_m, links_per_module, capacity_w, cooling_type, "
                                     "cooling_capacity_w, rack_units, feet, price_usd, source_power, source_weight, "
                                     "source_price, source_reach, source_other, optics_in_max_w"),
                      error);
        while (r.next()) {
            Part p;
            p.id = PartId(r.id());
            p.partNumber = r.text(1);
            p.category = r.token<PartCategory>(2, "category");
            p.vendor = r.text(3);
            p.model = r.text(4);
            p.description = r.text(5);
            p.technology = r.token<Technology>(6, "technology");
            p.uHeight = r.integer(7);
            p.widthM = r.real(8);
            p.depthM = r.real(9);
            p.weightKg = r.real(10);
            p.typicalW = r.real(11);
            p.maxW = r.real(12);
            p.gpus = r.integer(13);
            p.liquidFraction = r.real(14);
            QString portError;
            const auto ports = parsePortGroups(r.text(15), &portError);
            if (!ports)
                r.fail(QStringLiteral("ports"), portError);
            else
                p.ports = *ports;
            p.medium = r.token<Medium>(16, "medium");
            p.speedGbps = r.real(17);
            p.lengthM = r.real(18);
            p.reachM = r.real(19);
            p.linksPerModule = r.integer(20);
            p.capacityW = r.real(21);
            p.coolingType = r.token<CoolingType>(22, "cooling_type");
            p.coolingCapacityW = r.real(23);
            p.rackUnits = r.integer(24);
            p.feet = r.integer(25);
            if (!r.text(26).isEmpty())
                p.priceUsd = r.real(26);
            p.sources = {r.text(27), r.text(28), r.text(29), r.text(30), r.text(31)};
            p.opticsInMaxW = r.real(32);
            if (p.opticsInMaxW > p.maxW)
                r.fail(QStringLiteral("optics_in_max_w"), QCoreApplication::translate("DesignStore", "the optics included exceed the part's maximum power"));
            if (r.ok() && !content->catalog.restore(p))
                r.fail(QStringLiteral("part_number"), QCoreApplication::translate("DesignStore", "part number '%1' appears twice").arg(p.partNumber));
        }
        if (!r.ok())
            return false;
    }
    {
        QSqlQuery q(conn.db());
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT code, objects, reason FROM waiver ORDER BY rowid"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table waiver cannot be read (%1)").arg(q.lastError().text()));
            return false;
        }
        while (q.next())
            content->site.waivers.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    }
    {
        QSqlQuery q(conn.db());
        if (!q.exec(QStringLiteral("SELECT part_number, unit_price, lead_time_days, source FROM price ORDER BY rowid"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table price cannot be read (%1)").arg(q.lastError().text()));
            return false;
        }
        while (q.next()) {
            bool ok = false;
            const double price = q.value(1).toDouble(&ok);
            if (!ok || !(price >= 0)) {
                *error = damaged(QCoreApplication::translate("DesignStore", "price of %1 is '%2', not an amount").arg(q.value(0).toString(), q.value(1).toString()));
                return false;
            }
            content->site.priceBook.prices.push_back({q.value(0).toString(), price, q.value(2).toInt(), q.value(3).toString()});
        }
        if (!q.exec(QStringLiteral("SELECT category, discount FROM price_discount"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table price_discount cannot be read (%1)").arg(q.lastError().text()));
            return false;
        }
        while (q.next()) {
            size_t c = 0;
            while (c < 8 && q.value(0).toString() != QLatin1String(discountCategoryToken(c)))
                ++c;
            bool ok = false;
            const double d = q.value(1).toDouble(&ok);
            if (c == 8 || !ok || !(d >= 0 && d < 1)) {
                *error = damaged(QCoreApplication::translate("DesignStore", "discount '%1' for '%2' is not valid").arg(q.value(1).toString(), q.value(0).toString()));
                return false;
            }
            content->site.priceBook.discounts[c] = d;
        }
        if (!q.exec(QStringLiteral("SELECT category, annual_failure_rate, turnaround_days, margin, minimum FROM spare_policy"))) {
            *error = damaged(QCoreApplication::translate("DesignStore", "table spare_policy cannot be read (%1)").arg(q.lastError().text()));
            return false;
        }
        while (q.next()) {
            size_t c = 0;
            while (c < 8 && q.value(0).toString() != QLatin1String(discountCategoryToken(c)))
                ++c;
            // Text where a number belongs is damage, not a zero.
            bool numbers[4] = {};
            const SparePolicy p{q.value(1).toDouble(&numbers[0]), q.value(2).toInt(&numbers[1]), q.value(3).toDouble(&numbers[2]),
                                q.value(4).toLongLong(&numbers[3])};
            const bool allNumbers = numbers[0] && numbers[1] && numbers[2] && numbers[3];
            if (c == 8 || !allNumbers || !(p.annualFailureRate >= 0) || p.turnaroundDays < 0 || !(p.margin >= 0) || p.minimum < 0) {
                *error = damaged(QCoreApplication::translate("DesignStore", "spares policy for '%1' is not valid").arg(q.value(0).toString()));
                return false;
            }
            content->site.priceBook.spares[c] = p;
        }
    }
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
                *error = damaged(QCoreApplication::translate("DesignStore", "variant '%1' does not hold a design").arg(sc.name));
                return false;
            }
            content->site.scenarios.push_back(std::move(sc));
        }
    }
    Fragment &f = content->fragment;
    {
        TableReader r(conn, QStringLiteral("hall"),
                      QStringLiteral("id, name, width_m, depth_m, floor_rating_kpa, point_load_rating_kn, utility_feed_w, "
                                     "pue, supply_water_c, return_water_c, air_cooling_w"),
                      error);
        while (r.next())
            f.halls.push_back({HallId(r.id()), r.text(1), r.real(2), r.real(3), r.real(4), r.real(5), r.real(6),
                               r.real(7), r.real(8), r.real(9), r.real(10)});
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
            f.feeds.push_back({FeedId(r.id()), HallId(r.ref(1)), r.text(2), r.token<FeedSide>(3, "side"), r.real(4)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("pdu"), QStringLiteral("id, feed_id, part_id, name"), error);
        while (r.next())
            f.pdus.push_back({PduId(r.id()), FeedId(r.ref(1)), PartId(r.ref(2)), r.text(3)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("cooling_loop"),
                      QStringLiteral("id, hall_id, name, cdu_part_id, cdu_count, delta_t_k"), error);
        while (r.next())
            f.loops.push_back(
                {LoopId(r.id()), HallId(r.ref(1)), r.text(2), PartId(r.ref(3)), r.integer(4), r.real(5)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("network"), QStringLiteral("id, name, role, technology, oversubscription"), error);
        while (r.next())
            f.networks.push_back({NetworkId(r.id()), r.text(1), r.token<NetworkRole>(2, "role"),
                                  r.token<Technology>(3, "technology"), r.real(4)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("rack"),
                      QStringLiteral("id, row_id, name, x_m, y_m, rotation_deg, part_id, pdu_a_id, pdu_b_id, loop_id"),
                      error);
        while (r.next())
            f.racks.push_back({RackId(r.id()), RowId(r.ref(1)), r.text(2), r.real(3), r.real(4), r.real(5),
                               PartId(r.ref(6)), PduId(r.ref(7)), PduId(r.ref(8)), LoopId(r.ref(9))});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("device"),
                      QStringLiteral("id, rack_id, part_id, name, u_position, network_id, tier, su, rail, first_port_id"),
                      error);
        // Size the port list once: derived ports (from each device's part) plus listed ones.
        {
            QSqlQuery count(conn.db());
            int64_t ports = 0, devices = 0;
            if (count.exec(QStringLiteral("SELECT part_id, COUNT(*), SUM(first_port_id IS NOT NULL) FROM device GROUP BY part_id"))) {
                while (count.next()) {
                    devices += count.value(1).toLongLong();
                    if (const Part *part = content->catalog.find(PartId(uint32_t(count.value(0).toLongLong()))))
                        ports += count.value(2).toLongLong() * part->portCount();
                }
            }
            if (count.exec(QStringLiteral("SELECT COUNT(*) FROM port")) && count.next())
                ports += count.value(0).toLongLong();
            f.devices.reserve(size_t(devices));
            f.ports.reserve(size_t(ports));
        }
        while (r.next()) {
            f.devices.push_back({DeviceId(r.id()), RackId(r.ref(1)), PartId(r.ref(2)), r.text(3), r.integer(4),
                                 NetworkId(r.ref(5)), r.token<FabricTier>(6, "tier"), r.integer(7), r.integer(8)});
            // Ports derived from the catalog part, numbered from first_port_id.
            if (const uint32_t first = r.ref(9)) {
                const Part *part = content->catalog.find(f.devices.back().part);
                if (!part) {
                    r.fail(QStringLiteral("part_id"), QCoreApplication::translate("DesignStore", "catalog part %1 is not in the file")
                                                          .arg(f.devices.back().part.value));
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
        TableReader r(conn, QStringLiteral("port"),
                      QStringLiteral("id, device_id, name, role, speed_gbps, cage, idx, cage_index"), error);
        while (r.next())
            f.ports.push_back({PortId(r.id()), DeviceId(r.ref(1)), r.text(2), r.token<PortRole>(3, "role"), r.real(4),
                               r.token<Cage>(5, "cage"), r.integer(6), r.integer(7)});
        if (!r.ok())
            return false;
    }
    {
        TableReader r(conn, QStringLiteral("cable"),
                      QStringLiteral("id, port_a_id, port_b_id, medium, length_m, label, bundle"), error);
        {
            QSqlQuery count(conn.db());
            if (count.exec(QStringLiteral("SELECT COUNT(*) FROM cable")) && count.next())
                f.cables.reserve(size_t(count.value(0).toLongLong()));
        }
        while (r.next())
            f.cables.push_back({CableId(r.id()), PortId(r.ref(1)), PortId(r.ref(2)), r.token<Medium>(3, "medium"),
                                r.real(4), r.text(5), r.text(6)});
        if (!r.ok())
            return false;
    }

    // Every reference must resolve: a dangling one would surface later as a crash or a silent
    // wrong total, so the file is refused now with the exact culprit.
    const auto halls = idsOf(f.halls), rows = idsOf(f.rows), feeds = idsOf(f.feeds), pdus = idsOf(f.pdus),
               loops = idsOf(f.loops), networks = idsOf(f.networks), racks = idsOf(f.racks),
               devices = idsOf(f.devices);
    // Ports come from two places (derived from parts, and the port table): ids must not clash.
    IdBitmap ports;
    for (const Port &p : f.ports) {
        if (!ports.insert(p.id.value)) {
            *error = damaged(QCoreApplication::translate("DesignStore", "port %1 appears twice").arg(p.id.value));
            return false;
        }
    }
    auto check = [&](bool optional, uint32_t value, const IdBitmap &set, const char *what,
                     uint32_t id, const char *target) {
        if ((optional && value == 0) || set.count(value))
            return true;
        *error = damaged(QCoreApplication::translate("DesignStore", "%1 %2 refers to %3 %4, which is not in the file")
                             .arg(QLatin1String(what))
                             .arg(id)
                             .arg(QLatin1String(target))
                             .arg(value));
        return false;
    };
    auto checkPart = [&](bool optional, PartId part, const char *what, uint32_t id) {
        if ((optional && !part) || content->catalog.contains(part))
            return true;
        *error = damaged(QCoreApplication::translate("DesignStore", "%1 %2 refers to catalog part %3, which is not in the file")
                             .arg(QLatin1String(what))
                             .arg(id)
                             .arg(part.value));
        return false;
    };
    for (const Row &v : f.rows)
        if (!check(false, v.hall.value, halls, "row", v.id.value, "hall")) return false;
    for (const PowerFeed &v : f.feeds)
        if (!check(false, v.hall.value, halls, "power feed", v.id.value, "hall")) return false;
    for (const Pdu &v : f.pdus)
        if (!check(true, v.feed.value, feeds, "PDU", v.id.value, "power feed") || !checkPart(true, v.part, "PDU", v.id.value)) return false;
    for (const CoolingLoop &v : f.loops)
        if (!check(false, v.hall.value, halls, "cooling loop", v.id.value, "hall")
            || !checkPart(true, v.cduPart, "cooling loop", v.id.value)) return false;
    for (const Rack &v : f.racks)
        if (!check(false, v.row.value, rows, "rack", v.id.value, "row") || !checkPart(true, v.part, "rack", v.id.value)
            || !check(true, v.pduA.value, pdus, "rack", v.id.value, "PDU")
            || !check(true, v.pduB.value, pdus, "rack", v.id.value, "PDU")
            || !check(true, v.loop.value, loops, "rack", v.id.value, "cooling loop")) return false;
    for (const Device &v : f.devices)
        if (!check(true, v.rack.value, racks, "device", v.id.value, "rack") || !checkPart(false, v.part, "device", v.id.value)
            || !check(true, v.network.value, networks, "device", v.id.value, "network")) return false;
    for (const Port &v : f.ports)
        if (!check(false, v.device.value, devices, "port", v.id.value, "device")) return false;
    for (const Cable &v : f.cables)
        if (!check(false, v.a.value, ports, "cable", v.id.value, "port") || !check(false, v.b.value, ports, "cable", v.id.value, "port")) return false;
    return true;
}

} // namespace railyard
