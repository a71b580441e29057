#include "lldpjson.h"
#include "io/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard {

namespace {

// json0 wraps every value in an array of objects ({"value": ...}); json does not. These read
// either shape.
QJsonValue first(const QJsonValue &v)
{
    return v.isArray() ? v.toArray().first() : v;
}
QString text(const QJsonValue &v)
{
    const QJsonValue f = first(v);
    return f.isObject() ? f.toObject().value(QStringLiteral("value")).toString() : f.toString();
}

struct Neighbour {
    QString localPort;
    QJsonObject body;
};

// The interfaces of one "lldp" object: json0 lists objects with a "name"; json maps the
// interface name to its neighbour, as an object (one neighbour) or as an array of one-key
// objects (several).
void collectInterfaces(const QJsonValue &interfaces, std::vector<Neighbour> &out)
{
    auto named = [&](const QJsonObject &o) {
        if (o.contains(QStringLiteral("name")) && !o.value(QStringLiteral("name")).isObject()
            && !o.value(QStringLiteral("name")).isArray())
            out.push_back({o.value(QStringLiteral("name")).toString(), o});
        else
            for (auto it = o.begin(); it != o.end(); ++it)
                for (const QJsonValue &n : it->isArray() ? it->toArray() : QJsonArray{*it})
                    out.push_back({it.key(), n.toObject()});
    };
    if (interfaces.isArray())
        for (const QJsonValue &v : interfaces.toArray())
            named(v.toObject());
    else if (interfaces.isObject())
        named(interfaces.toObject());
}

// The neighbour's system name: json0 {"name": [{"value": N}]}; json {N: {...}}.
QString systemName(const QJsonValue &chassisValue)
{
    const QJsonObject chassis = first(chassisValue).toObject();
    if (chassis.contains(QStringLiteral("name")))
        return text(chassis.value(QStringLiteral("name")));
    if (chassis.contains(QStringLiteral("id"))) // no system name advertised: its chassis id
        return text(first(chassis.value(QStringLiteral("id"))).toObject().value(QStringLiteral("value")));
    return chassis.isEmpty() ? QString() : chassis.begin().key();
}

// The neighbour's port: its interface name when the id is one, else its description.
QString portName(const QJsonValue &portValue)
{
    const QJsonObject port = first(portValue).toObject();
    const QJsonObject id = first(port.value(QStringLiteral("id"))).toObject();
    const QString type = text(id.value(QStringLiteral("type")));
    const QString value = text(id.value(QStringLiteral("value")));
    const QString descr = text(port.value(QStringLiteral("descr")));
    if ((type == QLatin1String("mac") || value.isEmpty()) && !descr.isEmpty())
        return descr;
    return value;
}

// The line on which each interface is named: where a string is first an object key (json:
// "swp1": {...}) or the value of a "name" key (json0: "name": "swp1"). One pass over the text:
// searching the text again for each interface made 100,000 interfaces take 20 minutes.
QHash<QByteArray, int> interfaceLines(const QByteArray &json)
{
    QHash<QByteArray, int> lines;
    const qsizetype n = json.size();
    const char *text = json.constData();
    int line = 1;
    bool afterName = false; // the previous key was "name"
    for (qsizetype i = 0; i < n; ++i) {
        if (text[i] == '\n') {
            ++line;
            continue;
        }
        if (text[i] != '"')
            continue;
        const int startLine = line;
        const qsizetype begin = ++i;
        bool escaped = false;
        for (; i < n && text[i] != '"'; ++i) {
            if (text[i] == '\\') {
                escaped = true;
                ++i;
            }
        }
        QByteArray value = json.mid(begin, i - begin);
        if (escaped) // rare: let the JSON parser undo the escapes
            value = QJsonDocument::fromJson("[\"" + value + "\"]").array().first().toString().toUtf8();
        qsizetype next = i + 1;
        while (next < n && (text[next] == ' ' || text[next] == '\t' || text[next] == '\r' || text[next] == '\n'))
            ++next;
        const bool key = next < n && text[next] == ':';
        if ((key || afterName) && !lines.contains(value))
            lines.insert(value, startLine);
        afterName = key && value == "name";
    }
    return lines;
}

} // namespace

