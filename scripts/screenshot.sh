#!/usr/bin/env bash
# Takes a PNG screenshot of Railyard on a virtual display: screenshot.sh OUT.png [FILE] [-- xdotool keys]
# Used to look at the GUI on machines without a display (needs imagemagick: apt-get install imagemagick).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$1"; shift
file="${1:-$root/build/sample.railyard}"
export RAILYARD_SCREENSHOT_OUT="$out"
xvfb-run -a -s "-screen 0 1400x860x24" bash -c '
  "$0" "$1" & pid=$!
  sleep 3
  import -window root "$RAILYARD_SCREENSHOT_OUT"
  kill $pid' "$root/build/app/railyard" "$file"
