#include "editop.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>
#include <array>
#include "core/trcontexts.h"
#include "io/strictjson.h"

namespace railyard {

namespace {


constexpr std::array<const char *, 5> kVerbs{"add", "set", "delete", "connect", "disconnect"};

// The keys each verb takes besides "op"; anything else is refused so a typo is never ignored.
QStringList keysOf(EditOp::Verb verb)
{
    switch (verb) {
    case EditOp::Verb::Add:
        return {QStringLiteral("kind"), QStringLiteral("fields")};
    case EditOp::Verb::Set:
        return {QStringLiteral("kind"), QStringLiteral("name"), QStringLiteral("fields")};
    case EditOp::Verb::Delete:
        return {QStringLiteral("kind"), QStringLiteral("name")};
    case EditOp::Verb::Connect:
        return {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("medium")};
    case EditOp::Verb::Disconnect:
        return {QStringLiteral("a")};
    }
    return {};
}

// Reads one line's object into an op; returns the reason when it is not one.
QString readOp(const QJsonObject &o, EditOp &op)
{
    const QJsonValue verb = o.value(QLatin1String("op"));
    if (!verb.isString())
        return trctx::EditOps::tr("the line has no \"op\" (one of add, set, delete, connect, disconnect)");
    const QString token = verb.toString();
    size_t v = 0;
    while (v < kVerbs.size() && token != QLatin1String(kVerbs[v]))
        ++v;
    if (v == kVerbs.size())
        return trctx::EditOps::tr("unknown op \"%1\"; the ops are add, set, delete, connect, disconnect").arg(token.left(64));
    op.verb = EditOp::Verb(v);
    const QStringList keys = keysOf(op.verb);
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("op") && !keys.contains(it.key()))
            return trctx::EditOps::tr("\"%1\" takes no \"%2\"; it takes %3")
                .arg(token, it.key().left(64), keys.join(QStringLiteral(", ")));
    auto text = [&](const char *key, QString &into, bool required) -> QString {
        const QJsonValue value = o.value(QLatin1String(key));
        if (value.isUndefined() && !required)
            return {};
        if (!value.isString() || value.toString().trimmed().isEmpty())
            return trctx::EditOps::tr("\"%1\" needs \"%2\" as a non-empty string").arg(token, QLatin1String(key));
        into = value.toString();
        return {};
    };
    QString why;
    switch (op.verb) {
    case EditOp::Verb::Add:
    case EditOp::Verb::Set:
        why = text("kind", op.kind, true);
        if (why.isEmpty() && op.verb == EditOp::Verb::Set)
            why = text("name", op.name, true);
        if (why.isEmpty()) {
            const QJsonValue fields = o.value(QLatin1String("fields"));
            if (!fields.isObject())
                why = trctx::EditOps::tr("\"%1\" needs \"fields\" as an object").arg(token);
            op.fields = fields.toObject();
        }
        break;
    case EditOp::Verb::Delete:
        why = text("kind", op.kind, true);
        if (why.isEmpty())
            why = text("name", op.name, true);
        break;
    case EditOp::Verb::Connect:
        why = text("a", op.a, true);
        if (why.isEmpty())
            why = text("b", op.b, true);
        if (why.isEmpty())
            why = text("medium", op.medium, false);
        break;
    case EditOp::Verb::Disconnect:
        why = text("a", op.a, true);
        break;
    }
    return why;
}

} // namespace

QString verbToken(EditOp::Verb verb)
{
    return QLatin1String(kVerbs[size_t(verb)]);
}

Result<std::vector<EditOp>> parseEditOps(const QByteArray &text, const QString &file)
{
    using R = Result<std::vector<EditOp>>;
    std::vector<EditOp> ops;
    int line = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        ++line;
        const qsizetype length = end - start;
        const QByteArray raw = length > kMaxEditLineBytes ? QByteArray() : text.mid(start, length).trimmed();
        start = end + 1;
        if (length > kMaxEditLineBytes)
            return R::failure(QStringLiteral("%1:%2: %3")
                                  .arg(file)
                                  .arg(line)
                                  .arg(trctx::EditOps::tr("the line is longer than %1 bytes; one op per line").arg(kMaxEditLineBytes)));
        if (raw.isEmpty() || raw.startsWith('#'))
            continue;
        if (ops.size() >= size_t(kMaxEditOps))
            return R::failure(QStringLiteral("%1:%2: %3")
                                  .arg(file)
                                  .arg(line)
                                  .arg(trctx::EditOps::tr("more than %1 ops in one file; split it").arg(kMaxEditOps)));
        if (const JsonProblem problem = strictJsonProblem(raw))
            return R::failure(QStringLiteral("%1:%2: %3")
                                  .arg(file)
                                  .arg(line)
                                  .arg(trctx::EditOps::tr("%1 at column %2").arg(problem.what).arg(problem.offset + 1)));
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(raw, &error);
        if (error.error != QJsonParseError::NoError)
            return R::failure(QStringLiteral("%1:%2: %3")
                                  .arg(file)
                                  .arg(line)
                                  .arg(trctx::EditOps::tr("not valid JSON (%1 at column %2); each line is one JSON object")
                                           .arg(error.errorString())
                                           .arg(error.offset + 1)));
        if (!json.isObject())
            return R::failure(QStringLiteral("%1:%2: %3")
                                  .arg(file)
                                  .arg(line)
                                  .arg(trctx::EditOps::tr("each line must be one JSON object {\"op\": ...}")));
        EditOp op;
        op.line = line;
        if (const QString why = readOp(json.object(), op); !why.isEmpty())
            return R::failure(QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(why));
        ops.push_back(std::move(op));
    }
    return R(std::move(ops));
}

} // namespace railyard
