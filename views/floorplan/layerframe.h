#pragma once

#include "supplylayer.h"

namespace railyard {

// A hall seen along its rows: u runs along the rows (x, or y where most rows run along y) and
// v across them, so that the Power and Cooling layers lay out the same way either way.
struct LayerFrame {
    const Document &doc;
    const Engine &engine;
    HallId hall;
    const HallToScene &toScene;
    bool alongY = false;
    double lengthM = 0; // the hall along u

    LayerFrame(const Document &d, const Engine &e, HallId h, const HallToScene &t) : doc(d), engine(e), hall(h), toScene(t)
    {
        int byY = 0, byX = 0;
        for (RowId r : doc.rowsOf(hall)) {
            const RowGeometry g = engine.rowGeometry(r);
            if (g.valid)
                ++(g.alongY ? byY : byX);
        }
        alongY = byY > byX;
        const Hall *hl = doc.halls().find(hall);
        lengthM = hl ? (alongY ? hl->depthM : hl->widthM) : 0;
    }
    double u(const Rack &r) const { return alongY ? r.yM : r.xM; }
    double v(const Rack &r) const { return alongY ? r.xM : r.yM; }
    double u(QPointF m) const { return alongY ? m.y() : m.x(); }
    double v(QPointF m) const { return alongY ? m.x() : m.y(); }
    // A point (u, v) in scene units.
    QPointF at(double uM, double vM) const { return toScene(hall, alongY ? QPointF(vM, uM) : QPointF(uM, vM)); }
    QPointF centre(const Rack &r) const { return toScene(hall, QPointF(r.xM, r.yM)); }
    // The line across which a rack's row runs, or the rack's own where the row has none.
    double rowLine(const Rack &r) const
    {
        const RowGeometry g = engine.rowGeometry(r.row);
        return g.valid && g.alongY == alongY ? g.lineM : v(r);
    }
};

} // namespace railyard
