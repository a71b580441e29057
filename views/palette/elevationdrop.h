#pragma once

#include "partdroptarget.h"

namespace railyard {

class RackElevation;
class ElevationDropHint;

// Drops of catalog parts on the rack elevation (docs/GUI.md, "Catalog palette"): a device part
// is mounted with its lowest U at the U under the pointer (model/layout/mountpart.h), named
// after the rack's like devices, with its ports. While dragging, the units it would take are
// highlighted, red with the reason where they are taken, past the top or the rack is full; a
// refused drop changes nothing and says why. Each drop is one undoable step.
class ElevationDrop : public PartDropTarget {
    Q_OBJECT
public:
    ElevationDrop(Document &doc, RackElevation *elevation);

    struct Outcome {
        bool ok = false;
        int u = 0;
        QString text;
    };
    // What dropping `part` at a point of the elevation would do.
    Outcome preview(const Part &part, QPointF at) const;
    // The highlight as shown (tests): its text, empty when no drag is over the elevation.
    QString hintText() const;
    bool hintRefused() const;

signals:
    void mounted(railyard::DeviceId device);

protected:
    QWidget *dropWidget() const override;
    Verdict showDrop(const Part &part, QPointF at) override;
    void hideDrop() override;
    Verdict applyDrop(const Part &part, QPointF at) override;

private:
    RackElevation *m_elevation;
    ElevationDropHint *m_hint;
};

} // namespace railyard
