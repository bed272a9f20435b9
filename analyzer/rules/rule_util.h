// Small helpers the Python rules share for reading a call site's arguments.
#ifndef KOTOBA_ANALYZER_RULES_RULE_UTIL_H_
#define KOTOBA_ANALYZER_RULES_RULE_UTIL_H_

#include <string>
#include <string_view>

#include "aliasing/listener.h"
#include "analyzer/python_sinks.h"
#include "constfold/value.h"

namespace kotoba::analyzer::rules {

// The argument a sink row's condition reads (position `row.arg` or keyword `row.keyword`).
inline const constfold::ValueSet* RowArg(const aliasing::CallSite& site, const Sink& row) {
  if (site.args == nullptr || row.arg < 0) return nullptr;
  return site.args->Get(static_cast<size_t>(row.arg), row.keyword);
}

inline bool IsCall(const aliasing::CallSite& site) {
  return site.kind == aliasing::SiteKind::kCall && site.args != nullptr;
}

// True when every alternative is a str known in full.
inline bool AllKnownStrings(const constfold::ValueSet& values) {
  for (const constfold::Value* v : values) {
    if (!v->IsKnownStr()) return false;
  }
  return !values.empty();
}

// True when any alternative is a constant that is not None (an argument really passed).
inline bool IsPassed(const constfold::ValueSet* values) {
  if (values == nullptr) return false;
  for (const constfold::Value* v : *values) {
    if (v->kind != constfold::Value::Kind::kNone) return true;
  }
  return false;
}

}  // namespace kotoba::analyzer::rules

#endif  // KOTOBA_ANALYZER_RULES_RULE_UTIL_H_
