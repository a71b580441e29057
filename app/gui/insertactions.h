#pragma once

#include "document/document.h"

#include <QObject>
#include <functional>

class QMenuBar;
class QWidget;

namespace railyard {

class FloorPlanView;

// The Insert menu (docs/GUI.md, "Insert menu"): a rack at the selected rack's row end (else at
// the plan's centre), a device in the selected rack (a part picker), a row, a hall, a feed and a
// cooling loop. Each is one undoable step, validated with the reason when refused. The *Now
// methods are the same without dialogs (tests) and return what the status bar says.
class InsertActions : public QObject {
    Q_OBJECT
public:
    using Selection = std::function<std::vector<RackId>()>;
    InsertActions(Document &doc, Selection selection, FloorPlanView *plan, QWidget *window);
    void addTo(QMenuBar *bar);

    QString insertRackNow();
    QString insertDeviceNow(PartId part);
    QString insertRowNow(const QString &name);
    QString insertHallNow(const Hall &hall);
    QString insertFeedNow(const PowerFeed &feed);
    QString insertLoopNow(const CoolingLoop &loop);
    Network newNetwork() const;
    QString insertNetworkNow(const Network &network);

    // What the forms start from: the next names of the design's series, the selection's hall.
    HallId currentHall() const;
    QString nextRowName() const;
    Hall newHall() const;
    PowerFeed newFeed() const;
    CoolingLoop newLoop() const;

private:
    void tell(const QString &message);

    Document &m_doc;
    Selection m_selection;
    FloorPlanView *m_plan;
    QWidget *m_window;
};

} // namespace railyard
