// The name map of `verify --names`.
#include "fuzzsupport.h"

#include "verify/fabricdiff.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    const auto r = parseNameMap(fuzz::text(data, size), QStringLiteral("names.csv"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "name map");
    return 0;
}
