#pragma once

#include "editop.h"

#include "document/document.h"

namespace railyard {

// What applying an edit file did: on success the counts for the summary; on the first refused
// op its line and a message "FILE:LINE: op kind name: reason", with the document as before.
struct EditOutcome {
    bool ok = false;
    int line = 0;
    QString error;
    int applied = 0, added = 0, changed = 0, removed = 0;
};

// Applies the ops in order through the Editor facade as one undo step (new cables labelled
// with the site's template, as a cable connected by hand is). The first op refused stops the
// run and undoes everything before it, so the document is untouched.
EditOutcome applyEditOps(Document &doc, const std::vector<EditOp> &ops, const QString &file);

} // namespace railyard
