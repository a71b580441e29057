#!/usr/bin/env bash
# Builds the benchmarks (target `benchmarks`, in build/) and runs the one named, with its
# arguments (docs/PERFORMANCE.md gives each figure's command). Without a name, lists them.
#   scripts/bench.sh [bench_NAME [ARGS...]]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${RAILYARD_BUILD_DIR:-$root/build}"
"$root/scripts/build.sh" benchmarks
if [ $# -eq 0 ]; then
  ls "$build/tests/bench" | grep '^bench_' | grep -v '\.' || true
  exit 0
fi
name="$1"; shift
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec "$build/tests/bench/$name" "$@"
