// ibnetdiscover text, then verified against the sample design.
#include "fuzzsupport.h"

#include "verify/fabricdiff.h"
#include "verify/ibnetdiscover.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Document &design = fuzz::sampleDesign();
    const auto r = parseIbnetdiscover(fuzz::bytes(data, size), QStringLiteral("fabric.topo"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "ibnetdiscover");
    if (r.ok())
        (void)verifyFabric(design, r.value(), NameMap{});
    return 0;
}
