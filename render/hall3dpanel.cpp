#include "hall3dpanel.h"

#include "hallview3d.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QStackedWidget>
#include <QThreadPool>
#include <QVBoxLayout>

namespace railyard {
namespace {
// The overlay's colour scale: the supply temperature to class A1's allowable maximum.
constexpr double kOverlayLowC = 18;
} // namespace

Hall3DPanel::Hall3DPanel(const Document &doc, const Engine &engine, RackColor rackColor, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_rackColor(std::move(rackColor))
{
    m_halls = new QComboBox(this);
    m_halls->setToolTip(tr("The hall drawn"));
    m_heat = new QCheckBox(tr("Air temperature at inlet height"), this);
    m_heat->setToolTip(tr("Shows the air field solved for the hall (docs/THERMAL.md) as a translucent slice 1.2 m above the floor: blue "
                          "at the 18 °C supply, red at 32 °C"));
    auto *frame = new QPushButton(tr("Frame Hall"), this);
    frame->setToolTip(tr("Shows the whole hall (Home)"));
    m_status = new QLabel(this);
    m_status->setMinimumWidth(1);
    auto *hint = new QLabel(tr("Drag: orbit · Shift+drag or right drag: pan · Wheel: zoom · W A S D: walk · Q E: turn · click a rack to select it"), this);
    hint->setMinimumWidth(1);
    hint->setStyleSheet(QStringLiteral("color: palette(mid)"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_halls);
    bar->addWidget(m_heat);
    bar->addWidget(frame);
    bar->addWidget(m_status, 1);
    m_stack = new QStackedWidget(this);
    m_unavailable = new QLabel(this);
    m_unavailable->setAlignment(Qt::AlignCenter);
    m_unavailable->setWordWrap(true);
    m_stack->addWidget(m_unavailable);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);
    layout->addWidget(hint);

    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(0);
    connect(&m_rebuild, &QTimer::timeout, this, &Hall3DPanel::rebuild);
    // The overlay's field is re-solved once edits pause, as the design-wide rules are.
    m_heatDelay.setSingleShot(true);
    m_heatDelay.setInterval(400);
    connect(&m_heatDelay, &QTimer::timeout, this, &Hall3DPanel::solveHeat);
    connect(&doc, &Document::changed, this, [this](const ChangeSet &changes) {
        if (changes.isReset())
            fillHalls();
        scheduleRebuild();
        if (m_heat->isChecked())
            m_heatDelay.start();
    });
    connect(m_halls, &QComboBox::currentIndexChanged, this, [this] { setHall(HallId(m_halls->currentData().toUInt())); });
    connect(m_heat, &QCheckBox::toggled, this, &Hall3DPanel::setHeatOverlay);
    connect(frame, &QPushButton::clicked, this, [this] {
        if (m_view)
            m_view->frameHall();
    });
    fillHalls();
}

Hall3DPanel::~Hall3DPanel()
{
    ++m_heatGeneration; // a solve still running finds nobody to tell
}

QString Hall3DPanel::unavailableText() const
{
    return m_stack->currentWidget() == m_unavailable ? m_unavailable->text() : QString();
}

void Hall3DPanel::fillHalls()
{
    const QSignalBlocker block(m_halls);
    m_halls->clear();
    for (const Hall &h : m_doc.halls())
        m_halls->addItem(h.name, h.id.value);
    const int at = m_halls->findData(m_hall.value);
    m_halls->setCurrentIndex(std::max(0, at));
    m_hall = m_halls->count() ? HallId(m_halls->currentData().toUInt()) : HallId();
    m_halls->setVisible(m_halls->count() > 1);
}

void Hall3DPanel::setHall(HallId hall)
{
    if (hall == m_hall)
        return;
    m_hall = hall;
    const QSignalBlocker block(m_halls);
    m_halls->setCurrentIndex(std::max(0, m_halls->findData(hall.value)));
    refresh();
    if (m_heat->isChecked())
        solveHeat();
}

void Hall3DPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_view && m_unavailable->text().isEmpty())
        createView();
    rebuild(); // also picks up the floor plan's metric, changed while this tab was hidden
}

void Hall3DPanel::createView()
{
    // The offscreen and minimal platforms have no OpenGL windows, and a QOpenGLWidget on them
    // crashes rather than fails: say so before trying.
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal")) {
        showUnavailable(tr("The 3D view needs an OpenGL 3.3 context, which the \"%1\" display does not offer.").arg(platform));
        return;
    }
    m_view = new HallView3D(m_stack);
    connect(m_view, &HallView3D::unavailable, this, &Hall3DPanel::showUnavailable);
    connect(m_view, &HallView3D::rackClicked, this, &Hall3DPanel::rackClicked);
    m_stack->addWidget(m_view);
    m_stack->setCurrentWidget(m_view);
    m_dirty = true;
}

