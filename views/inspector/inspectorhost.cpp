#include "inspectorhost.h"

#include "common/objectselection.h"
#include "inspector.h"
#include "kindeditors.h"

#include <QLabel>
#include <QStackedLayout>

namespace railyard {

InspectorHost::InspectorHost(Document &doc, const Engine &engine, ObjectSelection &selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_racks(new Inspector(doc, engine, this)), m_note(new QLabel(this)),
      m_pages(new QStackedLayout(this))
{
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_pages->addWidget(m_racks);
    m_pages->addWidget(m_note);
    for (auto make : {makeHallEditor, makeRowEditor, makeDeviceEditor, makePortEditor, makeCableEditor, makeFeedEditor, makePduEditor,
                      makeLoopEditor, makeNetworkEditor, makeColumnEditor, makeKeepOutEditor, makeBuswayEditor, makeCduEditor})
        addEditor(make(doc, engine, this));
    connect(&selection, &ObjectSelection::changed, this, &InspectorHost::follow);
}

void InspectorHost::addEditor(KindEditor *editor)
{
    m_editors[editor->kind()] = editor;
    m_pages->addWidget(editor);
}

KindEditor *InspectorHost::editor(EntityKind kind) const
{
    const auto it = m_editors.find(kind);
    return it == m_editors.end() ? nullptr : it->second;
}

QWidget *InspectorHost::currentPage() const
{
    return m_pages->currentWidget();
}

void InspectorHost::follow()
{
    const std::vector<ObjectRef> &objects = m_selection.objects();
    const bool allRacks = std::all_of(objects.begin(), objects.end(), [](const ObjectRef &o) { return o.kind == EntityKind::Rack; });
    if (allRacks) {
        std::vector<RackId> racks;
        for (const ObjectRef &o : objects)
            racks.push_back(RackId(o.id));
        m_racks->showRacks(racks);
        m_pages->setCurrentWidget(m_racks);
        return;
    }
    KindEditor *page = objects.size() == 1 ? editor(objects.front().kind) : nullptr;
    if (page && page->showObject(objects.front().id)) {
        m_pages->setCurrentWidget(page);
        return;
    }
    m_note->setText(objects.size() == 1 ? tr("This kind of object has no properties to edit.")
                                        : tr("%n objects of several kinds selected; select one to edit it.", nullptr, int(objects.size())));
    m_pages->setCurrentWidget(m_note);
}

} // namespace railyard
