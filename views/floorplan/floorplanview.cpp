#include "floorplanview.h"

#include "commands/editor.h"
#include "displayunits.h"
#include "engine/physics.h"
#include "floorplanscene.h"
#include "io/pdffile.h"
#include "measuretool.h"
#include "plantitleblock.h"
#include "rackitem.h"
#include "rackmetric.h"
#include "report/totalsreport.h"

#include <QFileInfo>
#include <QHelpEvent>
#include <QImage>
#include <QOpenGLWidget>
#include <QSurfaceFormat>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QFile>
#include <QToolTip>
#include <QWheelEvent>

namespace railyard {

FloorPlanView::FloorPlanView(Document &doc, const Engine &engine, FloorPlanScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent), m_doc(doc), m_engine(engine), m_scene(scene)
{
    setRenderHint(QPainter::Antialiasing, false); // crisp rectangles, and faster on large halls
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::DontAdjustForAntialiasing);
    setCacheMode(QGraphicsView::CacheBackground);
    setBackgroundBrush(QColor(0xe3, 0xe6, 0xea));
    setMouseTracking(true);
}

void FloorPlanView::setOpenGL(bool on)
{
    if (on == usesOpenGL())
        return;
    if (on) {
        auto *gl = new QOpenGLWidget;
        QSurfaceFormat format;
        format.setSamples(4); // smooth rack edges when zoomed out
        gl->setFormat(format);
        setViewport(gl);
    } else {
        setViewport(new QWidget);
    }
    setMouseTracking(true);
}

bool FloorPlanView::usesOpenGL() const
{
    return qobject_cast<QOpenGLWidget *>(viewport()) != nullptr;
}

void FloorPlanView::fitAll()
{
    fitInView(m_scene->itemsBoundingRect().adjusted(-100, -200, 100, 100), Qt::KeepAspectRatio);
}

namespace {
constexpr double kMinScale = 0.005, kMaxScale = 8;
} // namespace

void FloorPlanView::fitSelection()
{
    QRectF area;
    for (RackId r : m_scene->selectedRacks())
        if (RackItem *item = m_scene->item(r))
            area = area.united(item->sceneBoundingRect());
    if (area.isNull())
        return;
    // A margin of a rack depth all round, so the selection is seen with its neighbours.
    fitInView(area.adjusted(-120, -120, 120, 120), Qt::KeepAspectRatio);
    if (transform().m11() > kMaxScale) {
        setTransform(QTransform::fromScale(kMaxScale, kMaxScale));
        centerOn(area.center());
    }
}

void FloorPlanView::zoomBy(double factor)
{
    const double scale = std::clamp(transform().m11() * factor, kMinScale, kMaxScale);
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setTransform(QTransform::fromScale(scale, scale));
    setTransformationAnchor(anchor);
}

void FloorPlanView::centerOnRacks(const std::vector<RackId> &racks)
{
    QRectF area;
    for (RackId r : racks)
        if (RackItem *item = m_scene->item(r))
            area = area.united(item->sceneBoundingRect());
    if (area.isNull())
        return;
    // Zoom in far enough to read the rack's name, never out from where the user is.
    const double minScale = 1.0;
    if (transform().m11() < minScale)
        setTransform(QTransform::fromScale(minScale, minScale));
    centerOn(area.center());
}

void FloorPlanView::wheelEvent(QWheelEvent *event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double scale = transform().m11() * factor;
    if (scale < kMinScale || scale > kMaxScale)
        return;
    this->scale(factor, factor);
}

