#pragma once

#include "document/document.h"
#include "layout/fabricbuild.h"

#include <QObject>
#include <functional>

class QMenu;
class QWidget;

namespace railyard {

// Edit menu gestures of laying out by hand (docs/GUI.md, "Laying out by hand"), on the racks
// selected in the window: add racks to the selected rack's row, replicate the scalable unit the
// selected rack belongs to. Each is one undoable step (model/layout); the *Now methods are the
// same without dialogs (tests) and return what the status bar says.
class LayoutActions : public QObject {
    Q_OBJECT
public:
    using Selection = std::function<std::vector<RackId>()>;
    LayoutActions(Document &doc, Selection selection, QWidget *window);
    void addTo(QMenu *edit);

    QString addRacksNow(int count);
    QString replicateNow();
    // Keeps the selected rack as the design's template `name` (replacing one of that name).
    QString saveTemplateNow(const QString &name);
    // The Edit menu's gestures (dialog, then the *Now method), also offered in context menus.
    void addRacks();
    void replicate();
    // Asks a name (and before replacing a template of that name), then saveTemplateNow.
    void saveTemplate();
    // The Build Fabric dialog on the selected racks (or a hall's), with its preview.
    void buildFabric();
    // Tests drive the dialog before it is shown (pick choices, accept or reject).
    using DialogHook = std::function<void(class FabricBuildDialog &)>;
    void setDialogHook(DialogHook hook) { m_dialogHook = std::move(hook); }

private:
    QString applyBuild(const FabricBuild &build);
    void tell(const QString &message);

    Document &m_doc;
    Selection m_selection;
    QWidget *m_window;
    DialogHook m_dialogHook;
};

} // namespace railyard
