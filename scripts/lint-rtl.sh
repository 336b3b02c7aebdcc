#!/usr/bin/env bash
# Lints the VALU RTL with Verilator -Wall. Exits non-zero on any warning or error.
# Usage: lint-rtl.sh [GENERATED_DIR]  (the build's rtl/generated; generated afresh when omitted)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rtl_dir="${repo_root}/rtl"
verilator="${VERILATOR:-verilator}"

gen_dir="${1:-}"
if [ -z "${gen_dir}" ]; then
  gen_dir="$(mktemp -d)"
  trap 'rm -rf "${gen_dir}"' EXIT
  python3 "${repo_root}/scripts/gen_rtl_ops.py" "${repo_root}/isa/gfx1100.json" \
    "${repo_root}/isa/rtl" --sv "${gen_dir}"
fi

# The configuration file (what is public) and the packages first, in dependency order: the
# common package, the generated operation package, then the lane packages that use both.
shopt -s nullglob
pkgs=("${rtl_dir}/cutlm_valu.vlt" "${rtl_dir}/cutlm_valu_pkg.sv" "${gen_dir}/cutlm_valu_ops_pkg.sv"
      "${rtl_dir}"/cutlm_valu_*_lane_pkg.sv)
# The generated modules (the side-by-side units and each unit's top), then the hand-written ones.
srcs=("${gen_dir}/cutlm_valu_units.sv")
for f in "${gen_dir}"/cutlm_valu_*.sv "${rtl_dir}"/*.sv; do
  case "$f" in *_pkg.sv|*/cutlm_valu_units.sv) ;; *) srcs+=("$f") ;; esac
done

status=0
run_lint() {
  local label="$1"; shift
  local log
  # Verilator already fails on warnings unless -Wno-fatal; the output check also catches
  # anything printed with a zero exit code.
  if log="$("${verilator}" --lint-only -Wall --assert --top-module cutlm_valu "$@" \
              "${pkgs[@]}" "${srcs[@]}" 2>&1)" && [ -z "${log}" ]; then
    echo "lint-rtl: ${label}: clean"
  else
    printf '%s\n' "${log}"
    echo "lint-rtl: ${label}: FAILED" >&2
    status=1
  fi
}

run_lint "cutlm_valu"

exit "${status}"
