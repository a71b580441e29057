#pragma once

#include "engine/engine.h"

#include <QObject>

class QMenu;
class QWidget;

namespace railyard {

// The cabling team's commands in the GUI (docs/CABLING.md): import and export the cable
// list, export pull sheets, label sheets and NetBox CSVs, regenerate cable labels from an
// edited template. Each reports failures in a message box; the *To/From methods are the
// same without dialogs (for tests).
class CablingActions : public QObject {
    Q_OBJECT
public:
    CablingActions(Document &doc, const Engine &engine, QWidget *window);
    void addTo(QMenu *file, QMenu *edit);
    // File > Export, where the label sheets' entry goes (labelexport.h).
    QMenu *exportMenu() const { return m_exports; }

    bool importCableListFrom(const QString &path, QString *error);
    // A cancelled export is no error: it returns true and leaves the previous file.
    bool exportTo(const QString &kind, const QString &path, QString *error);
    // What the status bar said of the last pull sheet or label export ("Done — N pages …").
    const QString &lastExportMessage() const { return m_lastExportMessage; }
    void regenerateLabels(const QString &labelTemplate);

private:
    void importCableList();
    void exportDialog(const QString &kind);
    void editLabelTemplate();
    void report(const QString &title, const QString &error);

    Document &m_doc;
    const Engine &m_engine;
    QWidget *m_window;
    QString m_lastExportMessage;
    QMenu *m_exports = nullptr;
};

} // namespace railyard
