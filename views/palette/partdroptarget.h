#pragma once

#include "document/document.h"

#include <QObject>
#include <QPointF>

class QWidget;

namespace railyard {

// A widget that takes catalog parts dragged from the palette (kPartMimeType), as an event
// filter so the widget's own gestures stay its own. It answers each drag move with the drop's
// verdict — the pointer shows whether the drop would be taken, the tooltip what it would do or
// why not — and a drop with the edit or the refusal, which `message` carries to the status bar.
// Subclasses say what a part at a point would do, show it, and make the edit.
class PartDropTarget : public QObject {
    Q_OBJECT
public:
    struct Verdict {
        bool ok = false;
        QString text; // what the drop does (or did), else why it is refused
    };

signals:
    void message(const QString &text);

protected:
    PartDropTarget(Document &doc, QObject *parent) : QObject(parent), m_doc(doc) {}

    // The widget whose drag events are answered (the floor plan's current viewport).
    virtual QWidget *dropWidget() const = 0;
    // What dropping `part` at `at` would do, shown where the drop would land.
    virtual Verdict showDrop(const Part &part, QPointF at) = 0;
    virtual void hideDrop() = 0;
    // Makes the drop's edit when it is taken; the verdict names what it did or why not.
    virtual Verdict applyDrop(const Part &part, QPointF at) = 0;

    bool eventFilter(QObject *watched, QEvent *event) override;

    Document &m_doc;
    // How many of the part the drag carries (a rack type dropped several at a time).
    int m_quantity = 1;
    // The rack template the drag carries (its part is the template's frame); empty: none.
    QString m_template;

private:
    bool m_over = false; // a part is being dragged over the widget
};

} // namespace railyard
