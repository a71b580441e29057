#include "cablepins.h"

#include "commands/editor.h"

#include <QCoreApplication>

namespace railyard {

QString pinText(Medium medium)
{
    return medium == Medium::Auto ? QCoreApplication::translate("CablePins", "auto") : toToken(medium).toUpper();
}

bool pinCableMedium(Document &doc, const std::vector<CableId> &cables, Medium medium)
{
    std::vector<Cable> changed;
    for (CableId id : cables)
        if (const Cable *c = doc.cables().find(id); c && c->medium != medium) {
            changed.push_back(*c);
            changed.back().medium = medium;
        }
    if (changed.empty())
        return false;
    const QString one = changed.front().label.isEmpty() ? QStringLiteral("#%1").arg(changed.front().id.value) : changed.front().label;
    const int n = int(changed.size());
    const QString text = medium == Medium::Auto
                             ? (n == 1 ? QCoreApplication::translate("CablePins", "Unpin cable %1").arg(one)
                                       : QCoreApplication::translate("CablePins", "Unpin %n cable(s)", nullptr, n))
                             : (n == 1 ? QCoreApplication::translate("CablePins", "Pin cable %1 to %2").arg(one, pinText(medium))
                                       : QCoreApplication::translate("CablePins", "Pin %n cable(s) to %1", nullptr, n).arg(pinText(medium)));
    return Editor(doc).updateCables(changed, Cable::kMedium, text).wasApplied();
}

} // namespace railyard
