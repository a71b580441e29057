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
#include "core/limits.h"
#include "core/trcontexts.h"
#include "entities/enums.h"

namespace railyard {

namespace {


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
    // A coordinate on the hall's floor, in metres.
    QDoubleSpinBox *metres(const QString &label, double value)
    {
        return number(label, value, -10000, 10000, trctx::InsertDialogs::tr(" m"), 2);
    }
    QComboBox *halls(const Document &doc, HallId current)
    {
        auto *box = new QComboBox(&dialog);
        for (const Hall &h : doc.halls()) {
            box->addItem(h.name, h.id.value);
            if (h.id == current)
                box->setCurrentIndex(box->count() - 1);
        }
        layout->addRow(trctx::InsertDialogs::tr("Hall:"), box);
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
        return {metres(trctx::InsertDialogs::tr("Centre x:"), x), metres(trctx::InsertDialogs::tr("Centre y:"), y),
                number(trctx::InsertDialogs::tr("Width:"), w, 0, 10000, trctx::InsertDialogs::tr(" m"), 2), number(trctx::InsertDialogs::tr("Depth:"), d, 0, 10000, trctx::InsertDialogs::tr(" m"), 2)};
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
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    const auto [x, y, w, d] = f.rectangle(initial.xM, initial.yM, initial.widthM, initial.depthM);
    if (reason)
        *reason = f.text(trctx::InsertDialogs::tr("Reason:"), QString());
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
    Form f(parent, trctx::InsertDialogs::tr("Insert hall"));
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    QDoubleSpinBox *width = f.number(trctx::InsertDialogs::tr("Width:"), initial.widthM, 0, 10000, trctx::InsertDialogs::tr(" m"));
    QDoubleSpinBox *depth = f.number(trctx::InsertDialogs::tr("Depth:"), initial.depthM, 0, 10000, trctx::InsertDialogs::tr(" m"));
    QDoubleSpinBox *floor = f.number(trctx::InsertDialogs::tr("Floor rating:"), initial.floorRatingKPa, 0, 1000, trctx::InsertDialogs::tr(" kPa"));
    QDoubleSpinBox *pue = f.number(trctx::InsertDialogs::tr("PUE:"), initial.pue, 0, 10, {}, 2);
    QDoubleSpinBox *air = f.number(trctx::InsertDialogs::tr("Air cooling capacity:"), initial.airCoolingW / 1000, 0, 1e6, trctx::InsertDialogs::tr(" kW"));
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
    Form f(parent, trctx::InsertDialogs::tr("Insert feed"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    auto *side = new QComboBox(&f.dialog);
    side->addItems({QStringLiteral("A"), QStringLiteral("B")});
    side->setCurrentIndex(initial.side == FeedSide::B ? 1 : 0);
    f.layout->addRow(trctx::InsertDialogs::tr("Side:"), side);
    QDoubleSpinBox *capacity = f.number(trctx::InsertDialogs::tr("Capacity:"), initial.capacityW / 1000, 0, 1e7, trctx::InsertDialogs::tr(" kW"));
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
    Form f(parent, trctx::InsertDialogs::tr("Insert cooling loop"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    QDoubleSpinBox *supply = f.number(trctx::InsertDialogs::tr("Supply temperature:"), initial.supplyC, limits::kMinLoopSupplyC, limits::kMaxLoopSupplyC,
                                      trctx::InsertDialogs::tr(" °C"));
    QDoubleSpinBox *delta = f.number(trctx::InsertDialogs::tr("Supply/return ΔT:"), initial.deltaTK, 0, 100, trctx::InsertDialogs::tr(" K"));
    if (!f.exec())
        return std::nullopt;
    CoolingLoop loop = initial;
    loop.hall = HallId(hall->currentData().toUInt());
    loop.name = name->text().trimmed();
    loop.supplyC = supply->value();
    loop.deltaTK = delta->value();
    return loop;
}

namespace {

// A choice of an enumeration's values by their stable tokens (as the inspector and the files write them).
template <class E>
QComboBox *tokens(Form &f, const QString &label, E current)
{
    auto *box = new QComboBox(&f.dialog);
    for (const QString &t : allTokens<E>())
        box->addItem(t);
    box->setCurrentText(toToken(current));
    f.layout->addRow(label, box);
    return box;
}

} // namespace

std::optional<Network> askNetwork(QWidget *parent, const Network &initial)
{
    Form f(parent, trctx::InsertDialogs::tr("Insert network"));
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    QComboBox *role = tokens(f, trctx::InsertDialogs::tr("Role:"), initial.role);
    QComboBox *technology = tokens(f, trctx::InsertDialogs::tr("Technology:"), initial.technology);
    QDoubleSpinBox *over = f.number(trctx::InsertDialogs::tr("Oversubscription (r:1):"), initial.oversubscription, 1, 1000, {}, 2);
    auto *plane = new QSpinBox(&f.dialog);
    plane->setRange(0, kMaxPlanes);
    plane->setValue(initial.plane);
    plane->setSpecialValueText(trctx::InsertDialogs::tr("not a plane"));
    f.layout->addRow(trctx::InsertDialogs::tr("Plane:"), plane);
    if (!f.exec())
        return std::nullopt;
    Network n = initial;
    n.name = name->text().trimmed();
    n.role = fromToken<NetworkRole>(role->currentText()).value_or(initial.role);
    n.technology = fromToken<Technology>(technology->currentText()).value_or(initial.technology);
    n.oversubscription = over->value();
    n.plane = plane->value();
    return n;
}

} // namespace railyard

namespace railyard {

std::optional<Column> askColumn(QWidget *parent, const Document &doc, const Column &initial)
{
    return askRectangle(parent, doc, initial, trctx::InsertDialogs::tr("Insert column"), nullptr);
}

std::optional<KeepOut> askKeepOut(QWidget *parent, const Document &doc, const KeepOut &initial)
{
    QLineEdit *reason = nullptr;
    std::optional<KeepOut> k = askRectangle(parent, doc, initial, trctx::InsertDialogs::tr("Insert keep-out area"), &reason);
    if (k)
        k->reason = reason->text().trimmed();
    return k;
}

std::optional<Busway> askBusway(QWidget *parent, const Document &doc, const Busway &initial)
{
    Form f(parent, trctx::InsertDialogs::tr("Insert busway"));
    QComboBox *hall = f.halls(doc, initial.hall);
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    QComboBox *feed = f.choice(trctx::InsertDialogs::tr("Feed:"), named(doc.feeds()), initial.feed.value);
    QComboBox *part = f.choice(trctx::InsertDialogs::tr("Part:"), partsOf(doc, PartCategory::Busway), initial.part.value);
    QDoubleSpinBox *x1 = f.metres(trctx::InsertDialogs::tr("Start x:"), initial.x1M);
    QDoubleSpinBox *y1 = f.metres(trctx::InsertDialogs::tr("Start y:"), initial.y1M);
    QDoubleSpinBox *x2 = f.metres(trctx::InsertDialogs::tr("End x:"), initial.x2M);
    QDoubleSpinBox *y2 = f.metres(trctx::InsertDialogs::tr("End y:"), initial.y2M);
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
    Form f(parent, trctx::InsertDialogs::tr("Insert CDU"));
    QLineEdit *name = f.text(trctx::InsertDialogs::tr("Name:"), initial.name);
    QComboBox *loop = f.choice(trctx::InsertDialogs::tr("Cooling loop:"), named(doc.loops()), initial.loop.value);
    QComboBox *part = f.choice(trctx::InsertDialogs::tr("Part:"), partsOf(doc, PartCategory::Cdu), initial.part.value);
    QDoubleSpinBox *x = f.metres(trctx::InsertDialogs::tr("Centre x:"), initial.xM);
    QDoubleSpinBox *y = f.metres(trctx::InsertDialogs::tr("Centre y:"), initial.yM);
    QDoubleSpinBox *rotation = f.number(trctx::InsertDialogs::tr("Rotation:"), initial.rotationDeg, -360, 360, trctx::InsertDialogs::tr("°"), 0);
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
