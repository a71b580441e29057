#include "pasteplace.h"

#include "commands/editor.h"

#include <QCoreApplication>
#include <algorithm>
#include <functional>

namespace railyard {

double offsetBeyondLastRow(const Document &doc, const std::vector<RackId> &racks)
{
    if (racks.empty())
        return 0;
    double lowest = 1e300;
    for (RackId id : racks)
        lowest = std::min(lowest, doc.racks().at(id).yM);
    std::vector<double> rowYs;
    for (RowId row : doc.rowsOf(doc.hallOf(racks.front())))
        for (RackId id : doc.racksOf(row))
            rowYs.push_back(doc.racks().at(id).yM);
    std::sort(rowYs.begin(), rowYs.end());
    rowYs.erase(std::unique(rowYs.begin(), rowYs.end(), [](double a, double b) { return std::abs(a - b) < 0.05; }), rowYs.end());
    std::vector<double> gaps;
    for (size_t i = 1; i < rowYs.size(); ++i)
        gaps.push_back(rowYs[i] - rowYs[i - 1]);
    std::sort(gaps.begin(), gaps.end());
    const double pitch = gaps.empty() ? 2.4 : gaps[gaps.size() / 2];
    return rowYs.back() + pitch - lowest;
}

namespace {

CopyResult pasteWith(Editor &editor, const std::vector<RackId> &racks, const std::function<void(const std::vector<RackId> &, CopyOptions &)> &place)
{
    std::vector<RackId> present;
    for (RackId r : racks)
        if (editor.document().racks().contains(r))
            present.push_back(r);
    if (present.empty()) {
        CopyResult r;
        r.refusal = QCoreApplication::translate("Layout", "The copied racks no longer exist: copy again.");
        return r;
    }
    CopyOptions o;
    o.newRows = true;
    place(present, o);
    return copyRacks(editor, present, o, QCoreApplication::translate("Layout", "Paste %n rack(s)", nullptr, int(present.size())));
}

} // namespace

CopyResult pasteRacks(Editor &editor, const std::vector<RackId> &racks)
{
    return pasteWith(editor, racks, [&](const std::vector<RackId> &present, CopyOptions &o) { o.dyM = offsetBeyondLastRow(editor.document(), present); });
}

CopyResult pasteRacksAt(Editor &editor, const std::vector<RackId> &racks, HallId hall, QPointF hallM)
{
    return pasteWith(editor, racks, [&](const std::vector<RackId> &present, CopyOptions &o) {
        const Document &doc = editor.document();
        const Rack *corner = nullptr;
        bool oneHall = true;
        for (RackId id : present) {
            const Rack &r = doc.racks().at(id);
            oneHall &= doc.hallOf(id) == hall;
            if (!corner || r.xM < corner->xM || (r.xM == corner->xM && r.yM < corner->yM))
                corner = &r;
        }
        if (!oneHall) {
            o.dyM = offsetBeyondLastRow(doc, present);
            return;
        }
        o.dxM = hallM.x() - corner->xM;
        o.dyM = hallM.y() - corner->yM;
    });
}

} // namespace railyard
