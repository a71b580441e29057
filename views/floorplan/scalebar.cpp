#include "scalebar.h"

#include "displayunits.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QGraphicsView>
#include <QPainter>
#include <QScrollBar>
#include <cmath>

namespace railyard {

namespace {
constexpr double kMetresPerFoot = 0.3048;
constexpr int kMaxBarPixels = 150, kOverlayHeight = 34, kMargin = 8;
} // namespace

QString ScaleBarSpec::text() const
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(length, 'g', 6), unit);
}

ScaleBarSpec scaleBarFor(double pixelsPerMetre, double maxPixels, bool imperial)
{
    ScaleBarSpec spec;
    spec.unit = imperial ? QCoreApplication::translate("ScaleBar", "ft") : QCoreApplication::translate("ScaleBar", "m");
    const double metresPerUnit = imperial ? kMetresPerFoot : 1.0;
    const double pixelsPerUnit = pixelsPerMetre * metresPerUnit;
    if (!(pixelsPerUnit > 0) || !std::isfinite(pixelsPerUnit) || !(maxPixels > 0))
        return spec;
    // The largest 1, 2 or 5 × 10ⁿ units whose bar fits.
    const double most = maxPixels / pixelsPerUnit;
    const double decade = std::pow(10.0, std::floor(std::log10(most)));
    for (double step : {5.0, 2.0, 1.0})
        if (step * decade <= most) {
            spec.length = step * decade;
            break;
        }
    spec.metres = spec.length * metresPerUnit;
    spec.pixels = spec.metres * pixelsPerMetre;
    return spec;
}

void drawScaleBar(QPainter &p, QPointF origin, const ScaleBarSpec &spec, double barHeight)
{
    if (spec.pixels <= 0)
        return;
    const QRectF bar(origin.x(), origin.y() - barHeight, spec.pixels, barHeight);
    p.save();
    p.setPen(QPen(Qt::black, 0));
    p.setBrush(Qt::white);
    p.drawRect(bar);
    p.fillRect(QRectF(bar.left(), bar.top(), bar.width() / 2, bar.height()), Qt::black);
    p.fillRect(QRectF(bar.left() + bar.width() * 0.75, bar.top(), bar.width() / 4, bar.height()), Qt::black);
    const QFontMetricsF fm(p.font());
    p.setPen(Qt::black);
    p.drawText(QPointF(bar.left(), bar.top() - fm.descent() - barHeight * 0.3), QStringLiteral("0"));
    const QString end = spec.text();
    p.drawText(QPointF(bar.right() - fm.horizontalAdvance(end) / 2, bar.top() - fm.descent() - barHeight * 0.3), end);
    p.restore();
}

ScaleBarOverlay::ScaleBarOverlay(QGraphicsView *view, double sceneUnitsPerMetre)
    : QWidget(view), m_view(view), m_sceneUnitsPerMetre(sceneUnitsPerMetre)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(false);
    connect(&DisplayUnits::instance(), &DisplayUnits::changed, this, qOverload<>(&QWidget::update));
    attach();
    show();
}

void ScaleBarOverlay::attach()
{
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    place();
    raise();
}

ScaleBarSpec ScaleBarOverlay::spec() const
{
    const double pixelsPerMetre = m_view->transform().m11() * m_sceneUnitsPerMetre;
    return scaleBarFor(pixelsPerMetre, kMaxBarPixels, DisplayUnits::instance().imperial());
}

void ScaleBarOverlay::place()
{
    const QRect vp = m_view->viewport()->geometry();
    setGeometry(vp.left() + kMargin, vp.bottom() - kOverlayHeight - kMargin + 1, kMaxBarPixels + 60, kOverlayHeight);
}

bool ScaleBarOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport) {
        if (event->type() == QEvent::Resize || event->type() == QEvent::Move)
            place();
        // The viewport repaints after every zoom: follow it, but only when the scale changed,
        // so repainting never feeds itself.
        if (event->type() == QEvent::Paint && m_view->transform().m11() != m_paintedScale)
            update();
    }
    return QWidget::eventFilter(watched, event);
}

void ScaleBarOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(255, 255, 255));
    p.setPen(QColor(0x90, 0x90, 0x90));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    QFont small = font();
    small.setPixelSize(11);
    p.setFont(small);
    m_paintedScale = m_view->transform().m11();
    drawScaleBar(p, QPointF(10, height() - 7), spec(), 6);
}

} // namespace railyard
