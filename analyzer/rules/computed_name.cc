// PY-OPAQUE-001: the documentation of the semantic model's fail-closed finding.
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

// Found by aliasing::Evaluator, which sees the names; this rule has no check of its own.
const RuleInfo kComputedNameInfo = {
    "PY-OPAQUE-001", Label::kOpaque,
    "a computed attribute, key or module name on something that leads to sinks",
    R"doc(Reported when a name is looked up by a value the analysis cannot compute on a module or
namespace that holds sinks: getattr(os, name), globals()[key], vars(os)[k], sys.modules[k],
__builtins__[k], __import__(name), importlib.import_module(name), setattr(os, name, v).

Why: such a lookup can reach any sink; the analysis says it could not see instead of guessing.

  Flags:     getattr(os, input())("id")
  Not:       getattr(math, name)(2);  getattr(self, name)

Limits: attributes computed on objects of unknown type are not opaque (too common to ask).)doc"};

}  // namespace kotoba::analyzer::rules
