#!/usr/bin/env bash
# The layering test: compiles a one-line file that includes HEADER with the include roots of one
# model library. "blocked" expects the compiler to say HEADER was not found (the library may not
# use that folder); "allowed" expects it to compile. Any other failure is a failure of the test.
# Usage: check-layering.sh blocked|allowed HEADER COMPILER -I... [-I...]
#        check-layering.sh systemc MODEL_DIR   (SystemC, installed under /usr/include where every
#        library could reach it, is included only in model/tlm)
set -uo pipefail
if [ "${1:-}" = systemc ]; then
  found=$(grep -rlE '#include <(systemc|tlm|tlm_utils/|sysc/)' "$2" --include='*.h' --include='*.cpp' |
    grep -v "^$2/tlm/" || true)
  if [ -n "$found" ]; then echo "layering: SystemC included outside model/tlm:"; echo "$found"; exit 1; fi
  echo "layering: SystemC only in model/tlm"
  exit 0
fi
expect=$1 header=$2 compiler=$3
shift 3
probe=$(mktemp --suffix=.cpp)
trap 'rm -f "$probe"' EXIT
printf '#include "%s"\n' "$header" >"$probe"
output=$("$compiler" -std=c++17 -fsyntax-only "$@" "$probe" 2>&1)
status=$?
case $expect in
  allowed)
    if [ $status -ne 0 ]; then echo "layering: $header should compile here:"; echo "$output"; exit 1; fi ;;
  blocked)
    if [ $status -eq 0 ]; then echo "layering: $header compiled, but this library may not use it"; exit 1; fi
    if ! grep -q "$header: No such file or directory" <<<"$output"; then
      echo "layering: $header failed for another reason:"; echo "$output"; exit 1
    fi ;;
  *) echo "usage: check-layering.sh blocked|allowed HEADER COMPILER FLAGS..."; exit 2 ;;
esac
echo "layering: $header $expect as expected"
