#pragma once

#include "commands/namecheck.h"

#include "commands/editor.h"

#include <QCoreApplication>
#include <QHash>
#include <vector>

namespace railyard {

// The word an edit file uses for an entity type ("rack", "feed"), for messages.
template <class T> QString editKindWord()
{
    if constexpr (std::is_same_v<T, Hall>)
        return QStringLiteral("hall");
    else if constexpr (std::is_same_v<T, Row>)
        return QStringLiteral("row");
    else if constexpr (std::is_same_v<T, Rack>)
        return QStringLiteral("rack");
    else if constexpr (std::is_same_v<T, Device>)
        return QStringLiteral("device");
    else if constexpr (std::is_same_v<T, PowerFeed>)
        return QStringLiteral("feed");
    else if constexpr (std::is_same_v<T, Pdu>)
        return QStringLiteral("pdu");
    else if constexpr (std::is_same_v<T, CoolingLoop>)
        return QStringLiteral("loop");
    else if constexpr (std::is_same_v<T, Network>)
        return QStringLiteral("network");
    else if constexpr (std::is_same_v<T, Column>)
        return QStringLiteral("column");
    else if constexpr (std::is_same_v<T, KeepOut>)
        return QStringLiteral("keepout");
    else if constexpr (std::is_same_v<T, Busway>)
        return QStringLiteral("busway");
    else if constexpr (std::is_same_v<T, Cdu>)
        return QStringLiteral("cdu");
    else
        static_assert(sizeof(T) == 0, "not a named entity type");
}

// Rows, feeds, loops (any kind that stands in a hall) are named within their hall: two halls may
// each have a "Feed A". An op then names one as "HALL/NAME".
template <class T> constexpr bool kHallScoped = requires(T e) { e.hall; };

// The hall such an object stands in (a kind without a `hall` of its own adds an overload).
template <class T> HallId hallOfObject(const Document &, const T &e)
{
    return e.hall;
}

// A CDU is named within the hall of the loop it serves (each hall's "Loop 1 CDU 1").
template <> constexpr bool kHallScoped<Cdu> = true;
inline HallId hallOfObject(const Document &doc, const Cdu &c)
{
    const CoolingLoop *loop = doc.loops().find(c.loop);
    return loop ? loop->hall : HallId();
}

// What the ops of one edit file share while they are applied: the editor they go through,
// objects looked up by name (an index per kind, built on first use and kept as ops add and
// rename), the cables they made (labelled at the end) and the counts for the summary.
class EditContext {
public:
    explicit EditContext(Editor &editor) : m_editor(editor) {}

    Editor &editor() { return m_editor; }
    Document &doc() { return m_editor.document(); }

    // The object of type T named `name`; nullptr with `why` set when there is none, or several.
    template <class T> const T *find(const QString &name, QString *why);
    // The id of the object named `name`, or an invalid id with `why` set.
    template <class T> decltype(T::id) idOf(const QString &name, QString *why)
    {
        const T *e = find<T>(name, why);
        return e ? e->id : decltype(T::id)();
    }
    // Why an object being added cannot have its name; empty when the name is free: in its hall
    // for the kinds named within a hall, else in the design, answered from the name index with
    // the edit file's wording; a rename is judged by the Editor's gate alone.
    template <class T> QString nameTaken(const T &e);
    // Records an object's (new) name after an add or a rename (the object is in the document).
    template <class T> void named(const T &entity)
    {
        const T *found = nullptr;
        const int count = lookup<T>(entity.name, &found);
        index<T>().insert(entity.name, count == 1 && found->id == entity.id ? entity.id.value : 0);
    }

    // The port a "device:port" reference names (the device name may itself contain ':').
    PortId port(const QString &reference, QString *why);
    // "device:port" for a port, as edit files write it.
    QString portReference(PortId port) const;

    std::vector<CableId> newCables; // cables added without a label, labelled at the end
    int added = 0, changed = 0, removed = 0;

private:
    template <class T> QHash<QString, uint32_t> &index();
    // How many objects of type T are named `name` (the one found when there is exactly one).
    template <class T> int lookup(const QString &name, const T **found);

