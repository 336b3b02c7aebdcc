#!/usr/bin/env bash
# Installs what is missing, configures and builds cutlm into ./build (or $CUTLM_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
build_dir=${CUTLM_BUILD_DIR:-build}
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCUTLM_WERROR=ON
fi
cmake --build "$build_dir" -j "${CUTLM_JOBS:-2}"
