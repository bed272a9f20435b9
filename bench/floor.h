// The floor: what any tree-sitter based analysis must pay at least. Parse with this thread's
// parser, then visit every node (named and anonymous) once with a cursor.
#ifndef KOTOBA_BENCH_FLOOR_H_
#define KOTOBA_BENCH_FLOOR_H_

#include <chrono>
#include <cstdint>
#include <string_view>

#include "absl/status/statusor.h"
#include "kotoba/options.h"
#include "kotoba/verdict.h"

namespace kotoba::bench {

// Nodes visited (so the walk cannot be optimised away). Fails as ts::Parser::Parse does; the
// default timeout is the classifier's.
absl::StatusOr<uint64_t> ParseAndWalk(std::string_view source, Language language,
                                      std::chrono::microseconds timeout = Options{}.parse_timeout);

}  // namespace kotoba::bench

#endif  // KOTOBA_BENCH_FLOOR_H_
