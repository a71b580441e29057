#pragma once

// A large lldpcli json0 output for the LLDP reader's test and benchmark: one switch reporting
// `interfaces` neighbours, interface swp<i> to host<i> eth0, each interface on three lines
// (the first of them names the interface) after a one-line head.

#include <QByteArray>

namespace railyard::test {

inline QByteArray lldpJson0(int interfaces)
{
    QByteArray out;
    out.reserve(qsizetype(interfaces) * 260 + 64);
    out += "{\"lldp\": [{\"interface\": [\n";
    for (int i = 1; i <= interfaces; ++i) {
        const QByteArray n = QByteArray::number(i);
        out += "  {\"name\": \"swp" + n + "\", \"via\": \"LLDP\",\n";
        out += "   \"chassis\": [{\"id\": [{\"type\": \"mac\", \"value\": \"06:cf:b3:9d:c9:b1\"}], \"name\": "
               "[{\"value\": \"host" +
               n + "\"}]}],\n";
        out +=
            "   \"port\": [{\"id\": [{\"type\": \"ifname\", \"value\": \"eth0\"}], \"descr\": [{\"value\": \"to swp" +
            n + "\"}]}]}";
        out += i < interfaces ? ",\n" : "\n";
    }
    out += "]}]}\n";
    return out;
}

} // namespace railyard::test
