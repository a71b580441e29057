// Precompiled once for every test of the views and the window: the widgets' headers and
// Qt Test. Each test still includes what it uses.
#pragma once

#include "viewspch.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
