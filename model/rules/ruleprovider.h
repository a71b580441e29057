#pragma once

#include "engine/engine.h"
#include "problem.h"

#include <memory>

namespace railyard {

// Everything a local rule reads: the design and the engine's figures for it.
struct RuleContext {
    const Document &doc;
    const Engine &engine;
};

// The kind of object a local rule looks at one at a time. The live checker re-runs a local
// rule only for the objects of its scope that an edit touched.
enum class RuleScope : uint8_t { Rack, Device, Port, Cable, Pdu, Feed, Loop, Hall, Busway, Cdu };
constexpr int kRuleScopeCount = 10;
EntityKind scopeKind(RuleScope scope);

// A rule whose verdict on one object depends only on that object, its contents and its
// engine figures: rack power, a cable's reach, a port used twice. Stateless.
class LocalRule {
public:
    virtual ~LocalRule() = default;
    virtual QString name() const = 0;
    virtual RuleScope scope() const = 0;
    // Adds the problems of object `id` (which exists in ctx.doc).
    virtual void checkObject(const RuleContext &ctx, uint32_t id, std::vector<Problem> &out) const = 0;
};

// Progress and cancel of a design-wide check (which may run on another thread).
class RuleRun {
public:
    virtual ~RuleRun() = default;
    virtual bool cancelled() const { return false; }
    // Rule `index` of `count` starts.
    virtual void beginRule(int index, int count) { (void)index, (void)count; }
    // `done` of `total` steps of the current rule.
    virtual void progress(int64_t done, int64_t total) { (void)done, (void)total; }
};

// A rule that compares objects with each other across the design — crossed cables between
// nodes of an SU, racks overlapping, aisles narrowed against the facing row. It reads only the
// document, so it can run on a read-only snapshot off the UI thread.
class DesignRule {
public:
    virtual ~DesignRule() = default;
    virtual QString name() const = 0;
    virtual void check(const Document &doc, RuleRun &run, std::vector<Problem> &out) const = 0;
};

// Every rule Railyard has, in report order. Built once; the rules are stateless.
struct RuleBook {
    std::vector<std::unique_ptr<LocalRule>> local;
    std::vector<std::unique_ptr<DesignRule>> design;
};
const RuleBook &ruleBook();

// Runs local rule `rule` (its index in ruleBook().local) on one object; its problems carry
// that rule and object as their source.
void checkLocalRule(const RuleContext &ctx, size_t rule, uint32_t id, std::vector<Problem> &out);
// Runs every local rule over every object of its scope; returns the checks made.
int64_t checkLocalRules(const RuleContext &ctx, std::vector<Problem> &out);
// Runs every design rule; stops early (returning false) when the run is cancelled.
bool checkDesignRules(const Document &doc, RuleRun &run, std::vector<Problem> &out);

// Report order: severity, code, objects.
bool problemOrder(const Problem &a, const Problem &b);
void sortProblems(std::vector<Problem> &problems);
// Why a problem with this code cannot be waived, or empty when it can: two racks or two devices
// in one place, or a device past the top of its rack, cannot be built whatever the reason.
QString whyNotWaivable(const QString &code);
// Marks the problems the site's waivers match, with the designer's reason; a waiver of a problem
// that cannot be waived (one stored before the rule, or written by hand) is ignored.
void applyWaivers(const Site &site, std::vector<Problem> &problems);

// Runs every rule over the whole design: sorted, waivers applied.
std::vector<Problem> checkDesign(const Document &doc, const Engine &engine);

// Names for messages: "rack SU01-R03", "gpu00003:C4".
QString rackName(const Document &doc, RackId id);
QString portName(const Document &doc, PortId id);
QString cableName(const Document &doc, CableId id);

} // namespace railyard