void FloorPlanView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panFrom = event->pos();
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    QGraphicsView::mousePressEvent(event);
    // A press on a selected column, keep-out area, CDU or busway drags the selected ones; the
    // document learns of the move when the mouse is let go (their drawing is redrawn whole on
    // every edit of them, so nothing of it may be edited under the mouse).
    if (event->button() == Qt::LeftButton) {
        // The item that took the press (and selected itself), not labels or hatching over it.
        const std::optional<ObjectRef> hit = m_scene->facility().objectOf(m_scene->mouseGrabberItem());
        const std::vector<ObjectRef> facility = m_scene->facility().selected();
        if (hit && std::find(facility.begin(), facility.end(), *hit) != facility.end() && m_scene->selectedRacks().empty()) {
            m_facilityDrag = facility;
            m_facilityFrom = mapToScene(event->pos());
            m_facilityMoved = QPointF();
            return;
        }
    }
    if (event->button() == Qt::LeftButton && dynamic_cast<RackItem *>(m_scene->mouseGrabberItem())) {
        m_dragging = true;
        ++m_gesture;
        for (QGraphicsItem *i : m_scene->selectedItems())
            if (auto *rack = dynamic_cast<RackItem *>(i))
                rack->beginDrag();
    }
}

void FloorPlanView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->pos() - m_panFrom;
        m_panFrom = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (!m_facilityDrag.empty()) {
        const QPointF by = mapToScene(event->pos()) - m_facilityFrom - m_facilityMoved;
        m_scene->facility().offset(m_facilityDrag, by);
        m_facilityMoved += by;
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
    if (m_dragging)
        commitDrag();
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        unsetCursor();
        return;
    }
    if (!m_facilityDrag.empty()) {
        const std::vector<ObjectRef> moved = std::exchange(m_facilityDrag, {});
        QGraphicsView::mouseReleaseEvent(event);
        if (m_facilityMoved.isNull())
            return;
        const QPointF deltaM = m_facilityMoved / kSceneUnitsPerMetre;
        const EditResult done = Editor(m_doc).shiftFacility(moved, deltaM, tr("Move %n object(s)", nullptr, int(moved.size())));
        if (!done.wasApplied()) {
            // Refused, or less than a centimetre: the drawing goes back where the design has it.
            m_scene->facility().offset(moved, -m_facilityMoved);
            if (done.wasRefused())
                emit editRefused(done.refusal());
        }
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    if (m_dragging) {
        commitDrag();
        m_dragging = false;
        // A drag let go where the racks may not stand is no edit: they go back where they were.
        if (!m_dragRefusal.isEmpty()) {
            Editor(m_doc).cancelGesture(m_gesture);
            refuse(m_scene->selectedRacks(), std::exchange(m_dragRefusal, QString()));
        }
    }
}

void FloorPlanView::refuse(const std::vector<RackId> &racks, const QString &reason)
{
    for (RackId r : racks)
        m_scene->placeRack(r);
    emit editRefused(reason);
}

// Moves the dragged racks in the document; the moves of one drag merge into one undo step.
void FloorPlanView::commitDrag()
{
    std::vector<CmdRackMove::Move> moves;
    for (QGraphicsItem *i : m_scene->selectedItems()) {
        auto *item = dynamic_cast<RackItem *>(i);
        if (!item)
            continue;
        const Rack *rack = m_doc.racks().find(item->rack());
        if (!rack)
            continue;
        const QPointF to = m_scene->toHall(m_doc.hallOf(rack->id), item->pos());
        const QPointF from(rack->xM, rack->yM);
        // Centimetre positions: what a designer places racks to, and free of float noise.
        const QPointF rounded(std::round(to.x() * 100) / 100, std::round(to.y() * 100) / 100);
        if (rounded != from)
            moves.push_back({rack->id, from, rounded});
    }
    if (moves.empty())
        return;
    const EditResult done = Editor(m_doc).moveRacks(std::move(moves), m_gesture);
    m_dragRefusal = done.wasRefused() ? done.refusal() : QString();
}

void FloorPlanView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // The whole row of the rack under the cursor, ready to be dragged together.
    auto *item = dynamic_cast<RackItem *>(itemAt(event->pos()));
    const Rack *rack = item ? m_doc.racks().find(item->rack()) : nullptr;
    if (!rack) {
        QGraphicsView::mouseDoubleClickEvent(event);
        return;
    }
    std::vector<RackId> row;
    for (RackId r : m_doc.racksOf(rack->row))
        row.push_back(r);
    m_scene->selectRacks(row);
}

void FloorPlanView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        setCursor(Qt::OpenHandCursor);
        return;
    }
    if (editSelection(event->key(), event->modifiers()))
        return;
    QGraphicsView::keyPressEvent(event);
}