    Editor &m_editor;
    // name -> id; 0 marks a name several objects had when the index was built.
    QHash<QString, uint32_t> m_halls, m_rows, m_racks, m_devices, m_feeds, m_pdus, m_loops, m_networks, m_columns, m_keepOuts, m_busways, m_cdus;
    uint32_t m_built = 0; // bit per kind whose index is built
};

template <class T> QHash<QString, uint32_t> &EditContext::index()
{
    QHash<QString, uint32_t> *ix;
    uint32_t bit;
    if constexpr (std::is_same_v<T, Hall>)
        ix = &m_halls, bit = 1;
    else if constexpr (std::is_same_v<T, Row>)
        ix = &m_rows, bit = 2;
    else if constexpr (std::is_same_v<T, Rack>)
        ix = &m_racks, bit = 4;
    else if constexpr (std::is_same_v<T, Device>)
        ix = &m_devices, bit = 8;
    else if constexpr (std::is_same_v<T, PowerFeed>)
        ix = &m_feeds, bit = 16;
    else if constexpr (std::is_same_v<T, Pdu>)
        ix = &m_pdus, bit = 32;
    else if constexpr (std::is_same_v<T, CoolingLoop>)
        ix = &m_loops, bit = 64;
    else if constexpr (std::is_same_v<T, Network>)
        ix = &m_networks, bit = 128;
    else if constexpr (std::is_same_v<T, Column>)
        ix = &m_columns, bit = 256;
    else if constexpr (std::is_same_v<T, KeepOut>)
        ix = &m_keepOuts, bit = 512;
    else if constexpr (std::is_same_v<T, Busway>)
        ix = &m_busways, bit = 1024;
    else if constexpr (std::is_same_v<T, Cdu>)
        ix = &m_cdus, bit = 2048;
    else
        static_assert(sizeof(T) == 0, "not a named entity type");
    if (!(m_built & bit)) {
        m_built |= bit;
        const auto &table = doc().table<T>();
        ix->reserve(table.size());
        for (const T &e : table) {
            auto it = ix->find(e.name);
            if (it == ix->end())
                ix->insert(e.name, e.id.value);
            else
                *it = 0;
        }
    }
    return *ix;
}

template <class T> int EditContext::lookup(const QString &name, const T **found)
{
    const auto &table = doc().table<T>();
    const auto &ix = index<T>();
    const auto it = ix.constFind(name);
    *found = nullptr;
    if (it == ix.constEnd())
        return 0;
    if (*it != 0) {
        // The index may hold an object since erased or renamed: it counts only if it still
        // exists under that name.
        const T *e = table.find(decltype(T::id)(*it));
        *found = e && e->name == name ? e : nullptr;
        return *found ? 1 : 0;
    }
    int count = 0;
    for (const T &e : table)
        if (e.name == name)
            *found = &e, ++count;
    return count;
}

template <class T> const T *EditContext::find(const QString &name, QString *why)
{
    const T *found = nullptr;
    int count = lookup<T>(name, &found);
    if constexpr (kHallScoped<T>) {
        // Either name may hold a slash itself ("H/2/Feed A"): every split is tried, from the
        // first slash on, until one names a hall and an object in it.
        for (qsizetype slash = name.indexOf(QLatin1Char('/')); count == 0 && slash > 0; slash = name.indexOf(QLatin1Char('/'), slash + 1)) {
            const Hall *hall = nullptr;
            if (lookup<Hall>(name.left(slash), &hall) != 1)
                continue;
            const QString local = name.mid(slash + 1);
            for (const T &e : doc().table<T>())
                if (hallOfObject(doc(), e) == hall->id && e.name == local)
                    found = &e, ++count;
        }
    }
    if (count == 1)
        return found;
    if (count > 1 && kHallScoped<T>)
        *why = QCoreApplication::translate("EditOps",
                                           "%1 %2s are named \"%3\", in different halls; write \"HALL/%3\" for one")
                   .arg(count)
                   .arg(editKindWord<T>(), name);
    else if (count > 1)
        *why = QCoreApplication::translate(
                   "EditOps", "%1 %2s are named \"%3\"; give each its own name (set) before referring to one")
                   .arg(count)
                   .arg(editKindWord<T>(), name);
    else
        *why = QCoreApplication::translate("EditOps",
                                           "there is no %1 named \"%2\"; add it on an earlier line or check the name")
                   .arg(editKindWord<T>(), name);
    return nullptr;
}

template <class T> QString EditContext::nameTaken(const T &e)
{
    if (e.name.trimmed().isEmpty())
        return QCoreApplication::translate("EditOps", "a %1 needs a non-empty name").arg(editKindWord<T>());
    if (QString why = nameTextRefusal(e.name, editKindWord<T>()); !why.isEmpty())
        return why;
    bool taken = false;
    const T *found = nullptr;
    const int count = lookup<T>(e.name, &found);
    if constexpr (kHallScoped<T>) {
        // The name index answers most adds at once: a name no object has is free. Only a name
        // in use somewhere needs the halls compared (an add must not cost the table's size).
        if (count == 1 && found->id == e.id)
            return {};
        if (count != 0)
            for (const T &other : doc().table<T>())
                taken = taken || (other.id != e.id && other.name == e.name &&
                                  hallOfObject(doc(), other) == hallOfObject(doc(), e));
    } else {
        taken = count > 1 || (count == 1 && found->id != e.id);
    }
    if (taken)
        return QCoreApplication::translate("EditOps", "Another %1 is named %2%3; %1 names must be unique.")
            .arg(editKindWord<T>(), e.name,
                 kHallScoped<T> ? QCoreApplication::translate("EditOps", " in that hall") : QString());
    return {};
}

} // namespace railyard
