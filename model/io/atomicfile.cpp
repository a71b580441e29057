#include "atomicfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <cstdio>

namespace railyard {

Status writeFileAtomically(const QString &path, const QByteArray &content)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size() || !f.commit())
        return Status::failure(QCoreApplication::translate("Export", "%1: cannot write: %2").arg(path, f.errorString()));
    return {};
}

Status replaceWithFinished(const QString &temp, const QString &path)
{
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData()) != 0) {
        QFile::remove(temp);
        return Status::failure(QCoreApplication::translate("Export", "%1: cannot replace the file").arg(path));
    }
    return {};
}

} // namespace railyard
