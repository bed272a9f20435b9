// The public C++ API: build a Classifier once, then call Classify from any thread.
//
//   auto classifier = kotoba::Classifier::Create({});
//   kotoba::Verdict v = classifier->Classify("import os as o\no.system('id')",
//                                            kotoba::Language::kPython);
//   // v.labels == {shell-spawn}, v.decision == kAsk
#ifndef KOTOBA_CLASSIFIER_H_
#define KOTOBA_CLASSIFIER_H_

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "kotoba/options.h"
#include "kotoba/verdict.h"

namespace kotoba {

class Classifier {
 public:
  // Fails with kInvalidArgument when an option is out of range, kInternal when a grammar cannot
  // be loaded (an ABI mismatch).
  static absl::StatusOr<Classifier> Create(const Options& options = {});

  // Thread-safe. Never throws; bad input (not UTF-8, NUL bytes, too large, unparseable) yields a
  // verdict carrying `opaque` with the reason.
  Verdict Classify(std::string_view source, Language language) const;

  const Options& options() const { return options_; }

 private:
  explicit Classifier(const Options& options) : options_(options) {}
  Options options_;
};

}  // namespace kotoba

#endif  // KOTOBA_CLASSIFIER_H_
