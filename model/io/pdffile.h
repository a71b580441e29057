#pragma once

#include "atomicfile.h"

#include <QPainter>
#include <QPdfWriter>
#include <optional>

namespace railyard {

// A PDF written through AtomicFile. QPdfWriter and QPainter report no write errors (ending the
// painter says true on a full disk), so the PDF goes to the temporary file's device, whose
// errors AtomicFile checks, and reaches the target's name only when it is whole.
//
//     PdfFile out(path);
//     if (Status s = out.open(); !s) return s;
//     out.writer().setPageSize(...);
//     QPainter p;
//     if (!p.begin(&out.writer())) return out.fail(...);
//     ... draw ...
//     return out.finish(p);
class PdfFile {
public:
    explicit PdfFile(const QString &path) : m_file(path) {}

    // Opens the temporary; writer() is valid after a successful open.
    Status open();
    QPdfWriter &writer() { return *m_writer; }
    // Ends the painting, completes the PDF and commits the file.
    Status finish(QPainter &painter);
    Status fail(const QString &why) { return m_file.fail(why); }

private:
    AtomicFile m_file;
    std::optional<QPdfWriter> m_writer; // declared after m_file: destroyed before the file it writes
};

} // namespace railyard
