#include "windowlayout.h"

#include <QGuiApplication>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace railyard {

namespace {
// Raised when the docks change: a layout saved by an older window is then ignored, not
// half-applied.
constexpr int kLayoutVersion = 2;
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kVersionKey = QStringLiteral("window/layoutVersion");
} // namespace

QRect fitWindowRect(const QRect &wanted, const QSize &minimum, const QRect &available)
{
    QSize size = wanted.size().boundedTo(available.size()).expandedTo(minimum);
    QRect fitted(wanted.topLeft(), size);
    // Onto the screen: the right and bottom edges first, so the top-left corner (the title bar)
    // wins when the window is larger than the screen.
    if (fitted.right() > available.right())
        fitted.moveRight(available.right());
    if (fitted.bottom() > available.bottom())
        fitted.moveBottom(available.bottom());
    if (fitted.left() < available.left())
        fitted.moveLeft(available.left());
    if (fitted.top() < available.top())
        fitted.moveTop(available.top());
    return fitted;
}

void saveWindowLayout(const QMainWindow &window, QSettings &settings)
{
    settings.setValue(kGeometryKey, window.saveGeometry());
    settings.setValue(kStateKey, window.saveState(kLayoutVersion));
    settings.setValue(kVersionKey, kLayoutVersion);
}

bool restoreWindowLayout(QMainWindow &window, QSettings &settings)
{
    if (settings.value(kVersionKey).toInt() != kLayoutVersion)
        return false;
    const bool placed = window.restoreGeometry(settings.value(kGeometryKey).toByteArray());
    const bool docked = window.restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
    if (!window.isMaximized() && !window.isFullScreen()) {
        QScreen *screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
        if (screen) {
            QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
            if (window.layout())
                minimum = minimum.expandedTo(window.layout()->minimumSize());
            const QRect fitted = fitWindowRect(window.geometry(), minimum, screen->availableGeometry());
            window.resize(fitted.size());
            window.move(fitted.topLeft() - (window.geometry().topLeft() - window.pos()));
        }
    }
    return placed || docked;
}

} // namespace railyard
