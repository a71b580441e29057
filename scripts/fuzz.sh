#!/usr/bin/env bash
# The fuzz harnesses under libFuzzer (clang), with AddressSanitizer and UBSan, for longer than
# the suite runs them (docs/RELIABILITY.md, "Fuzzing"):
#   scripts/fuzz.sh [SECONDS_PER_HARNESS] [READER...]     (default 300 s, every reader)
# Build folder build-fuzz/. New inputs go to build-fuzz/tests/fuzz/work/<reader>/; a crash
# leaves build-fuzz/tests/fuzz/<reader>-crash-* — copy it to tests/fuzz/regressions/<reader>/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${RAILYARD_FUZZ_BUILD_DIR:-$root/build-fuzz}"
seconds="${1:-300}"
shift || true
readers=("$@")
"$root/scripts/install-deps.sh" clang libfuzzer-14-dev
[ ${#readers[@]} -gt 0 ] || readers=(design designrows cablelist pricebook links namemap lldp ibnetdiscover)
if [ ! -f "$build/build.ninja" ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRAILYARD_BENCHMARKS=OFF \
    -DRAILYARD_FUZZ=ON -DRAILYARD_SANITIZE=address,undefined
fi
cmake --build "$build" --parallel "$(nproc)" --target $(printf 'fuzz_%s ' "${readers[@]}")
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen
fuzz="$build/tests/fuzz"
for r in "${readers[@]}"; do
  mkdir -p "$fuzz/work/$r"
  echo "== $r: $seconds s"
  "$fuzz/fuzz_$r" -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$fuzz/$r-" "$fuzz/work/$r" "$root/tests/fuzz/corpus/$r" "$root/tests/fuzz/regressions/$r" 2>&1 |
    grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)' || true
  test "${PIPESTATUS[0]}" -eq 0
done
