#include "insertdialogs.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <array>

namespace railyard {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("InsertDialogs", text);
}

// A titled form with OK and Cancel.
struct Form {
    QDialog dialog;
    QFormLayout *layout;
    explicit Form(QWidget *parent, const QString &title) : dialog(parent), layout(new QFormLayout(&dialog))
    {
        dialog.setWindowTitle(title);
    }
    bool exec()
    {
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
        QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        layout->addRow(buttons);
        return dialog.exec() == QDialog::Accepted;
    }
    QLineEdit *text(const QString &label, const QString &value)
    {
        auto *edit = new QLineEdit(value, &dialog);
        layout->addRow(label, edit);
        return edit;
    }
    QDoubleSpinBox *number(const QString &label, double value, double min, double max, const QString &suffix, int decimals = 1)
    {
        auto *box = new QDoubleSpinBox(&dialog);
        box->setRange(min, max);
        box->setDecimals(decimals);
        box->setSuffix(suffix);
        box->setValue(value);
        layout->addRow(label, box);
        return box;
    }
    QComboBox *halls(const Document &doc, HallId current)
    {
        auto *box = new QComboBox(&dialog);
        for (const Hall &h : doc.halls()) {
            box->addItem(h.name, h.id.value);
            if (h.id == current)
                box->setCurrentIndex(box->count() - 1);
        }
        layout->addRow(tr("Hall:"), box);
        return box;
    }
    // A choice of named entities (a feed, a loop) or of catalog parts, `current` chosen.
    QComboBox *choice(const QString &label, const std::vector<std::pair<QString, uint32_t>> &items, uint32_t current)
    {
        auto *box = new QComboBox(&dialog);
        for (const auto &[text, id] : items) {
            box->addItem(text, id);
            if (id == current)
                box->setCurrentIndex(box->count() - 1);
        }
        layout->addRow(label, box);
        return box;
    }
    // Centre and size of a building rectangle, in metres.
    std::array<QDoubleSpinBox *, 4> rectangle(double x, double y, double w, double d)
    {
        return {number(tr("Centre x:"), x, -10000, 10000, tr(" m"), 2), number(tr("Centre y:"), y, -10000, 10000, tr(" m"), 2),
                number(tr("Width:"), w, 0, 10000, tr(" m"), 2), number(tr("Depth:"), d, 0, 10000, tr(" m"), 2)};
    }
};

template <class T>
std::vector<std::pair<QString, uint32_t>> named(const EntityTable<T> &table)
{
    std::vector<std::pair<QString, uint32_t>> out;
    for (const T &e : table)
        out.emplace_back(e.name, e.id.value);
    return out;
}

std::vector<std::pair<QString, uint32_t>> partsOf(const Document &doc, PartCategory category)
{
    std::vector<std::pair<QString, uint32_t>> out;
    for (const Part *p : doc.catalog().parts(category))
        out.emplace_back(p->model.isEmpty() ? p->partNumber : p->model, p->id.value);
    return out;
}

// Asks for a column or keep-out area: hall, name, centre and size (and a keep-out's reason).
template <class T>
std::optional<T> askRectangle(QWidget *parent, const Document &doc, const T &initial, const QString &title, QLineEdit **reason)
{
    Form f(parent, title);
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    const auto [x, y, w, d] = f.rectangle(initial.xM, initial.yM, initial.widthM, initial.depthM);
    if (reason)
        *reason = f.text(tr("Reason:"), QString());
    if (!f.exec())
        return std::nullopt;
    T out = initial;
    out.hall = HallId(hall->currentData().toUInt());
    out.name = name->text().trimmed();
    out.xM = x->value();
    out.yM = y->value();
    out.widthM = w->value();
    out.depthM = d->value();
    return out;
}

} // namespace

std::optional<Hall> askHall(QWidget *parent, const Hall &initial)
{
    Form f(parent, tr("Insert hall"));
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    QDoubleSpinBox *width = f.number(tr("Width:"), initial.widthM, 0, 10000, tr(" m"));
    QDoubleSpinBox *depth = f.number(tr("Depth:"), initial.depthM, 0, 10000, tr(" m"));
    QDoubleSpinBox *floor = f.number(tr("Floor rating:"), initial.floorRatingKPa, 0, 1000, tr(" kPa"));
    QDoubleSpinBox *pue = f.number(tr("PUE:"), initial.pue, 0, 10, {}, 2);
    QDoubleSpinBox *air = f.number(tr("Air cooling capacity:"), initial.airCoolingW / 1000, 0, 1e6, tr(" kW"));
    if (!f.exec())
        return std::nullopt;
    Hall h = initial;
    h.name = name->text().trimmed();
    h.widthM = width->value();
    h.depthM = depth->value();
    h.floorRatingKPa = floor->value();
    h.pue = pue->value();
    h.airCoolingW = air->value() * 1000;
    return h;
}

