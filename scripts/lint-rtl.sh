#!/usr/bin/env bash
# Lints the VALU RTL with Verilator -Wall, once as built and once with the cosim fault injection
# compiled in. Exits non-zero on any warning or error.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rtl_dir="${repo_root}/rtl"
verilator="${VERILATOR:-verilator}"

# Packages first: the modules import them.
shopt -s nullglob
pkgs=("${rtl_dir}"/*_pkg.sv)
srcs=()
for f in "${rtl_dir}"/*.sv; do
  case "$f" in *_pkg.sv) ;; *) srcs+=("$f") ;; esac
done
if [ ${#srcs[@]} -eq 0 ]; then
  echo "lint-rtl: no RTL sources in ${rtl_dir}" >&2
  exit 1
fi

status=0
run_lint() {
  local label="$1"; shift
  local log
  # Verilator already fails on warnings unless -Wno-fatal; the output check also catches
  # anything printed with a zero exit code.
  if log="$("${verilator}" --lint-only -Wall --top-module cutlm_valu "$@" \
              "${pkgs[@]}" "${srcs[@]}" 2>&1)" && [ -z "${log}" ]; then
    echo "lint-rtl: ${label}: clean"
  else
    printf '%s\n' "${log}"
    echo "lint-rtl: ${label}: FAILED" >&2
    status=1
  fi
}

run_lint "plain"
run_lint "CUTLM_INJECT_LANE_FAULT=5" +define+CUTLM_INJECT_LANE_FAULT=5

exit "${status}"
