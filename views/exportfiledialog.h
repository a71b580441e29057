#pragma once

#include <QString>

class QWidget;

namespace railyard {

// The save dialog of every export (docs/GUI.md): it proposes "<design>-<what>.<ext>" beside the
// design, and a name typed without an extension of the offered types gets the chosen one's
// ("pull" writes "pull.pdf"). Empty when cancelled.
QString exportFileName(QWidget *parent, const QString &title, const QString &designPath, const QString &what,
                       const QString &filters);

// The name proposed for an export of `what` with this extension: beside the design, named after
// it; in the home folder as "untitled-<what>" for a design not saved yet.
QString proposedExportPath(const QString &designPath, const QString &what, const QString &extension);

// `path` with the first extension of the `chosen` filter ("PDF (*.pdf)") added unless it ends
// in one of the extensions `filters` offer; a filter of any file ("*") leaves it as it is.
QString withFilterExtension(const QString &path, const QString &filters, const QString &chosen);

} // namespace railyard
