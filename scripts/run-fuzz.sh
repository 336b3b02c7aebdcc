#!/usr/bin/env bash
# Builds the decoder fuzzer (tb/fuzz, clang++-19 with ASan/UBSan/libFuzzer) into build-fuzz/
# and runs it for SECONDS (default 60). Findings land in build-fuzz/artifacts/; the corpus it
# grows stays in build-fuzz/corpus/. Extra arguments go to libFuzzer (e.g. -jobs=2 -workers=2).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
build_dir=${CUTLM_FUZZ_BUILD_DIR:-build-fuzz}
if [ ! -f "$build_dir/fuzz/build.ninja" ]; then
  cmake -S tb/fuzz -B "$build_dir/fuzz" -G Ninja -DCMAKE_CXX_COMPILER=clang++-19
fi
cmake --build "$build_dir/fuzz" -j "${CUTLM_JOBS:-2}"
mkdir -p "$build_dir/corpus" "$build_dir/artifacts"
ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  "$build_dir/fuzz/fuzz_decoder" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$build_dir/artifacts/" "$@" \
  "$build_dir/corpus" "$build_dir/fuzz/seed_corpus"
