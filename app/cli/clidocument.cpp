#include "clidocument.h"

#include "catalog/catalogcsv.h"
#include "io/designstore.h"

namespace railyard::cli {

Result<std::unique_ptr<Document>> openDesign(const QString &path)
{
    auto doc = std::make_unique<Document>(Catalog());
    if (Status s = DesignStore::load(*doc, path); !s)
        return Result<std::unique_ptr<Document>>::failure(s.error());
    return Result<std::unique_ptr<Document>>(std::move(doc));
}

Result<std::unique_ptr<Document>> newDesign()
{
    auto catalog = bundledCatalog();
    if (!catalog)
        return Result<std::unique_ptr<Document>>::failure(catalog.error());
    return Result<std::unique_ptr<Document>>(std::make_unique<Document>(std::move(*catalog)));
}

} // namespace railyard::cli
