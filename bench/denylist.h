// The baseline we replace: the seed's seven-pattern denylist (000_9dc937ba4335524d.txt, "What
// the grant still re-prompts for"), one regular expression per label, rebuilt with RE2 (linear
// time DFA matching) so the comparison is with a fast text matcher, not a slow one.
#ifndef KOTOBA_BENCH_DENYLIST_H_
#define KOTOBA_BENCH_DENYLIST_H_

#include <array>
#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "kotoba/verdict.h"
#include "re2/re2.h"

namespace kotoba::bench {

class Denylist {
 public:
  // kInternal if a pattern does not compile.
  static absl::StatusOr<Denylist> Create();

  // The labels whose pattern occurs anywhere in `source`. Thread-safe.
  LabelSet Match(std::string_view source) const;

 private:
  struct Pattern {
    Label label;
    std::unique_ptr<RE2> re;
  };
  Denylist() = default;
  std::array<Pattern, 7> patterns_;
};

}  // namespace kotoba::bench

#endif  // KOTOBA_BENCH_DENYLIST_H_
