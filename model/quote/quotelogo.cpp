#include "quotelogo.h"

#include <QCoreApplication>
#include <QFile>

namespace railyard {

namespace {
bool isPngOrJpeg(const QByteArray &b)
{
    return b.startsWith(QByteArrayLiteral("\x89PNG\r\n\x1a\n")) || b.startsWith(QByteArrayLiteral("\xff\xd8\xff"));
}
} // namespace

QImage quoteLogoImage(const QByteArray &image)
{
    return isPngOrJpeg(image) ? QImage::fromData(image) : QImage();
}

Status checkQuoteLogo(const QByteArray &image)
{
    if (image.size() > kMaxQuoteLogoBytes)
        return Status::failure(QCoreApplication::translate("Quote", "the logo is %1 KiB; a logo may be at most %2 KiB")
                                   .arg(image.size() / 1024)
                                   .arg(kMaxQuoteLogoBytes / 1024));
    if (!isPngOrJpeg(image))
        return Status::failure(QCoreApplication::translate("Quote", "the logo is not a PNG or JPEG image"));
    if (quoteLogoImage(image).isNull())
        return Status::failure(QCoreApplication::translate("Quote", "the logo image cannot be decoded"));
    return {};
}

Result<QByteArray> readQuoteLogo(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<QByteArray>::failure(QStringLiteral("%1: %2").arg(path, file.errorString()));
    // One byte past the bound is enough to refuse it.
    const QByteArray bytes = file.read(kMaxQuoteLogoBytes + 1);
    if (const Status s = checkQuoteLogo(bytes); !s)
        return Result<QByteArray>::failure(QCoreApplication::translate("Quote", "%1: %2; choose a PNG or JPEG image").arg(path, s.error()));
    return bytes;
}

} // namespace railyard
