// Scopes and bindings: the semantic model's memory of what each name may denote.
//
// A scope maps a name to the head of its shadow chain in the bindings arena; rebinding pushes a
// new head and keeps the old one reachable, so a read from a nested function (which runs later,
// at an unknown time) sees the union of every binding, while straight-line code sees the latest.
#ifndef KOTOBA_ALIASING_SCOPE_H_
#define KOTOBA_ALIASING_SCOPE_H_

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "constfold/strings.h"
#include "constfold/value.h"
#include "tree_sitter/api.h"

namespace kotoba::aliasing {

enum class ScopeKind : uint8_t { kModule, kFunction, kLambda, kClass, kComprehension };

enum class BindingKind : uint8_t {
  kImport,         // import os as o
  kFromImport,     // from os import system
  kSubmoduleImport,  // import os.path (binds os)
  kAssignment,     // x = ..., x += ..., for x in, with ... as x, walrus, unpacking
  kArgument,       // a parameter
  kDefinition,     // def / class
  kBuiltin,        // never stored: what an unbound name falls back to
  kDeletion,       // del x
  kUnknown,        // except ... as e, match captures
};

struct BindingId {
  uint32_t value = UINT32_MAX;
  bool valid() const { return value != UINT32_MAX; }
};

struct Binding {
  BindingKind kind = BindingKind::kUnknown;
  constfold::ValueSet values;
  int line = 0;
  bool conditional = false;  // made inside a branch, loop or handler
  BindingId shadowed;        // the binding this one replaced
};

struct ClassRecord;

struct Scope {
  ScopeKind kind = ScopeKind::kModule;
  Scope* parent = nullptr;
  ClassRecord* cls = nullptr;  // kClass: the class being defined
  StringMap<BindingId> names;
  StringSet global_names;
  StringSet nonlocal_names;
  std::vector<std::string> star_modules;  // from M import *
  // Model::AllValues per name, dropped when the name is bound again: functions read the same
  // module names over and over.
  struct Union {
    constfold::ValueSet values;
    bool always = false;
  };
  mutable StringMap<Union> unions;
};

// A user function or lambda, analysed once (on its first call, or after the module).
struct FunctionRecord {
  TSNode node{};
  std::string name;
  Scope* scope = nullptr;  // the defining scope
  ClassRecord* cls = nullptr;
  bool is_lambda = false;
  bool is_static = false;
  bool is_classmethod = false;
  bool is_property = false;  // @property: reading the attribute calls it
  int nesting = 1;           // definitions enclosing it, itself included
  bool analysed = false;
  bool analysing = false;
  std::vector<std::pair<std::string, constfold::ValueSet>> defaults;
  constfold::ValueSet returns;
};

struct ClassRecord {
  std::string name;
  Scope* scope = nullptr;  // the class body's scope
  constfold::ValueSet bases;
  StringMap<constfold::ValueSet> attrs;
  StringSet missed_reads;  // self.x read before any binding of x
  std::vector<FunctionRecord*> methods;
};

// Owns scopes, bindings and definition records for one analysis.
class Model {
 public:
  Scope* NewScope(ScopeKind kind, Scope* parent, ClassRecord* cls = nullptr);
  FunctionRecord* NewFunction();
  ClassRecord* NewClass();

  // Binds `name` in `scope`, shadowing the previous binding.
  void Bind(Scope* scope, std::string_view name, Binding binding);
  // The current binding of `name` in exactly this scope, or nullptr.
  const Binding* Current(const Scope* scope, std::string_view name) const;
  // Every value any binding of `name` in `scope` ever held; `*always` tells whether some
  // unconditional binding exists (so the builtin cannot show through).
  constfold::ValueSet AllValues(const Scope* scope, std::string_view name, bool* always) const;

  const std::deque<FunctionRecord>& functions() const { return functions_; }

 private:
  std::deque<Scope> scopes_;
  std::deque<Binding> bindings_;
  std::deque<FunctionRecord> functions_;
  std::deque<ClassRecord> classes_;
};

}  // namespace kotoba::aliasing

#endif  // KOTOBA_ALIASING_SCOPE_H_
