#pragma once

#include "engine/engine.h"
#include "problem.h"

namespace railyard {

// Everything a rule reads: the design and the engine's figures for it.
struct RuleContext {
    const Document &doc;
    const Engine &engine;
};

// One rule (or one family of closely tied rules sharing their analysis, like the rail rule's
// swap and rotation). Providers are stateless; each adds the problems it finds.
class RuleProvider {
public:
    virtual ~RuleProvider() = default;
    virtual QString name() const = 0;
    virtual void check(const RuleContext &ctx, std::vector<Problem> &out) const = 0;
};

// Every provider Railyard has, in report order.
std::vector<std::unique_ptr<RuleProvider>> allRuleProviders();

// Runs every rule over the whole design; problems sorted by severity, code and objects.
std::vector<Problem> checkDesign(const Document &doc, const Engine &engine);

// Names for messages: "rack SU01-R03", "gpu00003:C4".
QString rackName(const Document &doc, RackId id);
QString portName(const Document &doc, PortId id);
QString cableName(const Document &doc, CableId id);

} // namespace railyard
