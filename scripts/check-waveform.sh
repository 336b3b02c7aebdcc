#!/usr/bin/env bash
# Checks that a GTKWave save file matches a cutlm VCD dump:
#   scripts/check-waveform.sh DUMP.vcd traces/cutlm.gtkw
# Loads the dump and the save file in a real GTKWave under Xvfb, with
# traces/check_gtkw.tcl listing the dump's facilities and the displayed signals.
# Every signal named in the save file must be a facility of the dump and be on
# display. Prints "waveform: N signals of FILE found in VCD" and exits 0, or names
# each missing signal and exits 1. Exits 77 (ctest: skipped) when gtkwave or
# xvfb-run is not installed; 2 on usage errors or when GTKWave itself fails.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 DUMP.vcd SAVE.gtkw" >&2
  exit 2
fi
vcd=$1
gtkw=$2
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tcl="${repo_root}/traces/check_gtkw.tcl"
gtkwave_bin="${GTKWAVE:-gtkwave}"

for f in "$vcd" "$gtkw" "$tcl"; do
  if [ ! -r "$f" ]; then
    echo "waveform: cannot read $f" >&2
    exit 2
  fi
done
for tool in "$gtkwave_bin" xvfb-run; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "waveform: $tool not found (scripts/install-deps.sh installs it); skipping" >&2
    exit 77
  fi
done

# Signal names of the save file: skip comments ([*]), settings ([...]), trace
# flags (@...), window geometry (*...), group and blank labels (-...), filter
# declarations (^...); strip an alias prefix (+{alias} name).
expected=()
while IFS= read -r line || [ -n "$line" ]; do
  line="${line%$'\r'}"
  case "$line" in
    ''|'['*|'@'*|'*'*|'-'*|'^'*) continue ;;
    '+{'*'} '*) line="${line#*\} }" ;;
  esac
  expected+=("$line")
done < "$gtkw"
if [ ${#expected[@]} -eq 0 ]; then
  echo "waveform: no signals named in $gtkw" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="$work/gtkwave.out"

# GTKWave writes its rc/cache files under HOME; keep them out of the real one.
status=0
HOME="$work" timeout 120 xvfb-run -a "$gtkwave_bin" -S "$tcl" "$vcd" "$gtkw" \
  >"$out" 2>&1 </dev/null || status=$?
if [ "$status" -ne 0 ] || ! grep -q '^CHECK_GTKW END' "$out"; then
  cat "$out" >&2
  if [ "$status" -eq 124 ]; then
    echo "waveform: gtkwave timed out after 120 s" >&2
  else
    echo "waveform: gtkwave failed (exit $status) before listing the dump" >&2
  fi
  exit 2
fi

sed -n 's/^FAC //p' "$out" | sort -u >"$work/facs"
sed -n 's/^DISPLAYED //p' "$out" | sort -u >"$work/displayed"
nfacs=$(wc -l <"$work/facs")

missing=0
for sig in "${expected[@]}"; do
  if ! grep -qxF -- "$sig" "$work/facs"; then
    echo "waveform: MISSING $sig: not a signal of $vcd" >&2
    missing=$((missing + 1))
  elif ! grep -qxF -- "$sig" "$work/displayed"; then
    echo "waveform: MISSING $sig: in $vcd but GTKWave did not display it" >&2
    missing=$((missing + 1))
  fi
done

name="$(basename "$gtkw")"
if [ "$missing" -ne 0 ]; then
  echo "waveform: $missing of ${#expected[@]} signals of $name not found in VCD ($nfacs signals in $vcd)" >&2
  exit 1
fi
echo "waveform: ${#expected[@]} signals of $name found in VCD"
