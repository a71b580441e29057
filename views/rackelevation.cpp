#include "rackelevation.h"

#include "report/totalsreport.h"
#include "engine/physics.h"

#include <QLocale>
#include "cabling/cablelabels.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QPaintEvent>
#include <QToolButton>
#include <QToolTip>

namespace railyard {

namespace {
QColor roleColor(PortRole role)
{
    switch (role) {
    case PortRole::Compute: return QColor(0x7e, 0x57, 0xc2);
    case PortRole::Storage: return QColor(0xff, 0x8f, 0x00);
    case PortRole::InBand: return QColor(0x26, 0xa6, 0x9a);
    case PortRole::Oob: return QColor(0x8d, 0x6e, 0x63);
    case PortRole::Power: return QColor(0x42, 0x42, 0x42);
    }
    return Qt::gray;
}

QColor deviceColor(PartCategory category)
{
    switch (category) {
    case PartCategory::GpuServer:
    case PartCategory::RackSystem: return QColor(0x3f, 0x44, 0x4d);
    case PartCategory::Switch: return QColor(0x2e, 0x6b, 0x8a);
    case PartCategory::NvlinkSwitch: return QColor(0x4b, 0x6e, 0x2f); // the NVLink domain's own switches
    case PartCategory::PowerShelf: return QColor(0x6e, 0x55, 0x2a);
    case PartCategory::Pdu: return QColor(0x5d, 0x4a, 0x3a);
    case PartCategory::Cdu: return QColor(0x1a, 0x4f, 0x8b);
    default: return QColor(0x55, 0x5b, 0x63);
    }
}
constexpr int kTop = 46, kBarsWidth = 150, kScaleWidth = 26;
constexpr double kBarWidth = 26, kBarPitch = 48; // a bar and the room its texts take
// The type of a text sized down until `widest` of its words fits `width` (not below 6 pt).
QFont fitting(QFont font, const QStringList &words, double width)
{
    while (font.pointSizeF() > 6) {
        double widest = 0;
        for (const QString &w : words)
            widest = std::max(widest, QFontMetricsF(font).horizontalAdvance(w));
        if (widest <= width)
            break;
        font.setPointSizeF(std::max(6.0, font.pointSizeF() - 0.5));
    }
    return font;
}
QColor problemColor() { return QColor(0xd3, 0x2f, 0x2f); } // the red of a bar over its limit
} // namespace

RackElevation::Frame RackElevation::frame() const
{
    Frame f;
    const Rack *r = m_doc.racks().find(m_rack);
    const Part *type = r ? m_doc.catalog().find(r->part) : nullptr;
    f.units = type && type->rackUnits > 0 ? type->rackUnits : 42;
    size_t zeroU = 0;
    for (DeviceId d : m_doc.devicesOf(m_rack))
        zeroU += m_doc.devices().at(d).uPosition <= 0;
    const int bottomSpace = zeroU == 0 ? 8 : 22 + 16 * int(std::min<size_t>(zeroU, 4));
    f.uPx = std::clamp((height() - kTop - bottomSpace) / double(f.units), 6.0, 22.0);
    const int rackW = std::max(160, width() - kScaleWidth - kBarsWidth - 50);
    f.rect = QRectF(8 + kScaleWidth, kTop, rackW, f.uPx * f.units);
    return f;
}

RackElevation::DeviceBox RackElevation::deviceBox(const Frame &frame, const Device &d) const
{
    const int height = std::max(1, m_doc.catalog().at(d.part).uHeight);
    // The units it takes inside the rack: one past the top is cut at the top, never dropped.
    const int first = std::min(d.uPosition, frame.units);
    const int last = std::min(d.uPosition + height - 1, frame.units);
    DeviceBox box;
    box.pastTop = d.uPosition + height - 1 > frame.units;
    box.rect = QRectF(frame.rect.left() + 2, frame.rect.bottom() - last * frame.uPx + 1, frame.rect.width() - 4,
                      (last - first + 1) * frame.uPx - 2);
    return box;
}

RackElevation::DeviceBox RackElevation::deviceBox(DeviceId device) const
{
    const Device *d = m_doc.devices().find(device);
    if (!d || d->rack != m_rack || d->uPosition <= 0)
        return {};
    return deviceBox(frame(), *d);
}

std::vector<std::pair<PortId, QRectF>> RackElevation::portSquares(const Frame &frame, const Device &device, const QRectF &box) const
{
    std::vector<std::pair<PortId, QRectF>> out;
    std::vector<PortId> ports;
    for (PortId pid : m_doc.portsOf(device.id))
        if (m_doc.ports().at(pid).role != PortRole::Power)
            ports.push_back(pid);
    if (ports.empty())
        return out;
    const double cell = std::clamp(frame.uPx * 0.5, 4.0, 9.0);
    const QRectF area(box.left() + box.width() * 0.5, box.top() + 2, box.width() * 0.5 - 4, box.height() - 4);
    const int perRow = std::max(1, int(area.width() / (cell + 2)));
    const int rows = int((ports.size() + size_t(perRow) - 1) / size_t(perRow));
    const double rowH = std::min(cell + 2, area.height() / std::max(1, rows));
    for (size_t i = 0; i < ports.size(); ++i) {
        const QPointF at(area.left() + double(i % size_t(perRow)) * (cell + 2), area.top() + double(i / size_t(perRow)) * rowH);
        out.emplace_back(ports[i], QRectF(at, QSizeF(cell, std::min(cell, rowH - 1))));
    }
    return out;
}

RackElevation::RackElevation(const Document &doc, const Engine &engine, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_engine(engine)
{
    setMinimumSize(330, 360); // fits the right dock column of a laptop screen (docs/GUI.md)
    setAutoFillBackground(true);
    m_faceButton = new QToolButton(this);
    m_faceButton->setObjectName(QStringLiteral("elevationFace"));
    m_faceButton->setToolTip(tr("Show the rack's front or rear: ports and cables are on the rear."));
    m_faceButton->setAutoRaise(true);
    connect(m_faceButton, &QToolButton::clicked, this, [this] { setFace(m_face == Face::Rear ? Face::Front : Face::Rear); });
    setFace(Face::Rear);
    // Redraw after edits of this rack's content and after the engine follows them.
    connect(&engine, &Engine::updated, this, [this] {
        if (m_rack && !m_doc.racks().contains(m_rack)) {
            m_rack = RackId();
            update();
            return;
        }
        // Only an edit the engine recomputed this rack for changes what is drawn (its devices,
        // cables or figures); a move elsewhere in the hall does not.
        const Engine::Delta &delta = m_engine.lastDelta();
        if (delta.full || std::find(delta.racks.begin(), delta.racks.end(), m_rack.value) != delta.racks.end())
            update();
    });
}

void RackElevation::showRack(RackId rack)
{
    m_rack = rack;
    update();
}

std::vector<RackElevation::Bar> RackElevation::bars() const
{
    std::vector<Bar> out;
    const Rack *r = m_doc.racks().find(m_rack);
    if (!r)
        return out;
    const Part *type = m_doc.catalog().find(r->part);
    const LoadSums s = m_engine.rack(m_rack);
    out.push_back({QStringLiteral("power"), tr("Power"), tr("kW"), fromMilli(s.itMaxMw()) / 1000, type ? type->capacityW / 1000 : 0});
    const Hall *hall = m_doc.halls().find(m_doc.hallOf(m_rack));
    out.push_back({QStringLiteral("floor"), tr("Floor load"), tr("kg/m²"), rackFloorLoad(m_doc, m_engine, m_rack).kgPerM2,
                   hall ? kPaToKgPerM2(hall->floorRatingKPa) : 0});
    int used = 0;
    for (DeviceId d : m_doc.devicesOf(m_rack)) {
        const Device &device = m_doc.devices().at(d);
        if (device.uPosition > 0)
            used += m_doc.catalog().at(device.part).uHeight;
    }
    out.push_back({QStringLiteral("u"), tr("Rack units"), tr("U"), double(used), type ? double(type->rackUnits) : 0});
    return out;
}

std::pair<double, double> RackElevation::bar(const QString &key) const
{
    for (const Bar &b : bars())
        if (b.key == key)
            return {b.used, b.limit};
    return {};
}

void RackElevation::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    // Everything here is axis-aligned: crisp without antialiasing, and a network rack's
    // hundreds of cable stubs draw in one call per network.
    QHash<QRgb, QList<QLineF>> stubs;
    p.fillRect(rect(), palette().window());
    const Rack *r = m_doc.racks().find(m_rack);
    if (!r) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Select a rack on the floor plan or in the racks table to see its elevation."));
        return;
    }

