#pragma once

#include "kindeditor.h"

#include <map>

class QLabel;
class QStackedLayout;

namespace railyard {

class Inspector;
class ObjectSelection;

// The inspector dock (docs/GUI.md, "Inspector"): it follows the workspace's selection and shows
// the page of the selected object's kind — racks (one, or several with their sums) on the rack
// page, any other kind on its own page. A new kind adds its page with addEditor().
class InspectorHost : public QWidget {
    Q_OBJECT
public:
    InspectorHost(Document &doc, const Engine &engine, ObjectSelection &selection, QWidget *parent = nullptr);

    Inspector *rackInspector() const { return m_racks; }
    void addEditor(KindEditor *editor);
    KindEditor *editor(EntityKind kind) const;
    // The page in front: the rack inspector, a kind's editor or the "several kinds" note.
    QWidget *currentPage() const;

private:
    void follow();

    ObjectSelection &m_selection;
    Inspector *m_racks;
    QLabel *m_note;
    QStackedLayout *m_pages;
    std::map<EntityKind, KindEditor *> m_editors;
};

} // namespace railyard