std::optional<PowerFeed> askFeed(QWidget *parent, const Document &doc, const PowerFeed &initial)
{
    Form f(parent, tr("Insert feed"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    auto *side = new QComboBox(&f.dialog);
    side->addItems({QStringLiteral("A"), QStringLiteral("B")});
    side->setCurrentIndex(initial.side == FeedSide::B ? 1 : 0);
    f.layout->addRow(tr("Side:"), side);
    QDoubleSpinBox *capacity = f.number(tr("Capacity:"), initial.capacityW / 1000, 0, 1e7, tr(" kW"));
    if (!f.exec())
        return std::nullopt;
    PowerFeed feed = initial;
    feed.hall = HallId(hall->currentData().toUInt());
    feed.name = name->text().trimmed();
    feed.side = side->currentIndex() == 1 ? FeedSide::B : FeedSide::A;
    feed.capacityW = capacity->value() * 1000;
    return feed;
}

std::optional<CoolingLoop> askLoop(QWidget *parent, const Document &doc, const CoolingLoop &initial)
{
    Form f(parent, tr("Insert cooling loop"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    QDoubleSpinBox *supply = f.number(tr("Supply temperature:"), initial.supplyC, -50, 100, tr(" °C"));
    QDoubleSpinBox *delta = f.number(tr("Supply/return ΔT:"), initial.deltaTK, 0, 100, tr(" K"));
    if (!f.exec())
        return std::nullopt;
    CoolingLoop loop = initial;
    loop.hall = HallId(hall->currentData().toUInt());
    loop.name = name->text().trimmed();
    loop.supplyC = supply->value();
    loop.deltaTK = delta->value();
    return loop;
}

} // namespace railyard

namespace railyard {

std::optional<Column> askColumn(QWidget *parent, const Document &doc, const Column &initial)
{
    return askRectangle(parent, doc, initial, tr("Insert column"), nullptr);
}

std::optional<KeepOut> askKeepOut(QWidget *parent, const Document &doc, const KeepOut &initial)
{
    QLineEdit *reason = nullptr;
    std::optional<KeepOut> k = askRectangle(parent, doc, initial, tr("Insert keep-out area"), &reason);
    if (k)
        k->reason = reason->text().trimmed();
    return k;
}

std::optional<Busway> askBusway(QWidget *parent, const Document &doc, const Busway &initial)
{
    Form f(parent, tr("Insert busway"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    QComboBox *feed = f.choice(tr("Feed:"), named(doc.feeds()), initial.feed.value);
    QComboBox *part = f.choice(tr("Part:"), partsOf(doc, PartCategory::Busway), initial.part.value);
    QDoubleSpinBox *x1 = f.number(tr("Start x:"), initial.x1M, -10000, 10000, tr(" m"), 2);
    QDoubleSpinBox *y1 = f.number(tr("Start y:"), initial.y1M, -10000, 10000, tr(" m"), 2);
    QDoubleSpinBox *x2 = f.number(tr("End x:"), initial.x2M, -10000, 10000, tr(" m"), 2);
    QDoubleSpinBox *y2 = f.number(tr("End y:"), initial.y2M, -10000, 10000, tr(" m"), 2);
    if (!f.exec())
        return std::nullopt;
    Busway b = initial;
    b.hall = HallId(hall->currentData().toUInt());
    b.name = name->text().trimmed();
    b.feed = FeedId(feed->currentData().toUInt());
    b.part = PartId(part->currentData().toUInt());
    b.x1M = x1->value();
    b.y1M = y1->value();
    b.x2M = x2->value();
    b.y2M = y2->value();
    return b;
}

std::optional<Cdu> askCdu(QWidget *parent, const Document &doc, const Cdu &initial)
{
    Form f(parent, tr("Insert CDU"));
    QLineEdit *name = f.text(tr("Name:"), initial.name);
    QComboBox *loop = f.choice(tr("Cooling loop:"), named(doc.loops()), initial.loop.value);
    QComboBox *part = f.choice(tr("Part:"), partsOf(doc, PartCategory::Cdu), initial.part.value);
    QDoubleSpinBox *x = f.number(tr("Centre x:"), initial.xM, -10000, 10000, tr(" m"), 2);
    QDoubleSpinBox *y = f.number(tr("Centre y:"), initial.yM, -10000, 10000, tr(" m"), 2);
    QDoubleSpinBox *rotation = f.number(tr("Rotation:"), initial.rotationDeg, -360, 360, tr("°"), 0);
    if (!f.exec())
        return std::nullopt;
    Cdu c = initial;
    c.name = name->text().trimmed();
    c.loop = LoopId(loop->currentData().toUInt());
    c.part = PartId(part->currentData().toUInt());
    c.xM = x->value();
    c.yM = y->value();
    c.rotationDeg = rotation->value();
    return c;
}

} // namespace railyard
