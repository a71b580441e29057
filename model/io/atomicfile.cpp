#include "atomicfile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace railyard {

Status writeFileAtomically(const QString &path, const QByteArray &content)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size() || !f.commit())
        return Status::failure(QCoreApplication::translate("Export", "%1: cannot write: %2").arg(path, f.errorString()));
    return {};
}

} // namespace railyard
