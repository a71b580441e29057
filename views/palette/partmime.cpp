#include "partmime.h"

#include <QMimeData>

namespace railyard {

QMimeData *partMimeData(const Part &part)
{
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPartMimeType), part.partNumber.toUtf8());
    mime->setText(part.partNumber); // readable where dropped as text
    return mime;
}

const Part *partFromMime(const Document &doc, const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPartMimeType)))
        return nullptr;
    return doc.catalog().find(QString::fromUtf8(mime->data(QString::fromLatin1(kPartMimeType))));
}

} // namespace railyard
