#pragma once

#include "engine/sitelayout.h"
#include "facilitylayer.h"
#include "rackmetric.h"
#include "rules/liverulechecker.h"
#include "supplylayer.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <array>

namespace railyard {

class RackItem;

// The floor plan's scene: halls, rows' overhead trays and racks to scale (1 unit = 1 cm), racks
// colored by a metric and outlined where a rule fails. It mirrors the document and never holds
// design state of its own: edits arrive as change sets (only the racks they touch are
// updated), the engine's delta recolors the racks it recomputed, and problems outline racks.
class FloorPlanScene : public QGraphicsScene {
    Q_OBJECT
public:
    FloorPlanScene(const Document &doc, const Engine &engine, const LiveRuleChecker &checker, QObject *parent = nullptr);
    // Items leaving with the scene deselect themselves; nobody should hear of that.
    ~FloorPlanScene() override { blockSignals(true); }

    void setMetric(RackMetric metric);
    RackMetric metric() const { return m_metric; }
    RackItem *item(RackId rack) const { return m_racks.value(rack.value); }
    // Hall coordinates (m) of a scene point over a rack of `hall`, and back.
    QPointF toScene(HallId hall, QPointF hallM) const;
    QPointF toHall(HallId hall, QPointF scene) const;
    std::vector<RackId> selectedRacks() const;
    void selectRacks(const std::vector<RackId> &racks);
    // Puts a rack's item where the design has it (after a refused drag).
    void placeRack(RackId rack);
    // Selects these racks and facility objects (columns, keep-outs, CDUs, busways) alone, with one
    // selectionChanged.
    void select(const std::vector<RackId> &racks, const std::vector<ObjectRef> &facility);
    // Cables carried by a row's tray (each cable once per row it touches).
    int trayCables(RowId row) const { return m_trayCables.value(row.value); }
    // Cables drawn in the problem color (tests).
    int problemCables() const { return m_problemCableCount; }
    // What the View menu's Layers shows or hides.
    enum class Layer { Trays, RowLabels, ProblemCables };
    void setLayerVisible(Layer layer, bool on);
    bool layerVisible(Layer layer) const { return m_layers[size_t(layer)]; }
    // Columns, keep-out areas, CDUs and busways drawn (tests).
    const FacilityLayer &facility() const { return m_facility; }
    // The Power and Cooling layers (docs/GUI.md), hidden until turned on.
    void setPowerLayerVisible(bool on) { m_power.setVisible(on); }
    void setCoolingLayerVisible(bool on) { m_cooling.setVisible(on); }
    const SupplyLayer &powerLayer() const { return m_power; }
    const SupplyLayer &coolingLayer() const { return m_cooling; }

private:
    void rebuild();
    void onChanged(const ChangeSet &changes);
    void placeRack(RackItem *item);
    void addSiteCorridor(const std::vector<HallPlace> &places);
    void addRack(RackId rack);
    void recolor(RackItem *item);
    void recolorAll();
    void updateProblems();
    void collectProblemCables();
    void drawProblemCables();
    void rebuildTrays(bool recount);
    void countTrayCables();
    // Follows cables added, removed or re-plugged without recounting the design; returns the rows
    // whose count changed.
    QSet<uint32_t> countCableChanges(const ChangeSet &changes);
    std::pair<uint32_t, uint32_t> rowsOf(const Cable &cable) const;
    void updateTray(RowId row);
    void updateRowLabel(RowId row, const RowGeometry &geometry);

    const Document &m_doc;
    const Engine &m_engine;
    const LiveRuleChecker &m_checker;
    RackMetric m_metric = RackMetric::BindingLimit;
    QHash<uint32_t, RackItem *> m_racks;
    QHash<uint32_t, QPointF> m_hallOrigin; // scene units
    QHash<uint32_t, int> m_trayCables;
    std::vector<std::pair<uint32_t, uint32_t>> m_cableRows; // the rows each cable was counted in, by id
    QHash<uint32_t, QGraphicsLineItem *> m_trays; // by row
    QHash<uint32_t, QGraphicsSimpleTextItem *> m_rowLabels;
    QSet<uint32_t> m_problemRacks;
    QGraphicsPathItem *m_problemCables = nullptr;
    int m_problemCableCount = 0;
    std::array<bool, 3> m_layers{true, true, true};
    std::vector<CableId> m_problemCableIds;
    FacilityLayer m_facility;
    void redrawFacility();
    SupplyLayer m_power;
    SupplyLayer m_cooling;
};

} // namespace railyard
