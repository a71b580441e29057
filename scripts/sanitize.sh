#!/usr/bin/env bash
# Builds the test suite under AddressSanitizer and UndefinedBehaviorSanitizer and runs it
# (docs/RELIABILITY.md, "Sanitizers"; docs/PERFORMANCE.md, "The test command"). This is the
# one build of the tests: build-asan/, benchmarks and libFuzzer left out, -O1 with line tables
# only (what a sanitizer's report needs), shared libraries and precompiled headers.
# UBSan does not recover: any report fails its test, and so this script.
#   scripts/sanitize.sh [CTEST_ARGS...]      e.g. -R tst_rules
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${RAILYARD_ASAN_BUILD_DIR:-$root/build-asan}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
    -DRAILYARD_BENCHMARKS=OFF -DRAILYARD_SANITIZE=address,undefined
fi
cmake --build "$build" --parallel "$(nproc)"
export QT_QPA_PLATFORM=offscreen
# Leak reports are off: Qt, fontconfig and Mesa keep process-lifetime allocations that LSan
# reports as leaks; memory errors and undefined behaviour are what this run is for.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
cd "$build"
# OpenGL tests need a real GL context: the suite runs inside a virtual X display.
exec xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure --parallel "$(nproc)" "$@"