    // Title and the bars' texts (textBoxes()).
    for (const TextBox &t : textBoxes()) {
        p.setFont(t.font);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(t.rect, t.flags, t.text);
    }
    p.setFont(font());

    // Layout: U scale, rack, cable stubs, then the bars.
    std::vector<const Device *> zeroU;
    for (DeviceId d : m_doc.devicesOf(m_rack))
        if (m_doc.devices().at(d).uPosition <= 0)
            zeroU.push_back(&m_doc.devices().at(d));
    const Frame layout = frame();
    const int units = layout.units, scaleW = kScaleWidth;
    const double uPx = layout.uPx;
    const QRectF frame = layout.rect;
    const double stubX = frame.right() + 28;

    p.setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    p.setBrush(QColor(0x1e, 0x21, 0x26));
    p.drawRect(frame.adjusted(-3, -3, 3, 3));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, std::min(font().pointSizeF() * 0.8, uPx * 0.55)));
    p.setFont(small);
    for (int u = 1; u <= units; ++u) {
        const double y = frame.bottom() - u * uPx;
        p.setPen(QColor(0x3a, 0x3e, 0x45));
        p.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y));
        if (u % 2 == 1 || uPx >= 12) {
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(QRectF(8, y, scaleW - 4, uPx), Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
        }
    }

    // Devices with their ports and the cables leaving them.
    for (DeviceId id : m_doc.devicesOf(m_rack)) {
        const Device &d = m_doc.devices().at(id);
        const Part &part = m_doc.catalog().at(d.part);
        if (d.uPosition <= 0)
            continue;
        const DeviceBox placed = deviceBox(layout, d);
        const QRectF box = placed.rect;
        const int height = int(std::lround((box.height() + 2) / uPx));
        const QColor fill = placed.pastTop ? problemColor() : deviceColor(part.category);
        p.setPen(QPen(fill.lighter(150), 1));
        p.setBrush(fill);
        p.drawRoundedRect(box, 2, 2);
        p.setPen(Qt::white);
        const QString name = placed.pastTop ? tr("%1 — past U%2").arg(d.name).arg(units) : d.name;
        // The front has no ports: the name and model may use the whole face.
        const QRectF label(box.left() + 4, box.top(), box.width() * (m_face == Face::Rear ? 0.48 : 0.95), box.height());
        const int lineWidth = int(label.width());
        if (height > 1 && label.height() > 2.2 * p.fontMetrics().height()) {
            const QRectF upper(label.left(), label.center().y() - p.fontMetrics().height(), label.width(), p.fontMetrics().height());
            p.drawText(upper, Qt::AlignLeft | Qt::AlignVCenter, p.fontMetrics().elidedText(name, Qt::ElideRight, lineWidth));
            p.setPen(QColor(0xc8, 0xcc, 0xd2));
            p.drawText(upper.translated(0, p.fontMetrics().height()), Qt::AlignLeft | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(part.model, Qt::ElideRight, lineWidth));
        } else {
            p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, p.fontMetrics().elidedText(name, Qt::ElideRight, lineWidth));
        }

        // Ports: on the rear, data ports in a grid on the right half of the face.
        if (m_face != Face::Rear)
            continue;
        for (const auto &[portId, square] : portSquares(layout, d, box)) {
            const Port &port = m_doc.ports().at(portId);
            const bool connected = m_doc.cablesAt(port.id).begin() != m_doc.cablesAt(port.id).end();
            const QColor color = roleColor(port.role);
            if (connected) {
                // The cable leaves the rack to the right, toward the tray.
                stubs[color.rgb()].append(QLineF(QPointF(square.right(), square.center().y()), QPointF(stubX, square.center().y())));
                p.setBrush(color);
            } else {
                p.setBrush(Qt::NoBrush);
            }
            p.setPen(QPen(connected ? color.lighter(130) : QColor(0x9e, 0x9e, 0x9e), 1));
            p.drawRect(square);
        }
    }

    for (auto it = stubs.cbegin(); it != stubs.cend(); ++it) {
        p.setPen(QPen(QColor::fromRgb(it.key()), 1));
        p.drawLines(it.value());
    }

    // Zero-U devices (PDUs, rack-scale systems) under the rack.
    p.setPen(palette().color(QPalette::WindowText));
    double y = frame.bottom() + 10;
    if (!zeroU.empty()) {
        p.drawText(QPointF(frame.left(), y + 8), tr("Zero-U: %n device(s)", nullptr, int(zeroU.size())));
        for (size_t i = 0; i < std::min<size_t>(zeroU.size(), 4); ++i) {
            y += 16;
            p.drawText(QPointF(frame.left() + 8, y + 8),
                       p.fontMetrics().elidedText(QStringLiteral("%1 (%2)").arg(zeroU[i]->name, m_doc.catalog().at(zeroU[i]->part).model),
                                                  Qt::ElideRight, width() - int(frame.left()) - 16));
        }
    }

    // Bars against their limits; their texts are in textBoxes().
    const std::vector<Bar> all = bars();
    for (size_t i = 0; i < all.size(); ++i) {
        const Bar &b = all[i];
        const QRectF track = barTrack(frame, i);
        const double ratio = b.limit > 0 ? b.used / b.limit : 0;
        const QColor fill = b.limit <= 0 ? QColor(0xbd, 0xbd, 0xbd) : ratio > 1 ? problemColor()
                                                          : ratio >= 0.7 ? QColor(0xf2, 0xb1, 0x34) : QColor(0x4c, 0xaf, 0x50);
        p.setPen(QPen(QColor(0x90, 0x90, 0x90), 1));
        p.setBrush(palette().base());
        p.drawRect(track);
        const double h = track.height() * std::min(1.0, ratio);
        p.fillRect(QRectF(track.left() + 1, track.bottom() - h, track.width() - 1, h), fill);
        if (ratio > 1) { // over the limit: a red cap above the track
            p.fillRect(QRectF(track.left(), track.top() - 6, track.width(), 5), fill);
        }
    }
}

