#include "dashboard.h"

#include "chartcard.h"
#include "quote/quote.h"
#include "report/totalsreport.h"
#include "scrollingpage.h"

#include <QCoreApplication>
#include <QDate>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard {

namespace {
const QColor kLoad(0x1f, 0x6f, 0xb2), kLimit(0xb0, 0xbe, 0xc5), kTyp(0x64, 0xb5, 0xf6), kFacility(0x5e, 0x35, 0xb1);

double kw(MilliWatts mw)
{
    return fromMilli(mw) / 1000;
}

QString mediumText(Medium m)
{
    switch (m) {
    case Medium::Dac: return QCoreApplication::translate("Dashboard", "DAC");
    case Medium::Acc: return QCoreApplication::translate("Dashboard", "ACC");
    case Medium::Aec: return QCoreApplication::translate("Dashboard", "AEC");
    case Medium::Aoc: return QCoreApplication::translate("Dashboard", "AOC");
    case Medium::Mmf: return QCoreApplication::translate("Dashboard", "MMF");
    case Medium::Smf: return QCoreApplication::translate("Dashboard", "SMF");
    case Medium::Cat6: return QCoreApplication::translate("Dashboard", "Cat6");
    case Medium::Auto: break;
    }
    return QCoreApplication::translate("Dashboard", "unrouted");
}
} // namespace

Dashboard::Dashboard(const Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine), m_quote(new QLabel(this)), m_quoteTimer(new QTimer(this))
{
    const std::pair<const char *, QString> cards[] = {
        {"power", tr("Power against the utility feed")}, {"categories", tr("IT power by category (peak)")},
        {"heat", tr("Heat against cooling capacity")},    {"cdus", tr("CDU loading per loop")},
        {"media", tr("Cables by medium")},                {"lengths", tr("Cable stock lengths")},
        {"optics", tr("Transceivers by type")},           {"opticsPower", tr("Transceiver power by type")}};
    auto *cardsPage = new QWidget(this);
    auto *grid = new QGridLayout(cardsPage);
    grid->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (const auto &[key, title] : cards) {
        auto *card = new ChartCard(title, cardsPage);
        m_cards.insert(QLatin1String(key), card);
        grid->addWidget(card, i / 4, i % 4);
        ++i;
    }
    QFont big = m_quote->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_quote->setFont(big);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_quote);
    layout->addWidget(scrollingPage(cardsPage, this), 1);

    m_quoteTimer->setSingleShot(true);
    m_quoteTimer->setInterval(250);
    connect(m_quoteTimer, &QTimer::timeout, this, &Dashboard::refreshQuote);
    connect(&engine, &Engine::updated, this, [this] {
        if (isVisible())
            refresh();
    });
}

void Dashboard::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

ChartCard *Dashboard::card(const QString &key) const
{
    return m_cards.value(key);
}

QString Dashboard::quoteTotal() const
{
    return m_quote->text();
}

