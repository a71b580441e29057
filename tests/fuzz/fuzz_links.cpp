// The links CSV of `verify --links` (and the P2P header).
#include "fuzzsupport.h"

#include "verify/linkscsv.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    const auto r = parseLinksCsv(fuzz::text(data, size), QStringLiteral("links.csv"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "links CSV");
    return 0;
}
