#include "floorplanpanel.h"

#include "exportfiledialog.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "measuretool.h"
#include "plancursor.h"
#include "scalebar.h"
#include "rackitem.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace railyard {

FloorPlanPanel::FloorPlanPanel(Document &doc, const Engine &engine, const LiveRuleChecker &checker, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_scene(new FloorPlanScene(doc, engine, checker, this)),
      m_view(new FloorPlanView(doc, engine, m_scene, this)), m_metric(new QComboBox(this)), m_legend(new QLabel(this))
{
    for (int m = 0; m < kRackMetricCount; ++m)
        m_metric->addItem(toText(RackMetric(m)));
    auto *snap = new QCheckBox(tr("Snap to 600 mm tiles"), this);
    snap->setChecked(RackItem::snap() > 0);
    snap->setToolTip(tr("Dragged racks move by whole floor tiles; hold Shift to move freely."));
    auto *gl = new QCheckBox(tr("OpenGL"), this);
    gl->setToolTip(tr("Draw the plan through OpenGL (the graphics card) instead of the processor."));
    gl->setChecked(QSettings().value(QStringLiteral("floorPlan/openGL"), false).toBool());
    m_view->setOpenGL(gl->isChecked());
    auto *fit = new QPushButton(tr("Fit"), this);
    // Measuring, the scale bar and the cursor's coordinates (docs/GUI.md); the cursor is told
    // of the mouse before the measure tool takes it.
    m_scaleBar = new ScaleBarOverlay(m_view, kSceneUnitsPerMetre);
    m_measure = new MeasureTool(m_view, kSceneUnitsPerMetre);
    m_cursor = new PlanCursor(doc, m_view, *m_scene);
    auto *measure = new QPushButton(tr("Measure"), this);
    measure->setCheckable(true);
    measure->setShortcut(QKeySequence(Qt::Key_M));
    measure->setToolTip(tr("Drag on the plan to measure a distance (M); Esc cancels."));
    connect(measure, &QPushButton::toggled, m_measure, &MeasureTool::setActive);
    connect(m_measure, &MeasureTool::activeChanged, measure, &QPushButton::setChecked);
    connect(m_measure, &MeasureTool::measured, this, &FloorPlanPanel::measureText);
    connect(m_cursor, &PlanCursor::moved, this, &FloorPlanPanel::cursorText);
    auto *exportButton = new QPushButton(tr("Export…"), this);
    // The Power and Cooling layers over the plan (docs/GUI.md).
    m_powerLayer = new QPushButton(tr("Power"), this);
    m_powerLayer->setObjectName(QStringLiteral("powerLayerButton"));
    m_powerLayer->setCheckable(true);
    m_powerLayer->setToolTip(tr("Show feeds, busways and PDUs with their load against their limit, and their links to racks."));
    connect(m_powerLayer, &QPushButton::toggled, m_scene, &FloorPlanScene::setPowerLayerVisible);
    m_coolingLayer = new QPushButton(tr("Cooling"), this);
    m_coolingLayer->setObjectName(QStringLiteral("coolingLayerButton"));
    m_coolingLayer->setCheckable(true);
    m_coolingLayer->setToolTip(tr("Show cooling loops with their CDUs and racks, their heat against the usable (N+1) CDU capacity "
                                  "and their flow; racks that need liquid and are on no loop are ringed in red."));
    connect(m_coolingLayer, &QPushButton::toggled, m_scene, &FloorPlanScene::setCoolingLayerVisible);
    m_legend->setTextFormat(Qt::RichText);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Color by"), this));
    bar->addWidget(m_metric);
    bar->addStretch(1);
    bar->addWidget(snap);
    bar->addWidget(gl);
    bar->addWidget(measure);
    bar->addWidget(fit);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    // On a line of its own, wrapped: a long legend never widens the window.
    m_legend->setWordWrap(true);
    // The layers on the legend's line: the bar above is as wide as a laptop allows.
    auto *legendLine = new QHBoxLayout;
    legendLine->addWidget(m_powerLayer);
    legendLine->addWidget(m_coolingLayer);
    legendLine->addWidget(m_legend, 1);
    layout->addLayout(legendLine);
    layout->addWidget(m_view, 1);

    connect(m_metric, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_scene->setMetric(RackMetric(index));
        updateLegend();
    });
    connect(snap, &QCheckBox::toggled, this, [](bool on) { RackItem::setSnap(on ? 0.6 : 0); });
    connect(fit, &QPushButton::clicked, m_view, &FloorPlanView::fitAll);
    connect(gl, &QCheckBox::toggled, this, [this](bool on) {
        m_view->setOpenGL(on);
        // The plan's tools watch the viewport, which the switch replaced. The cursor is
        // attached last so it hears the mouse before the measure tool takes it.
        m_scaleBar->attach();
        m_measure->attach();
        m_cursor->attach();
        QSettings().setValue(QStringLiteral("floorPlan/openGL"), on);
    });
    connect(exportButton, &QPushButton::clicked, this, &FloorPlanPanel::exportDialog);
    // A newly opened design is shown whole.
    connect(&doc, &Document::changed, this, [this](const ChangeSet &changes) {
        if (changes.isReset())
            m_view->fitAll();
    });
    updateLegend();
}

void FloorPlanPanel::setMetric(RackMetric metric)
{
    m_metric->setCurrentIndex(int(metric));
}

void FloorPlanPanel::updateLegend()
{
    QString html;
    for (const LegendEntry &e : legendFor(m_scene->metric()))
        html += QStringLiteral("<span style='color:%1'>■</span>&nbsp;%2&nbsp;&nbsp; ").arg(e.color.name(), e.text.toHtmlEscaped());
    html += QStringLiteral("<span style='color:#d32f2f'>□</span>&nbsp;%1").arg(tr("rule problem").toHtmlEscaped());
    m_legend->setText(html);
}

void FloorPlanPanel::exportDialog()
{
    const QString path = exportFileName(this, tr("Export floor plan"), m_doc.filePath(), QStringLiteral("floor"),
                                        tr("PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (Status s = m_view->exportTo(path); !s)
        QMessageBox::warning(this, tr("Export failed"), s.error());
}

} // namespace railyard
