#!/usr/bin/env bash
# Fails if any C++ source differs from what clang-format (.clang-format) makes of it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find model tb -name '*.cpp' -o -name '*.h')
clang-format --dry-run --Werror "${files[@]}"
echo "format: ${#files[@]} files clean"
