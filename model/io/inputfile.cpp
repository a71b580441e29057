#include "inputfile.h"

#include "core/limits.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace railyard {
namespace {

Result<QByteArray> refused(const QString &path, const QString &why)
{
    return Result<QByteArray>::failure(QCoreApplication::translate("Input", "%1: %2").arg(path, why));
}

QString tooLarge()
{
    return QCoreApplication::translate("Input", "larger than %1 MB; inputs of at most %1 MB are read. Is it the right file?")
        .arg(limits::kMaxInputBytes >> 20);
}

} // namespace

Result<QByteArray> readInputFile(const QString &path)
{
    if (path.startsWith(QLatin1Char(':'))) { // a file compiled into the program (the bundled catalog)
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return refused(path, QCoreApplication::translate("Input", "cannot read: %1").arg(f.errorString()));
        return f.readAll();
    }
    // Opened without blocking, so that a FIFO nobody writes to does not hold the command: its
    // first read then finds no writer and the input is empty. Blocking is restored for the reads.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return refused(path, QCoreApplication::translate("Input", "cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return refused(path, QCoreApplication::translate("Input", "cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    if (S_ISDIR(st.st_mode))
        return refused(path, QCoreApplication::translate("Input", "is a folder; give a file."));
    if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode) && !S_ISCHR(st.st_mode) && !S_ISSOCK(st.st_mode))
        return refused(path, QCoreApplication::translate("Input", "is a device, not a file."));
    if (S_ISREG(st.st_mode) && st.st_size > limits::kMaxInputBytes)
        return refused(path, tooLarge());
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);

    // The cap counts the bytes as they arrive: a device or a pipe states no size, and /dev/zero
    // would otherwise be read until the memory is gone. Blocks of 1 MB are joined once at the
    // end, so a refused input never costs more than the cap and an accepted one twice its size.
    constexpr qsizetype kBlock = 1 << 20;
    std::vector<QByteArray> blocks;
    qsizetype total = 0;
    for (;;) {
        if (blocks.empty() || blocks.back().size() == kBlock) {
            blocks.emplace_back();
            blocks.back().reserve(kBlock);
        }
        QByteArray &block = blocks.back();
        const qsizetype have = block.size();
        block.resize(kBlock); // the bytes are read in after the ones already there
        const ssize_t n = ::read(fd, block.data() + have, size_t(kBlock - have));
        block.resize(have + std::max<ssize_t>(n, 0));
        if (n == 0)
            break;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return refused(path, QCoreApplication::translate("Input", "cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        }
        total += n;
        if (total > limits::kMaxInputBytes)
            return refused(path, tooLarge());
    }
    if (blocks.size() == 1)
        return std::move(blocks.front());
    QByteArray bytes;
    bytes.reserve(total);
    for (QByteArray &b : blocks) {
        bytes.append(b);
        b = QByteArray();
    }
    return bytes;
}

} // namespace railyard
