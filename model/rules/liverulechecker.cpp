#include "liverulechecker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <atomic>

namespace railyard {

// One design-wide run: the snapshot it reads and its cancel flag.
struct LiveRuleChecker::Job {
    std::shared_ptr<const Document> snapshot;
    std::atomic<bool> cancel{false};
};

// What one run left for the checker's thread.
struct LiveRuleChecker::Finished {
    std::shared_ptr<Job> job;
    bool completed = false;
    std::vector<Problem> problems;
};

// Reports a worker's progress to the checker (on its thread) in whole percents.
class LiveRuleChecker::JobRun : public RuleRun {
public:
    JobRun(LiveRuleChecker *checker, const Job *job) : m_checker(checker), m_job(job) {}
    bool cancelled() const override { return m_job->cancel.load(std::memory_order_relaxed); }
    void beginRule(int index, int count) override
    {
        m_index = index;
        m_count = std::max(count, 1);
        report(0);
    }
    void progress(int64_t done, int64_t total) override { report(total > 0 ? double(done) / double(total) : 0); }

private:
    void report(double withinRule)
    {
        const int percent = int(100 * (m_index + std::clamp(withinRule, 0.0, 1.0)) / m_count);
        if (percent == m_last)
            return;
        m_last = percent;
        LiveRuleChecker *checker = m_checker;
        const Job *job = m_job;
        QMetaObject::invokeMethod(
            checker, [checker, job, percent] { checker->onDesignCheckProgress(job, percent); }, Qt::QueuedConnection);
    }

