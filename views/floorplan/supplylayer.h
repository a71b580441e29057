#pragma once

#include "document/document.h"
#include "engine/engine.h"

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <functional>
#include <vector>

class QGraphicsScene;

namespace railyard {

// What one hall's Power or Cooling layer draws (docs/GUI.md), computed from the document and
// the engine: its elements with their load against their limit, the links that reach racks,
// and the lines, boxes and labels that show them.
struct SupplyElement {
    EntityKind kind;
    uint32_t id = 0;
    double loadW = 0;
    double failoverW = 0; // with the other side lost (power), 0 for cooling
    double limitW = 0;    // 0: unknown
    double ratio = 0;     // the worse of load and failover over the limit
    QColor color;
    QString label; // empty for PDUs, whose figures are written only where shown (labelText)
};

// A link drawn to a rack: from a PDU (on a feed's trunk or a busway's tap-off) or a loop.
struct SupplyLink {
    EntityKind from;
    uint32_t fromId = 0;
    RackId rack;
    bool tapOff = false; // from a busway
};

struct SupplyModel {
    struct Stroke {
        QColor color;
        double widthPx = 2;
        bool dashed = false;
        std::vector<QLineF> lines;
    };
    struct Box {
        QRectF rect;
        QColor fill;
        bool mark = false; // a small mark, drawn only where it is large enough to see
    };
    struct Label {
        QPointF at;
        QString text;
        QColor color;
        double minPxPerM = 0; // shown from this zoom on
        Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter;
        int element = -1; // without text: the figures of this element, written when shown
    };
    std::vector<SupplyElement> elements;
    std::vector<SupplyLink> links;
    std::vector<RackId> flagged; // racks that need a loop and have none
    std::vector<Stroke> strokes;
    std::vector<Box> boxes;
    std::vector<Label> labels; // by priority: earlier ones win where they overlap

    const SupplyElement *find(EntityKind kind, uint32_t id) const;
    QString labelText(const Label &label) const;
    // Lines to the given colour and width, in one stroke per colour.
    void line(QPointF a, QPointF b, const QColor &color, double widthPx, bool dashed = false);
};

// Hall coordinates (m) to scene units, as the scene places halls.
using HallToScene = std::function<QPointF(HallId, QPointF)>;
using SupplyBuilder = std::function<SupplyModel(const Document &, const Engine &, HallId, const HallToScene &)>;

// One hall's layer: one item drawing its whole model, rebuilt lazily (at the next paint or
// query) after an edit marked it stale, so that a burst of change sets costs one rebuild. It
// takes no mouse and has no shape: racks under it stay selectable.
class SupplyLayerItem : public QGraphicsItem {
public:
    // `floor` is the hall's, `bounds` it with room for what is drawn beyond the walls.
    SupplyLayerItem(const Document &doc, const Engine &engine, HallId hall, HallToScene toScene, SupplyBuilder build, QRectF floor,
                    QRectF bounds);
    void invalidate();
    // Shown, it extends beyond the walls; hidden, no further than the hall's floor, so that
    // fitting the plan to its items stays as it was.
    void setShown(bool on);
    const SupplyModel &model();
    bool stale() const { return m_stale; }
    // The model as last built, stale or not.
    const SupplyModel &built() const { return m_model; }
    int rebuilds() const { return m_rebuilds; }

    QRectF boundingRect() const override { return isVisible() ? m_bounds : m_floor; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Document &m_doc;
    const Engine &m_engine;
    HallId m_hall;
    HallToScene m_toScene;
    SupplyBuilder m_build;
    QRectF m_floor;
    QRectF m_bounds;
    SupplyModel m_model;
    bool m_stale = true;
    int m_rebuilds = 0;
};

// A layer over every hall: its items, whether it shows, and which edits make it stale.
class SupplyLayer {
public:
    using Relevant = std::function<bool(const ChangeSet &)>;
    // Whether the engine's update changed a figure a built model shows.
    using EngineRelevant = std::function<bool(const Engine::Delta &, const SupplyModel &)>;
    SupplyLayer(SupplyBuilder build, Relevant relevant, EngineRelevant engineRelevant, double z)
        : m_build(std::move(build)), m_relevant(std::move(relevant)), m_engineRelevant(std::move(engineRelevant)), m_z(z)
    {
    }

    // Replaces the items with one per hall (the scene was rebuilt).
    void rebuild(QGraphicsScene &scene, const Document &doc, const Engine &engine, const HallToScene &toScene);
    // Forgets the items without deleting them (the scene was cleared, which deleted them).
    void forget() { m_items.clear(); }
    void follow(const ChangeSet &changes);
    void followEngine(const Engine::Delta &delta);
    void setVisible(bool on);
    bool visible() const { return m_visible; }
    // The hall's item, or none (tests, benchmarks).
    SupplyLayerItem *item(HallId hall) const;
    // Elements and links of every hall, built if stale.
    std::vector<SupplyElement> elements() const;
    std::vector<SupplyLink> links() const;
    std::vector<RackId> flagged() const;

private:
    void invalidateAll();
    SupplyBuilder m_build;
    Relevant m_relevant;
    EngineRelevant m_engineRelevant;
    double m_z;
    bool m_visible = false;
    std::vector<std::pair<HallId, SupplyLayerItem *>> m_items;
};

// Green, amber or red by a load over its limit, as racks are colored (rackmetric.h).
QColor supplyColor(double ratio, bool hasLimit);
// "2.4 / 3.0 MW (failover 2.9)", in MW from 1 MW of limit on, else kW.
QString loadText(double loadW, double limitW, double failoverW = -1);

} // namespace railyard
