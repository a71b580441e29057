#include "siteeditname.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace railyard {
namespace {

QString percent(double fraction)
{
    return QString::number(fraction * 100, 'g', 4);
}

// The part numbers whose price entry was added or changed, and those whose entry was removed.
QStringList changedPrices(const PriceBook &before, const PriceBook &after, QStringList *removed)
{
    QHash<QString, const PriceEntry *> old;
    for (const PriceEntry &e : before.prices)
        old.insert(e.partNumber, &e);
    QStringList changed;
    for (const PriceEntry &e : after.prices) {
        const PriceEntry *was = old.take(e.partNumber);
        if (!was || !(*was == e))
            changed << e.partNumber;
    }
    *removed = old.keys();
    return changed;
}

QString pricesName(const PriceBook &before, const PriceBook &after)
{
    QStringList removed;
    const QStringList changed = changedPrices(before, after, &removed);
    const int n = int(changed.size() + removed.size());
    if (n > 1)
        return QCoreApplication::translate("Editor", "Edit %n price(s)", nullptr, n);
    if (!removed.isEmpty())
        return QCoreApplication::translate("Editor", "Remove price of %1").arg(removed.front());
    return QCoreApplication::translate("Editor", "Edit price of %1").arg(changed.value(0));
}

void namePriceBook(const PriceBook &before, const PriceBook &after, QStringList &names)
{
    if (before.currency != after.currency)
        names << QCoreApplication::translate("Editor", "Set currency to %1").arg(after.currency);
    const QuoteTerms &a = before.terms, &b = after.terms;
    if (a.margin != b.margin)
        names << QCoreApplication::translate("Editor", "Set margin to %1 %").arg(percent(b.margin));
    if (a.tax != b.tax)
        names << QCoreApplication::translate("Editor", "Set tax to %1 %").arg(percent(b.tax));
    if (a.quoteNumber != b.quoteNumber)
        names << (b.quoteNumber.isEmpty() ? QCoreApplication::translate("Editor", "Clear quote number")
                                          : QCoreApplication::translate("Editor", "Set quote number to %1").arg(b.quoteNumber));
    if (a.logo != b.logo || a.logoName != b.logoName)
        names << (b.logo.isEmpty() ? QCoreApplication::translate("Editor", "Remove quote logo")
                                   : QCoreApplication::translate("Editor", "Set quote logo to %1").arg(b.logoName));
    QuoteTerms rest = b;
    rest.margin = a.margin;
    rest.tax = a.tax;
    rest.quoteNumber = a.quoteNumber;
    rest.logoName = a.logoName;
    rest.logo = a.logo;
    if (!(rest == a))
        names << (a.project != b.project ? QCoreApplication::translate("Editor", "Set project to %1").arg(b.project)
                                         : QCoreApplication::translate("Editor", "Edit quote terms"));
    if (before.prices != after.prices)
        names << pricesName(before, after);
    if (before.discounts != after.discounts)
        names << QCoreApplication::translate("Editor", "Edit discounts");
    if (before.spares != after.spares)
        names << QCoreApplication::translate("Editor", "Edit spares policy");
    if (!(before.tco == after.tco))
        names << QCoreApplication::translate("Editor", "Edit TCO assumptions");
}

void nameScenarios(const Site &before, const Site &after, QStringList &names)
{
    if (before.scenarioName != after.scenarioName)
        names << QCoreApplication::translate("Editor", "Name this variant %1").arg(after.scenarioName);
    if (after.scenarios.size() > before.scenarios.size())
        names << QCoreApplication::translate("Editor", "Add variant %1").arg(after.scenarios.back().name);
    else if (after.scenarios.size() < before.scenarios.size()) {
        for (const StoredScenario &s : before.scenarios)
            if (std::none_of(after.scenarios.begin(), after.scenarios.end(),
                             [&](const StoredScenario &t) { return t.name == s.name; }))
                names << QCoreApplication::translate("Editor", "Remove variant %1").arg(s.name);
    } else if (before.scenarios != after.scenarios)
        names << QCoreApplication::translate("Editor", "Edit variants");
}

} // namespace

QString siteEditName(const Site &before, const Site &after)
{
    QStringList names;
    if (before.name != after.name)
        names << QCoreApplication::translate("Editor", "Rename design to %1").arg(after.name);
    if (before.customer != after.customer)
        names << (after.customer.isEmpty()
                      ? QCoreApplication::translate("Editor", "Clear customer")
                      : QCoreApplication::translate("Editor", "Set customer to %1").arg(after.customer));
    if (before.notes != after.notes)
        names << QCoreApplication::translate("Editor", "Edit notes");
    if (before.cableSlackM != after.cableSlackM || before.trayClearanceM != after.trayClearanceM)
        names << QCoreApplication::translate("Editor", "Change cable routing");
    if (after.waivers.size() > before.waivers.size())
        names << QCoreApplication::translate("Editor", "Waive %1").arg(after.waivers.back().code);
    else if (before.waivers != after.waivers)
        names << QCoreApplication::translate("Editor", "Remove waivers");
    if (before.labelTemplate != after.labelTemplate)
        names << QCoreApplication::translate("Editor", "Change label template");
    if (!(before.priceBook == after.priceBook))
        namePriceBook(before.priceBook, after.priceBook, names);
    nameScenarios(before, after, names);
    return names.isEmpty() ? QCoreApplication::translate("Editor", "Edit site") : names.join(QStringLiteral("; "));
}

} // namespace railyard