    LiveRuleChecker *m_checker;
    const Job *m_job;
    int m_index = 0, m_count = 1, m_last = -1;
};

LiveRuleChecker::LiveRuleChecker(const Document &doc, const Engine &engine, QObject *parent)
    : QObject(parent), m_doc(doc), m_engine(engine)
{
    m_pool.setMaxThreadCount(1);
    m_localPending.setSingleShot(true);
    m_localPending.setInterval(0);
    connect(&m_localPending, &QTimer::timeout, this, &LiveRuleChecker::flush);
    m_designDelay.setSingleShot(true);
    m_designDelay.setInterval(150);
    connect(&m_designDelay, &QTimer::timeout, this, &LiveRuleChecker::startDesignCheck);
    connect(&doc, &Document::changed, this, &LiveRuleChecker::onDocumentChanged);
    connect(&engine, &Engine::updated, this, &LiveRuleChecker::onEngineUpdated);
    flush();
    scheduleDesign();
}

LiveRuleChecker::~LiveRuleChecker()
{
    if (m_job)
        m_job->cancel = true;
    m_pool.waitForDone();
    const std::lock_guard lock(m_finishedMutex); // a run's results are freed after its worker let go
    m_finished.clear();
}

int LiveRuleChecker::errorCount() const
{
    return int(std::count_if(m_problems.begin(), m_problems.end(),
                             [](const Problem &p) { return p.severity == Severity::Error && !p.waived; }));
}

// --- what an edit touched --------------------------------------------------------------------

void LiveRuleChecker::onDocumentChanged(const ChangeSet &changes)
{
    if (changes.isReset()) {
        m_dirtyAll = true;
        scheduleLocal();
        scheduleDesign();
        return;
    }
    bool design = false;
    auto mark = [this](RuleScope s, uint32_t id) { m_dirty[size_t(s)].push_back(id); };
    for (const Change &c : changes.changes()) {
        switch (c.kind) {
        case EntityKind::Site:
            m_rewaive = m_rewaive || (c.fields & Site::kWaivers);
            if (c.fields & Site::kLimits) // the halls' site limits
                for (const Hall &h : m_doc.halls())
                    mark(RuleScope::Hall, h.id.value);
            // Templates are not placed: no rule reads them.
            design = design || (c.fields & ~uint32_t(Site::kWaivers | Site::kTemplates));
            break;
        case EntityKind::Hall:
            mark(RuleScope::Hall, c.id);
            // Rack rules read the hall's floor and its size.
            for (RowId row : m_doc.rowsOf(HallId(c.id)))
                for (RackId rack : m_doc.racksOf(row))
                    mark(RuleScope::Rack, rack.value);
            for (LoopId loop : m_doc.loopsOf(HallId(c.id))) // and so do CDU rules
                for (CduId cdu : m_doc.cdusOf(loop))
                    mark(RuleScope::Cdu, cdu.value);
            design = true;
            break;
        case EntityKind::Row:
            for (RackId rack : m_doc.racksOf(RowId(c.id)))
                mark(RuleScope::Rack, rack.value);
            design = true;
            break;
        case EntityKind::Rack:
            mark(RuleScope::Rack, c.id);
            design = true;
            break;
        case EntityKind::Device:
            markDevice(c.id);
            markNetworkMembership(c.id);
            markCablesOfDevice(c.id);
            if (const Device *d = m_doc.devices().find(DeviceId(c.id)); d && d->rack)
                mark(RuleScope::Rack, d->rack.value);
            design = true;
            break;
        case EntityKind::Port:
            mark(RuleScope::Port, c.id);
            if (const Port *p = m_doc.ports().find(PortId(c.id))) {
                markDevice(p->device.value);
                for (CableId cable : m_doc.cablesAt(p->id))
                    markCable(cable.value);
            }
            design = true;
            break;
        case EntityKind::Cable:
            markCable(c.id);
            design = true;
            break;
        case EntityKind::Feed:
            mark(RuleScope::Feed, c.id);
            // Which sides a hall is fed from decides which sides its racks need (RACK_SIDE_UNFED);
            // a removed feed's hall is no longer known, and feeds are edited rarely.
            for (const Rack &r : m_doc.racks())
                mark(RuleScope::Rack, r.id.value);
            break;
        case EntityKind::Pdu:
            mark(RuleScope::Pdu, c.id);
            for (RackId r : m_doc.racksOnPdu(PduId(c.id))) // a rack's shelves (N+1, mixed sides) are its sides' parts and units
                mark(RuleScope::Rack, r.value);
            for (const PowerFeed &f : m_doc.feeds()) // a PDU may have changed feed; feeds are few
                mark(RuleScope::Feed, f.id.value);
            for (const Busway &b : m_doc.busways()) // or busway; busways are few
                mark(RuleScope::Busway, b.id.value);
            break;
        case EntityKind::Loop:
            mark(RuleScope::Loop, c.id);
            for (CduId cdu : m_doc.cdusOf(LoopId(c.id))) // a loop moved to another hall takes its CDUs along
                mark(RuleScope::Cdu, cdu.value);
            break;
        case EntityKind::Column:
        case EntityKind::KeepOut:
            // A removed obstacle's hall is no longer known; obstacles are drawn by hand and
            // rarely, so every rack and CDU is looked at again.
            for (const Rack &r : m_doc.racks())
                mark(RuleScope::Rack, r.id.value);
            for (const Cdu &cdu : m_doc.cdus())
                mark(RuleScope::Cdu, cdu.id.value);
            break;
        case EntityKind::Busway:
            mark(RuleScope::Busway, c.id);
            for (PduId p : m_doc.tapOffsOf(BuswayId(c.id))) // their feed is checked against the busway's
                mark(RuleScope::Pdu, p.value);
            break;
        case EntityKind::Cdu:
            mark(RuleScope::Cdu, c.id);
            for (const CoolingLoop &l : m_doc.loops()) // a CDU may have changed loop; loops are few
                mark(RuleScope::Loop, l.id.value);
            design = true; // CDU_OVERLAP compares floor footprints design-wide, as for racks
            break;
        case EntityKind::Network:
            for (DeviceId d : m_doc.devicesOn(NetworkId(c.id))) {
                markDevice(d.value);
                markCablesOfDevice(d.value);
            }
            design = true;
            break;
        case EntityKind::Part:
            break;
        }
    }
    scheduleLocal();
    if (design)
        scheduleDesign();
}

void LiveRuleChecker::markDevice(uint32_t device)
{
    m_dirty[size_t(RuleScope::Device)].push_back(device);
}

// A leaf of a single-switch network needs no uplinks, so when a network grows from or shrinks
// to one switch, its switches' verdicts change. Other changes of membership leave them alone.
void LiveRuleChecker::markNetworkMembership(uint32_t device)
{
    const Device *d = m_doc.devices().find(DeviceId(device));
    const uint32_t now = d ? d->network.value : 0;
    const uint32_t before = device < m_deviceNetwork.size() ? m_deviceNetwork[device] : 0;
    if (device >= m_deviceNetwork.size())
        m_deviceNetwork.resize(std::max<size_t>(device + 1, m_deviceNetwork.size() * 3 / 2), 0);
    m_deviceNetwork[device] = now;
    for (uint32_t net : {before, now}) {
        if (!net || before == now)
            continue;
        const auto members = m_doc.devicesOn(NetworkId(net));
        if (members.size() <= 2)
            for (DeviceId m : members)
                markDevice(m.value);
    }
}

// A device's cables, their ports and the devices at their far ends: a leaf's uplink count
// changes when a spine changes tier, a cable's verdict when either end's network changes.
void LiveRuleChecker::markCablesOfDevice(uint32_t device)
{
    for (PortId port : m_doc.portsOf(DeviceId(device))) {
        m_dirty[size_t(RuleScope::Port)].push_back(port.value);
        for (CableId cable : m_doc.cablesAt(port))
            markCable(cable.value);
    }
}

void LiveRuleChecker::markCable(uint32_t cable)
{
    m_dirty[size_t(RuleScope::Cable)].push_back(cable);
    auto markEnd = [this](uint32_t port) {
        if (!port)
            return;
        m_dirty[size_t(RuleScope::Port)].push_back(port);
        if (const Port *p = m_doc.ports().find(PortId(port)))
            markDevice(p->device.value);
    };
    // The ends it had (a removed or re-plugged cable frees them) and the ends it has now.
    if (cable < m_cableEnds.size()) {
        markEnd(m_cableEnds[cable].first);
        markEnd(m_cableEnds[cable].second);
    }
    const Cable *c = m_doc.cables().find(CableId(cable));
    if (cable >= m_cableEnds.size())
        m_cableEnds.resize(std::max<size_t>(cable + 1, m_cableEnds.size() * 3 / 2));
    m_cableEnds[cable] = c ? std::pair{c->a.value, c->b.value} : std::pair{0u, 0u};
    if (c) {
        markEnd(c->a.value);
        markEnd(c->b.value);
    }
}

void LiveRuleChecker::onEngineUpdated()
{
    const Engine::Delta &delta = m_engine.lastDelta();
    if (delta.full) {
        m_dirtyAll = true;
    } else {
        auto add = [this](RuleScope s, const std::vector<uint32_t> &ids) {
            auto &dirty = m_dirty[size_t(s)];
            dirty.insert(dirty.end(), ids.begin(), ids.end());
        };
        add(RuleScope::Rack, delta.racks);
        add(RuleScope::Cable, delta.cables);
        add(RuleScope::Pdu, delta.pdus);
        add(RuleScope::Loop, delta.loops);
        add(RuleScope::Hall, delta.halls);
        if (!delta.pdus.empty()) {
            for (const PowerFeed &f : m_doc.feeds())
                m_dirty[size_t(RuleScope::Feed)].push_back(f.id.value);
            for (const Busway &b : m_doc.busways())
                m_dirty[size_t(RuleScope::Busway)].push_back(b.id.value);
        }
    }
    scheduleLocal();
}

// --- local rules -----------------------------------------------------------------------------

bool LiveRuleChecker::exists(RuleScope scope, uint32_t id) const
{
    switch (scope) {
    case RuleScope::Rack:
        return m_doc.racks().contains(RackId(id));
    case RuleScope::Device:
        return m_doc.devices().contains(DeviceId(id));
    case RuleScope::Port:
        return m_doc.ports().contains(PortId(id));
    case RuleScope::Cable:
        return m_doc.cables().contains(CableId(id));
    case RuleScope::Pdu:
        return m_doc.pdus().contains(PduId(id));
    case RuleScope::Feed:
        return m_doc.feeds().contains(FeedId(id));
    case RuleScope::Loop:
        return m_doc.loops().contains(LoopId(id));
    case RuleScope::Hall:
        return m_doc.halls().contains(HallId(id));
    case RuleScope::Busway:
        return m_doc.busways().contains(BuswayId(id));
    case RuleScope::Cdu:
        return m_doc.cdus().contains(CduId(id));
    }
    return false;
}

void LiveRuleChecker::flush()
{
    m_localPending.stop();
    const auto &rules = ruleBook().local;
    const RuleContext ctx{m_doc, m_engine};
    int64_t checked = 0;
    std::vector<Problem> fresh;
    auto check = [&](size_t rule, uint32_t id) {
        checkLocalRule(ctx, rule, id, fresh);
        ++checked;
    };
    const bool full = m_dirtyAll;
    size_t replaced = 0;
    if (full) {
        m_dirtyAll = false;
        for (auto &d : m_dirty)
            d.clear();
        m_cableEnds.assign(size_t(m_doc.idCounters()[size_t(EntityKind::Cable)]), {0, 0});
        for (const Cable &c : m_doc.cables())
            m_cableEnds[c.id.value] = {c.a.value, c.b.value};
        m_deviceNetwork.assign(size_t(m_doc.idCounters()[size_t(EntityKind::Device)]), 0);
        for (const Device &d : m_doc.devices())
            m_deviceNetwork[d.id.value] = d.network.value;
        checked = checkLocalRules(ctx, fresh);
        replaced = m_problems.size() + fresh.size();
        merge([](const Problem &p) { return p.source != 0; }, std::move(fresh));
    } else {
        bool any = false;
        for (auto &dirty : m_dirty) {
            std::sort(dirty.begin(), dirty.end());
            dirty.erase(std::unique(dirty.begin(), dirty.end()), dirty.end());
            any = any || !dirty.empty();
        }
        if (any) {
            for (size_t r = 0; r < rules.size(); ++r)
                for (uint32_t id : m_dirty[size_t(rules[r]->scope())])
                    if (exists(rules[r]->scope(), id))
                        check(r, id);
            // A problem is stale when its rule re-checked its object.
            auto stale = [this, &rules](const Problem &p) {
                if (p.source == 0)
                    return false;
                const auto &dirty = m_dirty[size_t(rules[p.source - 1]->scope())];
                return std::binary_search(dirty.begin(), dirty.end(), p.sourceObject);
            };
            replaced = size_t(std::count_if(m_problems.begin(), m_problems.end(), stale)) + fresh.size();
            if (replaced > 0)
                merge(stale, std::move(fresh));
            for (auto &d : m_dirty)
                d.clear();
        }
    }
    m_stats = {checked, int64_t(replaced), full};
    if (m_rewaive) {
        m_rewaive = false;
        applyWaivers(m_doc.site(), m_problems);
        replaced = std::max<size_t>(replaced, 1);
    }
    if (replaced > 0 || full)
        emit problemsChanged();
}

template <class Stale>
void LiveRuleChecker::merge(Stale stale, std::vector<Problem> fresh)
{
    m_problems.erase(std::remove_if(m_problems.begin(), m_problems.end(), stale), m_problems.end());
    applyWaivers(m_doc.site(), fresh);
    sortProblems(fresh);
    const auto middle = m_problems.insert(m_problems.end(), std::make_move_iterator(fresh.begin()),
                                          std::make_move_iterator(fresh.end()));
    std::inplace_merge(m_problems.begin(), middle, m_problems.end(), problemOrder);
}

// --- design-wide rules -----------------------------------------------------------------------

void LiveRuleChecker::scheduleDesign()
{
    if (m_job) {
        m_job->cancel = true; // it reads an older design; its result would be dropped anyway
        m_job.reset();
    }
    m_designDelay.start();
    emit designCheckStateChanged();
}

void LiveRuleChecker::startDesignCheck()
{
    m_designDelay.stop();
    auto job = std::make_shared<Job>();
    job->snapshot = m_doc.snapshot();
    m_job = job;
    m_percent = 0;
    m_pool.start([this, job]() mutable {
        JobRun run(this, job.get());
        std::vector<Problem> found;
        const bool completed = checkDesignRules(*job->snapshot, run, found);
        // The job (and its snapshot) moves into the result, so that it is released on the
        // checker's thread.
        {
            const std::lock_guard lock(m_finishedMutex);
            m_finished.push_back({std::move(job), completed, std::move(found)});
        }
        QMetaObject::invokeMethod(this, [this] { collectFinished(); }, Qt::QueuedConnection);
    });
    emit designCheckStateChanged();
}

void LiveRuleChecker::collectFinished()
{
    std::vector<Finished> finished;
    {
        const std::lock_guard lock(m_finishedMutex);
        finished.swap(m_finished);
    }
    for (Finished &f : finished)
        onDesignCheckDone(f.job.get(), f.completed, std::move(f.problems));
}

void LiveRuleChecker::onDesignCheckProgress(const Job *job, int percent)
{
    if (job != m_job.get())
        return;
    m_percent = percent;
    emit designCheckStateChanged();
}

void LiveRuleChecker::onDesignCheckDone(const Job *job, bool completed, std::vector<Problem> problems)
{
    if (job != m_job.get())
        return; // superseded by a newer edit, or cancelled
    m_job.reset();
    m_percent = 100;
    m_designStale = !completed;
    if (completed) {
        merge([](const Problem &p) { return p.source == 0; }, std::move(problems));
        emit problemsChanged();
    }
    emit designCheckStateChanged();
}

void LiveRuleChecker::cancelDesignCheck()
{
    if (!designCheckRunning())
        return;
    m_designDelay.stop();
    if (m_job) {
        m_job->cancel = true;
        m_job.reset();
    }
    m_designStale = true;
    emit designCheckStateChanged();
}

bool LiveRuleChecker::waitForDesignCheck(int timeoutMs)
{
    if (m_designDelay.isActive())
        startDesignCheck();
    QElapsedTimer timer;
    timer.start();
    while (m_job) {
        const int left = timeoutMs - int(timer.elapsed());
        if (left <= 0)
            return false;
        m_pool.waitForDone(left);
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
    return true;
}

} // namespace railyard
