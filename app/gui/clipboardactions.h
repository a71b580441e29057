#pragma once

#include "document/document.h"
#include "rules/problem.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace railyard {

// Edit > Copy and Paste of racks (docs/GUI.md, "Copy, paste and replicate"). Copy remembers the
// racks selected on the floor plan or in the racks table; Paste puts copies of them, with their
// devices and the cables between them, in new rows beyond the hall's last row — one new row per
// source row, so a whole row selected is copied as a row — names continuing their series, one
// undo step, and selects the copies. Copying refers to the racks, not a snapshot: a rack deleted
// since is left out. With no rack but columns, keep-out areas, CDUs or busways selected, Copy
// remembers those, and each Paste puts copies of them one floor tile further along x and y
// (layout/facilitypaste.h), selected. The *Now methods are the same without the status bar (tests).
class ClipboardActions : public QObject {
    Q_OBJECT
public:
    using Racks = std::function<std::vector<RackId>()>;
    using Select = std::function<void(const std::vector<RackId> &)>;
    using Objects = std::function<std::vector<ObjectRef>()>;
    using SelectObjects = std::function<void(const std::vector<ObjectRef> &)>;
    ClipboardActions(Document &doc, Racks selection, Select select, QWidget *window);
    // Where the selected facility objects come from and where their copies are selected.
    void setFacility(Objects selected, SelectObjects select)
    {
        m_facility = std::move(selected);
        m_selectObjects = std::move(select);
    }
    // The Edit menu entries; Ctrl+C and Ctrl+V act while focus is in one of `where` (the plan,
    // the racks table), so a text field or another table keeps its own copy and paste.
    void addTo(QMenu *edit, const QList<QWidget *> &where);
    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    const std::vector<RackId> &copied() const { return m_copied; }

    QString copyNow();
    QString pasteNow();

private:
    void tell(const QString &message);

    Document &m_doc;
    Racks m_selection;
    Select m_select;
    QWidget *m_window;
    std::vector<RackId> m_copied;
    Objects m_facility;
    SelectObjects m_selectObjects;
    std::vector<ObjectRef> m_facilityCopied;
    int m_facilityPastes = 0; // since the copy: each paste goes a tile further
    QAction *m_copy, *m_paste;
};

} // namespace railyard
