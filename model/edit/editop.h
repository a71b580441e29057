#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace railyard {

// One operation of an edit file (docs/CLI.md, "edit"): a JSON object on one line.
struct EditOp {
    enum class Verb { Add, Set, Delete, Connect, Disconnect };
    int line = 0; // 1-based line in the file, for messages
    Verb verb = Verb::Add;
    QString kind;       // add, set, delete
    QString name;       // set, delete: the object's name
    QJsonObject fields; // add, set
    QString a, b;       // connect ("device:port" both), disconnect (a only)
    QString medium;     // connect: an optional medium token
};

// Bounds on an edit file: a line longer than this or more operations than that is refused
// before anything is applied, so a mistaken or hostile file cannot take the machine's memory.
constexpr int kMaxEditLineBytes = 64 * 1024;
constexpr int kMaxEditOps = 1'000'000;

// Parses an edit file: one JSON object per line; blank lines and lines starting with '#' are
// skipped. The first malformed line fails the whole file with "FILE:LINE: reason".
Result<std::vector<EditOp>> parseEditOps(const QByteArray &text, const QString &file);

// The op's verb as written in the file ("add", "set", ...).
QString verbToken(EditOp::Verb verb);

} // namespace railyard
