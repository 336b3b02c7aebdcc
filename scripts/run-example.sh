#!/usr/bin/env bash
# The main job: builds if needed, then dispatches the shipped seed kernels (OpenCL compiled by
# clang-19: fmin on half in wave32, __builtin_amdgcn_class on double in wave64) on the compute
# unit model with co-simulation against the RTL, their buffers checked by the manifests' expect
# and against the host references, builds and dispatches the OpenCL and HIP examples (checked
# by expect too), runs a whole HIP program through cutlm exec (it checks its own product), and
# runs the two seed instructions on their own; waveforms, traces,
# statistics and dumped buffers go to out/.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
build_dir=${CUTLM_BUILD_DIR:-build}
mkdir -p out
status=0
for kernel in seeds_vmin_w32 seeds_classify_w64; do
  echo "== kernels/$kernel.json (dispatch, co-simulated; waveform out/$kernel.vcd)"
  "$build_dir/cutlm" dispatch "$build_dir/kernels/$kernel.json" --cosim \
    --vcd "out/$kernel.vcd" --trace "out/$kernel.trace.jsonl" --stats "out/$kernel.stats.json" \
    --dump-dir out || status=$?
done
echo "== the same kernels' buffers against their C++ host references (kernels/kernel_test.cpp)"
"$build_dir/kernels/kernel_test" --gtest_brief=1 \
  --gtest_filter='Wave/Kernel.FminOnHalf/wave32:Wave/Kernel.ClassOnDoubleWithMaskArgument/wave64' |
  grep -E "PASSED|FAILED|Failure" || status=1
echo "== examples/opencl/reverse.cl and examples/hip/vscale.hip (own kernels, checked by expect)"
mkdir -p out/examples
cp examples/opencl/reverse.json examples/hip/vscale.json out/examples/
clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -I include \
  examples/opencl/reverse.cl -o out/examples/reverse.hsaco || status=1
clang-19 -x hip --offload-arch=gfx1100 --cuda-device-only --no-gpu-bundle-output -nogpulib \
  -nogpuinc -O2 -I include examples/hip/vscale.hip -o out/examples/vscale.hsaco || status=1
for example in reverse vscale; do
  "$build_dir/cutlm" dispatch "out/examples/$example.json" || status=$?
done
echo "== examples/hip/matmul_tiled.hip (a whole HIP program, its kernel on the model: cutlm exec)"
if clang++-19 $("$build_dir/cutlm" config --hip-cflags) -O2 -c examples/hip/matmul_tiled.hip \
  -o out/examples/matmul_tiled.o &&
  clang++-19 out/examples/matmul_tiled.o $("$build_dir/cutlm" config --hip-libs) \
    -o out/examples/matmul_tiled; then
  "$build_dir/cutlm" exec --stats out/examples/stats -- out/examples/matmul_tiled || status=$?
else
  status=1
fi
for variant in seeds seeds_wave64; do
  echo "== examples/$variant.s (the two seed instructions alone, co-simulated)"
  "$build_dir/cutlm" run "examples/$variant.s" --state "examples/$variant.state.json" --cosim \
    --vcd "out/$variant.vcd" --trace "out/$variant.trace.jsonl" \
    --dump-state "out/$variant.final.json" --stats "out/$variant.stats.json" || status=$?
  python3 scripts/show_result.py "out/$variant.final.json" vcc_lo vcc_hi v5
done
echo "Open a waveform with: gtkwave out/seeds_vmin_w32.vcd traces/cutlm.gtkw"
exit $status
