// The Editor's edits of the design's rack templates.
#include "editor.h"

#include "core/trcontexts.h"
#include "racktemplatechecks.h"

#include <algorithm>

namespace railyard {

EditResult Editor::saveRackTemplate(const RackTemplate &tpl)
{
    if (QString why = checkRackTemplate(m_doc, tpl); !why.isEmpty())
        return EditResult::refused(std::move(why));
    Site site = m_doc.site();
    auto same = std::find_if(site.rackTemplates.begin(), site.rackTemplates.end(), [&](const RackTemplate &t) { return t.name == tpl.name; });
    const bool replacing = same != site.rackTemplates.end();
    if (replacing && *same == tpl)
        return EditResult::unchanged();
    if (replacing)
        *same = tpl;
    else
        site.rackTemplates.push_back(tpl);
    const QString text = replacing ? trctx::RackTemplates::tr("Replace rack template %1").arg(tpl.name)
                                   : trctx::RackTemplates::tr("Save rack template %1").arg(tpl.name);
    m_doc.undoStack()->push(new CmdSiteEdit(m_doc, site, Site::kTemplates, text));
    return EditResult::applied();
}

EditResult Editor::removeRackTemplate(const QString &name)
{
    Site site = m_doc.site();
    const auto removed = std::erase_if(site.rackTemplates, [&](const RackTemplate &t) { return t.name == name; });
    if (removed == 0)
        return EditResult::refused(trctx::RackTemplates::tr("The design has no rack template %1.").arg(name));
    m_doc.undoStack()->push(new CmdSiteEdit(m_doc, site, Site::kTemplates, trctx::RackTemplates::tr("Remove rack template %1").arg(name)));
    return EditResult::applied();
}

} // namespace railyard
