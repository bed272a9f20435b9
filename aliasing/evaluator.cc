#include "aliasing/evaluator.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "constfold/strings.h"
#include "absl/strings/str_split.h"
#include "aliasing/known.h"
#include "constfold/fold.h"
#include "constfold/literal.h"

namespace kotoba::aliasing {
namespace {

using constfold::Args;
using constfold::FoldArgs;
using constfold::Value;
using constfold::ValueSet;
using Kind = Value::Kind;
using ts::Py;
using ts::PyField;

constexpr size_t kMaxLoopElements = 64;

TSNode Field(TSNode n, PyField f) { return ts::Child(n, f); }
bool Null(TSNode n) { return ts_node_is_null(n); }

std::vector<TSNode> NamedChildren(TSNode n) {
  std::vector<TSNode> out = ts::NamedChildren(n);
  std::erase_if(out, [](TSNode c) { return ts::PyKind(c) == Py::kComment; });
  return out;
}


// Statement kinds (walked by ExecStatement), as opposed to expressions and their parts.
bool IsStatement(Py k) {
  switch (k) {
    case Py::kExpressionStatement: case Py::kImportStatement: case Py::kImportFromStatement:
    case Py::kFutureImportStatement: case Py::kFunctionDefinition: case Py::kClassDefinition:
    case Py::kDecoratedDefinition: case Py::kIfStatement: case Py::kWhileStatement:
    case Py::kForStatement: case Py::kWithStatement: case Py::kTryStatement:
    case Py::kMatchStatement: case Py::kReturnStatement: case Py::kGlobalStatement:
    case Py::kNonlocalStatement: case Py::kDeleteStatement: case Py::kExecStatement:
    case Py::kPrintStatement: case Py::kRaiseStatement: case Py::kAssertStatement:
    case Py::kPassStatement: case Py::kBreakStatement: case Py::kContinueStatement:
    case Py::kTypeAliasStatement: case Py::kBlock:
      return true;
    default:
      return false;
  }
}

bool IsDunder(std::string_view s) {
  return s.size() > 4 && StartsWith(s, "__") && EndsWith(s, "__");
}

}  // namespace

Evaluator::Evaluator(const ts::Tree& tree, const Options& options, constfold::Arena& arena,
                     Listener& listener)
    : tree_(tree), options_(options), arena_(arena), listener_(listener) {}

void Evaluator::Run() {
  module_ = scope_ = model_.NewScope(ScopeKind::kModule, nullptr);
  ExecBlock(tree_.Root());
  AnalysePending();
}

std::string Evaluator::Evidence(std::string_view text, const Value& v) {
  std::string out(text);
  std::string target = v.kind == Kind::kInstance ? StrCat(v.s, "()") : v.s;
  if (!target.empty() && target != text) StrAppend(&out, " -> ", target);
  std::vector<std::string> steps;
  for (const constfold::Hop* h = v.hops; h != nullptr && steps.size() < 6; h = h->next) {
    steps.push_back(StrCat(h->text, ", line ", h->line));
  }
  if (!steps.empty()) StrAppend(&out, " (", StrJoin(steps, "; "), ")");
  return out;
}

std::string Evaluator::Identifier(TSNode node) const {
  std::string_view text = Text(node);
  bool ascii = std::all_of(text.begin(), text.end(),
                           [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (ascii) return std::string(text);
  std::optional<std::string> normal = constfold::NfkcIdentifier(text);
  return normal ? *normal : std::string(text);
}

std::string Evaluator::StatementText(TSNode node) const {
  std::string_view text = Text(node);
  text = text.substr(0, text.find('\n'));
  if (text.size() > 60) return StrCat(text.substr(0, 57), "...");
  return std::string(text);
}

bool Evaluator::NestDefinition(FunctionRecord* fn, TSNode node) {
  // Bodies are analysed from a queue, not inside their parents, so nesting would not show
  // in depth_: `lambda: lambda: ...` 100000 deep is cut here instead.
  fn->nesting = (function_ != nullptr ? function_->nesting : 0) + 1;
  if (fn->nesting <= options_.max_syntax_depth) return true;
  if (!depth_reported_) {
    depth_reported_ = true;
    listener_.OnOpaque(node, "KT-LIMIT-003",
                       StrCat("definitions nested deeper than max_syntax_depth (",
                              options_.max_syntax_depth, ") were not analysed"));
  }
  return false;
}

bool Evaluator::Enter(TSNode node) {
  if (++depth_ > options_.max_syntax_depth || stack_.Low()) {
    if (!depth_reported_) {
      depth_reported_ = true;
      listener_.OnOpaque(node, "KT-LIMIT-003",
                         StrCat("nesting deeper than max_syntax_depth (",
                                      options_.max_syntax_depth, ") was not analysed"));
    }
    --depth_;
    return false;
  }
  return true;
}

void Evaluator::BudgetCheck(const ValueSet& values, TSNode node, std::string_view what) {
  for (const Value* v : values) {
    if (v->kind == Kind::kUnknown && v->why == constfold::Unknown::kBudget) {
      listener_.OnOpaque(node, "KT-LIMIT-004",
                         StrCat(what, " could not be computed within the folding budget (",
                                      constfold::LimitName(arena_.budget().first_limit()), ")"));
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Statements

void Evaluator::ExecBlock(TSNode block) {
  for (TSNode stmt : ts::NamedChildren(block)) ExecStatement(stmt);
}

void Evaluator::ExecStatement(TSNode stmt) {
  if (!Enter(stmt)) return;
  switch (ts::PyKind(stmt)) {
    case Py::kComment:
    case Py::kPassStatement:
    case Py::kBreakStatement:
    case Py::kContinueStatement:
    case Py::kFutureImportStatement:
      break;
    case Py::kExpressionStatement:
      for (TSNode c : NamedChildren(stmt)) {
        Py k = ts::PyKind(c);
        if (k == Py::kAssignment) {
          ExecAssignment(c);
        } else if (k == Py::kAugmentedAssignment) {
          TSNode left = Field(c, PyField::kLeft);
          ValueSet current = Eval(left);
          ValueSet right = Eval(Field(c, PyField::kRight));
          std::string op(Text(Field(c, PyField::kOperator)));
          if (!op.empty() && op.back() == '=') op.pop_back();
          ValueSet result;
          for (const Value* a : current) {
            for (const Value* b : right) {
              const Value* r = constfold::FoldBinary(op, *a, *b, arena_);
              result.Add(r ? r : arena_.Unknown());
            }
          }
          if (result.empty()) result.Add(arena_.Unknown());
          Assign(left, result, stmt, BindingKind::kAssignment);
        } else {
          Eval(c);
        }
      }
      break;
    case Py::kImportStatement:
      ExecImport(stmt);
      break;
    case Py::kImportFromStatement:
      ExecFromImport(stmt);
      break;
    case Py::kFunctionDefinition:
      ExecFunctionDef(stmt, {});
      break;
    case Py::kClassDefinition:
      ExecClassDef(stmt, {});
      break;
    case Py::kDecoratedDefinition: {
      std::vector<TSNode> decorators;
      for (TSNode c : NamedChildren(stmt)) {
        if (ts::PyKind(c) == Py::kDecorator) decorators.push_back(c);
      }
      TSNode def = Field(stmt, PyField::kDefinition);
      if (ts::PyKind(def) == Py::kClassDefinition) {
        ExecClassDef(def, decorators);
      } else {
        ExecFunctionDef(def, decorators);
      }
      break;
    }
    case Py::kIfStatement:
    case Py::kWhileStatement:
    case Py::kMatchStatement:
      ExecConditional(stmt);
      break;
    case Py::kForStatement:
      ExecFor(stmt);
      break;
    case Py::kWithStatement:
      ExecWith(stmt);
      break;
    case Py::kTryStatement:
      ExecTry(stmt);
      break;
    case Py::kReturnStatement: {
      ValueSet result;
      for (TSNode c : NamedChildren(stmt)) result.Add(Eval(c));
      if (function_ != nullptr) function_->returns.Add(result.empty() ? ValueSet(arena_.None())
                                                                      : result);
      break;
    }
    case Py::kGlobalStatement:
      for (TSNode c : NamedChildren(stmt)) scope_->global_names.insert(Identifier(c));
      break;
    case Py::kNonlocalStatement:
      for (TSNode c : NamedChildren(stmt)) scope_->nonlocal_names.insert(Identifier(c));
      break;
    case Py::kDeleteStatement:
      for (TSNode c : NamedChildren(stmt)) {
        if (ts::PyKind(c) == Py::kIdentifier) {
          BindName(Identifier(c), {}, BindingKind::kDeletion, stmt, "");
        } else {
          Eval(c);
        }
      }
      break;
    case Py::kExecStatement: {
      // Python 2 `exec "code"`: not valid Python 3, but judged like exec() so it never hides.
      Args args;
      args.positional.push_back(Eval(Field(stmt, PyField::kCode)));
      ValueSet callee(arena_.Ref("builtins.exec"));
      Call(callee, args, stmt, "exec");
      break;
    }
    case Py::kBlock:
      ExecBlock(stmt);
      break;
    case Py::kTypeAliasStatement:
    case Py::kRaiseStatement:
    case Py::kAssertStatement:
    case Py::kPrintStatement:
      EvalChildren(stmt);
      break;
    case Py::kError:
      // Reported by the engine before evaluation; still walk it so nothing inside hides.
      EvalChildren(stmt);
      break;
    default:
      // An expression in statement position (tree-sitter recovers some forms this way), or a
      // kind this walk does not know: walk its children so calls inside are still seen.
      if (ts::PyKind(stmt) == Py::kUnknown && ts_node_is_named(stmt)) {
        listener_.OnOpaque(stmt, "KT-PARSE-002",
                           StrCat("unknown syntax node `", ts_node_type(stmt), "`"));
        EvalChildren(stmt);
      } else {
        Eval(stmt);
      }
      break;
  }
  Leave();
}

void Evaluator::ExecImport(TSNode stmt) {
  for (TSNode c : NamedChildren(stmt)) {
    Py k = ts::PyKind(c);
    std::string module, alias;
    if (k == Py::kAliasedImport) {
      module = Identifier(Field(c, PyField::kName));
      alias = Identifier(Field(c, PyField::kAlias));
    } else if (k == Py::kDottedName) {
      module = Identifier(c);
    } else {
      continue;
    }
    module.erase(std::remove_if(module.begin(), module.end(),
                                [](char ch) { return ch == ' ' || ch == '\t' || ch == '\\'; }),
                 module.end());
    std::string hop = StatementText(stmt);
    if (!alias.empty()) {
      const constfold::Hop* h = arena_.AddHop(hop, Line(stmt), nullptr);
      BindName(alias, ModuleValue(module, h), BindingKind::kImport, stmt, "");
    } else {
      // `import os.path` binds `os`.
      std::string top = module.substr(0, module.find('.'));
      const constfold::Hop* h = arena_.AddHop(hop, Line(stmt), nullptr);
      BindName(top, ModuleValue(top, h),
               top == module ? BindingKind::kImport : BindingKind::kSubmoduleImport, stmt, "");
    }
  }
}

void Evaluator::ExecFromImport(TSNode stmt) {
  TSNode module_node = Field(stmt, PyField::kModuleName);
  // Relative imports name the snippet's own package: unknown, so no label.
  bool relative = ts::PyKind(module_node) == Py::kRelativeImport;
  std::string module = relative ? "" : Identifier(module_node);
  module.erase(std::remove_if(module.begin(), module.end(),
                              [](char ch) { return ch == ' ' || ch == '\t' || ch == '\\'; }),
               module.end());
  std::string hop = StatementText(stmt);
  for (TSNode c : NamedChildren(stmt)) {
    if (ts_node_eq(c, module_node)) continue;
    Py k = ts::PyKind(c);
    std::string name, alias;
    if (k == Py::kWildcardImport) {
      if (!relative) scope_->star_modules.push_back(module);
      continue;
    }
    if (k == Py::kAliasedImport) {
      name = Identifier(Field(c, PyField::kName));
      alias = Identifier(Field(c, PyField::kAlias));
    } else if (k == Py::kDottedName) {
      name = alias = Identifier(c);
    } else {
      continue;
    }
    ValueSet value;
    if (relative) {
      value.Add(arena_.Unknown());
    } else {
      const constfold::Hop* h = arena_.AddHop(hop, Line(stmt), nullptr);
      value.Add(Attribute(ModuleValue(module, h), name, stmt, ""));
    }
    BindName(alias, value, BindingKind::kFromImport, stmt, "");
  }
}

void Evaluator::ExecFunctionDef(TSNode def, std::vector<TSNode> decorators) {
  FunctionRecord* fn = model_.NewFunction();
  fn->node = def;
  fn->name = Identifier(Field(def, PyField::kName));
  fn->scope = scope_;
  if (!NestDefinition(fn, def)) return;
  fn->cls = scope_->kind == ScopeKind::kClass ? scope_->cls : nullptr;
  // Default values are evaluated at definition time, in the defining scope.
  TSNode params = Field(def, PyField::kParameters);
  for (TSNode p : NamedChildren(params)) {
    Py k = ts::PyKind(p);
    if (k == Py::kDefaultParameter || k == Py::kTypedDefaultParameter) {
      TSNode name = Field(p, PyField::kName);
      fn->defaults.emplace_back(Identifier(name), Eval(Field(p, PyField::kValue)));
    }
  }
  for (TSNode d : decorators) {
    std::string_view text = Text(d);
    if (StrContains(text, "staticmethod")) fn->is_static = true;
    if (StrContains(text, "classmethod")) fn->is_classmethod = true;
    if (StrContains(text, "property")) fn->is_property = true;
  }
  Value v;
  v.kind = Kind::kFunction;
  v.def = fn;
  v.s = fn->name;
  ValueSet fn_value(arena_.Make(std::move(v)));
  ValueSet bound = fn_value;
  // Decorators run bottom-up; each receives the function.
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) {
    TSNode expr = ts_node_named_child(*it, 0);
    ValueSet deco = Eval(expr);
    Args args;
    args.positional.push_back(bound);
    ValueSet result = Call(deco, args, *it, Text(expr), SiteKind::kDecorator);
    // Unknown decorators usually return a wrapper of the function: keep the function.
    bound.Add(result);
  }
  if (fn->cls != nullptr) fn->cls->methods.push_back(fn);
  BindName(fn->name, bound, BindingKind::kDefinition, def, "");
  pending_.push_back(fn);
}

void Evaluator::ExecClassDef(TSNode def, std::vector<TSNode> decorators) {
  ClassRecord* cls = model_.NewClass();
  cls->name = Identifier(Field(def, PyField::kName));
  TSNode supers = Field(def, PyField::kSuperclasses);
  if (!Null(supers)) {
    Args bases = EvalArgs(supers, def);
    for (const ValueSet& b : bases.positional) cls->bases.Add(b);
    // metaclass=..., and a sink passed as a keyword is still a reference.
    ReportReferences(bases, def, "class bases");
  }
  Scope* outer = scope_;
  scope_ = model_.NewScope(ScopeKind::kClass, outer, cls);
  cls->scope = scope_;
  ExecBlock(Field(def, PyField::kBody));
  for (const auto& [name, id] : scope_->names) {
    bool always = false;
    ValueSet values = model_.AllValues(scope_, name, &always);
    cls->attrs[name].Add(values);
    // `__add__ = exec`: a dunder bound to a sink runs it on an ordinary operation.
    if (IsDunder(name)) ReportReferencesIn(values, def, StrCat("bound to ", name), 0);
  }
  scope_ = outer;
  Value v;
  v.kind = Kind::kClass;
  v.def = cls;
  v.s = cls->name;
  ValueSet bound(arena_.Make(std::move(v)));
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) {
    TSNode expr = ts_node_named_child(*it, 0);
    Args args;
    args.positional.push_back(bound);
    bound.Add(Call(Eval(expr), args, *it, Text(expr), SiteKind::kDecorator));
  }
  BindName(cls->name, bound, BindingKind::kDefinition, def, "");
}

void Evaluator::ExecConditional(TSNode node) {
  // Conditions run unconditionally; bodies are branches whose bindings union.
  for (TSNode c : NamedChildren(node)) {
    Py k = ts::PyKind(c);
    if (k == Py::kBlock || k == Py::kElseClause || k == Py::kElifClause ||
        k == Py::kCaseClause) {
      ++conditional_;
      if (k == Py::kBlock) {
        ExecBlock(c);
      } else if (k == Py::kCaseClause) {
        for (TSNode cc : NamedChildren(c)) {
          if (ts::PyKind(cc) == Py::kBlock) ExecBlock(cc); else EvalChildren(cc);
        }
      } else {
        ExecConditional(c);
      }
      --conditional_;
    } else if (k == Py::kCasePattern) {
      EvalChildren(c);
    } else {
      Eval(c);
    }
  }
}

void Evaluator::ExecFor(TSNode node) {
  ValueSet iterable = Eval(Field(node, PyField::kRight));
  ValueSet elements;
  for (const Value* it : iterable) {
    // The loop variable is the union of the elements, which a ValueSet caps anyway: a few
    // dozen are enough, and a long string is not split into a value per character.
    auto items = constfold::Iterate(*it, kMaxLoopElements, arena_);
    if (items) {
      for (const ValueSet& e : *items) elements.Add(e);
    } else {
      elements.Add(arena_.Unknown(it->kind == Kind::kUnknown ? it->why
                                                             : constfold::Unknown::kComputed));
    }
  }
  if (elements.empty()) elements.Add(arena_.Unknown());
  ++conditional_;
  Assign(Field(node, PyField::kLeft), elements, node, BindingKind::kAssignment);
  // Twice, so values bound late in the body reach uses early in the next iteration; only for
  // the outer loops, so that nested loops cannot cost 2^depth passes.
  ++loop_depth_;
  int passes = loop_depth_ <= 2 && !arena_.budget().exhausted() ? 2 : 1;
  for (int pass = 0; pass < passes; ++pass) ExecBlock(Field(node, PyField::kBody));
  --loop_depth_;
  TSNode alt = Field(node, PyField::kAlternative);
  if (!Null(alt)) ExecBlock(Field(alt, PyField::kBody));
  --conditional_;
}

void Evaluator::ExecWith(TSNode node) {
  for (TSNode c : NamedChildren(node)) {
    if (ts::PyKind(c) == Py::kWithClause) {
      for (TSNode item : NamedChildren(c)) {
        TSNode value = Field(item, PyField::kValue);
        if (ts::PyKind(value) == Py::kAsPattern) {
          std::vector<TSNode> parts = NamedChildren(value);
          ValueSet v = parts.empty() ? ValueSet() : Eval(parts[0]);
          TSNode target = Field(value, PyField::kAlias);
          if (!Null(target) && ts_node_named_child_count(target) > 0) {
            target = ts_node_named_child(target, 0);
          }
          // `with x as f`: f is x.__enter__(), for files and sessions the object itself.
          if (!Null(target)) Assign(target, v, node, BindingKind::kAssignment);
        } else {
          Eval(value);
        }
      }
    } else if (ts::PyKind(c) == Py::kBlock) {
      ExecBlock(c);
    }
  }
}

void Evaluator::ExecTry(TSNode node) {
  for (TSNode c : NamedChildren(node)) {
    Py k = ts::PyKind(c);
    if (k == Py::kBlock) {
      ++conditional_;  // may stop at any statement
      ExecBlock(c);
      --conditional_;
    } else if (k == Py::kExceptClause) {
      ++conditional_;
      // `except E as e`: the handler's name is bound to the exception (unknown).
      for (TSNode part : NamedChildren(c)) {
        Py pk = ts::PyKind(part);
        if (pk == Py::kBlock) {
          ExecBlock(part);
        } else if (pk == Py::kAsPattern) {
          std::vector<TSNode> inner = NamedChildren(part);
          if (!inner.empty()) Eval(inner[0]);
          TSNode target = Field(part, PyField::kAlias);
          if (!Null(target) && ts_node_named_child_count(target) > 0) {
            Assign(ts_node_named_child(target, 0), ValueSet(arena_.Unknown()), c,
                   BindingKind::kUnknown);
          }
        } else if (ts_node_eq(part, Field(c, PyField::kAlias))) {
          Assign(part, ValueSet(arena_.Unknown()), c, BindingKind::kUnknown);
        } else {
          Eval(part);
        }
      }
      --conditional_;
    } else if (k == Py::kElseClause || k == Py::kFinallyClause) {
      ++conditional_;
      for (TSNode b : NamedChildren(c)) {
        if (ts::PyKind(b) == Py::kBlock) ExecBlock(b);
      }
      --conditional_;
    }
  }
}

void Evaluator::ExecAssignment(TSNode node) { AssignChain(node); }

ValueSet Evaluator::AssignChain(TSNode node) {
  // `a = b = v` nests to the right, one level per `=`: walked in a loop, since 100k of them
  // (easily folded from a string) overflowed the stack by recursion.
  std::vector<TSNode> chain = {node};
  TSNode right = Field(node, PyField::kRight);
  while (!Null(right) && ts::PyKind(right) == Py::kAssignment) {
    chain.push_back(right);
    right = Field(right, PyField::kRight);
  }
  ValueSet value;
  if (Null(right)) {
    TSNode type = Field(chain.back(), PyField::kType);  // `x: int` annotates only
    if (!Null(type)) Eval(type);
    chain.pop_back();
  } else {
    value = Eval(right);
  }
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    Assign(Field(*it, PyField::kLeft), value, *it, BindingKind::kAssignment);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Binding

void Evaluator::Assign(TSNode target, const ValueSet& values, TSNode stmt, BindingKind kind) {
  if (!Enter(target)) return;
  switch (ts::PyKind(target)) {
    case Py::kIdentifier:
      BindName(Identifier(target), values, kind, stmt,
               StrCat(Text(target), " = ", StatementText(stmt).substr(0, 0)));
      break;
    case Py::kPatternList:
    case Py::kTuplePattern:
    case Py::kListPattern:
    case Py::kExpressionList:
    case Py::kTuple:
    case Py::kList: {
      std::vector<TSNode> targets = NamedChildren(target);
      size_t star = targets.size();
      for (size_t i = 0; i < targets.size(); ++i) {
        Py k = ts::PyKind(targets[i]);
        if (k == Py::kListSplatPattern || k == Py::kListSplat) star = i;
      }
      // Element i of every alternative that is a sequence of the right shape.
      for (size_t i = 0; i < targets.size(); ++i) {
        ValueSet part;
        for (const Value* v : values) {
          auto items = constfold::Iterate(*v, kMaxUnroll, arena_);
          if (!items || (star == targets.size() && items->size() != targets.size())) {
            part.Add(arena_.Unknown());
            continue;
          }
          if (i < star) {
            if (i < items->size()) part.Add((*items)[i]); else part.Add(arena_.Unknown());
          } else if (i == star) {
            size_t after = targets.size() - star - 1;
            std::vector<ValueSet> rest;
            for (size_t j = star; j + after < items->size(); ++j) rest.push_back((*items)[j]);
            part.Add(arena_.Seq(Kind::kList, std::move(rest)));
          } else {
            size_t from_end = targets.size() - i;
            if (from_end <= items->size()) part.Add((*items)[items->size() - from_end]);
            else part.Add(arena_.Unknown());
          }
        }
        if (part.empty()) part.Add(arena_.Unknown());
        TSNode t = targets[i];
        if (i == star) t = ts_node_named_child(t, 0);
        if (!Null(t)) Assign(t, part, stmt, kind);
      }
      break;
    }
    case Py::kParenthesizedExpression:
      if (ts_node_named_child_count(target) > 0) {
        Assign(ts_node_named_child(target, 0), values, stmt, kind);
      }
      break;
    case Py::kAttribute: {
      ValueSet objects = Eval(Field(target, PyField::kObject));
      std::string attr = Identifier(Field(target, PyField::kAttribute));
      for (const Value* o : objects) {
        if (o->kind == Kind::kObject || o->kind == Kind::kClass) {
          auto* cls = static_cast<ClassRecord*>(const_cast<void*>(o->def));
          cls->attrs[attr].Add(values);
        } else if (o->kind == Kind::kRef) {
          // os.system = print, json.loads = os.system: module state mutated.
          overrides_[StrCat(o->s, ".", attr)].Add(values);
          if (IsDunder(attr)) ReportReferencesIn(values, target, "bound to " + attr, 0);
        }
      }
      break;
    }
    case Py::kSubscript: {
      TSNode obj_node = Field(target, PyField::kValue);
      ValueSet objects = Eval(obj_node);
      ValueSet keys;
      for (TSNode s : NamedChildren(target)) {
        if (!ts_node_eq(s, obj_node)) keys.Add(Eval(s));
      }
      for (const Value* o : objects) {
        for (const Value* k : keys) {
          if (o->kind == Kind::kRef && o->s == "sys.modules") {
            if (k->IsKnownStr()) {
              overrides_[k->s].Add(values);
            } else {
              listener_.OnOpaque(target, "PY-OPAQUE-001", "a computed key is assigned in sys.modules");
            }
          } else if (o->kind == Kind::kNamespace && k->IsKnownStr()) {
            if (o->s == "globals") {
              Scope* saved = scope_;
              scope_ = module_;
              BindName(k->s, values, BindingKind::kAssignment, stmt, "");
              scope_ = saved;
            } else if (o->s == "sys.modules") {
              overrides_[k->s].Add(values);
            } else if (StartsWith(o->s, "module:")) {
              overrides_[StrCat(o->s.substr(7), ".", k->s)].Add(values);
            }
          } else if (o->kind == Kind::kNamespace || (o->kind == Kind::kRef && o->s == "builtins")) {
            if (!k->IsKnownStr()) {
              listener_.OnOpaque(target, "PY-OPAQUE-001",
                                 StrCat("a computed key is assigned in ", Text(obj_node)));
            } else if (o->kind == Kind::kRef) {
              overrides_[StrCat("builtins.", k->s)].Add(values);
            }
          }
        }
      }
      // d["k"] = v on a name bound to a dict: rebind the name to the updated dict.
      if (ts::PyKind(obj_node) == Py::kIdentifier) {
        ValueSet updated;
        bool changed = false;
        for (const Value* o : objects) {
          if (o->kind == Kind::kDict && keys.size() == 1 && IsConstant(*keys.front())) {
            std::vector<const Value*> ks = o->keys;
            std::vector<ValueSet> items = o->items;
            bool found = false;
            for (size_t i = 0; i < ks.size(); ++i) {
              if (constfold::FoldBinary("==", *ks[i], *keys.front(), arena_) != nullptr &&
                  constfold::FoldBinary("==", *ks[i], *keys.front(), arena_)->i == 1) {
                items[i] = values;
                found = true;
              }
            }
            if (!found) {
              ks.push_back(keys.front());
              items.push_back(values);
            }
            updated.Add(arena_.Dict(std::move(ks), std::move(items)));
            changed = true;
          } else if (o->kind == Kind::kList || o->kind == Kind::kDict) {
            // Unknown key: every element may now be any of the values.
            std::vector<ValueSet> items = o->items;
            for (ValueSet& item : items) item.Add(values);
            Value copy = *o;
            copy.items = std::move(items);
            if (o->kind == Kind::kDict) {
              copy.keys.push_back(arena_.Unknown());
              copy.items.push_back(values);
            }
            updated.Add(arena_.Make(std::move(copy)));
            changed = true;
          } else {
            updated.Add(o);
          }
        }
        if (changed) BindName(Identifier(obj_node), updated, BindingKind::kAssignment, stmt, "");
      }
      break;
    }
    default:
      Eval(target);
      break;
  }
  Leave();
}

void Evaluator::BindName(std::string_view name, ValueSet values, BindingKind kind, TSNode stmt,
                         const std::string&) {
  Scope* scope = scope_;
  if (scope_->global_names.contains(name)) {
    scope = module_;
  } else if (scope_->nonlocal_names.contains(name)) {
    for (Scope* s = scope_->parent; s != nullptr; s = s->parent) {
      if (s->kind == ScopeKind::kClass) continue;
      if (s->names.contains(name)) {
        scope = s;
        break;
      }
    }
  }
  // Each value that flows through a name gains a hop naming the binding.
  if (kind == BindingKind::kAssignment && ts::PyKind(stmt) != Py::kForStatement) {
    ValueSet hopped;
    for (const Value* v : values) {
      if (v->kind == Kind::kRef || v->kind == Kind::kInstance) {
        Value copy = *v;
        copy.hops = arena_.AddHop(StatementText(stmt), Line(stmt), v->hops);
        const Value* made = arena_.Make(std::move(copy));
        // Out of budget: the value flows on without this hop rather than being lost.
        hopped.Add(made->kind == Kind::kUnknown ? v : made);
      } else {
        hopped.Add(v);
      }
    }
    values = std::move(hopped);
  }
  bool conditional = conditional_ > 0 && scope == scope_;
  if (conditional) {
    // A branch may not run: the name may still denote what it did before.
    values.Add(Lookup(name, stmt));
  }
  Binding b;
  b.kind = kind;
  b.values = std::move(values);
  b.line = Line(stmt);
  b.conditional = conditional;
  model_.Bind(scope, name, std::move(b));
}

ValueSet Evaluator::Builtin(std::string_view name) {
  if (name == "__builtins__") return ValueSet(arena_.Ref("builtins"));
  if (!IsBuiltinName(name)) return ValueSet(arena_.Unknown());
  std::string q = StrCat("builtins.", name);
  ValueSet out(Canonical(arena_.Ref(q)));
  // builtins.print = eval rebinds the builtin for every later lookup.
  if (auto it = overrides_.find(q); it != overrides_.end()) out.Add(it->second);
  return out;
}

ValueSet Evaluator::ModuleValue(const std::string& module, const constfold::Hop* hop) {
  ValueSet out(Canonical(arena_.Ref(module, hop)));
  // sys.modules["helpers"] = os; import helpers
  if (auto it = overrides_.find(module); it != overrides_.end()) out.Add(it->second);
  return out;
}

ValueSet Evaluator::Lookup(std::string_view name, TSNode where) {
  // Straight-line code in this scope sees the latest binding.
  if (!scope_->global_names.contains(name) && !scope_->nonlocal_names.contains(name)) {
    if (const Binding* b = model_.Current(scope_, name)) {
      if (b->kind == BindingKind::kDeletion) return Builtin(name);
      return b->values;
    }
  }
  // Enclosing scopes run at unknown times relative to this one: every binding may reach.
  // Class bodies are not enclosing scopes for the functions inside them.
  for (Scope* s = scope_->global_names.contains(name) ? module_ : scope_->parent; s != nullptr;
       s = s->parent) {
    if (s->kind == ScopeKind::kClass) continue;
    bool always = false;
    ValueSet values = model_.AllValues(s, name, &always);
    if (!values.empty()) {
      if (!always && s == module_) values.Add(Builtin(name));
      return values;
    }
  }
  // from M import *: the sinks of M shadow builtins (`from os import *` rebinds open).
  for (Scope* s = scope_; s != nullptr; s = s->parent) {
    for (const std::string& m : s->star_modules) {
      std::string qn = StrCat(m, ".", name);
      if (listener_.IsSensitive(qn)) {
        const constfold::Hop* h =
            arena_.AddHop(StrCat("from ", m, " import *"), Line(where), nullptr);
        return ValueSet(Canonical(arena_.Ref(qn, h)));
      }
    }
  }
  return Builtin(name);
}

// ---------------------------------------------------------------------------------------------
// Expressions

ValueSet Evaluator::Eval(TSNode expr) {
  if (Null(expr)) return ValueSet(arena_.Unknown());
  if (!Enter(expr)) return ValueSet(arena_.Unknown(constfold::Unknown::kDepth));
  if (!arena_.budget().Step() && !budget_reported_) {
    // Folding stops (every new value is now unknown) but the walk goes on, so that no call
    // after this point is missed.
    budget_reported_ = true;
    listener_.OnOpaque(expr, "KT-LIMIT-004",
                       StrCat("values after this point were not computed: ",
                              constfold::LimitName(arena_.budget().first_limit()), " reached"));
  }
  ValueSet out = EvalInner(expr);
  Leave();
  if (out.empty()) out.Add(arena_.Unknown());
  return out;
}

ValueSet Evaluator::EvalChildren(TSNode node, bool keep_value) {
  std::vector<TSNode> children = NamedChildren(node);
  if (keep_value && children.size() == 1) return Eval(children[0]);
  for (TSNode c : children) {
    Py k = ts::PyKind(c);
    if (k == Py::kBlock) {
      ExecBlock(c);
    } else if (IsStatement(k)) {
      ExecStatement(c);
    } else {
      Eval(c);
    }
  }
  return ValueSet(arena_.Unknown());
}

ValueSet Evaluator::EvalInner(TSNode expr) {
  switch (ts::PyKind(expr)) {
    case Py::kIdentifier:
      return Lookup(Identifier(expr), expr);
    case Py::kString:
      return EvalString(expr);
    case Py::kConcatenatedString:
      return EvalConcatenated(expr);
    case Py::kInteger:
      return EvalInteger(expr);
    case Py::kTrue:
      return ValueSet(arena_.Bool(true));
    case Py::kFalse:
      return ValueSet(arena_.Bool(false));
    case Py::kNone:
      return ValueSet(arena_.None());
    case Py::kFloat:
    case Py::kEllipsis:
      return ValueSet(arena_.Unknown());
    case Py::kParenthesizedExpression: {
      std::vector<TSNode> c = NamedChildren(expr);
      return c.size() == 1 ? Eval(c[0]) : EvalChildren(expr);
    }
    case Py::kBinaryOperator:
      return EvalBinary(expr);
    case Py::kUnaryOperator:
    case Py::kNotOperator:
      return EvalUnary(expr);
    case Py::kBooleanOperator: {
      // `a or b` may be either operand.
      ValueSet out = Eval(Field(expr, PyField::kLeft));
      out.Add(Eval(Field(expr, PyField::kRight)));
      return out;
    }
    case Py::kComparisonOperator: {
      // `a op b` with one operator folds; chains are evaluated for their calls only.
      std::vector<TSNode> operands = NamedChildren(expr);
      std::vector<std::string> ops;
      for (TSNode c : ts::Children(expr)) {
        if (!ts_node_is_named(c)) ops.emplace_back(Text(c));
      }
      std::vector<ValueSet> values;
      for (TSNode o : operands) values.push_back(Eval(o));
      if (values.size() != 2 || ops.size() != 1 || values[0].Single() == nullptr ||
          values[1].Single() == nullptr) {
        return ValueSet(arena_.Unknown());
      }
      const Value* r =
          constfold::FoldBinary(ops[0], *values[0].Single(), *values[1].Single(), arena_);
      return ValueSet(r ? r : arena_.Unknown());
    }
    case Py::kConditionalExpression: {
      std::vector<TSNode> c = NamedChildren(expr);
      if (c.size() != 3) return EvalChildren(expr);
      Eval(c[1]);
      ValueSet out = Eval(c[0]);
      out.Add(Eval(c[2]));
      return out;
    }
    case Py::kNamedExpression: {
      ValueSet v = Eval(Field(expr, PyField::kValue));
      // PEP 572: a walrus in a comprehension binds in the enclosing scope.
      Scope* saved = scope_;
      while (scope_->kind == ScopeKind::kComprehension && scope_->parent != nullptr) {
        scope_ = scope_->parent;
      }
      Assign(Field(expr, PyField::kName), v, expr, BindingKind::kAssignment);
      scope_ = saved;
      return v;
    }
    case Py::kTuple:
    case Py::kExpressionList:
      return EvalSequence(expr, Kind::kTuple);
    case Py::kList:
      return EvalSequence(expr, Kind::kList);
    case Py::kSet:
      return EvalSequence(expr, Kind::kList);
    case Py::kDictionary:
      return EvalDict(expr);
    case Py::kSubscript:
      return EvalSubscript(expr);
    case Py::kAttribute:
      return EvalAttribute(expr);
    case Py::kCall:
      return EvalCall(expr);
    case Py::kLambda:
      return EvalLambda(expr);
    case Py::kListComprehension:
    case Py::kSetComprehension:
    case Py::kDictionaryComprehension:
    case Py::kGeneratorExpression:
      return EvalComprehension(expr);
    case Py::kAwait: {
      std::vector<TSNode> c = NamedChildren(expr);
      return c.size() == 1 ? Eval(c[0]) : EvalChildren(expr);
    }
    case Py::kAssignment:
      return AssignChain(expr);
    case Py::kAugmentedAssignment:
      ExecStatement(expr);
      return ValueSet(arena_.Unknown());
    case Py::kListSplat:
    case Py::kDictionarySplat:
    case Py::kYield:
    case Py::kKeywordArgument:
    case Py::kSlice:
    case Py::kTypeConversion:
    case Py::kType:
    case Py::kPair:
    case Py::kAsPattern:
      return EvalChildren(expr);
    case Py::kComment:
      return ValueSet(arena_.Unknown());
    case Py::kUnknown:
      if (ts_node_is_named(expr)) {
        listener_.OnOpaque(expr, "KT-PARSE-002",
                           StrCat("unknown syntax node `", ts_node_type(expr), "`"));
      }
      return EvalChildren(expr);
    default:
      // Statements nested where an expression was expected (error recovery) and the remaining
      // kinds (types, patterns, ...): walk them so that no call inside goes unseen.
      if (IsStatement(ts::PyKind(expr))) {
        ExecStatement(expr);
        return ValueSet(arena_.Unknown());
      }
      return EvalChildren(expr);
  }
}

ValueSet Evaluator::EvalString(TSNode node) {
  std::vector<TSNode> parts;
  std::vector<TSNode> children = ts::Children(node);
  TSNode start{}, end{};
  bool has_interpolation = false;
  for (TSNode c : children) {
    Py k = ts::PyKind(c);
    if (k == Py::kStringStart) start = c;
    else if (k == Py::kStringEnd) end = c;
    else if (k == Py::kInterpolation) has_interpolation = true;
  }
  if (Null(start) || Null(end)) return ValueSet(arena_.Unknown());
  std::string_view start_text = Text(start);
  size_t quote = start_text.find_first_of("'\"");
  std::string_view prefix = start_text.substr(0, quote);
  std::string lower_prefix;
  for (char c : prefix) lower_prefix += static_cast<char>(std::tolower(c));
  uint32_t body_begin = ts_node_end_byte(start), body_end = ts_node_start_byte(end);
  if (!has_interpolation && !StrContains(lower_prefix, 'f')) {
    std::string_view body = tree_.source().substr(body_begin, body_end - body_begin);
    const Value* v = constfold::Literal(lower_prefix, body, arena_);
    return ValueSet(v ? v : arena_.Unknown());
  }
  // An f-string: decode literal stretches, fold interpolations, keep holes for the rest.
  std::string literal_prefix;
  for (char c : lower_prefix) {
    if (c != 'f') literal_prefix += c;
  }
  std::string text;
  bool partial = false;
  uint32_t cursor = body_begin;
  auto flush_literal = [&](uint32_t upto) {
    if (upto <= cursor) return;
    std::string raw(tree_.source().substr(cursor, upto - cursor));
    std::string collapsed;
    for (size_t i = 0; i < raw.size(); ++i) {
      collapsed += raw[i];
      if ((raw[i] == '{' || raw[i] == '}') && i + 1 < raw.size() && raw[i + 1] == raw[i]) ++i;
    }
    const Value* v = constfold::Literal(literal_prefix, collapsed, arena_);
    if (v != nullptr && v->IsKnownStr()) {
      text += v->s;
    } else {
      text += constfold::kHole;
      partial = true;
    }
  };
  for (TSNode c : children) {
    if (ts::PyKind(c) != Py::kInterpolation) continue;
    flush_literal(ts_node_start_byte(c));
    cursor = ts_node_end_byte(c);
    ValueSet v = Eval(Field(c, PyField::kExpression));
    TSNode spec = Field(c, PyField::kFormatSpecifier);
    TSNode conversion = Field(c, PyField::kTypeConversion);
    bool nested = !Null(spec) && ts_node_named_child_count(spec) > 0;
    if (nested) EvalChildren(spec);
    std::optional<std::string> s;
    if (v.Single() != nullptr && Null(spec) && Null(conversion)) {
      s = constfold::StrOf(*v.Single());
      if (s && v.Single()->partial) partial = true;
    } else if (v.Single() != nullptr && !nested) {
      // f"{115:c}" and f"{x!r}": formatted as str.format would.
      std::string field = StrCat(Null(conversion) ? "" : Text(conversion),
                                 Null(spec) ? "" : Text(spec));
      const Value* r = constfold::FormatField(*v.Single(), field, arena_);
      if (r != nullptr && r->IsKnownStr()) s = r->s;
    }
    if (s) {
      text += *s;
    } else {
      text += constfold::kHole;
      partial = true;
    }
  }
  flush_literal(body_end);
  return ValueSet(arena_.Str(std::move(text), partial));
}

ValueSet Evaluator::EvalConcatenated(TSNode node) {
  const Value* acc = nullptr;
  for (TSNode c : NamedChildren(node)) {
    ValueSet part = Eval(c);
    const Value* p = part.Single() ? part.Single() : arena_.Unknown();
    if (acc == nullptr) {
      acc = p;
    } else {
      const Value* r = constfold::FoldBinary("+", *acc, *p, arena_);
      acc = r ? r : arena_.Unknown();
    }
  }
  return ValueSet(acc ? acc : arena_.Unknown());
}

ValueSet Evaluator::EvalInteger(TSNode node) {
  std::string digits;
  for (char c : Text(node)) {
    if (c != '_') digits += static_cast<char>(std::tolower(c));
  }
  int base = 10;
  size_t skip = 0;
  if (digits.size() > 1 && digits[0] == '0' && std::isalpha(static_cast<unsigned char>(digits[1]))) {
    base = digits[1] == 'x' ? 16 : digits[1] == 'o' ? 8 : digits[1] == 'b' ? 2 : 0;
    skip = 2;
  }
  if (base == 0 || digits.back() == 'j' || digits.back() == 'l') return ValueSet(arena_.Unknown());
  errno = 0;
  char* end = nullptr;
  unsigned long long v = std::strtoull(digits.c_str() + skip, &end, base);
  if (errno == ERANGE || *end != '\0' || v > static_cast<unsigned long long>(INT64_MAX)) {
    // Past 63 bits ints are not tracked: the value-size limit.
    return ValueSet(arena_.Unknown(constfold::Unknown::kBudget));
  }
  return ValueSet(arena_.Int(static_cast<int64_t>(v)));
}

ValueSet Evaluator::EvalBinary(TSNode node) {
  ValueSet left = Eval(Field(node, PyField::kLeft));
  ValueSet right = Eval(Field(node, PyField::kRight));
  std::string_view op = Text(Field(node, PyField::kOperator));
  ValueSet out;
  size_t n = 0;
  for (const Value* a : left) {
    for (const Value* b : right) {
      if (++n > kMaxCombinations) {
        out.Add(arena_.Unknown());
        return out;
      }
      const Value* r = constfold::FoldBinary(op, *a, *b, arena_);
      out.Add(r ? r : arena_.Unknown());
    }
  }
  return out;
}

ValueSet Evaluator::EvalUnary(TSNode node) {
  std::string_view op = ts::PyKind(node) == Py::kNotOperator
                            ? "not"
                            : Text(Field(node, PyField::kOperator));
  ValueSet arg = Eval(Field(node, PyField::kArgument));
  ValueSet out;
  for (const Value* a : arg) {
    const Value* r = constfold::FoldUnary(op, *a, arena_);
    out.Add(r ? r : arena_.Unknown());
  }
  return out;
}

ValueSet Evaluator::EvalSequence(TSNode node, Kind kind) {
  std::vector<ValueSet> items;
  bool exact = true;
  for (TSNode c : NamedChildren(node)) {
    Py k = ts::PyKind(c);
    if (k == Py::kListSplat || k == Py::kParenthesizedListSplat) {
      ValueSet inner = Eval(ts_node_named_child(c, 0));
      auto expanded = inner.Single() ? constfold::Iterate(*inner.Single(), kMaxUnroll, arena_)
                                     : std::nullopt;
      if (expanded) {
        for (ValueSet& e : *expanded) items.push_back(std::move(e));
      } else {
        exact = false;
        items.push_back(inner);
      }
    } else {
      items.push_back(Eval(c));
    }
  }
  if (!exact) {
    // Positions are unknown, but the elements may still be used: keep them as a list whose
    // every subscript yields the union.
    ValueSet all;
    for (const ValueSet& i : items) all.Add(i);
    all.Add(arena_.Unknown());
    Value v;
    v.kind = kind;
    v.partial = true;
    v.items = {all};
    return ValueSet(arena_.Make(std::move(v)));
  }
  return ValueSet(arena_.Seq(kind, std::move(items)));
}

ValueSet Evaluator::EvalDict(TSNode node) {
  std::vector<const Value*> keys;
  std::vector<ValueSet> items;
  bool exact = true;
  for (TSNode c : NamedChildren(node)) {
    if (ts::PyKind(c) == Py::kPair) {
      ValueSet k = Eval(Field(c, PyField::kKey));
      ValueSet v = Eval(Field(c, PyField::kValue));
      keys.push_back(k.Single() && IsConstant(*k.Single()) ? k.Single() : arena_.Unknown());
      items.push_back(std::move(v));
    } else {
      Eval(c);
      exact = false;
    }
  }
  const Value* d = arena_.Dict(std::move(keys), std::move(items));
  if (!exact && d->kind == Kind::kDict) {
    Value copy = *d;
    copy.partial = true;
    d = arena_.Make(std::move(copy));
  }
  return ValueSet(d);
}

ValueSet Evaluator::EvalSubscript(TSNode node) {
  TSNode obj_node = Field(node, PyField::kValue);
  ValueSet objects = Eval(obj_node);
  std::vector<TSNode> subs;
  for (TSNode c : NamedChildren(node)) {
    if (!ts_node_eq(c, obj_node)) subs.push_back(c);
  }
  if (subs.size() == 1 && ts::PyKind(subs[0]) == Py::kSlice) {
    // obj[a:b:c]: collect the three optional bounds from the children around the colons.
    std::optional<int64_t> bounds[3];
    bool known = true;
    int slot = 0;
    for (TSNode c : ts::Children(subs[0])) {
      if (!ts_node_is_named(c)) {
        if (Text(c) == ":") ++slot;
        continue;
      }
      ValueSet b = Eval(c);
      if (slot < 3 && b.Single() && (b.Single()->kind == Kind::kInt)) {
        bounds[slot] = b.Single()->i;
      } else if (!(b.Single() && b.Single()->kind == Kind::kNone)) {
        known = false;
      }
    }
    ValueSet out;
    for (const Value* o : objects) {
      const Value* r = known ? constfold::FoldSlice(*o, bounds[0], bounds[1], bounds[2], arena_)
                             : nullptr;
      out.Add(r ? r : arena_.Unknown());
    }
    return out;
  }
  ValueSet index;
  if (subs.size() == 1) {
    index = Eval(subs[0]);
  } else {
    for (TSNode s : subs) Eval(s);
    index.Add(arena_.Unknown());
  }
  return Subscript(objects, index, node, Text(obj_node));
}

ValueSet Evaluator::EvalAttribute(TSNode node) {
  TSNode obj = Field(node, PyField::kObject);
  ValueSet objects = Eval(obj);
  return Attribute(objects, Identifier(Field(node, PyField::kAttribute)), node, Text(node));
}

constfold::Args Evaluator::EvalArgs(TSNode arg_list, TSNode call) {
  Args args;
  if (ts::PyKind(arg_list) == Py::kGeneratorExpression) {
    args.positional.push_back(Eval(arg_list));
    return args;
  }
  for (TSNode c : NamedChildren(arg_list)) {
    switch (ts::PyKind(c)) {
      case Py::kKeywordArgument:
        args.keywords.emplace_back(Identifier(Field(c, PyField::kName)),
                                   Eval(Field(c, PyField::kValue)));
        break;
      case Py::kListSplat: {
        ValueSet inner = Eval(ts_node_named_child(c, 0));
        auto expanded = inner.Single() ? constfold::Iterate(*inner.Single(), kMaxUnroll, arena_)
                                       : std::nullopt;
        if (expanded) {
          for (ValueSet& e : *expanded) args.positional.push_back(std::move(e));
        } else {
          args.has_splat = true;
          args.positional.push_back(inner);
        }
        break;
      }
      case Py::kDictionarySplat: {
        ValueSet inner = Eval(ts_node_named_child(c, 0));
        const Value* d = inner.Single();
        if (d != nullptr && d->kind == Kind::kDict && !d->partial) {
          for (size_t i = 0; i < d->keys.size(); ++i) {
            if (d->keys[i]->IsKnownStr()) args.keywords.emplace_back(d->keys[i]->s, d->items[i]);
          }
        } else {
          args.has_splat = true;
          args.keywords.emplace_back("**", inner);
        }
        break;
      }
      default:
        args.positional.push_back(Eval(c));
        break;
    }
  }
  return args;
}

ValueSet Evaluator::EvalCall(TSNode node) {
  TSNode fn = Field(node, PyField::kFunction);
  ValueSet callees = Eval(fn);
  Args args = EvalArgs(Field(node, PyField::kArguments), node);
  ValueSet result = Call(callees, args, node, Text(fn));
  if (ts::PyKind(fn) == Py::kAttribute &&
      ts::PyKind(Field(fn, PyField::kObject)) == Py::kIdentifier) {
    MutateContainer(Field(fn, PyField::kObject), Identifier(Field(fn, PyField::kAttribute)),
                    args, node);
  }
  return result;
}

void Evaluator::MutateContainer(TSNode name_node, std::string_view method, const Args& args,
                                TSNode node) {
  // parts.append("etc"): the name is rebound to the grown container, as straight-line code
  // building a constant would leave it.
  bool list_op = method == "append" || method == "extend" || method == "insert" ||
                 method == "add";
  if (!list_op && method != "update") return;
  std::string name = Identifier(name_node);
  ValueSet current = Lookup(name, name_node);
  ValueSet updated;
  bool changed = false;
  if (conditional_ > 0 || current.size() > 1) {
    // In a branch or a loop the length is unknown anyway: keep one list of unknown length
    // whose elements are everything it may hold, instead of one alternative per append.
    ValueSet elements;
    bool any_list = false;
    for (const Value* v : current) {
      if (v->kind != Kind::kList && v->kind != Kind::kDict) continue;
      any_list = true;
      for (const ValueSet& item : v->items) elements.Add(item);
    }
    if (!any_list) return;
    for (const ValueSet& a : args.positional) elements.Add(a);
    for (const auto& kw : args.keywords) elements.Add(kw.second);
    elements.Add(arena_.Unknown());
    Value merged;
    merged.kind = Kind::kList;
    merged.partial = true;
    merged.items = {elements};
    Binding b;
    b.kind = BindingKind::kAssignment;
    b.values = ValueSet(arena_.Make(std::move(merged)));
    b.line = Line(node);
    b.conditional = conditional_ > 0;
    model_.Bind(scope_->names.contains(name) ? scope_ : module_, name, std::move(b));
    return;
  }
  for (const Value* v : current) {
    bool sequence = v->kind == Kind::kList;
    if (!(sequence && list_op) && !(v->kind == Kind::kDict && method == "update")) {
      updated.Add(v);
      continue;
    }
    changed = true;
    Value copy = *v;
    const ValueSet* arg = args.Get(method == "insert" ? 1 : 0, "");
    if (arg == nullptr || args.has_splat || v->partial) {
      copy.partial = true;
      if (arg != nullptr) copy.items.push_back(*arg);
    } else if (method == "append" || method == "add") {
      copy.items.push_back(*arg);
    } else if (method == "insert") {
      const ValueSet* at = args.Get(0, "");
      const Value* i = at != nullptr ? at->Single() : nullptr;
      if (i != nullptr && i->kind == Kind::kInt && i->i >= 0 &&
          static_cast<size_t>(i->i) <= copy.items.size()) {
        copy.items.insert(copy.items.begin() + i->i, *arg);
      } else {
        copy.partial = true;
        copy.items.push_back(*arg);
      }
    } else if (method == "extend") {
      auto more = arg->Single() ? constfold::Iterate(*arg->Single(), kMaxUnroll, arena_)
                                : std::nullopt;
      if (more) {
        copy.items.insert(copy.items.end(), more->begin(), more->end());
      } else {
        copy.partial = true;
        copy.items.push_back(*arg);
      }
    } else {  // dict.update(other)
      const Value* other = arg->Single();
      if (other != nullptr && other->kind == Kind::kDict && !other->partial) {
        copy.keys.insert(copy.keys.end(), other->keys.begin(), other->keys.end());
        copy.items.insert(copy.items.end(), other->items.begin(), other->items.end());
      } else {
        copy.partial = true;
      }
    }
    updated.Add(arena_.Make(std::move(copy)));
  }
  if (changed) BindName(name, updated, BindingKind::kAssignment, node, "");
}

ValueSet Evaluator::EvalLambda(TSNode node) {
  FunctionRecord* fn = model_.NewFunction();
  fn->node = node;
  fn->name = "<lambda>";
  fn->scope = scope_;
  fn->is_lambda = true;
  if (!NestDefinition(fn, node)) return ValueSet(arena_.Unknown(constfold::Unknown::kDepth));
  TSNode params = Field(node, PyField::kParameters);
  if (!Null(params)) {
    for (TSNode p : NamedChildren(params)) {
      Py k = ts::PyKind(p);
      if (k == Py::kDefaultParameter || k == Py::kTypedDefaultParameter) {
        fn->defaults.emplace_back(Identifier(Field(p, PyField::kName)),
                                  Eval(Field(p, PyField::kValue)));
      }
    }
  }
  pending_.push_back(fn);
  Value v;
  v.kind = Kind::kFunction;
  v.def = fn;
  v.s = "<lambda>";
  return ValueSet(arena_.Make(std::move(v)));
}

ValueSet Evaluator::EvalComprehension(TSNode node) {
  Scope* outer = scope_;
  scope_ = model_.NewScope(ScopeKind::kComprehension, outer);
  std::vector<TSNode> clauses;
  for (TSNode c : NamedChildren(node)) {
    Py k = ts::PyKind(c);
    if (k == Py::kForInClause || k == Py::kIfClause) clauses.push_back(c);
  }
  TSNode body = Field(node, PyField::kBody);
  bool is_dict = ts::PyKind(node) == Py::kDictionaryComprehension;
  // One `for x in <constant>` with filters whose truth folds is unrolled:
  // [chr(c) for c in [101, 118]], "".join(c for c in s if c != "_"), {k: v for k, v in pairs}.
  bool single_for = !clauses.empty() && ts::PyKind(clauses[0]) == Py::kForInClause;
  for (size_t i = 1; i < clauses.size(); ++i) {
    single_for = single_for && ts::PyKind(clauses[i]) == Py::kIfClause;
  }
  // The first iterable is evaluated once: evaluating it again below when unrolling fails made
  // nested comprehensions cost 2^depth (25 levels, 300 bytes: 52 s).
  std::optional<ValueSet> first_iterable;
  if (single_for) {
    first_iterable = Eval(Field(clauses[0], PyField::kRight));
    const ValueSet& iterable = *first_iterable;
    std::optional<std::vector<ValueSet>> unrolled;
    if (iterable.Single() != nullptr) {
      unrolled = constfold::Iterate(*iterable.Single(), kMaxUnroll, arena_);
    }
    if (unrolled) {
      std::vector<ValueSet> results;
      std::vector<const Value*> keys;
      bool exact = true;
      for (const ValueSet& e : *unrolled) {
        if (arena_.budget().exhausted()) {
          exact = false;
          break;
        }
        Assign(Field(clauses[0], PyField::kLeft), e, clauses[0], BindingKind::kAssignment);
        bool keep = true;
        for (size_t i = 1; i < clauses.size() && keep && exact; ++i) {
          ValueSet cond = EvalChildren(clauses[i], /*keep_value=*/true);
          const Value* truth = cond.Single() != nullptr
                                   ? constfold::FoldUnary("not", *cond.Single(), arena_)
                                   : nullptr;
          if (truth == nullptr) exact = false;
          else keep = truth->i == 0;
        }
        if (!exact) break;
        if (!keep) continue;
        if (is_dict) {
          ValueSet k = Eval(Field(body, PyField::kKey));
          ValueSet v = Eval(Field(body, PyField::kValue));
          if (k.Single() == nullptr || !IsConstant(*k.Single())) {
            exact = false;
            break;
          }
          keys.push_back(k.Single());
          results.push_back(std::move(v));
        } else {
          results.push_back(Eval(body));
        }
      }
      if (exact) {
        scope_ = outer;
        if (is_dict) return ValueSet(arena_.Dict(std::move(keys), std::move(results)));
        return ValueSet(arena_.Seq(Kind::kList, std::move(results)));
      }
    }
  }
  ++conditional_;
  for (size_t i = 0; i < clauses.size(); ++i) {
    TSNode c = clauses[i];
    if (ts::PyKind(c) == Py::kForInClause) {
      ValueSet iterable = i == 0 && first_iterable ? std::move(*first_iterable)
                                                   : Eval(Field(c, PyField::kRight));
      ValueSet elements;
      for (const Value* it : iterable) {
        auto items = constfold::Iterate(*it, kMaxUnroll, arena_);
        if (items) {
          for (const ValueSet& e : *items) elements.Add(e);
        } else {
          elements.Add(arena_.Unknown());
        }
      }
      Assign(Field(c, PyField::kLeft), elements, c, BindingKind::kAssignment);
    } else {
      EvalChildren(c);
    }
  }
  ValueSet element;
  if (is_dict) {
    EvalChildren(body);
  } else {
    element = Eval(body);
  }
  --conditional_;
  scope_ = outer;
  Value v;
  v.kind = Kind::kList;
  v.partial = true;  // length unknown; every element is one of `element`
  element.Add(arena_.Unknown());
  v.items = {element};
  return ValueSet(arena_.Make(std::move(v)));
}

}  // namespace kotoba::aliasing
