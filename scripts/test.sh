#!/usr/bin/env bash
# Quick start (2): installs what is missing, builds the test suite once, under AddressSanitizer
# and UBSan, and runs every test (scripts/sanitize.sh; build folder build-asan/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
exec "$root/scripts/sanitize.sh" "$@"
