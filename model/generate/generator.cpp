#include "generator.h"

#include "generatorrun.h"

namespace railyard {

// The phases and what each decides: generatorrun.h.
Result<GenerationSummary> generateDesign(Document &doc, const GeneratorOptions &o)
{
    return GeneratorRun(doc, o).run();
}

} // namespace railyard
