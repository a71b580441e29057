// The cable list CSV (`import cables`), read against the sample design.
#include "fuzzsupport.h"

#include "cabling/cablelist.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto r = readCableList(fuzz::sampleDesign(), fuzz::text(data, size), QStringLiteral("cables.csv"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "cable list");
    return 0;
}
