#include "insertdialogs.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

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
};

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
