// Brace expansion, bash's first expansion step, on the attributed word (only unquoted
// characters are syntax). Comma lists, nesting, sequences `{a..e}`, `{1..10..2}`, zero padding
// `{01..10}`, prefixes and suffixes, `{,x}`.
// Ex) {rm,-rf,x} -> rm -rf x;  a{b,c{d,e}}f -> abf acdf acef;  "{a,b}" -> {a,b}
#ifndef KOTOBA_SHELLSCAN_BRACE_H_
#define KOTOBA_SHELLSCAN_BRACE_H_

#include <cstddef>
#include <vector>

#include "absl/status/statusor.h"
#include "shellscan/word.h"

namespace kotoba::shellscan::internal {

// The words bash produces from `word`, in order. kResourceExhausted when they would exceed
// `max_words` (a `{a,b}` x 40 bomb), nest deeper than 64 levels, cost too much scanning, or
// build more than `*bytes_left` bytes: the caller reports `opaque` rather than guessing.
// `*bytes_left` pays for every word built, the intermediate products included (a group of 4096
// words is copied once per group after it); it is set to 0 when it ran out.
absl::StatusOr<std::vector<Word>> ExpandBraces(const Word& word, size_t max_words,
                                               size_t* bytes_left);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_BRACE_H_