void Dashboard::refresh()
{
    const LoadSums &site = m_engine.site();
    double facility = 0, feed = 0, airCapacity = 0;
    for (const Hall &h : m_doc.halls()) {
        facility += hallFacilityW(m_doc, m_engine, h.id) / 1000;
        feed += h.utilityFeedW / 1000;
        airCapacity += h.airCoolingW / 1000;
    }
    m_cards.value(QStringLiteral("power"))->showBars({tr("IT typ."), tr("IT peak"), tr("Facility"), tr("Feed")},
                                                    {{tr("kW"), {kw(site.itTypMw()), kw(site.itMaxMw()), facility, feed}, kLoad}}, tr("kW"));

    const QStringList categories = {tr("GPU servers"), tr("Switches"), tr("Optics"), tr("Storage"), tr("Mgmt"), tr("Other")};
    std::vector<double> byCategory;
    for (MilliWatts mw : site.maxMw)
        byCategory.push_back(kw(mw));
    m_cards.value(QStringLiteral("categories"))
        ->showPie(categories, byCategory,
                  {QColor(0x7e, 0x57, 0xc2), QColor(0x26, 0xa6, 0x9a), QColor(0xff, 0xa7, 0x26), QColor(0xff, 0x8f, 0x00),
                   QColor(0x8d, 0x6e, 0x63), QColor(0x90, 0xa4, 0xae)},
                  tr("kW"));

    QStringList loopNames;
    std::vector<double> loopHeat, loopCapacity;
    double liquidCapacity = 0;
    for (const CoolingLoop &l : m_doc.loops()) {
        const LoopFigures f = loopFigures(m_doc, m_engine, l.id);
        loopNames << l.name;
        loopHeat.push_back(f.heatW / 1000);
        // N+1: the capacity that may be counted on is that of all units but one.
        loopCapacity.push_back(std::max(0, f.cdusInstalled - 1) * f.cduCapacityW / 1000);
        liquidCapacity += loopCapacity.back();
    }
    m_cards.value(QStringLiteral("heat"))
        ->showBars({tr("To liquid"), tr("To air")},
                   {{tr("Heat"), {kw(site.liquidMw), kw(site.airMw)}, kLoad}, {tr("Capacity"), {liquidCapacity, airCapacity}, kLimit}}, tr("kW"));
    m_cards.value(QStringLiteral("cdus"))
        ->showBars(loopNames, {{tr("Heat"), loopHeat, kLoad}, {tr("Usable CDU capacity (N+1)"), loopCapacity, kLimit}}, tr("kW"));

    QStringList media;
    std::vector<double> mediaCounts;
    for (int m = 1; m <= int(Medium::Cat6); ++m)
        if (const int64_t n = m_engine.cablesByMedium(Medium(m)); n > 0) {
            media << mediumText(Medium(m));
            mediaCounts.push_back(double(n));
        }
    m_cards.value(QStringLiteral("media"))->showBars(media, {{tr("Cables"), mediaCounts, kLoad}}, tr("cables"));

    QStringList lengths;
    std::vector<double> lengthCounts;
    for (const auto &[mm, n] : m_engine.stockLengthHistogram()) {
        lengths << tr("%1 m").arg(double(mm) / 1000, 0, 'g', 3);
        lengthCounts.push_back(double(n));
    }
    m_cards.value(QStringLiteral("lengths"))->showBars(lengths, {{tr("Cables"), lengthCounts, kTyp}}, tr("cables"));

    QStringList optics;
    std::vector<double> opticsCounts, opticsKw;
    for (const auto &[part, n] : m_engine.transceiversByPart()) {
        const Part &p = m_doc.catalog().at(part);
        // "800G mmf": speed and medium say more at a glance than a part number, and fit.
        QString name = QStringLiteral("%1G %2").arg(p.speedGbps * std::max(1, p.linksPerModule)).arg(toToken(p.medium));
        while (optics.contains(name))
            name += QLatin1Char('*');
        optics << name;
        opticsCounts.push_back(double(n));
        opticsKw.push_back(double(n) * p.maxW / 1000);
    }
    m_cards.value(QStringLiteral("optics"))->showBars(optics, {{tr("Modules"), opticsCounts, kFacility}}, tr("modules"));
    m_cards.value(QStringLiteral("opticsPower"))->showBars(optics, {{tr("Peak power"), opticsKw, kFacility}}, tr("kW"));

    m_quoteTimer->start();
}

void Dashboard::refreshQuote()
{
    auto quote = buildQuote(m_doc, m_engine, QDate::currentDate());
    if (!quote) {
        m_quote->setText(tr("Quote: not every part has a price yet (see Quote › Price book)."));
        return;
    }
    m_quote->setText(tr("Quote total %1 %2 · %3 GPUs · %4 per GPU")
                         .arg(QLocale().toString(quote->total, 'f', 0), quote->currency)
                         .arg(m_engine.site().gpus)
                         .arg(QLocale().toString(m_engine.site().gpus > 0 ? quote->total / double(m_engine.site().gpus) : 0, 'f', 0)));
}

} // namespace railyard
