#!/usr/bin/env bash
# The test suite: builds if needed, then runs every test except the long randomized ones
# (ctest label "long"; run those with: ctest --test-dir build -L long).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
build_dir=${CUTLM_BUILD_DIR:-build}
ctest --test-dir "$build_dir" --output-on-failure -j "${CUTLM_JOBS:-2}" -LE long "$@"
