// LLDP neighbour JSON as lldpcli prints it, then verified against the sample design.
#include "fuzzsupport.h"

#include "verify/fabricdiff.h"
#include "verify/lldpjson.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Document &design = fuzz::sampleDesign();
    const auto r = parseLldpJson(fuzz::bytes(data, size), QStringLiteral("lldp.json"), QStringLiteral("leaf-su1-r1"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "LLDP JSON");
    if (r.ok())
        (void)verifyFabric(design, r.value(), NameMap{});
    return 0;
}
