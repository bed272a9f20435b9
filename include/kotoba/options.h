// Every limit of the analysis, with its default and what happens when it is exceeded.
// Exceeding a limit never crashes or hangs: the affected input or expression becomes `opaque`
// (a finding naming the limit) and analysis goes on elsewhere.
#ifndef KOTOBA_OPTIONS_H_
#define KOTOBA_OPTIONS_H_

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace kotoba {

struct Options {
  // Input larger than this is not analysed at all: `opaque` (KT-LIMIT-001), never truncated.
  size_t max_input_bytes = size_t{1} << 20;
  // Wall-clock time all tree-sitter parses of one snippet may take together: the snippet and the
  // code nested in it (eval strings, shell strings, bash -c) share it. Code whose parse runs
  // past it, or starts after it is spent, is `opaque` (KT-LIMIT-002, SH-LIMIT-005).
  std::chrono::microseconds parse_timeout{2'000'000};
  // Syntax nesting the analysis descends into (parentheses, blocks, calls). Deeper subtrees are
  // `opaque` (KT-LIMIT-003); CPython's own parser stops at ~200 levels.
  int max_syntax_depth = 400;
  // Evaluation steps spent folding constants and resolving aliases per snippet (each value
  // computed or binding followed costs one). Past it, values are unknown; where one mattered the
  // verdict is `opaque` (KT-LIMIT-004).
  size_t max_fold_steps = 500'000;
  // Bytes any one folded value may hold (strings, bytes, decoded or decompressed data). A larger
  // result is unknown: `'a' * 10**12` costs nothing (KT-LIMIT-004 where it mattered).
  size_t max_value_bytes = size_t{1} << 20;
  // Bytes allocated for folded values in total per snippet (KT-LIMIT-004).
  size_t max_total_fold_bytes = size_t{64} << 20;
  // Nested analysis: exec inside exec, bash -c inside bash -c, python -c inside shell. Deeper
  // code is `opaque` (KT-LIMIT-005).
  int max_nesting_depth = 12;
  // Words one shell brace expansion may produce ({a,b} x 40 is 2^40): past it `opaque`.
  size_t max_brace_words = 4096;
  // Wrapper prefixes unwrapped per shell command (sudo env timeout nice ...).
  int max_wrapper_depth = 32;
};

}  // namespace kotoba

#endif  // KOTOBA_OPTIONS_H_
