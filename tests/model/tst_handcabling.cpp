// Cabling by hand (issue #14): the checks a hand-made cable passes before anything changes, a
// connect labelled in one undo step, a re-plugged end re-indexed, and pasted racks.

#include "testsupport.h"

#include "commands/editor.h"
#include "engine/engine.h"
#include "layout/cableedit.h"
#include "layout/connectcheck.h"
#include "layout/pasteplace.h"

#include <QUndoStack>

using namespace railyard;

namespace {

const Device *deviceNamed(const Document &doc, const QString &name)
{
    for (const Device &d : doc.devices())
        if (d.name == name)
            return &d;
    return nullptr;
}

PortId portOf(const Document &doc, DeviceId device, PortRole role, bool cabled)
{
    for (PortId p : doc.portsOf(device))
        if (doc.ports().at(p).role == role && (doc.cablesAt(p).begin() != doc.cablesAt(p).end()) == cabled)
            return p;
    return {};
}

bool free(const Document &doc, PortId port)
{
    return !(doc.cablesAt(port).begin() != doc.cablesAt(port).end());
}

bool hasCable(const Document &doc, PortId port, CableId cable)
{
    for (CableId c : doc.cablesAt(port))
        if (c == cable)
            return true;
    return false;
}

// A node's out-of-band cable to its rack's management switch, taken out: two free ports of one
// rack that may be cabled together.
std::pair<PortId, PortId> freedOobPair(Document &doc)
{
    const Device *node = deviceNamed(doc, QStringLiteral("gpu00002"));
    const PortId bmc = portOf(doc, node->id, PortRole::Oob, true);
    const CableId cable = *doc.cablesAt(bmc).begin();
    const PortId sw = doc.otherEnd(doc.cables().at(cable), bmc);
    Editor editor(doc);
    if (!deleteCables(editor, {cable}))
        qFatal("cannot delete the node's OOB cable");
    return {bmc, sw};
}

} // namespace

class TestHandCabling : public QObject {
    Q_OBJECT
private slots:
    void everyGeneratedCablePassesTheCheck()
    {
        // The generator's cables are what a designer would make by hand: none is refused.
        auto doc = test::generatedDocument(1024);
        for (const Cable &c : doc->cables())
            QVERIFY2(connectRefusal(*doc, c.a, c.b, c.medium, c.id).isEmpty(), qPrintable(connectRefusal(*doc, c.a, c.b, c.medium, c.id)));
    }

    void refusedWithTheReasonAndNothingChanges()
    {
        auto doc = test::generatedDocument(1024);
        const auto [bmc, sw] = freedOobPair(*doc);
        const Device &node = doc->devices().at(doc->ports().at(bmc).device);
        const PortId nic = portOf(*doc, node.id, PortRole::Compute, true);
        const PortId nic2 = [&] {
            for (PortId p : doc->portsOf(node.id))
                if (p != nic && doc->ports().at(p).role == PortRole::Compute)
                    return p;
            return PortId();
        }();
        const size_t cables = doc->cables().size();
        const int steps = doc->undoStack()->count();
        Editor editor(*doc);
        auto refused = [&](PortId a, PortId b, Medium m, const QString &words) {
            const ConnectResult r = connectPorts(editor, a, b, m);
            QVERIFY2(r.refusal.contains(words), qPrintable(r.refusal));
            QVERIFY(!r.cable);
        };
        refused(bmc, bmc, Medium::Auto, QStringLiteral("two different ports"));
        refused(bmc, nic2, Medium::Auto, QStringLiteral("Both ends are on %1").arg(node.name));
        refused(nic, sw, Medium::Auto, QStringLiteral("already cabled to")); // names the far end
        const Cable &used = doc->cables().at(*doc->cablesAt(nic).begin());
        QVERIFY(connectRefusal(*doc, nic, sw).contains(used.label));
        // A compute NIC freed of its cable still may not join the OOB switch.
        const PortId leafPort = doc->otherEnd(used, nic);
        QVERIFY(deleteCables(editor, {used.id}));
        refused(nic, sw, Medium::Auto, QStringLiteral("is on the compute network and"));
        QCOMPARE(doc->cables().size(), cables - 1);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        // The freed NIC back to its leaf is fine, but not with a copper Cat6 pinned.
        QVERIFY(connectRefusal(*doc, nic, leafPort).isEmpty());
        if (doc->ports().at(nic).cage != Cage::Rj45)
            refused(nic, leafPort, Medium::Cat6, QStringLiteral("does not fit"));
        QCOMPARE(doc->cables().size(), cables - 1);
    }

