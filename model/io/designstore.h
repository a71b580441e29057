#pragma once

#include "core/result.h"
#include "io/atomicfile.h"
#include "document/document.h"

#include <functional>

namespace railyard {

// Test hook for save: called before each stage ("create", "catalog", "hall", ..., "commit",
// "replace"). Returning false makes that stage fail as a full disk would; a hook may also end
// the process to simulate a crash mid-save.
using SaveStageHook = std::function<bool(const QString &stage)>;

// Loads and saves .railyard files (docs/FILE_FORMAT.md).
class DesignStore {
public:
    // Writes the document to a new file beside `path` in one transaction, then renames it over
    // `path` (AtomicFile: an existing file keeps its mode, a symbolic link is followed). On any
    // failure `path` is left exactly as it was. `access` says who may read a file made new.
    static Status save(const Document &doc, const QString &path, const SaveStageHook &hook = {},
                       NewFileAccess access = NewFileAccess::Shared);

    // Reads `path` into `doc`, replacing its content and clearing its undo history. The file is
    // opened read-only and never written. On failure `doc` is unchanged and the message names
    // the file and the problem.
    static Status load(Document &doc, const QString &path);

    // The document as the bytes of a .railyard file without its stored variants: what a
    // variant keeps (docs/QUOTE.md, "Scenarios").
    static Result<QByteArray> toBytes(const Document &doc);
    // Reads such bytes into `doc` as load() does; `label` names them in messages. The document
    // keeps its file path.
    static Status loadBytes(Document &doc, const QByteArray &bytes, const QString &label);
};

} // namespace railyard
