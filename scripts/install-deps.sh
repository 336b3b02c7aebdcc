#!/usr/bin/env bash
# Installs the Debian packages the build, tests and examples need.
# Idempotent: apt-get runs only when a package is missing.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config ccache git python3 clang-format
  libsystemc-dev verilator
  libgtest-dev libgmock-dev libbenchmark-dev
  libboost-program-options-dev libboost-dev
  nlohmann-json3-dev libmpfr-dev libgmp-dev python3-jsonschema
  llvm-19 clang-19 lld-19 libclang-rt-19-dev clang-tools-19
  libamdhip64-dev librocprim-dev librocrand-dev rocm-device-libs
  gtkwave xvfb xauth zlib1g-dev
  slurm-wlm munge
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
