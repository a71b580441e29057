#pragma once

// Translation contexts for messages written outside any QObject (free functions, edit kinds,
// checks). `trctx::FieldChecks::tr("…")` is translated in the context "FieldChecks", and lupdate
// files the message there too; a file-local tr() helper would put it in no class lupdate knows,
// and two such helpers clash when files are compiled together.
#include <QCoreApplication>

namespace railyard::trctx {

class FieldChecks {
    Q_DECLARE_TR_FUNCTIONS(FieldChecks)
};
class EditOps {
    Q_DECLARE_TR_FUNCTIONS(EditOps)
};
class Layout {
    Q_DECLARE_TR_FUNCTIONS(Layout)
};
class FabricBuild {
    Q_DECLARE_TR_FUNCTIONS(FabricBuild)
};
class Rules {
    Q_DECLARE_TR_FUNCTIONS(Rules)
};
class Editor {
    Q_DECLARE_TR_FUNCTIONS(Editor)
};
class Inspector {
    Q_DECLARE_TR_FUNCTIONS(Inspector)
};
class HelpMenu {
    Q_DECLARE_TR_FUNCTIONS(HelpMenu)
};
class InsertDialogs {
    Q_DECLARE_TR_FUNCTIONS(InsertDialogs)
};
class GeneratorChecks {
    Q_DECLARE_TR_FUNCTIONS(GeneratorChecks)
};
class RackTemplates {
    Q_DECLARE_TR_FUNCTIONS(RackTemplates)
};
class StrictJson {
    Q_DECLARE_TR_FUNCTIONS(StrictJson)
};

} // namespace railyard::trctx