void Hall3DPanel::showUnavailable(const QString &reason)
{
    m_unavailable->setText(reason + QLatin1Char('\n') + tr("Every other view works; the floor plan shows the same hall."));
    m_stack->setCurrentWidget(m_unavailable);
}

void Hall3DPanel::scheduleRebuild()
{
    m_dirty = true;
    if (isVisible())
        m_rebuild.start();
}

void Hall3DPanel::refresh()
{
    m_dirty = true;
    rebuild();
}

void Hall3DPanel::rebuild()
{
    if (!m_view) {
        m_dirty = true;
        return;
    }
    if (!m_doc.halls().find(m_hall))
        fillHalls();
    m_view->setGeometry3D(buildHallGeometry(m_doc, m_engine, m_hall, m_rackColor, m_selected));
    m_dirty = false;
    updateStatus();
}

void Hall3DPanel::setSelectedRacks(const std::vector<RackId> &racks)
{
    m_selected = racks;
    scheduleRebuild();
}

void Hall3DPanel::showRack(RackId rack)
{
    const Rack *r = m_doc.racks().find(rack);
    const Row *row = r ? m_doc.rows().find(r->row) : nullptr;
    if (!row)
        return;
    setHall(row->hall);
    if (m_dirty)
        rebuild();
    if (m_view)
        m_view->flyTo(rack);
}

void Hall3DPanel::setHeatOverlay(bool on)
{
    if (m_heat->isChecked() != on) {
        m_heat->setChecked(on); // comes back here through toggled
        return;
    }
    if (!on) {
        ++m_heatGeneration;
        m_solving = false;
        m_heatText.clear();
        if (m_view)
            m_view->setHeatField(std::nullopt, 0, 0);
        updateStatus();
        return;
    }
    solveHeat();
}

void Hall3DPanel::solveHeat()
{
    // On a snapshot off the UI thread: edits go on; a newer solve makes an older one's result
    // stale (the generation), and turning the overlay off drops it.
    const int generation = ++m_heatGeneration;
    m_solving = true;
    m_heatText = tr("Solving the air of the hall…");
    updateStatus();
    std::shared_ptr<const Document> snapshot = m_doc.snapshot();
    const HallId hall = m_hall;
    QPointer<Hall3DPanel> self(this);
    QThreadPool::globalInstance()->start([snapshot = std::move(snapshot), hall, generation, self]() mutable {
        std::optional<thermal::HallThermal> field;
        QString error;
        {
            const Engine engine(*snapshot);
            auto solved = thermal::solveHallThermal(*snapshot, engine, hall);
            if (solved)
                field = std::move(*solved);
            else
                error = solved.error();
        }
        // The snapshot goes back with the result, to be released on the UI thread it belongs to.
        QMetaObject::invokeMethod(
            qApp,
            [snapshot = std::move(snapshot), self, generation, field = std::move(field), error]() mutable {
                snapshot.reset();
                if (!self || generation != self->m_heatGeneration)
                    return;
                self->m_solving = false;
                if (field) {
                    const thermal::RackInlet *hot = field->hottest();
                    self->m_heatText = hot ? tr("hottest inlet %1 °C at %2").arg(hot->inletC, 0, 'f', 1).arg(hot->name)
                                           : tr("no rack draws room air");
                    if (self->m_view)
                        self->m_view->setHeatField(std::move(field), kOverlayLowC,
                                                   std::max(thermal::kInletAllowableA1MaxC, hot ? std::ceil(hot->inletC) : kOverlayLowC));
                } else {
                    self->m_heatText = tr("No air field: %1").arg(error);
                    if (self->m_view)
                        self->m_view->setHeatField(std::nullopt, 0, 0);
                }
                self->updateStatus();
                emit self->heatFieldReady();
            },
            Qt::QueuedConnection);
    });
}

void Hall3DPanel::updateStatus()
{
    QString text;
    if (m_view) {
        const HallGeometry &g = m_view->geometry3D();
        text = tr("%n rack(s)", nullptr, int(g.racks.size())) + QStringLiteral(" · ") + tr("%n tray(s) carrying %1 cables", nullptr, g.trays).arg(g.trayCables);
    }
    if (!m_heatText.isEmpty())
        text += QStringLiteral(" · ") + m_heatText;
    m_status->setText(text);
    m_status->setToolTip(text);
}

} // namespace railyard
