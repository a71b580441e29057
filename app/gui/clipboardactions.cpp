#include "clipboardactions.h"

#include "commands/editor.h"
#include "layout/facilitypaste.h"
#include "layout/pasteplace.h"
#include "layout/rackplacement.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace railyard {

ClipboardActions::ClipboardActions(Document &doc, Racks selection, Select select, QWidget *window)
    : QObject(window), m_doc(doc), m_selection(std::move(selection)), m_select(std::move(select)), m_window(window)
{
    m_copy = new QAction(tr("&Copy Racks"), this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setStatusTip(tr("Remember the selected racks to paste copies of them."));
    connect(m_copy, &QAction::triggered, this, [this] { tell(copyNow()); });
    m_paste = new QAction(tr("&Paste Racks"), this);
    m_paste->setShortcut(QKeySequence::Paste);
    m_paste->setStatusTip(tr("Paste copies of the copied racks, with their devices and cables, in new rows beyond the hall's last row."));
    connect(m_paste, &QAction::triggered, this, [this] { tell(pasteNow()); });
}

void ClipboardActions::addTo(QMenu *edit, const QList<QWidget *> &where)
{
    edit->addSeparator();
    edit->addAction(m_copy);
    edit->addAction(m_paste);
    for (QAction *action : {m_copy, m_paste}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        for (QWidget *w : where)
            w->addAction(action);
    }
}

QString ClipboardActions::copyNow()
{
    const std::vector<RackId> racks = m_selection();
    if (racks.empty()) {
        std::vector<ObjectRef> facility;
        for (const ObjectRef &o : m_facility ? m_facility() : std::vector<ObjectRef>())
            if (o.kind == EntityKind::Column || o.kind == EntityKind::KeepOut || o.kind == EntityKind::Cdu || o.kind == EntityKind::Busway)
                facility.push_back(o);
        if (facility.empty())
            return tr("Select the racks to copy on the floor plan or in the racks table, or columns, keep-out areas, CDUs or busways on the plan.");
        m_copied.clear();
        m_facilityCopied = facility;
        m_facilityPastes = 0;
        return tr("Copied %n object(s)", nullptr, int(facility.size()));
    }
    m_copied = racks;
    m_facilityCopied.clear();
    return tr("Copied %n rack(s)", nullptr, int(racks.size()));
}

QString ClipboardActions::pasteNow()
{
    if (!m_facilityCopied.empty()) {
        Editor editor(m_doc);
        const double by = kFloorGridM * (m_facilityPastes + 1);
        auto pasted = pasteFacility(editor, m_facilityCopied, QPointF(by, by));
        if (!pasted)
            return pasted.error();
        ++m_facilityPastes;
        if (m_selectObjects)
            m_selectObjects(*pasted);
        return tr("Pasted %n object(s)", nullptr, int(pasted->size()));
    }
    if (m_copied.empty())
        return tr("Nothing to paste: copy racks first.");
    Editor editor(m_doc);
    const CopyResult r = pasteRacks(editor, m_copied);
    if (!r.refusal.isEmpty())
        return r.refusal;
    m_select(r.racks);
    size_t devices = 0;
    for (RackId rack : r.racks) {
        const auto in = m_doc.devicesOf(rack);
        devices += size_t(std::distance(in.begin(), in.end()));
    }
    return tr("Pasted %n rack(s) with %1 device(s) and %2 cable(s)", nullptr, int(r.racks.size())).arg(devices).arg(r.cables.size());
}

void ClipboardActions::tell(const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 8000);
}

} // namespace railyard
