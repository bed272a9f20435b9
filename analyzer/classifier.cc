#include "kotoba/classifier.h"

#include <chrono>

#include "absl/status/status.h"
#include "analyzer/engine.h"
#include "ts/ts.h"

namespace kotoba {

absl::StatusOr<Classifier> Classifier::Create(const Options& options) {
  if (options.max_input_bytes == 0 || options.max_syntax_depth < 1 ||
      options.max_nesting_depth < 0 || options.max_fold_steps == 0 ||
      options.parse_timeout.count() <= 0 || options.max_brace_words == 0 ||
      options.max_wrapper_depth < 1) {
    return absl::InvalidArgumentError("an option is out of range (limits must be positive)");
  }
  // Load both grammars once so an ABI mismatch is an error here, not an opaque verdict later.
  for (ts::Grammar g : {ts::Grammar::kPython, ts::Grammar::kBash}) {
    absl::StatusOr<ts::Parser> parser = ts::Parser::Create(g);
    if (!parser.ok()) return parser.status();
  }
  return Classifier(options);
}

Verdict Classifier::Classify(std::string_view source, Language language) const {
  auto start = std::chrono::steady_clock::now();
  analyzer::Engine engine(options_);
  Verdict v = engine.Run(source, language);
  v.elapsed_us = std::chrono::duration_cast<std::chrono::microseconds>(
                     std::chrono::steady_clock::now() - start)
                     .count();
  return v;
}

}  // namespace kotoba
