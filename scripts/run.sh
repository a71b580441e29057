#!/usr/bin/env bash
# Quick start (1): installs what is missing, builds, and opens Railyard on the bundled sample.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh" railyard railyard-cli sample_design_1024
build="${RAILYARD_BUILD_DIR:-$root/build}"
app=("$build/app/railyard" "$build/sample-1024.railyard")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run: no display found; starting Railyard on a virtual display (xvfb-run)." >&2
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "${app[@]}"
fi
exec "${app[@]}"
