#!/usr/bin/env bash
# ThreadSanitizer run of the concurrency tests (docs/hardening.md).
#
#   tools/tsan.sh     builds build-tsan (clang, -fsanitize=thread) and runs ConcurrencyTest.* and
#                     the threaded differential test; exit status 0 when TSan reports nothing.
#
# Environment: KOTOBA_TS_PREBUILT_DIR (a tree holding libts_*.a; default build/). The tree-sitter
# archives, Abseil and GoogleTest are not instrumented: races inside them are not reported, races
# in our code that touch them are.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tree="${TSAN_BUILD_DIR:-$root/build-tsan}"
# -fbracket-depth: the constexpr command tables pass clang's default fold-expression limit.
flags="-fsanitize=thread -fno-omit-frame-pointer -fbracket-depth=1024"
CC=clang CXX=clang++ cmake -S "$root" -B "$tree" \
  -DKOTOBA_TS_PREBUILT_DIR="${KOTOBA_TS_PREBUILT_DIR:-$root/build}" -DKOTOBA_BUILD_BENCH=OFF \
  -DKOTOBA_SANITIZE=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread >/dev/null
echo "== building $tree (log: $tree/build.log)"
if ! cmake --build "$tree" -j 2 --target hardening_test >"$tree/build.log" 2>&1; then
  grep -E "error|Error" "$tree/build.log" | head -40 >&2
  exit 2
fi
# halt_on_error: the first race fails the run with its two stacks.
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
KOTOBA_SOURCE_DIR="$root" \
  "$tree/tests/hardening/hardening_test" \
  --gtest_filter='ConcurrencyTest.*:DifferentialTest.ThreadsAgreeWithOneThread'
