#include "editapplier.h"

#include "cabling/cablelabels.h"
#include "editkind.h"
#include "core/trcontexts.h"

namespace railyard {

namespace {


// Applies one op; returns why it is refused, or an empty string.
QString applyOne(EditContext &ctx, const EditOp &op)
{
    switch (op.verb) {
    case EditOp::Verb::Connect: {
        QJsonObject fields{{QStringLiteral("a"), op.a}, {QStringLiteral("b"), op.b}};
        if (!op.medium.isEmpty())
            fields.insert(QStringLiteral("medium"), op.medium);
        return addCable(ctx, fields);
    }
    case EditOp::Verb::Disconnect:
        return removeCable(ctx, op.a);
    default:
        break;
    }
    const EditKind *kind = findEditKind(op.kind);
    if (!kind) {
        QStringList names;
        for (const EditKind &k : editKinds())
            names << k.name;
        return trctx::EditOps::tr("unknown kind \"%1\"; the kinds are %2").arg(op.kind.left(64), names.join(QStringLiteral(", ")));
    }
    for (auto it = op.fields.begin(); it != op.fields.end(); ++it)
        if (!kind->fields.contains(it.key()))
            return trctx::EditOps::tr("a %1 has no field \"%2\"; its fields are %3 (docs/CLI.md)")
                .arg(kind->name, it.key().left(64), kind->fields.join(QStringLiteral(", ")));
    if (op.verb == EditOp::Verb::Add)
        return kind->add(ctx, op.fields);
    if (op.verb == EditOp::Verb::Set) {
        if (op.fields.isEmpty())
            return trctx::EditOps::tr("\"fields\" is empty: nothing to set");
        return kind->set(ctx, op.name, op.fields);
    }
    return kind->remove(ctx, op.name);
}

// "add rack SU02-R01" / "connect gpu1:C1 leaf:P1": which op a message is about.
QString describe(const EditOp &op)
{
    switch (op.verb) {
    case EditOp::Verb::Add: {
        const QJsonValue name = op.fields.value(QLatin1String("name"));
        return QStringLiteral("add %1%2")
            .arg(op.kind.left(64), name.isString() ? QLatin1Char(' ') + name.toString().left(200) : QString());
    }
    case EditOp::Verb::Set:
    case EditOp::Verb::Delete:
        return QStringLiteral("%1 %2 %3").arg(verbToken(op.verb), op.kind.left(64), op.name.left(200));
    case EditOp::Verb::Connect:
        return QStringLiteral("connect %1 %2").arg(op.a.left(200), op.b.left(200));
    case EditOp::Verb::Disconnect:
        return QStringLiteral("disconnect %1").arg(op.a.left(200));
    }
    return {};
}

} // namespace

EditOutcome applyEditOps(Document &doc, const std::vector<EditOp> &ops, const QString &file)
{
    EditOutcome outcome;
    Editor editor(doc);
    EditContext ctx(editor);
    QUndoStack *stack = doc.undoStack();
    stack->beginMacro(
        QCoreApplication::translate("EditOps", "Apply %n edit(s) from %1", nullptr, int(ops.size())).arg(file));
    for (const EditOp &op : ops) {
        if (const QString why = applyOne(ctx, op); !why.isEmpty()) {
            stack->endMacro();
            stack->undo();
            outcome.line = op.line;
            outcome.error = QStringLiteral("%1:%2: %3: %4").arg(file).arg(op.line).arg(describe(op), why);
            return outcome;
        }
        ++outcome.applied;
    }
    // A cable connected and disconnected again by later ops has nothing left to label.
    std::erase_if(ctx.newCables, [&](CableId id) { return !doc.cables().contains(id); });
    labelCables(editor, std::move(ctx.newCables));
    stack->endMacro();
    outcome.ok = true;
    outcome.added = ctx.added;
    outcome.changed = ctx.changed;
    outcome.removed = ctx.removed;
    return outcome;
}

} // namespace railyard
