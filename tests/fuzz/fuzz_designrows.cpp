// Row-level mutations of a real design: the input chooses cells of the seed design
// (tests/fuzz/corpus/design/two-racks.railyard) and the values written into them — ids near
// 2^32, negative indices, 1e300, NaN, text, NULL, another row's id — then the design is opened
// and, if it opens, every command runs on it. Byte-level mutation of an SQLite file mostly
// tests SQLite's own checks; this reaches the reader's.
//
// Input: 8-byte records. byte 0: the cell's column (kCells); bytes 1-2: the row (by rowid
// order); byte 3: the kind of value; bytes 4-7: a 32-bit number for it.
#include "fuzzsupport.h"

#include "io/designstore.h"
#include "io/sqliteconnection.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <array>
#include <cstring>
#include <limits>

using namespace railyard;

namespace {

struct Cell {
    const char *table;
    const char *column;
};
constexpr Cell kCells[] = {
    {"catalog_part", "id"},       {"catalog_part", "ports"},     {"catalog_part", "gpus"},      {"catalog_part", "max_w"},
    {"catalog_part", "u_height"}, {"catalog_part", "price_usd"}, {"catalog_part", "category"},  {"catalog_part", "part_number"},
    {"hall", "id"},               {"hall", "width_m"},           {"hall_row", "id"},            {"hall_row", "hall_id"},
    {"power_feed", "id"},         {"power_feed", "hall_id"},     {"pdu", "id"},                 {"pdu", "feed_id"},
    {"pdu", "part_id"},           {"cooling_loop", "supply_c"},  {"cooling_loop", "hall_id"},   {"network", "id"},
    {"network", "role"},          {"rack", "id"},                {"rack", "row_id"},            {"rack", "x_m"},
    {"rack", "pdu_a_id"},         {"rack", "loop_id"},           {"rack", "part_id"},           {"device", "id"},
    {"device", "rack_id"},        {"device", "part_id"},         {"device", "u_position"},      {"device", "su"},
    {"device", "rail"},           {"device", "first_port_id"},   {"device", "network_id"},      {"device", "tier"},
    {"cable", "id"},              {"cable", "port_a_id"},        {"cable", "port_b_id"},        {"cable", "length_m"},
    {"cable", "medium"},          {"meta", "value"},             {"spare_policy", "minimum"},   {"waiver", "objects"},
    {"cdu", "loop_id"},           {"cdu", "part_id"},            {"cdu", "x_m"},
};

QVariant valueOf(uint8_t kind, uint32_t n, const QVariant &other)
{
    switch (kind % 6) {
    case 0:
        return qlonglong(int32_t(n));
    case 1:
        return qlonglong(n);
    case 2: {
        const std::array<QVariant, 12> special = {QVariant(qlonglong(4294967295LL)), QVariant(qlonglong(-1)), QVariant(qlonglong(0)),
                                                  QVariant(1e300), QVariant(std::numeric_limits<double>::infinity()),
                                                  QVariant(-std::numeric_limits<double>::infinity()), QVariant(QStringLiteral("nan")),
                                                  QVariant(qlonglong(2147483647)), QVariant(QStringLiteral("x")), QVariant(),
                                                  QVariant(qlonglong(100000000)), QVariant(QStringLiteral("1000000000xOSFP@400:compute"))};
        return special[n % special.size()];
    }
    case 3:
        return other; // another row's value: duplicate ids and crossed references
    case 4:
        return double(int32_t(n)) / 16.0;
    default:
        return qlonglong(n % 64);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static const QByteArray seed = [] {
        QFile f(QStringLiteral(RAILYARD_FUZZ_CORPUS "/design/two-racks.railyard"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rows.railyard"));
    {
        QFile::remove(path);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(seed) != seed.size())
            return 0;
    }
    {
        SqliteConnection conn(path, SqliteConnection::Mode::ReadWriteCreate);
        if (!conn.open())
            return 0;
        // The mutations are one transaction without fsync: the file is a scratch copy, and
        // up to 16 journalled commits per input were a fifth of this harness's time.
        QSqlQuery(conn.db()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
        conn.db().transaction();
        for (size_t at = 0; at + 8 <= size && at < 8 * 16; at += 8) {
            const Cell &cell = kCells[data[at] % std::size(kCells)];
            const int row = (data[at + 1] << 8 | data[at + 2]) % 64;
            uint32_t n;
            std::memcpy(&n, data + at + 4, 4);
            QSqlQuery other(conn.db());
            other.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY rowid LIMIT 1 OFFSET %3")
                           .arg(QLatin1String(cell.column), QLatin1String(cell.table))
                           .arg(n % 64));
            const QVariant otherValue = other.next() ? other.value(0) : QVariant();
            other.finish();
            QSqlQuery q(conn.db());
            q.prepare(QStringLiteral("UPDATE OR IGNORE %2 SET %1 = ? WHERE rowid = (SELECT rowid FROM %2 ORDER BY rowid LIMIT 1 OFFSET %3)")
                          .arg(QLatin1String(cell.column), QLatin1String(cell.table))
                          .arg(row));
            q.addBindValue(valueOf(data[at + 3], n, otherValue));
            q.exec();
        }
        conn.db().commit();
    }
    Document doc(Catalog{});
    const Status s = DesignStore::load(doc, path);
    fuzz::expectMessage(s.ok(), s.error(), "design rows");
    if (!s)
        return 0;
    fuzz::runEveryCommand(doc);
    return 0;
}
