#include "inputfile.h"

#include "core/limits.h"

#include <QCoreApplication>
#include <QFile>

namespace railyard {

Result<QByteArray> readInputFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<QByteArray>::failure(QCoreApplication::translate("Input", "%1: cannot read: %2").arg(path, f.errorString()));
    if (f.size() > limits::kMaxInputBytes)
        return Result<QByteArray>::failure(QCoreApplication::translate("Input", "%1: %2 MB; inputs of at most %3 MB are read. Is it the right file?")
                                               .arg(path)
                                               .arg(f.size() >> 20)
                                               .arg(limits::kMaxInputBytes >> 20));
    QByteArray bytes = f.readAll();
    if (f.error() != QFileDevice::NoError)
        return Result<QByteArray>::failure(QCoreApplication::translate("Input", "%1: cannot read: %2").arg(path, f.errorString()));
    return bytes;
}

} // namespace railyard
