#include "pdffile.h"

#include <QCoreApplication>

namespace railyard {

Status PdfFile::open()
{
    if (Status s = m_file.open(); !s)
        return s;
    m_writer.emplace(&m_file.device());
    return {};
}

Status PdfFile::finish(QPainter &painter)
{
    if (painter.isActive() && !painter.end())
        return m_file.fail(QCoreApplication::translate("AtomicFile", "the PDF could not be finished."));
    m_writer.reset(); // the writer holds nothing after end(); let go of it before the file is closed
    return m_file.commit();
}

} // namespace railyard
