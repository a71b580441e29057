#include "scenarioset.h"

#include "commands/editor.h"
#include "io/designstore.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard {

namespace {
template <class SiteT>
auto findStored(SiteT &site, const QString &name)
{
    return std::find_if(site.scenarios.begin(), site.scenarios.end(), [&](const StoredScenario &s) { return s.name == name; });
}
} // namespace

QString currentScenarioName(const Document &doc)
{
    const QString name = doc.site().scenarioName.trimmed();
    return name.isEmpty() ? QCoreApplication::translate("Scenarios", "Current design") : name;
}

Result<StoredScenario> captureScenario(const Document &doc, const QString &name, const QString &note)
{
    auto bytes = DesignStore::toBytes(doc);
    if (!bytes)
        return Result<StoredScenario>::failure(bytes.error());
    return StoredScenario{name.trimmed(), note, *bytes};
}

Status addScenario(Document &doc, const StoredScenario &scenario)
{
    const QString name = scenario.name.trimmed();
    if (name.isEmpty())
        return Status::failure(QCoreApplication::translate("Scenarios", "A variant needs a name."));
    if (name == currentScenarioName(doc) || findStored(doc.site(), name) != doc.site().scenarios.end())
        return Status::failure(QCoreApplication::translate("Scenarios", "A variant named '%1' exists already; choose another name.").arg(name));
    Site site = doc.site();
    site.scenarios.push_back(scenario);
    site.scenarios.back().name = name;
    Editor(doc).setSite(site, Site::kScenarios);
    return {};
}

Status removeScenario(Document &doc, const QString &name)
{
    Site site = doc.site();
    const auto it = findStored(site, name);
    if (it == site.scenarios.end())
        return Status::failure(QCoreApplication::translate("Scenarios", "There is no stored variant named '%1'.").arg(name));
    site.scenarios.erase(it);
    Editor(doc).setSite(site, Site::kScenarios);
    return {};
}

Status renameCurrentScenario(Document &doc, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Status::failure(QCoreApplication::translate("Scenarios", "A variant needs a name."));
    if (findStored(doc.site(), trimmed) != doc.site().scenarios.end())
        return Status::failure(QCoreApplication::translate("Scenarios", "A variant named '%1' exists already; choose another name.").arg(trimmed));
    Site site = doc.site();
    site.scenarioName = trimmed;
    Editor(doc).setSite(site, Site::kScenarios);
    return {};
}

Result<std::unique_ptr<Document>> openScenario(const StoredScenario &scenario)
{
    auto doc = std::make_unique<Document>(Catalog{});
    if (Status s = DesignStore::loadBytes(*doc, scenario.design, QCoreApplication::translate("Scenarios", "variant '%1'").arg(scenario.name)); !s)
        return Result<std::unique_ptr<Document>>::failure(s.error());
    return doc;
}

Result<std::vector<ScenarioFigures>> compareScenarios(const Document &doc, const Engine &engine)
{
    using R = Result<std::vector<ScenarioFigures>>;
    const TcoInputs &in = doc.site().priceBook.tco;
    std::vector<ScenarioFigures> all;
    auto current = scenarioFigures(doc, engine, currentScenarioName(doc), in);
    if (!current)
        return R::failure(current.error());
    all.push_back(*current);
    for (const StoredScenario &stored : doc.site().scenarios) {
        auto variant = openScenario(stored);
        if (!variant)
            return R::failure(variant.error());
        const Engine variantEngine(**variant);
        auto figures = scenarioFigures(**variant, variantEngine, stored.name, in);
        if (!figures)
            return R::failure(figures.error());
        all.push_back(*figures);
    }
    return all;
}

Status activateScenario(Document &doc, const QString &name)
{
    Site before = doc.site();
    const auto it = findStored(before, name);
    if (it == before.scenarios.end())
        return Status::failure(QCoreApplication::translate("Scenarios", "There is no stored variant named '%1'.").arg(name));
    // The previous design is stored under its name, made unique among the others if needed.
    QString keptName = currentScenarioName(doc);
    for (int n = 2; std::any_of(before.scenarios.begin(), before.scenarios.end(),
                                [&](const StoredScenario &s) { return s.name == keptName && s.name != name; });
         ++n)
        keptName = QStringLiteral("%1 (%2)").arg(currentScenarioName(doc)).arg(n);
    auto previous = captureScenario(doc, keptName, QString());
    if (!previous)
        return Status::failure(previous.error());
    const StoredScenario chosen = *it;
    *it = *previous; // the current design takes the chosen variant's place in the list
    if (Status s = DesignStore::loadBytes(doc, chosen.design, QCoreApplication::translate("Scenarios", "variant '%1'").arg(name)); !s)
        return s;
    Site site = doc.site();
    site.scenarios = std::move(before.scenarios);
    site.scenarioName = chosen.name;
    // The TCO assumptions are shared by every variant: the ones in use stay.
    site.priceBook.tco = before.priceBook.tco;
    Editor(doc).setSite(site, Site::kScenarios);
    // Like opening a file, the switch is not undoable; unlike it, the result is not on disk yet.
    doc.undoStack()->clear();
    doc.undoStack()->resetClean();
    return {};
}

} // namespace railyard
