#pragma once

#include "ruleprovider.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <array>
#include <mutex>

namespace railyard {

// Keeps the design's problem list current while the user edits (docs/RULES.md, "Live"):
// - local rules re-run, on the next turn of the event loop, only for the objects an edit
//   touched (as the change set and the engine's delta say), so an edit of a 131,072-GPU
//   design costs what it touches;
// - design-wide rules run on a read-only snapshot on a worker thread after edits pause, with
//   progress and cancel; an edit cancels a run in flight and schedules a fresh one, and until
//   it reports, the list keeps the last design-wide results.
class LiveRuleChecker : public QObject {
    Q_OBJECT
public:
    LiveRuleChecker(const Document &doc, const Engine &engine, QObject *parent = nullptr);
    ~LiveRuleChecker() override;

    // Sorted, waivers applied: local problems as of the last flush plus the last completed
    // design-wide run. Each edit merges what changed into it; nothing is re-sorted whole.
    const std::vector<Problem> &problems() const { return m_problems; }
    int errorCount() const;

    // Re-checks what edits touched now rather than on the next turn of the event loop.
    void flush();

    // Design-wide rules: how long edits must pause before a run starts (default 150 ms).
    void setDesignCheckDelay(int ms) { m_designDelay.setInterval(ms); }
    bool designCheckRunning() const { return m_job != nullptr || m_designDelay.isActive(); }
    int designCheckPercent() const { return m_percent; }
    // True when the last design-wide run was cancelled, so its results are older than the design.
    bool designCheckStale() const { return m_designStale; }
    void cancelDesignCheck();
    // Schedules a fresh design-wide run (after a cancel, say).
    void requestDesignCheck() { scheduleDesign(); }
    // Starts a pending run now and waits for it (tests, benchmarks). False on timeout.
    bool waitForDesignCheck(int timeoutMs = 30000);

    // Work done by the last local re-check, for tests and benchmarks.
    struct Stats {
        int64_t objectsChecked = 0;
        int64_t problemsReplaced = 0; // dropped and found again or anew
        bool full = false;
    };
    const Stats &lastLocalCheck() const { return m_stats; }

signals:
    void problemsChanged();
    // The design-wide run started, progressed, finished or was cancelled.
    void designCheckStateChanged();

private:
    struct Job;
    class JobRun;
    struct Finished;

    void onDocumentChanged(const ChangeSet &changes);
    void onEngineUpdated();
    void markDevice(uint32_t device);
    void markCablesOfDevice(uint32_t device);
    void markNetworkMembership(uint32_t device);
    void markCable(uint32_t cable);
    void scheduleLocal() { m_localPending.start(); }
    void scheduleDesign();
    void startDesignCheck();
    void collectFinished();
    void onDesignCheckDone(const Job *job, bool completed, std::vector<Problem> problems);
    void onDesignCheckProgress(const Job *job, int percent);
    bool exists(RuleScope scope, uint32_t id) const;
    // Replaces the problems `stale` says are out of date with `fresh`, keeping the list sorted.
    template <class Stale>
    void merge(Stale stale, std::vector<Problem> fresh);

    const Document &m_doc;
    const Engine &m_engine;

    std::array<std::vector<uint32_t>, kRuleScopeCount> m_dirty;
    bool m_dirtyAll = true;
    bool m_rewaive = false;
    // Ends of each cable as last seen, to find the ports a removed cable used.
    std::vector<std::pair<uint32_t, uint32_t>> m_cableEnds;
    // Network of each device as last seen, to find the network a removed device left.
    std::vector<uint32_t> m_deviceNetwork;
    QTimer m_localPending;

    QTimer m_designDelay;
    QThreadPool m_pool;
    std::shared_ptr<Job> m_job;
    // Runs the worker finished, handed to this thread under a plain mutex rather than inside a
    // queued functor: the hand-off is then ordered in code ThreadSanitizer sees (it cannot see
    // the futex Qt's event queue uses), and what a run found is freed on this thread.
    std::mutex m_finishedMutex;
    std::vector<Finished> m_finished;
    int m_percent = 0;
    bool m_designStale = false;

    std::vector<Problem> m_problems;
    Stats m_stats;
};

} // namespace railyard
