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

// One classifier per process, defaults as shipped: the harness tests what users run.
inline const Classifier& SharedClassifier() {
  static const Classifier* classifier = [] {
    absl::StatusOr<Classifier> c = Classifier::Create();
    Require(c.ok(), "Classifier::Create() with default options");
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
}

}  // namespace kotoba::fuzz

#endif  // KOTOBA_FUZZ_FUZZ_UTIL_H_
