#pragma once

#include "rackmetric.h"

#include <QRectF>
#include <QString>
#include <vector>

class QPainter;

namespace railyard {

// What the title block of an exported plan says (docs/GUI.md): the design, its revision and
// date, the scale, and what the colours mean.
struct TitleBlock {
    QString design;   // the design's name (its file's, or the site's when never saved)
    QString site;
    QString customer;
    QString revision; // the variant and the file's save time, or "unsaved changes"
    QString date;     // the day of the export
    QString colourBy; // what the racks are coloured by
    std::vector<LegendEntry> legend;
};

TitleBlock titleBlockFor(Document &doc, RackMetric metric);

// The block's height for a drawing `width` wide (in the painter's units).
double titleBlockHeight(double width);

// Draws the block into `box`: name and revision on the left, a scale bar true to the plan drawn
// at `pixelsPerMetre` (the painter's units per metre of floor) and, on paper, the ratio
// (`unitsPerMetreOnPaper` > 0: the painter's units per metre of paper), then the legend.
void drawTitleBlock(QPainter &p, const QRectF &box, const TitleBlock &block, double pixelsPerMetre,
                    double unitsPerMetreOnPaper = 0);

} // namespace railyard