QRectF RackElevation::barTrack(const QRectF &frame, size_t index) const
{
    const double x = width() - kBarsWidth + 6 + (kBarPitch - kBarWidth) / 2 + double(index) * kBarPitch;
    // Below two lines of the bar's name; above three lines of its figures.
    const double line = QFontMetricsF(font()).lineSpacing() + 1;
    const double top = kTop + 2 * line + 8;
    return QRectF(x, top, kBarWidth, std::max(40.0, frame.bottom() - top - 3 * line - 4));
}

std::vector<RackElevation::TextBox> RackElevation::textBoxes() const
{
    std::vector<TextBox> out;
    const Rack *r = m_doc.racks().find(m_rack);
    if (!r)
        return out;
    const Part *type = m_doc.catalog().find(r->part);
    // Title: the rack's name in bold, its type's model on a line of its own below.
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(font().pointSizeF() * 1.15);
    const double titleWidth = width() - 20 - m_faceButton->width(); // the face button sits at its right
    bold = fitting(bold, {r->name}, titleWidth);
    const int flags = Qt::AlignLeft | Qt::AlignVCenter;
    out.push_back({r->name, QRectF(8, 2, titleWidth, QFontMetricsF(bold).lineSpacing() + 1), bold, flags});
    if (type) {
        QFont plain = fitting(font(), {type->model}, titleWidth);
        const double y = out.back().rect.bottom();
        out.push_back({type->model, QRectF(8, y, titleWidth, std::min(QFontMetricsF(plain).lineSpacing() + 1, kTop - 2 - y)), plain, flags});
    }
    // Each bar: its name above the track (two lines at most), its figures below; the type
    // shrinks until every word fits the bar's pitch.
    const Frame layout = frame();
    const std::vector<Bar> all = bars();
    const double room = kBarPitch - 4;
    for (size_t i = 0; i < all.size(); ++i) {
        const Bar &b = all[i];
        const QRectF track = barTrack(layout.rect, i);
        const QString used = QLocale().toString(b.used, 'f', b.unit == tr("U") ? 0 : 1);
        const QString limit = b.limit > 0 ? tr("/ %1").arg(QLocale().toString(b.limit, 'f', 0)) : tr("no limit");
        QStringList words = b.label.split(QLatin1Char(' '));
        words << used << limit << b.unit;
        const QFont small = fitting(font(), words, room);
        const double line = QFontMetricsF(small).lineSpacing() + 1;
        const double left = track.center().x() - room / 2;
        const int centred = Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap;
        out.push_back({b.label, QRectF(left, track.top() - 7 - 2 * line, room, 2 * line), small, centred});
        double y = track.bottom() + 2;
        for (const QString &text : {used, limit, b.unit}) {
            out.push_back({text, QRectF(left, y, room, line), small, int(Qt::AlignHCenter | Qt::AlignVCenter)});
            y += line;
        }
    }
    return out;
}

