// Shared by the harnesses: invariants every verdict must keep, checked with abort() so that
// libFuzzer records a crash (and the input that broke the invariant) rather than a silent pass.
#ifndef KOTOBA_FUZZ_FUZZ_UTIL_H_
#define KOTOBA_FUZZ_FUZZ_UTIL_H_

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "kotoba/classifier.h"
#include "kotoba/verdict.h"

namespace kotoba::fuzz {

// Aborts with `what` when `ok` is false (assert() would vanish under NDEBUG).
inline void Require(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "invariant broken: %s\n", what);
  std::abort();
}

// The options harnesses classify with: the shipped defaults, except that the long campaign may
// set KOTOBA_FUZZ_MAX_FOLD_STEPS and KOTOBA_FUZZ_MAX_VALUE_BYTES lower. An input that spends the
// whole budget, or folds a string of garbage that tree-sitter takes a second to parse, then
// costs milliseconds and reaches the same limit paths (docs/hardening.md).
inline const Options& FuzzOptions() {
  static const Options options = [] {
    Options o;
    if (const char* steps = std::getenv("KOTOBA_FUZZ_MAX_FOLD_STEPS")) {
      o.max_fold_steps = std::strtoull(steps, nullptr, 10);
      Require(o.max_fold_steps > 0, "KOTOBA_FUZZ_MAX_FOLD_STEPS is a positive number");
    }
    if (const char* bytes = std::getenv("KOTOBA_FUZZ_MAX_VALUE_BYTES")) {
      o.max_value_bytes = std::strtoull(bytes, nullptr, 10);
      Require(o.max_value_bytes > 0, "KOTOBA_FUZZ_MAX_VALUE_BYTES is a positive number");
    }
    return o;
  }();
  return options;
}

// One classifier per process, built with FuzzOptions().
inline const Classifier& SharedClassifier() {
  static const Classifier* classifier = [] {
    absl::StatusOr<Classifier> c = Classifier::Create(FuzzOptions());
    Require(c.ok(), "Classifier::Create() with the fuzzing options");
    return new Classifier(*std::move(c));
  }();
  return *classifier;
}

// What include/kotoba/verdict.h promises of every verdict, whatever the input.
inline void CheckVerdict(const Verdict& v, Language language) {
  Require(v.language == language, "verdict language is the one asked for");
  LabelSet from_findings;
  for (const Finding& f : v.findings) {
    from_findings.Add(f.label);
    Require(!f.rule.empty(), "every finding names its rule");
    Require(f.line >= 1 && f.column >= 1, "finding positions are 1-based");
  }
  Require(v.labels == from_findings, "labels are exactly the findings' labels");
  Require((v.decision == Decision::kAsk) == !v.labels.empty(), "ask iff labelled");
  Require(!v.read_only || v.labels.empty(), "read-only verdicts carry no label");
  Require(!ToJson(v).empty(), "ToJson yields text");
  const Options& o = FuzzOptions();
  Require(v.effort.fold_steps <= o.max_fold_steps, "fold steps within max_fold_steps");
  Require(v.effort.fold_bytes <= o.max_total_fold_bytes, "folded bytes within max_total_fold_bytes");
  Require(v.effort.shell_steps <= o.max_fold_steps, "a snippet's shell walks within max_fold_steps");
}

}  // namespace kotoba::fuzz

#endif  // KOTOBA_FUZZ_FUZZ_UTIL_H_
