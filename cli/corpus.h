// The corpus file format of corpus/README.md: header parsing and the pass/fail rule, shared by
// `kotoba-classify --check` and the GoogleTest replay.
#ifndef KOTOBA_CLI_CORPUS_H_
#define KOTOBA_CLI_CORPUS_H_

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "kotoba/verdict.h"

namespace kotoba::cli {

struct CorpusCase {
  LabelSet expect;
  LabelSet also_ok;
  std::optional<bool> read_only;
  std::string expect_miss;  // non-empty: a known miss, and why
  Language language = Language::kPython;
};

// Parses the header of a corpus file. kInvalidArgument names the bad line.
absl::StatusOr<CorpusCase> ParseCorpusHeader(std::string_view path, std::string_view content);

enum class Outcome { kPass, kFail, kKnownMiss, kFixedMiss };

struct CheckResult {
  Outcome outcome = Outcome::kPass;
  std::string message;  // what was wrong, for kFail and kFixedMiss
};

// Applies the rule: every `expect` label reported, nothing outside `expect` and `also-ok`, and
// `read-only` equal when given. A known miss that now passes is kFixedMiss (a failure too, so
// the marker is removed).
CheckResult CheckVerdict(const CorpusCase& c, const Verdict& v);

// The language a file is classified as, from its extension (.py, .sh, .bash).
std::optional<Language> LanguageForPath(std::string_view path);

}  // namespace kotoba::cli

#endif  // KOTOBA_CLI_CORPUS_H_
