// The semantic model's walk: executes a module abstractly, statement by statement, binding every
// name to the values it may denote, and reports each call with its resolved callees.
//
//   import os as o        -> o: Ref(os)                 (hop "import os as o, line 1")
//   f = o.system          -> f: Ref(os.system)          (hop "f = o.system, line 2")
//   f("id")               -> OnCall(callee = Ref(os.system), args = ["id"])
#ifndef KOTOBA_ALIASING_EVALUATOR_H_
#define KOTOBA_ALIASING_EVALUATOR_H_

#include <string>
#include <string_view>
#include <vector>

#include "aliasing/listener.h"
#include "aliasing/scope.h"
#include "constfold/strings.h"
#include "constfold/value.h"
#include "kotoba/options.h"
#include "ts/stack_guard.h"
#include "ts/ts.h"

namespace kotoba::aliasing {

class Evaluator {
 public:
  Evaluator(const ts::Tree& tree, const Options& options, constfold::Arena& arena,
            Listener& listener);

  // Analyses the whole module, then every function body not yet reached by a call.
  void Run();

  // Renders a value's evidence: "o.system -> os.system (import os as o, line 1)".
  static std::string Evidence(std::string_view text, const constfold::Value& v);

 private:
  // Combinations of argument alternatives tried when folding a call: enough for branches,
  // small enough that `f(a|b, c|d, ...)` cannot explode.
  static constexpr size_t kMaxCombinations = 16;
  // Elements a comprehension or map() over a constant is unrolled for.
  static constexpr size_t kMaxUnroll = 4096;
  using ValueSet = constfold::ValueSet;
  using Value = constfold::Value;

  // Statements.
  void ExecBlock(TSNode block);
  void ExecStatement(TSNode stmt);
  void ExecImport(TSNode stmt);
  void ExecFromImport(TSNode stmt);
  void ExecFunctionDef(TSNode def, std::vector<TSNode> decorators);
  void ExecClassDef(TSNode def, std::vector<TSNode> decorators);
  void ExecConditional(TSNode node);  // children run as branches
  void ExecFor(TSNode node);
  void ExecWith(TSNode node);
  void ExecTry(TSNode node);
  void ExecAssignment(TSNode node);
  ValueSet AssignChain(TSNode node);  // a = b = v: returns v

  // Binding.
  void Assign(TSNode target, const ValueSet& values, TSNode stmt, BindingKind kind);
  void BindName(std::string_view name, ValueSet values, BindingKind kind, TSNode stmt,
                const std::string& hop_text);
  ValueSet Lookup(std::string_view name, TSNode where);
  ValueSet Builtin(std::string_view name);
  ValueSet ModuleValue(const std::string& module, const constfold::Hop* hop);

  // Expressions.
  ValueSet Eval(TSNode expr);
  ValueSet EvalInner(TSNode expr);
  // Visits every named child; the result is unknown, or with `keep_value` the value of a
  // node's only child (an if_clause's condition).
  ValueSet EvalChildren(TSNode node, bool keep_value = false);
  ValueSet EvalString(TSNode node);
  ValueSet EvalConcatenated(TSNode node);
  ValueSet EvalInteger(TSNode node);
  ValueSet EvalBinary(TSNode node);
  ValueSet EvalUnary(TSNode node);
  ValueSet EvalSequence(TSNode node, Value::Kind kind);
  ValueSet EvalDict(TSNode node);
  ValueSet EvalSubscript(TSNode node);
  ValueSet EvalAttribute(TSNode node);
  ValueSet EvalCall(TSNode node);
  ValueSet EvalLambda(TSNode node);
  void MutateContainer(TSNode name_node, std::string_view method, const constfold::Args& args,
                       TSNode node);
  ValueSet EvalComprehension(TSNode node);
  constfold::Args EvalArgs(TSNode arg_list, TSNode call);

  // Semantics on values.
  ValueSet Attribute(const ValueSet& objects, std::string_view attr, TSNode where,
                     std::string_view text);
  ValueSet AttributeOf(const Value* object, std::string_view attr, TSNode where);
  ValueSet Subscript(const ValueSet& objects, const ValueSet& index, TSNode where,
                     std::string_view text);
  ValueSet Call(const ValueSet& callees, const constfold::Args& args, TSNode node,
                std::string_view text, SiteKind kind = SiteKind::kCall);
  ValueSet CallOne(const Value* callee, const constfold::Args& args, TSNode node,
                   std::string_view text, SiteKind kind);
  ValueSet CallRef(const Value* callee, const constfold::Args& args, TSNode node);
  ValueSet CallFunction(FunctionRecord* fn, const Value* self, const constfold::Args& args);
  ValueSet MapCall(const ValueSet& fn, const ValueSet& seq, TSNode node, std::string_view text);
  void ReportReferences(const constfold::Args& args, TSNode node, std::string_view callee);
  void ReportReferencesIn(const ValueSet& values, TSNode node, std::string_view how, int depth);
  const Value* Canonical(const Value* ref);  // re-exports and mutated module state
  void AnalyseFunction(FunctionRecord* fn, const Value* self);
  void AnalysePending();

  // Limits.
  bool Enter(TSNode node);  // false past max_syntax_depth or low stack (reported once)
  bool NestDefinition(FunctionRecord* fn, TSNode node);
  void Leave() { --depth_; }
  void BudgetCheck(const ValueSet& values, TSNode node, std::string_view what);

  std::string_view Text(TSNode node) const { return tree_.Text(node); }
  int Line(TSNode node) const { return static_cast<int>(ts_node_start_point(node).row) + 1; }
  std::string Identifier(TSNode node) const;  // NFKC-normalised
  std::string StatementText(TSNode node) const;  // first line, shortened

  const ts::Tree& tree_;
  const Options& options_;
  constfold::Arena& arena_;
  Listener& listener_;
  Model model_;
  Scope* module_ = nullptr;
  Scope* scope_ = nullptr;
  FunctionRecord* function_ = nullptr;  // the function whose body runs now
  int conditional_ = 0;                 // > 0 inside branches, loops and handlers
  int loop_depth_ = 0;
  // Function summaries being made inside another analysis right now (see CallFunction).
  int inline_analyses_ = 0;
  static constexpr int kMaxInlineAnalyses = 4;
  int depth_ = 0;
  ts::StackGuard stack_;
  bool depth_reported_ = false;
  bool budget_reported_ = false;
  // Module state mutated by the snippet: setattr(json, "loads", os.system), sys.modules["x"] = os.
  StringMap<ValueSet> overrides_;
  std::vector<FunctionRecord*> pending_;
};

}  // namespace kotoba::aliasing

#endif  // KOTOBA_ALIASING_EVALUATOR_H_
