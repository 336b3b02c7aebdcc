#!/usr/bin/env bash
# The main job: builds if needed, then runs the shipped seed program (v_cmp_class_f64 and
# v_min_f16) on the compute unit model with co-simulation against the RTL, in wave32 and
# wave64, writing waveforms, traces and final states to out/.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
build_dir=${CUTLM_BUILD_DIR:-build}
mkdir -p out
status=0
for variant in seeds seeds_wave64; do
  echo "== examples/$variant.s (co-simulated; waveform out/$variant.vcd)"
  "$build_dir/cutlm" run "examples/$variant.s" --state "examples/$variant.state.json" --cosim \
    --vcd "out/$variant.vcd" --trace "out/$variant.trace.jsonl" \
    --dump-state "out/$variant.final.json" --stats "out/$variant.stats.json" || status=$?
  python3 scripts/show_result.py "out/$variant.final.json" vcc_lo vcc_hi v5
done
echo "Open a waveform with: gtkwave out/seeds.vcd traces/cutlm.gtkw"
exit $status
