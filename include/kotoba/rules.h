// The rule registry: every rule's stable id, label and documentation, from one source.
// `kotoba-classify --explain ID` prints `doc`; SARIF output lists `title` and `doc` per rule.
#ifndef KOTOBA_RULES_H_
#define KOTOBA_RULES_H_

#include <span>
#include <string_view>

#include "kotoba/verdict.h"

namespace kotoba {

struct RuleInfo {
  std::string_view id;     // "PY-SPAWN-001", "SH-DESTROY-001", "KT-PARSE-001"
  Label label;
  std::string_view title;  // one line: what it flags
  // What it flags, why, a positive and a negative example, known limits.
  std::string_view doc;
};

// Every rule, Python, shell and engine-level, ordered by id.
std::span<const RuleInfo> AllRules();
const RuleInfo* FindRule(std::string_view id);

}  // namespace kotoba

#endif  // KOTOBA_RULES_H_
