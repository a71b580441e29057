#pragma once

#include "core/result.h"
#include "document/document.h"
#include "rules/problem.h"

#include <QGraphicsView>

namespace railyard {

class FloorPlanScene;
class Engine;

// The floor plan's view: wheel zoom at the cursor, middle-button (or Space) pan, click and
// rubber-band selection, double-click to select a rack's whole row. Dragging racks moves them
// in the document as it goes, so cable lengths and totals follow the mouse; one drag is one
// undo step. Columns, keep-out areas, CDUs and busways are dragged too, and take their place
// when the mouse is let go. Arrow keys nudge the selection by a tile (Shift: 10 cm), Delete asks
// the window to delete it, R turns racks a quarter. Tooltips show a rack's figures.
class FloorPlanView : public QGraphicsView {
    Q_OBJECT
public:
    FloorPlanView(Document &doc, const Engine &engine, FloorPlanScene *scene, QWidget *parent = nullptr);

    FloorPlanScene *floorScene() const { return m_scene; }
    // Draws through OpenGL (a QOpenGLWidget viewport) instead of the software rasterizer.
    void setOpenGL(bool on);
    bool usesOpenGL() const;
    void fitAll();
    // The selected racks filling the view (zoomed in no further than the wheel goes).
    void fitSelection();
    // Zooms by `factor` about the view's centre, within the wheel's limits.
    void zoomBy(double factor);
    void centerOnRacks(const std::vector<RackId> &racks);
    // The whole plan as PNG, SVG or PDF (by the file's suffix), written atomically, with a title
    // block under it (design, revision, date, scale bar, legend: plantitleblock.h).
    Status exportTo(const QString &path);

signals:
    // A drag, nudge or turn of racks was refused (the Editor's reason); the racks stay where
    // the design has them.
    void editRefused(const QString &reason);
    // Delete or Backspace with something selected on the plan: the window deletes its selection.
    void deleteRequested();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void commitDrag();
    // Puts the given racks' items back where the design has them, and says why.
    void refuse(const std::vector<RackId> &racks, const QString &reason);
    // Keyboard edits of the selected racks: arrows nudge, Delete erases, R turns; true if used.
    bool editSelection(int key, Qt::KeyboardModifiers modifiers);
    QString rackTooltip(RackId rack) const;
    Status exportPdf(const QString &path, const QRectF &source);
    Status exportImage(const QString &path, const QRectF &source, const QString &suffix);
    // The plan over its title block in `target`; paperUnitsPerMetre > 0 states the paper scale.
    void renderSheet(QPainter &p, const QRectF &target, const QRectF &source, double paperUnitsPerMetre = 0);
    // The height a title block adds under a plan `width` wide.
    static double sheetExtra(double width);

    Document &m_doc;
    const Engine &m_engine;
    FloorPlanScene *m_scene;
    bool m_dragging = false;
    QString m_dragRefusal; // why the drag's last position was refused, if it was
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_panFrom;
    int m_gesture = 0;
    // A drag of facility objects (columns, keep-out areas, CDUs, busways): what, from where and
    // how far so far, in scene units.
    std::vector<ObjectRef> m_facilityDrag;
    QPointF m_facilityFrom;
    QPointF m_facilityMoved;
};

} // namespace railyard
