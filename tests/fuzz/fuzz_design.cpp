// A .railyard file from bytes: what File > Open, every CLI command and a stored variant read.
// A design that opens must work for every command (totals, check, info, ranks), as one that is
// refused must say why.
#include "fuzzsupport.h"

#include "io/designstore.h"

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    Document doc(Catalog{});
    const Status s = DesignStore::loadBytes(doc, fuzz::bytes(data, size), QStringLiteral("fuzz.railyard"));
    fuzz::expectMessage(s.ok(), s.error(), "design");
    if (!s)
        return 0;
    fuzz::runEveryCommand(doc);
    return 0;
}
