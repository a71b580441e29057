// Precompiled once for every model test (tests/CMakeLists.txt, railyard_test): the model's
// headers and Qt Test. Each test still includes what it uses.
#pragma once

#include "modelpch.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
