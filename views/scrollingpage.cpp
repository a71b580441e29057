#include "scrollingpage.h"

#include <QScrollArea>

namespace railyard {

QWidget *scrollingPage(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace railyard
