#include "editcontext.h"

namespace railyard {

PortId EditContext::port(const QString &reference, QString *why)
{
    const qsizetype colon = reference.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0 || colon == reference.size() - 1) {
        *why = QCoreApplication::translate("EditOps",
                                           "\"%1\" is not a port; write it as \"device:port\", e.g. \"gpu0001:C1\"")
                   .arg(reference.left(200));
        return {};
    }
    const QString deviceName = reference.left(colon), portName = reference.mid(colon + 1);
    const Device *device = find<Device>(deviceName, why);
    if (!device)
        return {};
    QStringList names;
    for (PortId id : doc().portsOf(device->id)) {
        const Port &p = doc().ports().at(id);
        if (p.name == portName)
            return id;
        if (names.size() < 8)
            names << p.name;
    }
    *why = QCoreApplication::translate("EditOps", "device %1 has no port %2 (its ports are %3%4)")
               .arg(deviceName, portName, names.join(QStringLiteral(", ")),
                    doc().portsOf(device->id).size() > size_t(names.size()) ? QStringLiteral(", …") : QString());
    return {};
}

QString EditContext::portReference(PortId port) const
{
    const Document &d = m_editor.document();
    const Port &p = d.ports().at(port);
    return d.devices().at(p.device).name + QLatin1Char(':') + p.name;
}

} // namespace railyard
