#include "exportfiledialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>

namespace railyard {
namespace {

// The extensions of a filter: "Topology files (*.topo *.txt)" gives "topo", "txt".
QStringList filterExtensions(const QString &filter)
{
    QStringList out;
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    for (const QRegularExpressionMatch &m : pattern.globalMatch(filter))
        out << m.captured(1);
    return out;
}

} // namespace

QString proposedExportPath(const QString &designPath, const QString &what, const QString &extension)
{
    const QFileInfo design(designPath);
    const QString folder = designPath.isEmpty() ? QDir::homePath() : design.absolutePath();
    const QString name = designPath.isEmpty() ? QFileDialog::tr("untitled") : design.completeBaseName();
    return QDir(folder).filePath(QStringLiteral("%1-%2.%3").arg(name, what, extension));
}

QString withFilterExtension(const QString &path, const QString &filters, const QString &chosen)
{
    const QStringList extensions = filterExtensions(chosen);
    if (path.isEmpty() || extensions.isEmpty())
        return path;
    // A name ending in one of the offered types is taken as typed: the writer goes by it.
    const QString suffix = QFileInfo(path).suffix();
    for (const QString &e : filterExtensions(filters))
        if (suffix.compare(e, Qt::CaseInsensitive) == 0)
            return path;
    return path + QLatin1Char('.') + extensions.front();
}

QString exportFileName(QWidget *parent, const QString &title, const QString &designPath, const QString &what,
                       const QString &filters)
{
    const QString first = filters.section(QStringLiteral(";;"), 0, 0);
    const QStringList extensions = filterExtensions(first);
    QString chosen = first;
    const QString path = QFileDialog::getSaveFileName(
        parent, title, proposedExportPath(designPath, what, extensions.value(0)), filters, &chosen);
    return withFilterExtension(path, filters, chosen);
}

} // namespace railyard
