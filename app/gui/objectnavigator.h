#pragma once

#include "edit/findindex.h"

#include <QObject>

namespace railyard {

class MainWindow;
class ObjectSelection;

// Shows an object in every view and selects it there (what Find and "Find in plan" do): the
// floor plan centred on its rack, the elevation showing that rack, its row in the racks, devices
// or cables table, a problem's row in the problems list, and the object in the inspector.
class ObjectNavigator : public QObject {
    Q_OBJECT
public:
    ObjectNavigator(MainWindow &window, ObjectSelection &selection, QObject *parent = nullptr);

    void reveal(ObjectRef object);
    void reveal(const FindHit &hit);

private:
    void showRacksOf(const std::vector<ObjectRef> &objects);
    void selectProblem(const Problem &problem);

    MainWindow &m_window;
    ObjectSelection &m_selection;
};

} // namespace railyard
