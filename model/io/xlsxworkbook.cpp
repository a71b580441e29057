#include "xlsxworkbook.h"

#include <QCoreApplication>

namespace railyard {

QString xlsxSheetName(const QString &wanted)
{
    static const QString kForbidden = QStringLiteral("[]:*?/\\");
    QString name;
    for (qsizetype i = 0; i < wanted.size();) {
        // One character: a surrogate pair is two UTF-16 units and stays whole.
        const qsizetype units =
            wanted.at(i).isHighSurrogate() && i + 1 < wanted.size() && wanted.at(i + 1).isLowSurrogate() ? 2 : 1;
        if (name.size() + units > 31)
            break;
        const QChar c = wanted.at(i);
        if (units == 1 && (kForbidden.contains(c) || c.unicode() < 0x20 || c.isSurrogate()))
            name += QLatin1Char('-');
        else
            name += wanted.mid(i, units);
        i += units;
    }
    // Excel refuses a name that starts or ends with an apostrophe.
    while (name.startsWith(QLatin1Char('\'')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('\'')))
        name.chop(1);
    if (name.compare(QLatin1String("History"), Qt::CaseInsensitive) == 0) // reserved by Excel
        name += QLatin1Char('-');
    return name.isEmpty() ? QStringLiteral("-") : name;
}

XlsxWorkbook::XlsxWorkbook(const QString &path, bool constantMemory) : m_file(path), m_constantMemory(constantMemory) {}

XlsxWorkbook::~XlsxWorkbook()
{
    if (m_book)
        workbook_close(m_book); // an unfinished workbook: the AtomicFile removes what it wrote
}

Status XlsxWorkbook::open()
{
    if (Status s = m_file.create(); !s)
        return s;
    lxw_workbook_options options{};
    options.constant_memory = m_constantMemory ? LXW_TRUE : LXW_FALSE;
    const QByteArray name = QFile::encodeName(m_file.tempPath());
    m_book = workbook_new_opt(name.constData(), &options);
    if (!m_book)
        return m_file.fail(QCoreApplication::translate("AtomicFile", "the workbook could not be started."));
    return {};
}

void XlsxWorkbook::refuse(const QString &why)
{
    if (m_refused.isEmpty())
        m_refused = why;
}

lxw_worksheet *XlsxWorkbook::addSheet(const QString &name)
{
    const QString title = xlsxSheetName(name);
    lxw_worksheet *sheet = workbook_add_worksheet(m_book, title.toUtf8().constData());
    if (!sheet)
        refuse(QCoreApplication::translate("AtomicFile", "a sheet cannot be named \"%1\".").arg(title));
    return sheet;
}

void XlsxWorkbook::writeString(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t col, const QString &text,
                               lxw_format *format)
{
    if (!sheet)
        return; // addSheet() refused it; finish() says so
    if (text.size() > kXlsxMaxCellChars) {
        char cell[LXW_MAX_CELL_NAME_LENGTH];
        lxw_rowcol_to_cell(cell, row, col);
        refuse(QCoreApplication::translate(
                   "AtomicFile", "sheet \"%1\", cell %2 would hold %3 characters; Excel allows %4. Shorten that text "
                                 "in the design.")
                   .arg(QString::fromUtf8(sheet->name), QLatin1String(cell))
                   .arg(text.size())
                   .arg(kXlsxMaxCellChars));
        return;
    }
    if (worksheet_write_string(sheet, row, col, text.toUtf8().constData(), format) != LXW_NO_ERROR) {
        char cell[LXW_MAX_CELL_NAME_LENGTH];
        lxw_rowcol_to_cell(cell, row, col);
        refuse(QCoreApplication::translate("AtomicFile", "sheet \"%1\", cell %2 could not be written.")
                   .arg(QString::fromUtf8(sheet->name), QLatin1String(cell)));
    }
}

Status XlsxWorkbook::finish()
{
    const lxw_error closed = workbook_close(m_book);
    m_book = nullptr;
    if (!m_refused.isEmpty())
        return m_file.fail(m_refused);
    if (closed != LXW_NO_ERROR) {
        QString why = QString::fromUtf8(lxw_strerror(closed));
        if (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        return m_file.fail(
            QCoreApplication::translate("AtomicFile", "the workbook could not be written (%1).").arg(why));
    }
    // A workbook is a zip file and ends with the zip's directory; without it the write was cut.
    QFile written(m_file.tempPath());
    const qint64 kEndRecord = 22;
    if (!written.open(QIODevice::ReadOnly) || written.size() < kEndRecord ||
        !written.seek(written.size() - kEndRecord) || !written.read(4).startsWith("PK\x05\x06"))
        return m_file.fail(
            QCoreApplication::translate("AtomicFile", "the workbook came out incomplete (is the disk full?)."));
    written.close();
    return m_file.commit();
}

Status XlsxWorkbook::fail(const QString &why)
{
    if (m_book)
        workbook_close(m_book);
    m_book = nullptr;
    return m_file.fail(why);
}

} // namespace railyard
