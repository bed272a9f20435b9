// Helpers shared by the shellscan tests.
#ifndef KOTOBA_TESTS_SHELLSCAN_TEST_UTIL_H_
#define KOTOBA_TESTS_SHELLSCAN_TEST_UTIL_H_

#include <string>
#include <string_view>
#include <vector>

#include "kotoba/options.h"
#include "shellscan/scan.h"
#include "shellscan/word.h"

namespace kotoba::shellscan::testing {

inline const Options& DefaultOptions() {
  static const Options options;
  return options;
}

inline ScanResult ScanText(std::string_view script, const Options& options = DefaultOptions()) {
  Context context;
  context.options = &options;
  return Scan(script, context);
}

inline LabelSet LabelsOf(const ScanResult& r) {
  LabelSet s;
  for (const Finding& f : r.findings) s.Add(f.label);
  return s;
}

inline bool HasRule(const ScanResult& r, std::string_view rule) {
  for (const Finding& f : r.findings) {
    if (f.rule == rule) return true;
  }
  return false;
}

// A word of unquoted literal text, as the tree walk builds it from source.
inline internal::Word Literal(std::string_view s) {
  internal::Word w;
  w.Append(s, internal::CharKind::kLiteral);
  return w;
}

inline std::vector<std::string> Texts(const std::vector<internal::Field>& fields) {
  std::vector<std::string> out;
  for (const internal::Field& f : fields) out.push_back(f.text);
  return out;
}

}  // namespace kotoba::shellscan::testing

#endif  // KOTOBA_TESTS_SHELLSCAN_TEST_UTIL_H_
