#pragma once

// Shared by the fuzz harnesses (one per reader of outside input, docs/RELIABILITY.md,
// "Fuzzing"). Each harness defines LLVMFuzzerTestOneInput; it is linked either with libFuzzer
// (clang, -fsanitize=fuzzer) or with fuzzdriver.cpp, a deterministic mutation driver.

#include "document/document.h"

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace railyard::fuzz {

// A QCoreApplication for the whole run (SQLite plugin, translations); idempotent.
void ensureApplication();
// The sample design the CSV readers resolve names against, built once.
const Document &sampleDesign();
// What every command that reads a design does with it: totals, check, info, ranks. A design
// the reader accepts must survive them all.
void runEveryCommand(const Document &doc);
// The input as bytes and as UTF-8 text.
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}
inline QString text(const uint8_t *data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}
// Aborts (a finding) when a reader fails without saying why: every refusal names the problem.
void expectMessage(bool ok, const QString &error, const char *reader);

} // namespace railyard::fuzz
