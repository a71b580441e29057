#!/usr/bin/env bash
# Renders the main window with the 1,024-GPU sample design under Xvfb to docs/screenshots/*.png:
# window (floor plan by power), floorplan (by network role, a rack selected), elevation,
# fabric, dashboard, quote, pricebook, variants and wizard. Run after scripts/build.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${RAILYARD_BUILD_DIR:-$root/build}"
out="${1:-$root/docs/screenshots}"
# A private settings and data folder: no recent files, recovery offers or preferences leak in.
export XDG_CONFIG_HOME="$(mktemp -d)" XDG_DATA_HOME="$(mktemp -d)"
xvfb-run -a -s "-screen 0 1920x1200x24" "$build/app/railyard" --screenshots "$out" "$build/sample-1024.railyard"
ls "$out"
