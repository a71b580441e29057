#include "catalog/catalogcsv.h"
#include "io/designstore.h"
#include "mainwindow.h"
#include "screenshots.h"
#include "autosave.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTextStream>
#include <QFileInfo>
#include <QSettings>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("railyard"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Railyard: design AI datacenters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Design to open (.railyard)."));
    const QCommandLineOption screenshots(QStringLiteral("screenshots"),
                                         QApplication::translate("main", "Render each main view to DIR/<view>.png and quit."),
                                         QStringLiteral("DIR"));
    parser.addOption(screenshots);
    parser.process(app);

    auto catalog = railyard::bundledCatalog();
    if (!catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Railyard cannot start"), catalog.error());
        return 2;
    }
    if (parser.isSet(screenshots) && !parser.positionalArguments().isEmpty()) {
        // Unattended: a design that cannot be opened is an error on stderr, not a dialog.
        railyard::Document probe{railyard::Catalog{}};
        if (const railyard::Status s = railyard::DesignStore::load(probe, parser.positionalArguments().front()); !s) {
            QTextStream(stderr) << s.error() << Qt::endl;
            return 2;
        }
    }
    railyard::MainWindow window(std::move(*catalog));
    if (!parser.isSet(screenshots)) // screenshots are taken in the default layout
        window.restoreLayout();
    window.show();
    // Unsaved work of a session that crashed comes first; otherwise the file asked for.
    const bool recovered = !parser.isSet(screenshots) && window.autosave()->offerRecovery();
    if (!recovered && !parser.positionalArguments().isEmpty()) {
        window.openFile(parser.positionalArguments().front());
    } else if (!recovered && !QSettings().value(QStringLiteral("firstStartDone")).toBool()) {
        // The first start shows a complete design to explore: the 1,024-GPU sample.
        if (QFileInfo::exists(QStringLiteral(RAILYARD_FIRST_START_SAMPLE)))
            window.openFile(QStringLiteral(RAILYARD_FIRST_START_SAMPLE));
    }
    QSettings().setValue(QStringLiteral("firstStartDone"), true);
    if (parser.isSet(screenshots))
        return railyard::takeScreenshots(window, parser.value(screenshots));
    return app.exec();
}
