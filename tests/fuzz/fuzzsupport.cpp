#include "fuzzsupport.h"

#include "catalog/catalogcsv.h"
#include "engine/engine.h"
#include "report/designinfo.h"
#include "report/rankanalysis.h"
#include "report/totalsreport.h"
#include "rules/ruleprovider.h"
#include "sample/samplebuilder.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace railyard::fuzz {

void ensureApplication()
{
    static int argc = 1;
    static char name[] = "railyard-fuzz";
    static char *argv[] = {name, nullptr};
    // Never destroyed: at exit Qt's own globals may already be gone.
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

const Document &sampleDesign()
{
    // Never destroyed, as the application it belongs to.
    static const Document *doc = [] {
        ensureApplication();
        auto catalog = readCatalogCsv(QStringLiteral(RAILYARD_TEST_DATA "/catalog_small.csv"));
        if (!catalog) {
            std::fprintf(stderr, "%s\n", qPrintable(catalog.error()));
            std::abort();
        }
        auto *d = new Document(std::move(*catalog));
        if (!buildSampleDesign(*d))
            std::abort();
        return d;
    }();
    return *doc;
}

void runEveryCommand(const Document &doc)
{
    const Engine engine(doc);
    (void)totalsText(doc, engine);
    (void)checkDesign(doc, engine);
    (void)toText(computeDesignInfo(doc), QStringLiteral("fuzz.railyard"));
    (void)analyzeRanks(doc, nullptr);
}

void expectMessage(bool ok, const QString &error, const char *reader)
{
    // RAILYARD_FUZZ_VERBOSE=1 shows what each input got: to see that a corpus reaches deep.
    static const bool verbose = std::getenv("RAILYARD_FUZZ_VERBOSE") != nullptr;
    if (verbose)
        std::fprintf(stderr, "%s: %s\n", reader, ok ? "accepted" : qPrintable(error.left(200)));
    if (!ok && error.trimmed().isEmpty()) {
        std::fprintf(stderr, "%s refused an input without a message\n", reader);
        std::abort();
    }
}

} // namespace railyard::fuzz
