#pragma once

#include "document/document.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace railyard {

class FloorPlanScene;
class FloorPlanView;
class InsertActions;
class RectDrawTool;

// The Insert menu's building and facility entries (docs/GUI.md, "Insert menu"): Column…,
// Keep-out Area…, Busway… and CDU… forms, and Draw Column / Draw Keep-out Area, a rectangle
// dragged on the plan (snapped to 0.1 m). Each is one undoable step, refused with the reason
// (commands/facilitychecks.h; a CDU also where a column or keep-out area is in the way). The
// *Now methods are the same without dialogs (tests) and return what the status bar says.
class FacilityInserts : public QObject {
    Q_OBJECT
public:
    FacilityInserts(Document &doc, const InsertActions &inserts, FloorPlanView *plan, QWidget *window);
    void addTo(QMenu *menu);

    QString insertColumnNow(const Column &column);
    QString insertKeepOutNow(const KeepOut &keepOut);
    QString insertBuswayNow(const Busway &busway);
    QString insertCduNow(const Cdu &cdu);
    // A rectangle drawn on the plan (scene coordinates) made a column or a keep-out area of the
    // hall it was drawn in.
    QString drawColumnNow(const QRectF &sceneRect);
    QString drawKeepOutNow(const QRectF &sceneRect);

    // What the forms start from: the next names of the design's series, the selection's hall.
    Column newColumn() const;
    KeepOut newKeepOut() const;
    Busway newBusway() const;
    Cdu newCdu() const;

    QAction *drawColumnAction() const { return m_drawColumn; }
    QAction *drawKeepOutAction() const { return m_drawKeepOut; }

private:
    // The hall under a drawn rectangle's centre and the rectangle in its metres, snapped to 0.1 m.
    std::optional<std::pair<HallId, QRectF>> hallRect(const QRectF &sceneRect) const;
    void tell(const QString &message);

    Document &m_doc;
    const InsertActions &m_inserts;
    FloorPlanView *m_plan;
    QWidget *m_window;
    RectDrawTool *m_tool;
    QAction *m_drawColumn = nullptr, *m_drawKeepOut = nullptr;
};

} // namespace railyard
