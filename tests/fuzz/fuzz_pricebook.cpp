// The price book CSV (`import prices`), read against the sample design's catalog.
#include "fuzzsupport.h"

#include "quote/pricebookcsv.h"

#include <cmath>
#include <cstdlib>

using namespace railyard;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto r = readPriceBookCsv(fuzz::sampleDesign().catalog(), fuzz::text(data, size), QStringLiteral("prices.csv"));
    fuzz::expectMessage(r.ok(), r.ok() ? QString() : r.error(), "price book");
    if (r.ok())
        for (const PriceEntry &p : r.value().prices)
            if (!std::isfinite(p.unitPrice) || p.unitPrice < 0)
                std::abort(); // a price the design could not store again
    return 0;
}
