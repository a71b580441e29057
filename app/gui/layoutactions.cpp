#include "layoutactions.h"

#include "commands/editor.h"
#include "layout/racktemplates.h"
#include "layout/replicate.h"
#include "layout/rowfill.h"
#include "fabricbuilddialog.h"

#include <QAction>

#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace railyard {

LayoutActions::LayoutActions(Document &doc, Selection selection, QWidget *window)
    : QObject(window), m_doc(doc), m_selection(std::move(selection)), m_window(window)
{
}

void LayoutActions::addTo(QMenu *edit)
{
    edit->addSeparator();
    edit->addAction(tr("Add &Racks to Row…"), this, &LayoutActions::addRacks);
    edit->addAction(tr("Re&plicate Scalable Unit"), this, &LayoutActions::replicate);
    QAction *keep = edit->addAction(tr("Save Rack as &Template…"), this, &LayoutActions::saveTemplate);
    keep->setObjectName(QStringLiteral("saveRackTemplate"));
    keep->setStatusTip(tr("Keep the selected rack, as it is filled, in the design: it then drags from the palette's Rack templates, whole."));
    QAction *fabric = edit->addAction(tr("Build &Fabric…"), this, &LayoutActions::buildFabric);
    fabric->setObjectName(QStringLiteral("buildFabric"));
    fabric->setStatusTip(tr("Give the selected racks' GPU nodes a rail-optimized compute fabric: leaves, spines and cables, previewed first."));
}

QString LayoutActions::applyBuild(const FabricBuild &build)
{
    Editor editor(m_doc);
    if (const Status applied = applyFabricBuild(editor, build); !applied)
        return applied.error();
    const FabricBuildPreview &pv = build.preview;
    return tr("Built the compute fabric of %1 GPUs: %2 leaves, %3 spines, %4 cores, %5 cables")
        .arg(pv.gpus)
        .arg(pv.leaves)
        .arg(pv.spines)
        .arg(pv.cores)
        .arg(pv.fabricCables + pv.managementCables);
}

void LayoutActions::buildFabric()
{
    FabricBuildDialog dialog(m_doc, m_selection(), m_window);
    if (m_dialogHook)
        m_dialogHook(dialog);
    else if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.result() == QDialog::Accepted && dialog.build())
        tell(applyBuild(*dialog.build()));
}

QString LayoutActions::addRacksNow(int count)
{
    const std::vector<RackId> racks = m_selection();
    if (racks.empty())
        return tr("Select a rack of the row to add racks to.");
    const Rack like = m_doc.racks().at(racks.front()); // a copy: the insert below may move the table
    Editor editor(m_doc);
    const RowFill fill = addRacksToRow(editor, like.row, like.part, count);
    if (!fill.refusal.isEmpty())
        return fill.refusal;
    return tr("Added %n rack(s) to row %1", nullptr, int(fill.racks.size())).arg(m_doc.rows().at(like.row).name);
}

QString LayoutActions::replicateNow()
{
    const std::vector<RackId> racks = m_selection();
    int su = -1;
    for (RackId r : racks)
        for (DeviceId d : m_doc.devicesOf(r))
            if (m_doc.devices().at(d).su >= 0 && su < 0)
                su = m_doc.devices().at(d).su;
    if (su < 0)
        return tr("Select a rack of the scalable unit to replicate.");
    Editor editor(m_doc);
    const CopyResult r = replicateScalableUnit(editor, su);
    if (!r.refusal.isEmpty())
        return r.refusal;
    QString text = tr("Replicated SU %1: %n rack(s), %2 cable(s), %3 to switches outside the SU", nullptr, int(r.racks.size()))
                       .arg(su + 1)
                       .arg(r.cables.size())
                       .arg(r.outsideConnected);
    if (!r.notConnected.isEmpty())
        text += QLatin1Char('\n') + tr("%n link(s) found no free port:", nullptr, int(r.notConnected.size())) + QLatin1Char('\n')
                + r.notConnected.mid(0, 20).join(QLatin1Char('\n'));
    return text;
}

QString LayoutActions::saveTemplateNow(const QString &name)
{
    const std::vector<RackId> racks = m_selection();
    if (racks.empty())
        return tr("Select the rack to keep as a template.");
    const Result<RackTemplate> tpl = rackTemplateOf(m_doc, racks.front(), name.trimmed());
    if (!tpl)
        return tpl.error();
    const EditResult saved = Editor(m_doc).saveRackTemplate(tpl.value());
    if (saved.wasRefused())
        return saved.refusal();
    return tr("Saved rack %1 as template %2: %n device(s), drag it from the palette's Rack templates", nullptr, int(tpl.value().devices.size()))
        .arg(m_doc.racks().at(racks.front()).name, tpl.value().name);
}

void LayoutActions::saveTemplate()
{
    const std::vector<RackId> racks = m_selection();
    if (racks.empty()) {
        tell(tr("Select the rack to keep as a template."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Save rack as template"), tr("Template name:"), QLineEdit::Normal,
                                               tr("%1 template").arg(m_doc.racks().at(racks.front()).name), &ok);
    if (!ok)
        return;
    const auto &own = m_doc.site().rackTemplates;
    if (std::any_of(own.begin(), own.end(), [&](const RackTemplate &t) { return t.name == name.trimmed(); })
        && QMessageBox::question(m_window, tr("Replace template"), tr("The design has a template %1. Replace it with this rack?").arg(name.trimmed()))
               != QMessageBox::Yes)
        return;
    tell(saveTemplateNow(name));
}

void LayoutActions::addRacks()
{
    bool ok = false;
    const int count = QInputDialog::getInt(m_window, tr("Add racks to row"), tr("Racks to add after the row's last rack:"), 1, 1, 1000, 1, &ok);
    if (ok)
        tell(addRacksNow(count));
}

void LayoutActions::replicate()
{
    tell(replicateNow());
}

void LayoutActions::tell(const QString &message)
{
    // A list of links left unconnected needs reading; a one-line result fits the status bar.
    if (message.contains(QLatin1Char('\n')))
        QMessageBox::information(m_window, tr("Replicate scalable unit"), message);
    else if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(message, 8000);
}

} // namespace railyard
