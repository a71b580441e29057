#include "partmime.h"

#include <QMimeData>

namespace railyard {

QMimeData *partMimeData(const Part &part, int quantity)
{
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPartMimeType), part.partNumber.toUtf8());
    if (quantity > 1)
        mime->setData(QString::fromLatin1(kQuantityMimeType), QByteArray::number(quantity));
    mime->setText(part.partNumber); // readable where dropped as text
    return mime;
}

QMimeData *templateMimeData(const Part &frame, const QString &templateName, int quantity)
{
    QMimeData *mime = partMimeData(frame, quantity);
    mime->setData(QString::fromLatin1(kTemplateMimeType), templateName.toUtf8());
    mime->setText(templateName);
    return mime;
}

QString templateFromMime(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kTemplateMimeType)))
        return {};
    return QString::fromUtf8(mime->data(QString::fromLatin1(kTemplateMimeType)));
}

const Part *partFromMime(const Document &doc, const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPartMimeType)))
        return nullptr;
    return doc.catalog().find(QString::fromUtf8(mime->data(QString::fromLatin1(kPartMimeType))));
}

int quantityFromMime(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kQuantityMimeType)))
        return 1;
    bool ok = false;
    const int n = mime->data(QString::fromLatin1(kQuantityMimeType)).toInt(&ok);
    return ok && n > 1 ? n : 1;
}

} // namespace railyard