void RackElevation::setFace(Face face)
{
    m_face = face;
    // The button names the face shown; a click turns to the other.
    m_faceButton->setText(face == Face::Rear ? tr("Rear ⇄") : tr("Front ⇄"));
    m_faceButton->adjustSize();
    m_faceButton->move(width() - m_faceButton->width() - 6, 3);
    update();
}

void RackElevation::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_faceButton->move(width() - m_faceButton->width() - 6, 3);
}

QRectF RackElevation::portRect(PortId port) const
{
    const Port *p = m_doc.ports().find(port);
    const Device *d = p ? m_doc.devices().find(p->device) : nullptr;
    if (m_face != Face::Rear || !d || d->rack != m_rack || d->uPosition <= 0)
        return {};
    const Frame f = frame();
    for (const auto &[id, square] : portSquares(f, *d, deviceBox(f, *d).rect))
        if (id == port)
            return square;
    return {};
}

PortId RackElevation::portAt(QPointF at) const
{
    if (m_face != Face::Rear || !m_doc.racks().contains(m_rack))
        return {};
    const Frame f = frame();
    for (DeviceId id : m_doc.devicesOf(m_rack)) {
        const Device &d = m_doc.devices().at(id);
        if (d.uPosition <= 0)
            continue;
        const QRectF box = deviceBox(f, d).rect;
        if (!box.contains(at))
            continue;
        for (const auto &[port, square] : portSquares(f, d, box))
            if (square.adjusted(-1, -1, 1, 1).contains(at))
                return port;
    }
    return {};
}

