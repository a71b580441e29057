// Precompiled for every translation unit of the model (CMake target_precompile_headers): the
// Qt and standard headers nearly every file reaches through document.h and engine.h, parsed
// once per build instead of once per file. Nothing here is a dependency a file may rely on:
// each file still includes what it uses, so a build without precompiled headers
// (-DRAILYARD_PCH=OFF) compiles the same.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <QVariant>

#include "document/document.h"
#include "engine/engine.h"
