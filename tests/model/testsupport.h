#pragma once

// Shared fixtures for the model tests.

#include "catalog/catalogcsv.h"
#include "document/document.h"
#include "generate/generator.h"
#include "io/designdump.h"
#include "sample/samplebuilder.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>
#include <memory>

namespace railyard::test {

inline Catalog smallCatalog()
{
    auto c = readCatalogCsv(QStringLiteral(RAILYARD_TEST_DATA "/catalog_small.csv"));
    if (!c)
        qFatal("%s", qPrintable(c.error()));
    return std::move(*c);
}

inline std::unique_ptr<Document> sampleDocument()
{
    auto doc = std::make_unique<Document>(smallCatalog());
    const Status s = buildSampleDesign(*doc);
    if (!s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

// A design the generator makes for `gpus` GPUs with its defaults, on the bundled catalog;
// `reservedPerSu` node slots kept free per SU leave every leaf spare ports to cable wrongly into.
inline std::unique_ptr<Document> generatedDocument(int gpus, int reservedPerSu = 0)
{
    auto doc = std::make_unique<Document>(std::move(*bundledCatalog()));
    GeneratorOptions o;
    o.gpus = gpus;
    o.reservedPerSu = reservedPerSu;
    if (auto s = generateDesign(*doc, o); !s)
        qFatal("%s", qPrintable(s.error()));
    return doc;
}

inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace railyard::test
