#include "findindex.h"

namespace railyard {

void FindIndex::clear()
{
    m_entries.clear();
}

void FindIndex::add(ObjectRef object, int problem, QString text)
{
    QString key = text.toLower();
    m_entries.push_back({object, problem, std::move(key), std::move(text)});
}

template <class T>
void FindIndex::addNamed(const Document &doc, const EntityTable<T> &table, EntityKind kind)
{
    // Found by name; shown with the hall it stands in, as names repeat from hall to hall.
    for (const T &e : table) {
        QString text = e.name;
        if constexpr (requires { e.hall; })
            if (const Hall *h = doc.halls().find(e.hall); h && doc.halls().size() > 1)
                text += QStringLiteral(" · ") + h->name;
        m_entries.push_back({{kind, e.id.value}, -1, e.name.toLower(), std::move(text)});
    }
}

void FindIndex::rebuild(const Document &doc, const std::vector<Problem> &problems)
{
    m_entries.clear();
    m_entries.reserve(size_t(doc.racks().size() + doc.devices().size() + doc.ports().size() + doc.cables().size())
                      + problems.size());
    for (const Rack &r : doc.racks())
        add({EntityKind::Rack, r.id.value}, -1, r.name);
    for (const Device &d : doc.devices())
        add({EntityKind::Device, d.id.value}, -1, d.name);
    for (const Port &p : doc.ports())
        if (const Device *d = doc.devices().find(p.device))
            add({EntityKind::Port, p.id.value}, -1, d->name + QLatin1Char(':') + p.name);
    for (const Cable &c : doc.cables())
        if (!c.label.isEmpty())
            add({EntityKind::Cable, c.id.value}, -1, c.label);
    addNamed(doc, doc.halls(), EntityKind::Hall);
    addNamed(doc, doc.rows(), EntityKind::Row);
    addNamed(doc, doc.feeds(), EntityKind::Feed);
    addNamed(doc, doc.pdus(), EntityKind::Pdu);
    addNamed(doc, doc.busways(), EntityKind::Busway);
    addNamed(doc, doc.loops(), EntityKind::Loop);
    addNamed(doc, doc.cdus(), EntityKind::Cdu);
    addNamed(doc, doc.networks(), EntityKind::Network);
    addNamed(doc, doc.columns(), EntityKind::Column);
    addNamed(doc, doc.keepOuts(), EntityKind::KeepOut);
    for (size_t i = 0; i < problems.size(); ++i) {
        const Problem &p = problems[i];
        const ObjectRef first = p.objects.empty() ? ObjectRef{EntityKind::Site, 0} : p.objects.front();
        add(first, int(i), p.code + QStringLiteral("  ") + p.message);
    }
}

std::vector<FindHit> FindIndex::search(const QString &needle, int limit, int *total) const
{
    const QString n = needle.trimmed().toLower();
    std::vector<FindHit> whole, prefix, rest;
    int count = 0;
    if (!n.isEmpty()) {
        for (const Entry &e : m_entries) {
            const qsizetype at = e.key.indexOf(n);
            if (at < 0)
                continue;
            ++count;
            std::vector<FindHit> &bucket = at > 0 ? rest : e.key.size() == n.size() ? whole : prefix;
            if (int(bucket.size()) < limit)
                bucket.push_back({e.object, e.problem, e.text});
        }
    }
    if (total)
        *total = count;
    for (std::vector<FindHit> *b : {&prefix, &rest})
        for (FindHit &h : *b)
            if (int(whole.size()) < limit)
                whole.push_back(std::move(h));
    return whole;
}

} // namespace railyard
