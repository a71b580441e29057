#!/usr/bin/env bash
# Installs the Debian 12 packages Railyard needs to build, run and test. Idempotent: installs
# only what is missing, and refreshes the package lists only when something is. Packages named
# as arguments are installed too (scripts/fuzz.sh adds clang and libFuzzer, which the tests do
# not need).
set -euo pipefail

packages=(
  build-essential cmake ninja-build ccache pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6sql6-sqlite qt6-svg-dev qt6-tools-dev
  qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libqt6opengl6-dev libgl-dev
  libeigen3-dev libxlsxwriter-dev libqrencode-dev
  xvfb xauth mesa-utils libgl1-mesa-dri
  # fabric verification tests: simulated InfiniBand, real LLDP between network namespaces
  ibsim-utils infiniband-diags lldpd iproute2 python3 poppler-utils
  # label QR codes decoded back in tests
  zbar-tools
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "install-deps: these packages are missing and installing them needs root: ${missing[*]}" >&2
    exit 1
  fi
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
