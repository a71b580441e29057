#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds, and runs every test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build="${RAILYARD_BUILD_DIR:-$root/build}"
export QT_QPA_PLATFORM=offscreen
(
  cd "$build"
  # OpenGL tests need a real GL context: run the suite inside a virtual X display.
  xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure --parallel "$(nproc)"
)
# Then the same suite under AddressSanitizer and UBSan (docs/RELIABILITY.md, "Sanitizers");
# RAILYARD_SKIP_SANITIZERS=1 skips it for a quick local run.
if [ "${RAILYARD_SKIP_SANITIZERS:-0}" != 1 ]; then
  exec "$root/scripts/sanitize.sh"
fi
