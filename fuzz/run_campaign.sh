#!/usr/bin/env bash
# Fuzz campaigns for kotoba-classify (docs/hardening.md).
#
#   fuzz/run_campaign.sh            bounded campaign (CI): every harness, ~5 minutes in total,
#                                   ASan + UBSan, then the corpora replayed with leak checking
#   fuzz/run_campaign.sh --long     long campaign: the two front ends at once, one process each,
#                                   until LONG_EXECS executions each (or LONG_SECONDS), in a
#                                   UBSan-only tree for speed, then replayed under ASan + LSan
#   fuzz/run_campaign.sh --tsan     ThreadSanitizer tree (build-tsan), runs the concurrency test
#
# Environment: KOTOBA_TS_PREBUILT_DIR (a build tree holding libts_*.a; default build/),
# BOUNDED_SECONDS (per front end, default 90; each unit harness gets a sixth), FUZZ_SEED
# (bounded campaign's libFuzzer seed, default 1),
# LONG_EXECS (default 10000000), LONG_SECONDS (per front end, default 14400), LONG_MAX_LEN
# (input bytes, default 256), LONG_FOLD_STEPS (max_fold_steps while fuzzing, default 2000:
# inputs that spend the whole budget dominate the time otherwise), LONG_VALUE_BYTES
# (max_value_bytes while fuzzing, default 4096: strings of garbage folded to 100 KB and parsed
# as nested code dominate it otherwise), LONG_TIMEOUT
# (seconds per input, default 30: the long campaign shares the machine, so 10 s misfires),
# FUZZ_BUILD_DIR / FUZZ_LONG_BUILD_DIR to reuse existing trees (no configure).
# Exit status: 0 when nothing was found; 1 with the crashing inputs under <tree>/campaign/artifacts.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode=bounded
case "${1:-}" in
  "") ;;
  --long) mode=long ;;
  --tsan) mode=tsan ;;
  -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
  *) echo "usage: $0 [--long|--tsan]" >&2; exit 2 ;;
esac

prebuilt="${KOTOBA_TS_PREBUILT_DIR:-$root/build}"
jobs=2
front_ends=(classify_python_fuzzer classify_shell_fuzzer)
units=(shell_escapes_fuzzer shell_brace_fuzzer shell_quote_fuzzer shell_fields_fuzzer
       shell_params_fuzzer shell_source_fuzzer shell_producers_fuzzer shell_wrappers_fuzzer
       fold_codecs_fuzzer fold_literal_fuzzer fold_ops_fuzzer cli_input_fuzzer)

# configure_and_build DIR TARGETS... -- CMAKE_ARGS...
configure_and_build() {
  local dir="$1"; shift
  local targets=()
  while [[ "$1" != "--" ]]; do targets+=("$1"); shift; done
  shift
  CC=clang CXX=clang++ cmake -S "$root" -B "$dir" -DKOTOBA_TS_PREBUILT_DIR="$prebuilt" \
    -DKOTOBA_BUILD_BENCH=OFF "$@" >/dev/null
  echo "== building $dir (log: $dir/build.log)"
  if ! cmake --build "$dir" -j "$jobs" --target "${targets[@]}" >"$dir/build.log" 2>&1; then
    grep -E "error|Error" "$dir/build.log" | head -40 >&2
    exit 2
  fi
}

fuzz_tree() {  # DIR SANITIZERS BUILD_TYPE EXTRA_CXX_FLAGS
  configure_and_build "$1" "${front_ends[@]}" "${units[@]}" -- -DKOTOBA_FUZZ=ON \
    -DKOTOBA_BUILD_TESTS=OFF -DKOTOBA_SANITIZE=OFF -DKOTOBA_FUZZ_SANITIZERS="$2" \
    -DCMAKE_BUILD_TYPE="$3" -DCMAKE_CXX_FLAGS="$4"
  if [[ ! -x "$1/fuzz/classify_python_fuzzer" ]]; then
    echo "no fuzz targets in $1: the top-level CMakeLists.txt needs add_subdirectory(fuzz)" >&2
    exit 2
  fi
}

# Seeds are the regression corpus itself, copied here so nothing is committed twice; file names
# keep the round so files of the same name in two rounds stay apart.
seed() {  # OUT_DIR EXTENSION...
  local out="$1"; shift
  mkdir -p "$out"
  local ext f
  for ext in "$@"; do
    while IFS= read -r -d '' f; do
      local rel="${f#"$root/corpus/"}"
      cp "$f" "$out/${rel//\//_}"
    done < <(find "$root/corpus" -name "*.$ext" -print0)
  done
}

# ASan keeps freed memory in quarantine and its allocator's caches: without these, one input
# that churns through 400 MB (a brace bomb that the budget stops) left the process at 2 GB RSS
# thousands of inputs later, and libFuzzer's -rss_limit_mb called it out of memory.
export ASAN_OPTIONS="quarantine_size_mb=64:allocator_release_to_os_interval_ms=500${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

