#include "racktemplatejson.h"

#include "core/limits.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard {

namespace {

QJsonObject side(const RackTemplateSide &s)
{
    return {{QStringLiteral("part"), s.part}, {QStringLiteral("units"), s.units}};
}

// Reads the body's fields, remembering the first that is missing or of the wrong type.
struct BodyReader {
    QString problem;
    QString text(const QJsonObject &o, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isString() && problem.isEmpty())
            problem = QCoreApplication::translate("DesignStore", "\"%1\" is not text").arg(QLatin1String(key));
        return v.toString();
    }
    int whole(const QJsonObject &o, const char *key, int lowest, int highest)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble();
        // The range first: a value past int's would make the cast below undefined.
        if ((!v.isDouble() || d < lowest || d > highest || d != double(int(d))) && problem.isEmpty())
            problem = QCoreApplication::translate("DesignStore", "\"%1\" is not a whole number from %2 to %3").arg(QLatin1String(key)).arg(lowest).arg(highest);
        return problem.isEmpty() ? int(d) : 0;
    }
    double number(const QJsonObject &o, const char *key, double lowest, double highest)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble();
        if ((!v.isDouble() || !(d >= lowest && d <= highest)) && problem.isEmpty())
            problem = QCoreApplication::translate("DesignStore", "\"%1\" is not a number from %2 to %3").arg(QLatin1String(key)).arg(lowest).arg(highest);
        return problem.isEmpty() ? d : 0;
    }
    bool flag(const QJsonObject &o, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isBool() && problem.isEmpty())
            problem = QCoreApplication::translate("DesignStore", "\"%1\" is not true or false").arg(QLatin1String(key));
        return v.toBool();
    }
    template <class E>
    E token(const QJsonObject &o, const char *key)
    {
        const std::optional<E> e = fromToken<E>(o.value(QLatin1String(key)).toString());
        if (!e && problem.isEmpty())
            problem = QCoreApplication::translate("DesignStore", "\"%1\" is not one of %2").arg(QLatin1String(key), allTokens<E>().join(QStringLiteral(", ")));
        return e.value_or(E{});
    }
    RackTemplateSide side(const QJsonObject &o, const char *key)
    {
        const QJsonObject s = o.value(QLatin1String(key)).toObject();
        return {text(s, "part"), whole(s, "units", 0, limits::kMaxPduUnits)};
    }
};

} // namespace

QByteArray rackTemplateJson(const RackTemplate &tpl)
{
    QJsonArray devices;
    for (const RackTemplateDevice &d : tpl.devices) {
        QJsonObject o{{QStringLiteral("suffix"), d.suffix}, {QStringLiteral("part"), d.part}, {QStringLiteral("u"), d.uPosition},
                      {QStringLiteral("tier"), toToken(d.tier)}, {QStringLiteral("rail"), d.rail}};
        if (d.onNetwork) {
            o.insert(QStringLiteral("network"), toToken(d.networkRole));
            o.insert(QStringLiteral("plane"), d.plane);
        }
        devices.append(o);
    }
    QJsonArray cables;
    for (const RackTemplateCable &c : tpl.cables)
        cables.append(QJsonObject{{QStringLiteral("a"), c.a},
                                  {QStringLiteral("port_a"), c.portA},
                                  {QStringLiteral("b"), c.b},
                                  {QStringLiteral("port_b"), c.portB},
                                  {QStringLiteral("medium"), toToken(c.medium)}});
    const QJsonObject body{{QStringLiteral("frame"), tpl.frame},     {QStringLiteral("side_a"), side(tpl.sideA)},
                           {QStringLiteral("side_b"), side(tpl.sideB)}, {QStringLiteral("cooled"), tpl.cooled},
                           {QStringLiteral("spreader_m2"), tpl.spreaderM2}, {QStringLiteral("devices"), devices},
                           {QStringLiteral("cables"), cables}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

Result<RackTemplate> rackTemplateFromJson(const QString &name, const QByteArray &body)
{
    const auto refuse = [&](const QString &why) {
        return Result<RackTemplate>::failure(QCoreApplication::translate("DesignStore", "rack template %1: %2").arg(name.left(80), why));
    };
    if (const JsonProblem p = strictJsonProblem(body))
        return refuse(p.what);
    QJsonParseError parsed;
    const QJsonDocument json = QJsonDocument::fromJson(body, &parsed);
    if (!json.isObject())
        return refuse(QCoreApplication::translate("DesignStore", "its body is not a JSON object"));
    const QJsonObject o = json.object();
    BodyReader r;
    RackTemplate tpl;
    tpl.name = name;
    tpl.frame = r.text(o, "frame");
    tpl.sideA = r.side(o, "side_a");
    tpl.sideB = r.side(o, "side_b");
    tpl.cooled = r.flag(o, "cooled");
    tpl.spreaderM2 = r.number(o, "spreader_m2", 0, limits::kMaxSpreaderM2);
    const QJsonArray devices = o.value(QLatin1String("devices")).toArray();
    const QJsonArray cables = o.value(QLatin1String("cables")).toArray();
    if (devices.size() > limits::kMaxRackUnits * 4 || cables.size() > limits::kMaxPortsPerPart)
        return refuse(QCoreApplication::translate("DesignStore", "more devices or cables than a rack holds"));
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        RackTemplateDevice dev;
        dev.suffix = r.text(d, "suffix");
        dev.part = r.text(d, "part");
        dev.uPosition = r.whole(d, "u", 0, limits::kMaxRackUnits);
        dev.tier = r.token<FabricTier>(d, "tier");
        dev.rail = r.whole(d, "rail", -1, limits::kMaxRail);
        dev.onNetwork = d.contains(QLatin1String("network"));
        if (dev.onNetwork) {
            dev.networkRole = r.token<NetworkRole>(d, "network");
            dev.plane = r.whole(d, "plane", 0, 8);
        }
        tpl.devices.push_back(dev);
    }
    const int last = int(tpl.devices.size()) - 1;
    for (const QJsonValue &v : cables) {
        const QJsonObject c = v.toObject();
        tpl.cables.push_back({r.whole(c, "a", 0, last), r.whole(c, "b", 0, last), r.text(c, "port_a"), r.text(c, "port_b"), r.token<Medium>(c, "medium")});
    }
    if (!r.problem.isEmpty())
        return refuse(r.problem);
    return tpl;
}

} // namespace railyard
