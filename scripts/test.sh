#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds, and runs every test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build="${RAILYARD_BUILD_DIR:-$root/build}"
export QT_QPA_PLATFORM=offscreen
cd "$build"
# OpenGL tests need a real GL context: run the suite inside a virtual X display.
exec xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure --parallel "$(nproc)"
