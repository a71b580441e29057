// Saves a design over an existing file and aborts the process in the middle of writing, as a
// crash or a kill would. Used by tst_store to prove the old file survives.
#include "catalog/catalogcsv.h"
#include "io/designstore.h"
#include "sample/samplebuilder.h"

#include <QCoreApplication>
#include <cstdlib>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 4)
        return 2;
    auto catalog = railyard::readCatalogCsv(QString::fromLocal8Bit(argv[1]));
    if (!catalog)
        return 2;
    railyard::Document doc(std::move(*catalog));
    if (!railyard::buildSampleDesign(doc))
        return 2;
    const QString abortAt = QString::fromLocal8Bit(argv[3]);
    railyard::DesignStore::save(doc, QString::fromLocal8Bit(argv[2]), [&](const QString &stage) {
        if (stage == abortAt)
            std::abort();
        return true;
    });
    return 3; // never reached when the stage exists
}