QString RackElevation::portToolTip(PortId id) const
{
    const Port &port = m_doc.ports().at(id);
    const Device &device = m_doc.devices().at(port.device);
    QString text = QStringLiteral("<b>%1 %2</b><br>").arg(device.name.toHtmlEscaped(), port.name.toHtmlEscaped());
    text += tr("%1 Gb/s, %2").arg(port.speedGbps).arg(toToken(port.cage).toUpper()) + QStringLiteral("<br>");
    bool cabled = false;
    for (CableId c : m_doc.cablesAt(id)) {
        const Cable &cable = m_doc.cables().at(c);
        const PortId far = m_doc.otherEnd(cable, id);
        const Port &farPort = m_doc.ports().at(far);
        text += tr("Cable %1").arg((cable.label.isEmpty() ? QString::number(c.value) : cable.label).toHtmlEscaped()) + QStringLiteral("<br>")
                + tr("Far end: %1 %2 (%3)").arg(m_doc.devices().at(farPort.device).name.toHtmlEscaped(), farPort.name.toHtmlEscaped(),
                                                endLocation(m_doc, far).toHtmlEscaped());
        cabled = true;
    }
    if (!cabled)
        text += tr("Free");
    return text;
}

QString RackElevation::deviceToolTip(const Device &d) const
{
    const Part &part = m_doc.catalog().at(d.part);
    const int height = std::max(1, part.uHeight);
    QString text = QStringLiteral("<b>%1</b><br>%2 %3 (%4)<br>")
                       .arg(d.name.toHtmlEscaped(), part.vendor.toHtmlEscaped(), part.model.toHtmlEscaped(), part.partNumber.toHtmlEscaped());
    text += (height > 1 ? tr("U%1–U%2").arg(d.uPosition).arg(d.uPosition + height - 1) : tr("U%1").arg(d.uPosition)) + QStringLiteral("<br>");
    text += tr("Power %1 kW max, %2 kW typical").arg(part.ownMaxW() / 1000, 0, 'f', 2).arg(part.ownTypicalW() / 1000, 0, 'f', 2);
    int ports = 0, cabled = 0;
    for (PortId p : m_doc.portsOf(d.id)) {
        ++ports;
        cabled += m_doc.cablesAt(p).begin() != m_doc.cablesAt(p).end();
    }
    if (ports > 0)
        text += QStringLiteral("<br>") + tr("%1 of %n port(s) cabled", nullptr, ports).arg(cabled);
    return text;
}

