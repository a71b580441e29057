#include "partdroptarget.h"

#include "partmime.h"

#include <QDragMoveEvent>
#include <QToolTip>
#include <QWidget>

namespace railyard {

bool PartDropTarget::eventFilter(QObject *watched, QEvent *event)
{
    // Only drags are ours. Asking for the drop widget on other events would reach into a view
    // that may be half destroyed (its children leave while it dies).
    const QEvent::Type type = event->type();
    if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::DragLeave && type != QEvent::Drop)
        return false;
    QWidget *widget = dropWidget();
    if (watched != widget)
        return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *e = static_cast<QDragMoveEvent *>(event);
        const Part *part = partFromMime(m_doc, e->mimeData());
        if (!part)
            return false;
        m_over = true;
        m_quantity = quantityFromMime(e->mimeData());
        m_template = templateFromMime(e->mimeData());
        const Verdict v = showDrop(*part, e->position());
        QToolTip::showText(widget->mapToGlobal(e->position().toPoint()), v.text, widget);
        // Entering is always accepted so the feedback follows the pointer; a refused spot
        // takes no drop.
        if (event->type() == QEvent::DragEnter || v.ok)
            e->acceptProposedAction();
        else
            e->ignore();
        return true;
    }
    case QEvent::DragLeave: {
        // The widget never saw a drag of ours enter: its leave is ours too.
        const bool ours = m_over;
        m_over = false;
        hideDrop();
        QToolTip::hideText();
        return ours;
    }
    case QEvent::Drop: {
        auto *e = static_cast<QDropEvent *>(event);
        const Part *part = partFromMime(m_doc, e->mimeData());
        if (!part)
            return false;
        m_over = false;
        hideDrop();
        QToolTip::hideText();
        m_quantity = quantityFromMime(e->mimeData());
        m_template = templateFromMime(e->mimeData());
        const Verdict v = applyDrop(*part, e->position());
        if (v.ok)
            e->acceptProposedAction();
        else
            e->ignore();
        emit message(v.text);
        return true;
    }
    default:
        return false;
    }
}

} // namespace railyard