Result<AsBuilt> parseLldpJson(const QByteArray &json, const QString &fileName, const QString &reporter)
{
    auto fail = [&](const QString &why) { return Result<AsBuilt>::failure(QStringLiteral("%1: %2").arg(fileName, why)); };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = int(json.left(error.offset).count('\n')) + 1;
        return fail(QCoreApplication::translate("Verify", "line %1: not valid JSON (%2). Save the whole output of "
                                                          "`lldpcli -f json0 show neighbors details`.")
                        .arg(line)
                        .arg(error.errorString()));
    }
    if (!doc.isObject() || !doc.object().contains(QStringLiteral("lldp")))
        return fail(QCoreApplication::translate("Verify", "no \"lldp\" object: this is not lldpcli JSON output "
                                                          "(`lldpcli -f json0 show neighbors details`)."));
    AsBuilt out;
    out.source = AsBuilt::Source::Lldp;
    out.description = fileName;
    out.reporters.push_back(reporter);
    std::vector<Neighbour> neighbours;
    const QHash<QByteArray, int> lines = interfaceLines(json);
    const QJsonValue lldp = doc.object().value(QStringLiteral("lldp"));
    for (const QJsonValue &l : lldp.isArray() ? lldp.toArray() : QJsonArray{lldp})
        collectInterfaces(l.toObject().value(QStringLiteral("interface")), neighbours);
    for (const Neighbour &n : neighbours) {
        const QString system = systemName(n.body.value(QStringLiteral("chassis")));
        const QString port = portName(n.body.value(QStringLiteral("port")));
        if (n.localPort.isEmpty() || system.isEmpty() || port.isEmpty())
            return fail(QCoreApplication::translate("Verify", "a neighbour on interface \"%1\" lacks its system name or port id: "
                                                              "is the JSON cut short?")
                            .arg(n.localPort));
        FoundLink link;
        link.a = {reporter, n.localPort};
        link.b = {system, port};
        link.file = fileName;
        // Point at the interface in the file: the line where it is named.
        link.line = lines.value(n.localPort.toUtf8(), 0);
        out.links.push_back(link);
    }
    return out;
}

Result<AsBuilt> readLldp(const QString &fileOrDir)
{
    const QFileInfo info(fileOrDir);
    QStringList files;
    if (info.isDir()) {
        for (const QFileInfo &f : QDir(fileOrDir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files << f.filePath();
        if (files.isEmpty())
            return Result<AsBuilt>::failure(
                QCoreApplication::translate("Verify", "%1: no *.json files; save one `lldpcli -f json0 show neighbors details` "
                                                      "per device, named after it (leaf-01.json).")
                    .arg(fileOrDir));
    } else {
        files << fileOrDir;
    }
    AsBuilt all;
    all.source = AsBuilt::Source::Lldp;
    all.description = info.isDir() ? QCoreApplication::translate("Verify", "%n LLDP file(s) in %1", nullptr, int(files.size())).arg(fileOrDir)
                                    : fileOrDir;
    for (const QString &path : files) {
        const auto bytes = readInputFile(path);
        if (!bytes)
            return Result<AsBuilt>::failure(bytes.error());
        // leaf-01.json, leaf-01.json0.json: the device is the name up to the first dot.
        const QString reporter = QFileInfo(path).fileName().section(QLatin1Char('.'), 0, 0);
        auto one = parseLldpJson(bytes.value(), path, reporter);
        if (!one)
            return one;
        all.links.insert(all.links.end(), one->links.begin(), one->links.end());
        all.reporters.push_back(reporter);
    }
    return all;
}

} // namespace railyard
