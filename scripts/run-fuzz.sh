#!/usr/bin/env bash
# Builds the fuzzers (tb/fuzz, clang++-19 with ASan/UBSan/libFuzzer) into build-fuzz/ and runs
# one for SECONDS (default 60): scripts/run-fuzz.sh [SECONDS] [TARGET] [libFuzzer options].
# TARGET is fuzz_decoder (the default), fuzz_code_object, fuzz_manifest, fuzz_state_json,
# fuzz_sqtt or fuzz_timing_config.
# Findings land in build-fuzz/artifacts/TARGET-*; the corpus a target grows stays in
# build-fuzz/corpus-TARGET/ (fuzz_decoder: build-fuzz/corpus/). Extra arguments go to
# libFuzzer (e.g. -jobs=2 -workers=2).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
target=fuzz_decoder
if [ $# -gt 0 ] && [[ "$1" == fuzz_* ]]; then
  target=$1
  shift
fi
case "$target" in
  fuzz_decoder) seeds=seed_corpus corpus=corpus ;;
  fuzz_code_object) seeds=seed_code_object corpus=corpus-$target ;;
  fuzz_manifest) seeds=seed_manifest corpus=corpus-$target ;;
  fuzz_state_json) seeds=seed_state_json corpus=corpus-$target ;;
  fuzz_sqtt) seeds=seed_sqtt corpus=corpus-$target ;;
  fuzz_timing_config) seeds=seed_timing_config corpus=corpus-$target ;;
  *) echo "run-fuzz.sh: unknown target $target" >&2; exit 2 ;;
esac
build_dir=${CUTLM_FUZZ_BUILD_DIR:-build-fuzz}
if [ ! -f "$build_dir/fuzz/build.ninja" ]; then
  cmake -S tb/fuzz -B "$build_dir/fuzz" -G Ninja -DCMAKE_CXX_COMPILER=clang++-19
fi
cmake --build "$build_dir/fuzz" -j "${CUTLM_JOBS:-2}"
mkdir -p "$build_dir/$corpus" "$build_dir/artifacts"
ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  "$build_dir/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$build_dir/artifacts/$target-" "$@" \
  "$build_dir/$corpus" "$build_dir/fuzz/$seeds"
