#include "helpmenu.h"

#include "shortcutsdialog.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QUrl>
#include "core/trcontexts.h"

namespace railyard {

QString documentationPath()
{
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/railyard/GUI.md");
    for (const QString &path : {installed, QStringLiteral(RAILYARD_DOCS_DIR "/GUI.md")})
        if (QFileInfo::exists(path))
            return QFileInfo(path).canonicalFilePath();
    return {};
}

QString aboutText()
{
    const QString version = QCoreApplication::applicationVersion().isEmpty() ? trctx::HelpMenu::tr("(development build)") : QCoreApplication::applicationVersion();
    return trctx::HelpMenu::tr("<h3>Railyard %1</h3><p>Design GPU datacenters: halls, racks, power, cooling and rail-optimized fabrics, "
              "with every limit and rule checked live.</p><p>Built with Qt %2 (running on Qt %3).</p>"
              "<p>License: see the license that came with this copy of Railyard. Qt is used under the LGPL v3.</p>")
        .arg(version, QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

void addHelpMenu(QMainWindow &window, QMenuBar *bar)
{
    QMenu *help = bar->addMenu(trctx::HelpMenu::tr("&Help"));
    help->addAction(trctx::HelpMenu::tr("&Keyboard Shortcuts…"), &window, [&window] {
            auto *dialog = new ShortcutsDialog(&window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->show();
        })->setObjectName(QStringLiteral("keyboardShortcuts"));
    help->addAction(trctx::HelpMenu::tr("&Documentation"), &window, [&window] {
            const QString path = documentationPath();
            // Where the documents are not installed, say where they are found instead of failing silently.
            if (path.isEmpty() || !QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
                QMessageBox::information(&window, trctx::HelpMenu::tr("Documentation"),
                                         path.isEmpty() ? trctx::HelpMenu::tr("The documentation is in the docs folder of the Railyard sources "
                                                             "(docs/GUI.md for the workspace, docs/CLI.md for railyard-cli).")
                                                        : trctx::HelpMenu::tr("The documentation is at %1.").arg(QDir::toNativeSeparators(path)));
        })->setObjectName(QStringLiteral("documentation"));
    QAction *about = help->addAction(trctx::HelpMenu::tr("&About Railyard"), &window, [&window] { QMessageBox::about(&window, trctx::HelpMenu::tr("About Railyard"), aboutText()); });
    about->setObjectName(QStringLiteral("aboutRailyard"));
    about->setMenuRole(QAction::AboutRole);
}

} // namespace railyard
