// What the semantic model reports to the rules: every call with each resolved callee, every
// sink reference passed on as a value, and every place it could not see through.
#ifndef KOTOBA_ALIASING_LISTENER_H_
#define KOTOBA_ALIASING_LISTENER_H_

#include <string>
#include <string_view>

#include "constfold/value.h"
#include "tree_sitter/api.h"

namespace kotoba::aliasing {

enum class SiteKind : uint8_t {
  kCall,       // f(...)
  kDecorator,  // @f: f is called with the decorated definition
  kReference,  // f passed on as a value: map(f, ...), Thread(target=f), __add__ = f
};

struct CallSite {
  SiteKind kind = SiteKind::kCall;
  TSNode node{};                     // the call, decorator, or the reference expression
  std::string_view text;             // source text of the callee expression ("o.system")
  const constfold::Value* callee{};  // one resolved alternative
  const constfold::Args* args{};     // the call's arguments (empty for references)
  std::string_view how;              // kReference: "passed to map()", "bound to __add__"
};

class Listener {
 public:
  virtual ~Listener() = default;
  virtual void OnCall(const CallSite& site) = 0;
  // Analysis could not see through: `why` names the construct or the limit hit.
  virtual void OnOpaque(TSNode node, std::string_view rule, std::string why) = 0;
  // True when `qualified_name` is a sink or a module that holds sinks (os, subprocess, ...):
  // a computed attribute of it is `opaque`, and `from M import *` binds its sinks.
  virtual bool IsSensitive(std::string_view qualified_name) const = 0;
};

}  // namespace kotoba::aliasing

#endif  // KOTOBA_ALIASING_LISTENER_H_
