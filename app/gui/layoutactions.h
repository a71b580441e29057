#pragma once

#include "document/document.h"

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
    // The Edit menu's gestures (dialog, then the *Now method), also offered in context menus.
    void addRacks();
    void replicate();

private:
    void tell(const QString &message);

    Document &m_doc;
    Selection m_selection;
    QWidget *m_window;
};

} // namespace railyard