bool FloorPlanView::editSelection(int key, Qt::KeyboardModifiers modifiers)
{
    const std::vector<RackId> racks = m_scene->selectedRacks();
    const std::vector<ObjectRef> facility = m_scene->facility().selected();
    if (racks.empty() && facility.empty())
        return false;
    // Arrow keys nudge by a floor tile (Shift: by 10 cm); each press is one undo step.
    const double step = modifiers & Qt::ShiftModifier ? 0.1 : 0.6;
    QPointF delta;
    switch (key) {
    case Qt::Key_Left: delta = QPointF(-step, 0); break;
    case Qt::Key_Right: delta = QPointF(step, 0); break;
    case Qt::Key_Up: delta = QPointF(0, -step); break;
    case Qt::Key_Down: delta = QPointF(0, step); break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        // The window deletes its selection, whatever its kinds, and asks first when it reaches further.
        emit deleteRequested();
        return true;
    case Qt::Key_R: { // a quarter turn clockwise, all selected racks in one undo step
        if (racks.empty())
            return false;
        std::vector<Rack> turned;
        for (RackId id : racks) {
            turned.push_back(m_doc.racks().at(id));
            turned.back().rotationDeg = std::fmod(turned.back().rotationDeg + 90, 360);
        }
        if (const EditResult done = Editor(m_doc).updateAll(turned, Rack::kRotation, tr("Rotate %n rack(s)", nullptr, int(racks.size())));
            done.wasRefused())
            refuse({}, done.refusal());
        return true;
    }
    default: return false;
    }
    if (racks.empty()) {
        if (const EditResult done = Editor(m_doc).shiftFacility(facility, delta, tr("Nudge %n object(s)", nullptr, int(facility.size())));
            done.wasRefused())
            emit editRefused(done.refusal());
        return true;
    }
    std::vector<CmdRackMove::Move> moves;
    for (RackId id : racks) {
        const Rack &r = m_doc.racks().at(id);
        const QPointF to(std::round((r.xM + delta.x()) * 100) / 100, std::round((r.yM + delta.y()) * 100) / 100);
        moves.push_back({id, QPointF(r.xM, r.yM), to});
    }
    if (const EditResult done = Editor(m_doc).moveRacks(std::move(moves), ++m_gesture); done.wasRefused())
        refuse({}, done.refusal());
    return true;
}

void FloorPlanView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        unsetCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

QString FloorPlanView::rackTooltip(RackId id) const
{
    const Rack &r = m_doc.racks().at(id);
    const LoadSums s = m_engine.rack(id);
    const Part *type = m_doc.catalog().find(r.part);
    const RackFloorLoad floor = rackFloorLoad(m_doc, m_engine, id);
    const Row *row = m_doc.rows().find(r.row);
    QString text = QStringLiteral("<b>%1</b>").arg(r.name.toHtmlEscaped());
    if (row)
        text += tr(" · row %1").arg(row->name.toHtmlEscaped());
    text += QStringLiteral("<br>") + tr("IT load %1 kW (typical %2 kW)%3")
                                          .arg(fromMilli(s.itMaxMw()) / 1000, 0, 'f', 1)
                                          .arg(fromMilli(s.itTypMw()) / 1000, 0, 'f', 1)
                                          .arg(type && type->capacityW > 0 ? tr(" of %1 kW").arg(type->capacityW / 1000, 0, 'f', 1) : QString());
    const DisplayUnits &units = DisplayUnits::instance();
    text += QStringLiteral("<br>") + tr("Heat %1 to liquid, %2 to air").arg(units.heat(fromMilli(s.liquidMw)), units.heat(fromMilli(s.airMw)));
    text += QStringLiteral("<br>") + tr("Weight %1, floor %2").arg(units.mass(double(s.weightG) / 1000), units.floorLoad(floor.kgPerM2));
    if (s.gpus > 0)
        text += QStringLiteral("<br>") + tr("%n GPU(s)", nullptr, int(s.gpus));
    text += rackLimitsTooltip(m_doc, m_engine, id);
    text += QStringLiteral("<br>") + tr("Position %1, %2 m").arg(r.xM, 0, 'f', 2).arg(r.yM, 0, 'f', 2);
    return text;
}