    void connectIsOneLabelledStep()
    {
        auto doc = test::generatedDocument(1024);
        const auto [bmc, sw] = freedOobPair(*doc);
        const size_t cables = doc->cables().size();
        const int steps = doc->undoStack()->count();
        Editor editor(*doc);
        const ConnectResult r = connectPorts(editor, bmc, sw);
        QVERIFY2(r.refusal.isEmpty(), qPrintable(r.refusal));
        QCOMPARE(doc->cables().size(), cables + 1);
        QVERIFY(hasCable(*doc, bmc, r.cable) && hasCable(*doc, sw, r.cable));
        QVERIFY(!doc->cables().at(r.cable).label.isEmpty());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->cables().size(), cables);
        QVERIFY(free(*doc, bmc));
        doc->undoStack()->redo();
        QVERIFY(hasCable(*doc, bmc, r.cable));
        QVERIFY(!doc->cables().at(r.cable).label.isEmpty());
    }

    void aReplugMovesTheEndInEveryIndex()
    {
        auto doc = test::generatedDocument(1024);
        const Engine engine(*doc);
        const auto [bmc, sw] = freedOobPair(*doc);
        // The next node's OOB cable is moved from its own port to the freed switch port.
        const Device *node = deviceNamed(*doc, QStringLiteral("gpu00003"));
        const PortId own = portOf(*doc, node->id, PortRole::Oob, true);
        const CableId cable = *doc->cablesAt(own).begin();
        const PortId ownSwitchPort = doc->otherEnd(doc->cables().at(cable), own);
        const QString label = doc->cables().at(cable).label;
        Editor editor(*doc);
        const PortId nic = portOf(*doc, node->id, PortRole::Compute, true);
        QVERIFY(replugEnd(editor, cable, ownSwitchPort, nic).contains(QStringLiteral("Both ends are on"))); // node to itself
        QVERIFY(replugEnd(editor, cable, own, own).contains(QStringLiteral("already plugged")));
        QCOMPARE(replugEnd(editor, cable, ownSwitchPort, sw), QString());
        QVERIFY(hasCable(*doc, sw, cable));
        QVERIFY(free(*doc, ownSwitchPort));
        QCOMPARE(doc->cables().at(cable).label, label);
        QVERIFY(!replugEnd(editor, cable, own, sw).isEmpty()); // the switch port is taken now
        // The engine followed the move as a full recompute sees it.
        const Engine fresh(*doc);
        QCOMPARE(engine.cable(cable)->routedMm, fresh.cable(cable)->routedMm);
        doc->undoStack()->undo();
        QVERIFY(hasCable(*doc, ownSwitchPort, cable));
        QVERIFY(free(*doc, sw));
        doc->undoStack()->redo();
        QVERIFY(hasCable(*doc, sw, cable));
    }

    void pastedRacksGoBeyondTheLastRow()
    {
        auto doc = test::generatedDocument(1024);
        const Device *node = deviceNamed(*doc, QStringLiteral("gpu00001"));
        const Rack source = doc->racks().at(node->rack);
        double lastY = -1e300;
        for (const Rack &r : doc->racks())
            lastY = std::max(lastY, r.yM);
        const size_t racks = doc->racks().size(), rows = doc->rows().size(), devices = doc->devices().size();
        const auto inRack = doc->devicesOf(source.id);
        const size_t mounted = size_t(std::distance(inRack.begin(), inRack.end()));
        Editor editor(*doc);
        const CopyResult r = pasteRacks(editor, {source.id});
        QVERIFY2(r.refusal.isEmpty(), qPrintable(r.refusal));
        QCOMPARE(doc->racks().size(), racks + 1);
        QCOMPARE(doc->rows().size(), rows + 1);
        QCOMPARE(doc->devices().size(), devices + mounted);
        const Rack &copy = doc->racks().at(r.racks.front());
        QVERIFY(copy.yM > lastY);
        QCOMPARE(copy.xM, source.xM);
        QVERIFY(copy.name != source.name);
        doc->undoStack()->undo();
        QCOMPARE(doc->racks().size(), racks);
        QCOMPARE(doc->devices().size(), devices);
        QVERIFY(!pasteRacks(editor, {RackId(999999)}).refusal.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHandCabling)
#include "tst_handcabling.moc"