QString RackElevation::toolTipAt(QPointF at) const
{
    if (!m_doc.racks().contains(m_rack))
        return {};
    if (const PortId port = portAt(at))
        return portToolTip(port);
    const Frame f = frame();
    for (DeviceId id : m_doc.devicesOf(m_rack)) {
        const Device &d = m_doc.devices().at(id);
        if (d.uPosition > 0 && deviceBox(f, d).rect.contains(at))
            return deviceToolTip(d);
    }
    return {};
}

bool RackElevation::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void RackElevation::contextMenuEvent(QContextMenuEvent *event)
{
    const PortId port = portAt(event->pos());
    if (!port)
        return;
    const Port &p = m_doc.ports().at(port);
    QMenu menu(this);
    QAction *trace = menu.addAction(tr("Trace cable from %1 %2…").arg(m_doc.devices().at(p.device).name, p.name), this,
                                    [this, port] { emit traceRequested(port); });
    trace->setEnabled(m_doc.cablesAt(port).begin() != m_doc.cablesAt(port).end());
    emit portMenuRequested(&menu, port);
    menu.exec(event->globalPos());
}

int RackElevation::unitAt(QPointF at) const
{
    const Frame f = frame();
    if (!m_doc.racks().contains(m_rack) || !f.rect.contains(at))
        return 0;
    return std::clamp(int((f.rect.bottom() - at.y()) / f.uPx) + 1, 1, f.units);
}

QRectF RackElevation::unitsRect(int low, int count) const
{
    const Frame f = frame();
    return QRectF(f.rect.left(), f.rect.bottom() - (low + count - 1) * f.uPx, f.rect.width(), count * f.uPx);
}

} // namespace railyard