# run_fuzzer TREE TARGET SECONDS EXTRA_FLAGS... ; appends "TARGET EXECS" to TREE/campaign/stats.
run_fuzzer() {
  local tree="$1" target="$2" seconds="$3"; shift 3
  local work="$tree/campaign"
  local corpus="$work/corpus/$target" artifacts="$work/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  local seeds=() dict=()
  # Inputs that once crashed or hung run first, as seeds.
  [[ -d "$root/fuzz/regressions/$target" ]] && seeds+=("$root/fuzz/regressions/$target")
  case "$target" in
    classify_python_fuzzer|fold_literal_fuzzer)
      seeds+=("$work/seeds/python"); dict=(-dict="$root/fuzz/python.dict") ;;
    classify_shell_fuzzer|shell_*)
      seeds+=("$work/seeds/shell"); dict=(-dict="$root/fuzz/bash.dict") ;;
    cli_input_fuzzer) seeds+=("$work/seeds/python" "$work/seeds/shell") ;;
  esac
  local log="$work/logs/$target.log"
  mkdir -p "$work/logs"
  echo "== $target: ${seconds}s $*"
  local rc=0
  "$tree/fuzz/$target" "$corpus" "${seeds[@]}" "${dict[@]}" -max_total_time="$seconds" \
    -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -malloc_limit_mb=1024 -artifact_prefix="$artifacts" \
    -print_final_stats=1 "$@" >"$log" 2>&1 || rc=$?
  local execs
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "$target ${execs:-0} rc=$rc $(date -u +%Y-%m-%dT%H:%MZ)" >>"$work/stats"
  echo "   ${execs:-0} executions, exit $rc (log: $log)"
  if [[ $rc -ne 0 ]]; then
    grep -E "^(==[0-9]+==ERROR|SUMMARY|invariant broken|artifact_prefix|Test unit written)" \
      "$log" | head -5
    return 1
  fi
}

# Replays every input of TREE/campaign/corpus/TARGET through ASAN_TREE's build of TARGET with leak
# detection (one process: LSan checks each input whose mallocs and frees differ, and at exit).
replay() {  # CORPUS_TREE ASAN_TREE TARGET
  local corpus="$1/campaign/corpus/$3"
  [[ -d "$corpus" ]] || return 0
  local log="$2/campaign/logs/$3.replay.log"
  mkdir -p "$2/campaign/logs"
  echo "== replay $3 under ASan + LSan ($(find "$corpus" -type f | wc -l) inputs)"
  if ! "$2/fuzz/$3" -runs=0 -detect_leaks=1 -timeout=10 -rss_limit_mb=2048 \
       "$corpus" >"$log" 2>&1; then
    grep -E "^(==[0-9]+==ERROR|SUMMARY|invariant broken)" "$log" | head -5
    echo "   replay failed (log: $log)"
    return 1
  fi
}

status=0
case "$mode" in
  bounded)
    tree="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
    [[ -n "${FUZZ_BUILD_DIR:-}" ]] || fuzz_tree "$tree" "address,undefined" RelWithDebInfo ""
    seed "$tree/campaign/seeds/python" py
    seed "$tree/campaign/seeds/shell" sh bash
    per="${BOUNDED_SECONDS:-90}"
    # A fixed seed makes CI reproducible: the same mutations in the same order on every run of
    # the same code, so a red CI can be replayed; exploring is the long campaign's job.
    seed_flag=(-seed="${FUZZ_SEED:-1}")
    # Leak checks run in the replay below, not per input: with them on, LSan's heap scan makes
    # the front ends ~15x slower (tree-sitter's subtree pool keeps memory between inputs).
    for t in "${front_ends[@]}"; do
      run_fuzzer "$tree" "$t" "$per" -detect_leaks=0 -max_len=2048 "${seed_flag[@]}" || status=1
    done
    for t in "${units[@]}"; do
      run_fuzzer "$tree" "$t" $((per / 6)) -detect_leaks=0 -max_len=1024 "${seed_flag[@]}" || status=1
    done
    for t in "${front_ends[@]}" "${units[@]}"; do replay "$tree" "$tree" "$t" || status=1; done
    ;;
  long)
    # Throughput first: UBSan only and no comparison tracing (about 3x the executions per second
    # of the ASan tree); every input kept in the corpus is then replayed under ASan + LSan. The
    # two front ends fuzz at once (one core each) while the ASan tree builds beside them.
    tree="${FUZZ_LONG_BUILD_DIR:-$root/build-fuzz-long}"
    asan="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
    [[ -n "${FUZZ_LONG_BUILD_DIR:-}" ]] ||
      fuzz_tree "$tree" undefined Release "-fno-sanitize-coverage=trace-cmp"
    seed "$tree/campaign/seeds/python" py
    seed "$tree/campaign/seeds/shell" sh bash
    pids=()
    for t in "${front_ends[@]}"; do
      KOTOBA_FUZZ_MAX_FOLD_STEPS="${LONG_FOLD_STEPS:-2000}" \
        KOTOBA_FUZZ_MAX_VALUE_BYTES="${LONG_VALUE_BYTES:-4096}" FUZZ_TIMEOUT="${LONG_TIMEOUT:-30}" \
        run_fuzzer "$tree" "$t" "${LONG_SECONDS:-14400}" -runs="${LONG_EXECS:-10000000}" \
        -detect_leaks=0 -entropic=0 -max_len="${LONG_MAX_LEN:-256}" &
      pids+=($!)
    done
    [[ -n "${FUZZ_BUILD_DIR:-}" ]] || fuzz_tree "$asan" "address,undefined" RelWithDebInfo ""
    for p in "${pids[@]}"; do wait "$p" || status=1; done
    # The replay runs each input as it was fuzzed (same budget), now under ASan + LSan.
    for t in "${front_ends[@]}"; do
      KOTOBA_FUZZ_MAX_FOLD_STEPS="${LONG_FOLD_STEPS:-2000}" \
        KOTOBA_FUZZ_MAX_VALUE_BYTES="${LONG_VALUE_BYTES:-4096}" replay "$tree" "$asan" "$t" || status=1
    done
    ;;
  tsan)
    "$root/tools/tsan.sh"
    exit $?
    ;;
esac
echo "stats: $(tr '\n' ';' <"$tree/campaign/stats")"
exit $status