bool FloorPlanView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (auto *item = dynamic_cast<RackItem *>(itemAt(help->pos())); item && m_doc.racks().contains(item->rack())) {
            QToolTip::showText(help->globalPos(), rackTooltip(item->rack()), this);
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

Status FloorPlanView::exportTo(const QString &path)
{
    const QRectF source = m_scene->itemsBoundingRect().adjusted(-100, -100, 100, 100);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return Status::failure(tr("%1: choose a .png, .svg or .pdf file").arg(path));
    // Selection outlines are the user's state, not the design's: leave them out.
    const std::vector<RackId> selected = m_scene->selectedRacks();
    m_scene->clearSelection();
    // So is a measurement on the plan.
    std::vector<QGraphicsItem *> measures;
    for (QGraphicsItem *item : m_scene->items())
        if (dynamic_cast<MeasureItem *>(item) && item->isVisible()) {
            item->hide();
            measures.push_back(item);
        }
    const Status written = suffix == QLatin1String("pdf") ? exportPdf(path, source) : exportImage(path, source, suffix);
    for (QGraphicsItem *item : measures)
        item->show();
    m_scene->selectRacks(selected);
    return written;
}

double FloorPlanView::sheetExtra(double width)
{
    return titleBlockHeight(width) * 1.15; // the block and a gap above it
}

void FloorPlanView::renderSheet(QPainter &p, const QRectF &target, const QRectF &source, double paperUnitsPerMetre)
{
    const double block = titleBlockHeight(target.width());
    const QRectF plan(target.left(), target.top(), target.width(), target.height() - block * 1.15);
    m_scene->render(&p, plan, source, Qt::KeepAspectRatio);
    // The scale the plan was drawn at (render keeps the aspect ratio, centring the plan).
    const double unitsPerSceneUnit = std::min(plan.width() / source.width(), plan.height() / source.height());
    drawTitleBlock(p, QRectF(target.left(), target.bottom() - block, target.width(), block),
                   titleBlockFor(m_doc, m_scene->metric()), unitsPerSceneUnit * kSceneUnitsPerMetre, paperUnitsPerMetre);
}

Status FloorPlanView::exportPdf(const QString &path, const QRectF &source)
{
    PdfFile out(path);
    if (Status s = out.open(); !s)
        return s;
    QPdfWriter &pdf = out.writer();
    pdf.setPageSize(QPageSize(QPageSize::A3));
    pdf.setPageOrientation(source.width() > source.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
    pdf.setTitle(QFileInfo(m_doc.filePath()).completeBaseName());
    QPainter p;
    if (!p.begin(&pdf))
        return out.fail(tr("the PDF could not be started."));
    renderSheet(p, QRectF(0, 0, pdf.width(), pdf.height()), source, pdf.resolution() / 0.0254);
    return out.finish(p);
}

Status FloorPlanView::exportImage(const QString &path, const QRectF &source, const QString &suffix)
{
    AtomicFile out(path);
    if (Status s = out.open(); !s)
        return s;
    if (suffix == QLatin1String("png")) {
        const double scale = std::min(1.0, 8000.0 / std::max(source.width(), source.height()));
        const QSizeF plan = source.size() * scale;
        QImage image(QSizeF(plan.width(), plan.height() + sheetExtra(plan.width())).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        renderSheet(p, QRectF(QPointF(), image.size()), source);
        p.end();
        if (!image.save(&out.device(), "PNG"))
            return out.fail(tr("the image could not be encoded."));
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&out.device());
        const QSizeF sheet(source.width(), source.height() + sheetExtra(source.width()));
        svg.setSize(sheet.toSize());
        svg.setViewBox(QRectF(QPointF(), sheet));
        svg.setTitle(QFileInfo(m_doc.filePath()).completeBaseName());
        QPainter p(&svg);
        renderSheet(p, QRectF(QPointF(), sheet), source);
        if (!p.end())
            return out.fail(tr("the drawing could not be finished."));
    }
    return out.commit();
}

} // namespace railyard
