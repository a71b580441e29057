#include "totalspanel.h"

#include "displayunits.h"
#include "engine/physics.h"
#include "report/totalsreport.h"

#include <QFormLayout>
#include <QLabel>

namespace railyard {
namespace {

QString kw(double w) { return QString::number(w / 1000.0, 'f', 1) + QStringLiteral(" kW"); }
QString mw(double w) { return QString::number(w / 1e6, 'f', 3) + QStringLiteral(" MW"); }

} // namespace

TotalsPanel::TotalsPanel(const Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_form(new QFormLayout(this))
{
    m_form->setLabelAlignment(Qt::AlignLeft);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    connect(&engine, &Engine::updated, this, &TotalsPanel::refresh);
    connect(&DisplayUnits::instance(), &DisplayUnits::changed, this, &TotalsPanel::refresh);
    refresh();
}

QString TotalsPanel::figure(const QString &key) const
{
    const QLabel *l = m_values.value(key);
    return l ? l->text() : QString();
}

void TotalsPanel::set(const QString &key, const QString &label, const QString &value, bool bad)
{
    QLabel *l = m_values.value(key);
    if (!l) {
        l = new QLabel(this);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_form->addRow(label, l);
        m_values.insert(key, l);
    }
    l->setText(value);
    l->setStyleSheet(bad ? QStringLiteral("color: #c62828; font-weight: bold;") : QString());
}

void TotalsPanel::refresh()
{
    const LoadSums &site = m_engine.site();
    double facility = 0, utility = 0, air = 0, airCapacity = 0, floorMax = 0, rating = 0;
    int64_t cdusRequired = 0, cdusInstalled = 0;
    for (const Hall &h : m_doc.halls()) {
        facility += hallFacilityW(m_doc, m_engine, h.id);
        utility += h.utilityFeedW;
        air += fromMilli(m_engine.hall(h.id).airMw);
        airCapacity += h.airCoolingW;
        rating = std::max(rating, kPaToKgPerM2(h.floorRatingKPa));
        for (LoopId l : m_doc.loopsOf(h.id)) {
            const LoopFigures f = loopFigures(m_doc, m_engine, l);
            cdusRequired += f.cdusRequired;
            cdusInstalled += f.cdusInstalled;
        }
    }
    for (const Rack &r : m_doc.racks())
        floorMax = std::max(floorMax, rackFloorLoad(m_doc, m_engine, r.id).kgPerM2);

    set(QStringLiteral("gpus"), tr("GPUs"), QString::number(site.gpus));
    set(QStringLiteral("it"), tr("IT load (max)"),
        tr("%1 (typical %2)").arg(mw(fromMilli(site.itMaxMw())), mw(fromMilli(site.itTypMw()))));
    set(QStringLiteral("facility"), tr("Facility load"), tr("%1 of %2 utility").arg(mw(facility), mw(utility)),
        utility > 0 && facility > utility);
    const DisplayUnits &units = DisplayUnits::instance();
    set(QStringLiteral("liquid"), tr("Heat to liquid"), units.heat(fromMilli(site.liquidMw)));
    set(QStringLiteral("air"), tr("Heat to air"), tr("%1 of %2 air cooling").arg(units.heat(air), units.heat(airCapacity)),
        airCapacity > 0 && air > airCapacity);
    set(QStringLiteral("cdus"), tr("CDUs (N+1)"), tr("%1 required, %2 installed").arg(cdusRequired).arg(cdusInstalled),
        cdusRequired > cdusInstalled);
    set(QStringLiteral("floor"), tr("Floor load (worst rack)"),
        tr("%1 of %2").arg(units.floorLoad(floorMax), units.floorLoad(rating)),
        rating > 0 && floorMax > rating);
    QStringList media;
    for (int m = 0; m < 8; ++m)
        if (m_engine.cablesByMedium(Medium(m)))
            media << QStringLiteral("%1 %2").arg(toToken(Medium(m))).arg(m_engine.cablesByMedium(Medium(m)));
    set(QStringLiteral("cables"), tr("Cables"),
        tr("%1 (%2 routed)").arg(m_doc.cables().size()).arg(units.length(fromMilli(m_engine.totalRoutedMm())))
            + QStringLiteral("\n") + media.join(QStringLiteral(", ")));
    set(QStringLiteral("reach"), tr("Cables over reach"), QString::number(m_engine.overReachCables()),
        m_engine.overReachCables() > 0);
    int64_t modules = 0;
    for (const auto &[part, n] : m_engine.transceiversByPart())
        modules += n;
    set(QStringLiteral("optics"), tr("Transceivers"),
        tr("%1 modules, %2").arg(modules).arg(kw(fromMilli(m_engine.opticsMaxMw()))));
}

} // namespace railyard
