#!/usr/bin/env bash
# ThreadSanitizer over the tests that run work on other threads: autosave snapshots and the
# background rule check (tst_liverules, tst_mainwindow). Not part of CI (a third full build);
# its last result is in docs/RELIABILITY.md, "Sanitizers".
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${RAILYARD_TSAN_BUILD_DIR:-$root/build-tsan}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRAILYARD_BENCHMARKS=OFF \
    -DRAILYARD_SANITIZE=thread
fi
cmake --build "$build" --parallel "$(nproc)" --target tst_liverules tst_mainwindow
export QT_QPA_PLATFORM=offscreen
# Qt itself is not instrumented: its own atomics are invisible to TSan, so reports whose every
# frame is inside Qt are suppressed (tests/tsan.supp); any report in Railyard's code fails.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$root/tests/tsan.supp"
cd "$build"
exec xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure -R '^(tst_liverules|tst_mainwindow)$' "$@"
