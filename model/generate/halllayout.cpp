#include "generatorrun.h"

#include "cabling/cablelabels.h"
#include "cduplacement.h"
#include "commands/editor.h"
#include "engine/engine.h"

#include <QCoreApplication>
#include <cmath>
#include <unordered_set>

namespace railyard {

// Each hall's rows stacked across it (stackRows), its CDU gallery along the y = 0 wall, and
// its size: as the layout needs, or as given when that holds the layout.
Status GeneratorRun::layOutHalls()
{
    for (Hall &h : f.halls) {
        const size_t hallIndex = size_t(&h - f.halls.data());
        // The hall's CDUs stand in a gallery along its y = 0 wall, inside the room; its rows move
        // back past the gallery's service aisle. The rows stand in as many blocks as keep the
        // hall within its aspect (a building, not a bowling alley).
        std::unordered_set<uint32_t> loopsHere, rowsHere;
        for (const CoolingLoop &l : f.loops)
            if (l.hall == h.id)
                loopsHere.insert(l.id.value);
        for (const Row &row : f.rows)
            if (row.hall == h.id)
                rowsHere.insert(row.id.value);
        std::vector<Cdu *> gallery;
        for (Cdu &c : f.cdus)
            if (loopsHere.count(c.loop.value))
                gallery.push_back(&c);
        const double span = floors[hallIndex].widthM() - 2 * kHallMarginM;
        const auto galleryDepth = [&](double width) { return std::max(0.0, placeCduGallery(gallery, cat, std::ceil(width)) - kHallMarginM); };
        const RowStack stack = rowStack(f, cat, h.id);
        const int blocks = blocksForHall(stack, span, o.maxHallAspect, galleryDepth);
        const QSizeF hallSize = stackRows(f, stack, span, blocks);
        const double shiftM = galleryDepth(hallSize.width()); // places the CDUs at the hall's width
        if (blocks > 1) {
            const double w = std::ceil(hallSize.width()), d = std::ceil(hallSize.height() + shiftM);
            summary.notes << QCoreApplication::translate("Generator", "Hall %1: rows in %2 blocks side by side with %3 m cross aisles, "
                                                                      "%4 × %5 m (long side %6 × the short one; at most %7 asked)")
                                 .arg(h.name)
                                 .arg(blocks)
                                 .arg(kCrossAisleM)
                                 .arg(w)
                                 .arg(d)
                                 .arg(std::max(w, d) / std::min(w, d), 0, 'f', 2)
                                 .arg(o.maxHallAspect);
        }
        for (Rack &r : f.racks)
            if (rowsHere.count(r.row.value))
                r.yM += shiftM;
        h.depthM = std::ceil(hallSize.height() + shiftM);
        h.widthM = std::ceil(hallSize.width());
        if (o.hallWidthM > 0 || o.hallDepthM > 0) {
            if ((o.hallWidthM > 0 && o.hallWidthM < h.widthM) || (o.hallDepthM > 0 && o.hallDepthM < h.depthM))
                return Status::failure(QCoreApplication::translate("Generator", "the layout needs a hall of %1 × %2 m (with %3 m margins); the hall given is %4 × %5 m")
                                      .arg(h.widthM)
                                      .arg(h.depthM)
                                      .arg(kHallMarginM)
                                      .arg(o.hallWidthM > 0 ? o.hallWidthM : h.widthM)
                                      .arg(o.hallDepthM > 0 ? o.hallDepthM : h.depthM));
            if (o.hallWidthM > 0)
                h.widthM = o.hallWidthM;
            if (o.hallDepthM > 0)
                h.depthM = o.hallDepthM;
        }
    }
    return {};
}

// One undo step: the design inserted, and the feeds, utility and room air sized from the
// engine's figures for what was built.
void GeneratorRun::commit()
{
    const double estimateW = itMax;

    // One undo step: the hall, every cable labelled with the site's template, and the feeds,
    // utility and room air sized from the engine's figures for what was built — the optics
    // it chose, each watt once — rather than from the worst-case estimate that sized racks and
    // PDUs (which would push the utility feed a step up).
    Editor editor(doc);
    const QString text = QCoreApplication::translate("Generator", "Generate %1 GPUs").arg(o.gpus);
    doc.undoStack()->beginMacro(text);
    editor.insert(std::move(f), text);
    relabelCables(editor, doc.site().labelTemplate);
    if (o.maxHallItW > 0 && o.maxHallItW != doc.site().maxHallItW) {
        Site site = doc.site();
        site.maxHallItW = o.maxHallItW;
        editor.setSite(site, Site::kLimits);
    }
    double engineItW = 0, engineFeedW = 0, utilityW = 0;
    std::vector<double> hallItW;
    {
        const Engine engine(doc);
        for (HallId id : hallIds) {
            const LoadSums sums = engine.hall(id);
            hallItW.push_back(fromMilli(sums.itMaxMw()));
            engineItW += hallItW.back();
            Hall sized = doc.halls().at(id);
            sized.utilityFeedW = std::ceil(hallItW.back() * o.pue * 1.15 / 500e3) * 500e3;
            sized.airCoolingW = std::ceil(fromMilli(sums.airMw) * 1.2 / 50e3) * 50e3;
            utilityW += sized.utilityFeedW;
            editor.update(sized, Hall::kUtilityFeed | Hall::kAirCooling, text);
            std::vector<FeedId> feeds;
            for (FeedId feedId : doc.feedsOf(id))
                feeds.push_back(feedId);
            for (FeedId feedId : feeds) {
                PowerFeed feed = doc.feeds().at(feedId);
                feed.capacityW = std::ceil(fromMilli(engine.feed(feedId).failoverMw) * 1.1 / 100e3) * 100e3;
                engineFeedW = std::max(engineFeedW, feed.capacityW);
                editor.update(feed, PowerFeed::kCapacity, text);
            }
        }
    }
    doc.undoStack()->endMacro();
    summary.notes << QCoreApplication::translate("Generator", "IT load %1 MW with the optics chosen (%2 MW estimated with the most power-hungry "
                                                              "module in every optical port, for racks and PDUs); feeds %3 MW each; utility %4 MW at PUE %5")
                         .arg(engineItW / 1e6, 0, 'f', 3)
                         .arg(estimateW / 1e6, 0, 'f', 3)
                         .arg(engineFeedW / 1e6, 0, 'f', 1)
                         .arg(utilityW / 1e6, 0, 'f', 1)
                         .arg(o.pue);
    for (size_t h = 0; h < hallIds.size(); ++h) {
        const Hall &hall = doc.halls().at(hallIds[h]);
        if (hallIds.size() > 1)
            summary.notes << QCoreApplication::translate("Generator", "Hall %1: %2 MW IT load, %3 × %4 m (%5 m²)")
                                 .arg(hall.name)
                                 .arg(hallItW[h] / 1e6, 0, 'f', 3)
                                 .arg(hall.widthM)
                                 .arg(hall.depthM)
                                 .arg(hall.widthM * hall.depthM, 0, 'f', 0);
        // The split is made on worst-case estimates, so this holds unless the limits are
        // smaller than one SU's share: then `check` reports the hall as well.
        if (hallItW[h] > doc.site().maxHallItW || hall.widthM * hall.depthM > doc.site().maxHallAreaM2)
            summary.notes << QCoreApplication::translate("Generator", "Warning: hall %1 holds %2 MW of IT load on %3 m², beyond the site's %4 MW and %5 m² "
                                                                      "per hall; `check` reports it")
                                 .arg(hall.name)
                                 .arg(hallItW[h] / 1e6, 0, 'f', 1)
                                 .arg(hall.widthM * hall.depthM, 0, 'f', 0)
                                 .arg(doc.site().maxHallItW / 1e6, 0, 'f', 0)
                                 .arg(doc.site().maxHallAreaM2, 0, 'f', 0);
    }
}

Result<GenerationSummary> GeneratorRun::run()
{
    using R = Result<GenerationSummary>;
    if (Status s = checkGeneratorOptions(o); !s)
        return R::failure(s.error());
    for (Status (GeneratorRun::*phase)() : {&GeneratorRun::chooseParts, &GeneratorRun::sizeRacks, &GeneratorRun::splitIntoHalls})
        if (Status s = (this->*phase)(); !s)
            return R::failure(s.error());
    beginSite();
    buildScalableUnits();
    buildComputeUpperTiers();
    for (Status (GeneratorRun::*phase)() : {&GeneratorRun::buildStorageAndManagement, &GeneratorRun::buildEthernetNetworks,
                                            &GeneratorRun::sizePowerAndCooling})
        if (Status s = (this->*phase)(); !s)
            return R::failure(s.error());
    manageThePdus();
    summary.racks = int(f.racks.size());
    nameFeedsAndLoops();
    addCdus();
    if (Status s = layOutHalls(); !s)
        return R::failure(s.error());
    commit();
    return summary;
}

} // namespace railyard
