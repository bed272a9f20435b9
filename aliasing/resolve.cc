// The Evaluator's semantics on values: attributes, subscripts, calls and function summaries.
#include <string>
#include <utility>

#include "constfold/strings.h"
#include "aliasing/evaluator.h"
#include "aliasing/known.h"
#include "constfold/fold.h"

namespace kotoba::aliasing {
namespace {

using constfold::Args;
using constfold::FoldArgs;
using constfold::Value;
using constfold::ValueSet;
using Kind = Value::Kind;
using ts::Py;
using ts::PyField;


// Calls that only look at their arguments: passing a sink to them does not run it.
constexpr std::string_view kObservers[] = {
    "builtins.print",    "builtins.repr",     "builtins.str",      "builtins.id",
    "builtins.type",     "builtins.isinstance", "builtins.issubclass", "builtins.callable",
    "builtins.hasattr",  "builtins.getattr",  "builtins.dir",      "builtins.help",
    "builtins.hash",     "builtins.vars",     "builtins.len",      "inspect.getsource",
    "inspect.signature", "inspect.getdoc",    "logging.info",      "logging.debug",
};

// Bound methods of constants and namespaces ("<const>.join", "<ns>.get") and methods of
// unknown objects ("?.unlink") are not qualified names of anything importable.
bool IsPseudoRef(std::string_view name) {
  return StartsWith(name, "<") || StartsWith(name, "?.");
}

bool IsObserver(const ValueSet& callees) {
  for (const Value* c : callees) {
    if (c->kind != Kind::kRef) return false;
    bool found = false;
    for (std::string_view o : kObservers) found = found || c->s == o;
    if (!found) return false;
  }
  return !callees.empty();
}

// The qualified name of a value's type, for `x.__class__` and `type(x)`: `type(lambda: 0)` is
// types.FunctionType, which builds a function from a code object without importing `types`.
std::string TypeName(const Value& v) {
  switch (v.kind) {
    case Kind::kStr: return "builtins.str";
    case Kind::kBytes: return "builtins.bytes";
    case Kind::kInt: return "builtins.int";
    case Kind::kBool: return "builtins.bool";
    case Kind::kNone: return "builtins.NoneType";
    case Kind::kTuple: return "builtins.tuple";
    case Kind::kList: return "builtins.list";
    case Kind::kDict: return "builtins.dict";
    case Kind::kFunction: return "types.FunctionType";
    case Kind::kInstance:
      if (v.s == "builtins.code") return "types.CodeType";  // what compile() returns
      return v.s.empty() ? "builtins.object" : v.s;
    default: return "builtins.object";
  }
}


}  // namespace

const Value* Evaluator::Canonical(const Value* ref) {
  std::string name = CanonicalName(ref->s);
  if (name == ref->s) return ref;
  return arena_.Ref(std::move(name), ref->hops);
}

// ---------------------------------------------------------------------------------------------
// Attributes

ValueSet Evaluator::Attribute(const ValueSet& objects, std::string_view attr, TSNode where,
                              std::string_view text) {
  ValueSet out;
  for (const Value* o : objects) out.Add(AttributeOf(o, attr, where));
  // A computed attribute of a sensitive module cannot be resolved: fail closed at the getattr
  // (reported there); a plain `mod.attr` always has a constant name.
  return out;
}

ValueSet Evaluator::AttributeOf(const Value* o, std::string_view attr, TSNode where) {
  // Introspection gadgets work on any object: ().__class__.__base__.__subclasses__()
  if (attr == "__class__") {
    if (o->kind == Kind::kObject) {
      Value v;
      v.kind = Kind::kClass;
      v.def = o->def;
      v.s = o->s;
      return ValueSet(arena_.Make(std::move(v)));
    }
    return ValueSet(arena_.Ref(TypeName(*o), o->hops));
  }
  if (attr == "__code__" && o->kind == Kind::kFunction) {
    return ValueSet(arena_.Instance("builtins.code", {}, o->hops));
  }
  if (attr == "__base__" || attr == "__bases__" || attr == "__mro__") {
    return ValueSet(arena_.Ref("builtins.object", o->hops));
  }
  if (attr == "__subclasses__" && o->kind != Kind::kClass && o->kind != Kind::kObject) {
    // A user class's own subclasses are its plugins; object's are every class there is.
    return ValueSet(arena_.Ref("builtins.object.__subclasses__", o->hops));
  }
  if (attr == "__globals__" || attr == "f_globals") {
    Value v;
    v.kind = Kind::kNamespace;
    bool own = o->kind == Kind::kFunction || o->kind == Kind::kInstance;
    v.s = own ? "globals" : "foreign-globals";
    return ValueSet(arena_.Make(std::move(v)));
  }
  if (attr == "f_builtins" || attr == "__builtins__") {
    return ValueSet(arena_.Ref("builtins", o->hops));
  }
  if (attr == "__self__" && o->kind == Kind::kRef && StartsWith(o->s, "builtins.")) {
    return ValueSet(arena_.Ref("builtins", o->hops));  // print.__self__ is the module
  }
  if (o->kind == Kind::kNamespace && (attr == "get" || attr == "__getitem__")) {
    Value v;
    v.kind = Kind::kRef;
    v.s = StrCat("<ns>.", attr);
    v.items.push_back(ValueSet(o));
    return ValueSet(arena_.Make(std::move(v)));
  }
  if (attr == "__call__" && (o->kind == Kind::kRef || o->kind == Kind::kFunction)) {
    return ValueSet(o);
  }
  switch (o->kind) {
    case Kind::kRef: {
      if (IsPseudoRef(o->s)) return ValueSet(arena_.Unknown());
      if (attr == "__dict__") {
        Value v;
        v.kind = Kind::kNamespace;
        v.s = StrCat("module:", o->s);
        return ValueSet(arena_.Make(std::move(v)));
      }
      std::string name = CanonicalName(StrCat(o->s, ".", attr));
      if (auto constant = ModuleConstant(name)) return ValueSet(arena_.Int(*constant));
      ValueSet out(arena_.Ref(name, o->hops));
      auto it = overrides_.find(name);
      if (it != overrides_.end()) out.Add(it->second);
      return out;
    }
    case Kind::kInstance: {
      Value v;
      v.kind = Kind::kRef;
      v.s = StrCat(o->s, ".", attr);
      v.items = o->items;  // the receiver's payload (a Path's text)
      v.hops = o->hops;
      if (o->s == "pathlib.Path" && (attr == "parent" || attr == "parents")) {
        return ValueSet(arena_.Instance("pathlib.Path", ValueSet(arena_.Unknown()), o->hops));
      }
      return ValueSet(arena_.Make(std::move(v)));
    }
    case Kind::kObject:
    case Kind::kClass: {
      auto* cls = static_cast<ClassRecord*>(const_cast<void*>(o->def));
      ValueSet out;
      for (ClassRecord* c = cls; c != nullptr;) {
        auto it = c->attrs.find(attr);
        if (it != c->attrs.end()) {
          out.Add(it->second);
          break;
        }
        // Inherited from a library class: class P(subprocess.Popen) has P.communicate.
        ClassRecord* next = nullptr;
        for (const Value* b : c->bases) {
          if (b->kind == Kind::kRef) out.Add(AttributeOf(b, attr, where));
          if (b->kind == Kind::kClass) next = static_cast<ClassRecord*>(const_cast<void*>(b->def));
        }
        c = next;
      }
      if (out.empty()) {
        cls->missed_reads.insert(std::string(attr));
        out.Add(arena_.Unknown());
      }
      // Reading a property runs its getter: the attribute is what the getter returns.
      ValueSet resolved;
      for (const Value* v : out) {
        auto* fn = v->kind == Kind::kFunction
                       ? static_cast<FunctionRecord*>(const_cast<void*>(v->def))
                       : nullptr;
        if (fn != nullptr && fn->is_property && o->kind == Kind::kObject) {
          resolved.Add(CallFunction(fn, o, Args{}));
        } else {
          resolved.Add(v);
        }
      }
      return resolved;
    }
    case Kind::kStr:
    case Kind::kBytes:
    case Kind::kList:
    case Kind::kTuple:
    case Kind::kDict: {
      // A bound method of a constant: folded when called.
      Value v;
      v.kind = Kind::kRef;
      v.s = StrCat("<const>.", attr);
      v.items.push_back(ValueSet(o));
      return ValueSet(arena_.Make(std::move(v)));
    }
    case Kind::kUnknown:
      if (o->why != constfold::Unknown::kComputed) return ValueSet(o);
      return ValueSet(arena_.Ref(StrCat("?.", attr)));
    default:
      return ValueSet(arena_.Unknown());
  }
}

// ---------------------------------------------------------------------------------------------
// Subscripts

ValueSet Evaluator::Subscript(const ValueSet& objects, const ValueSet& index, TSNode where,
                              std::string_view text) {
  ValueSet out;
  for (const Value* o : objects) {
    bool namespace_like =
        o->kind == Kind::kNamespace ||
        (o->kind == Kind::kRef && (o->s == "builtins" || o->s == "sys.modules"));
    for (const Value* k : index) {
      if (namespace_like) {
        if (!k->IsKnownStr()) {
          listener_.OnOpaque(where, "PY-OPAQUE-001",
                             StrCat("a computed key looks up a name in ", text));
          out.Add(arena_.Unknown());
          continue;
        }
        std::string_view key = k->s;
        if (o->kind == Kind::kRef && o->s == "builtins") {
          out.Add(Builtin(key));
        } else if ((o->kind == Kind::kRef && o->s == "sys.modules") || o->s == "sys.modules") {
          ValueSet m(Canonical(arena_.Ref(std::string(key), o->hops)));
          auto it = overrides_.find(std::string(key));
          if (it != overrides_.end()) m.Add(it->second);
          out.Add(m);
        } else if (o->s == "globals" || o->s == "locals") {
          const Scope* scope = o->s == "globals" ? module_ : static_cast<const Scope*>(o->def);
          bool always = false;
          ValueSet v = model_.AllValues(scope, key, &always);
          if (!always) v.Add(scope == module_ ? Builtin(key) : Lookup(key, where));
          out.Add(v);
        } else if (StartsWith(o->s, "module:")) {
          out.Add(AttributeOf(arena_.Ref(o->s.substr(7), o->hops), key, where));
        } else {
          // The globals of an unknown function: in the classic gadget chains, a module like
          // os. Resolve the names that matter; anything else stays unknown.
          if (key == "__builtins__") {
            out.Add(arena_.Ref("builtins"));
          } else if (IsBuiltinName(key)) {
            out.Add(Builtin(key));
          } else if (listener_.IsSensitive(key)) {
            out.Add(Canonical(arena_.Ref(std::string(key))));
          } else if (listener_.IsSensitive(StrCat("os.", key))) {
            out.Add(arena_.Ref(StrCat("os.", key)));
          } else {
            out.Add(arena_.Unknown());
          }
        }
        continue;
      }
      if (o->kind == Kind::kRef && o->s == "os.environ") {
        out.Add(k->IsKnownStr() && k->s == "HOME" ? arena_.Str("~") : arena_.Unknown());
        continue;
      }
      if ((o->kind == Kind::kList || o->kind == Kind::kTuple || o->kind == Kind::kDict) &&
          o->partial) {
        for (const ValueSet& item : o->items) out.Add(item);
        out.Add(arena_.Unknown());
        continue;
      }
      if (o->kind == Kind::kDict && !IsConstant(*k)) {
        for (const ValueSet& item : o->items) out.Add(item);
        out.Add(arena_.Unknown());
        continue;
      }
      if ((o->kind == Kind::kList || o->kind == Kind::kTuple) && k->kind != Kind::kInt) {
        for (const ValueSet& item : o->items) out.Add(item);
        out.Add(arena_.Unknown());
        continue;
      }
      if (o->kind == Kind::kDict) {
        bool found = false;
        for (size_t i = 0; i < o->keys.size(); ++i) {
          const Value* eq = constfold::FoldBinary("==", *o->keys[i], *k, arena_);
          if (o->keys[i]->kind == Kind::kUnknown || (eq != nullptr && eq->i == 1)) {
            out.Add(o->items[i]);
            found = found || o->keys[i]->kind != Kind::kUnknown;
          }
        }
        if (!found) out.Add(arena_.Unknown());
        continue;
      }
      if ((o->kind == Kind::kList || o->kind == Kind::kTuple) && k->kind == Kind::kInt) {
        int64_t n = static_cast<int64_t>(o->items.size());
        int64_t i = k->i < 0 ? k->i + n : k->i;
        if (i >= 0 && i < n) out.Add(o->items[static_cast<size_t>(i)]);
        else out.Add(arena_.Unknown());
        continue;
      }
      const Value* r = constfold::FoldSubscript(*o, *k, arena_);
      out.Add(r ? r : arena_.Unknown(o->kind == Kind::kUnknown ? o->why
                                                                : constfold::Unknown::kComputed));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Calls

ValueSet Evaluator::Call(const ValueSet& callees, const Args& args, TSNode node,
                         std::string_view text, SiteKind kind) {
  if (!IsObserver(callees)) ReportReferences(args, node, text);
  ValueSet out;
  for (const Value* c : callees) out.Add(CallOne(c, args, node, text, kind));
  return out;
}

void Evaluator::ReportReferences(const Args& args, TSNode node, std::string_view callee) {
  std::string how = StrCat("passed to ", callee, "()");
  for (const ValueSet& v : args.positional) ReportReferencesIn(v, node, how, 0);
  for (const auto& kw : args.keywords) ReportReferencesIn(kw.second, node, how, 0);
}

void Evaluator::ReportReferencesIn(const ValueSet& values, TSNode node, std::string_view how,
                                   int depth) {
  for (const Value* v : values) {
    if (v->kind == Kind::kRef && !IsPseudoRef(v->s)) {
      CallSite site;
      site.kind = SiteKind::kReference;
      site.node = node;
      site.text = v->s;
      site.callee = v;
      site.how = how;
      listener_.OnCall(site);
    } else if (depth < 3 && (v->kind == Kind::kList || v->kind == Kind::kTuple ||
                             v->kind == Kind::kDict)) {
      for (const ValueSet& item : v->items) ReportReferencesIn(item, node, how, depth + 1);
    }
  }
}

ValueSet Evaluator::CallOne(const Value* callee, const Args& args, TSNode node,
                            std::string_view text, SiteKind kind) {
  switch (callee->kind) {
    case Kind::kRef: {
      CallSite site;
      site.kind = kind;
      site.node = node;
      site.text = text;
      site.callee = callee;
      site.args = &args;
      listener_.OnCall(site);
      return CallRef(callee, args, node);
    }
    case Kind::kFunction:
      return CallFunction(static_cast<FunctionRecord*>(const_cast<void*>(callee->def)), nullptr,
                          args);
    case Kind::kClass: {
      auto* cls = static_cast<ClassRecord*>(const_cast<void*>(callee->def));
      // Constructing a subclass of a library class runs the library's constructor.
      for (const Value* b : cls->bases) {
        if (b->kind == Kind::kRef) CallOne(b, args, node, text, kind);
      }
      for (std::string_view init : {"__init__", "__new__", "__post_init__"}) {
        auto it = cls->attrs.find(init);
        if (it == cls->attrs.end()) continue;
        // A copy: analysing __init__ binds self.x, which may grow (rehash) cls->attrs.
        const ValueSet methods = it->second;
        for (const Value* m : methods) {
          if (m->kind == Kind::kFunction) {
            CallFunction(static_cast<FunctionRecord*>(const_cast<void*>(m->def)), nullptr, args);
          }
        }
      }
      Value v;
      v.kind = Kind::kObject;
      v.def = cls;
      v.s = cls->name;
      v.hops = callee->hops;
      return ValueSet(arena_.Make(std::move(v)));
    }
    case Kind::kObject: {
      ValueSet call = AttributeOf(callee, "__call__", node);
      ValueSet out;
      for (const Value* c : call) {
        if (c->kind == Kind::kFunction || c->kind == Kind::kRef) {
          out.Add(CallOne(c, args, node, text, kind));
        }
      }
      return out;
    }
    case Kind::kInstance: {
      if (callee->s == "operator.attrgetter" || callee->s == "operator.methodcaller") {
        const ValueSet* target = args.Get(0, "");
        if (target == nullptr || callee->items.empty()) return ValueSet(arena_.Unknown());
        ValueSet out;
        for (const Value* name : callee->items[0]) {
          if (!name->IsKnownStr()) continue;
          ValueSet attr = Attribute(*target, name->s, node, text);
          if (callee->s == "operator.attrgetter") {
            out.Add(attr);
          } else {
            Args none;
            none.has_splat = true;
            out.Add(Call(attr, none, node, text, kind));
          }
        }
        return out;
      }
      return ValueSet(arena_.Unknown());
    }
    case Kind::kUnknown:
      if (callee->why != constfold::Unknown::kComputed) {
        listener_.OnOpaque(node, "KT-LIMIT-004",
                           StrCat("the function called as `", text,
                                  "` could not be computed within the limits (",
                                  constfold::LimitName(arena_.budget().first_limit()), ")"));
      }
      return ValueSet(arena_.Unknown());
    default:
      return ValueSet(arena_.Unknown());
  }
}

ValueSet Evaluator::CallRef(const Value* callee, const Args& args, TSNode node) {
  const std::string& q = callee->s;
  const ValueSet* a0 = args.Get(0, "");
  const ValueSet* a1 = args.Get(1, "");
  // Bound methods of constants fold: "x".join(...), b.decode(), s[::-1].upper()
  if (StartsWith(q, "<const>.")) {
    std::string_view method = std::string_view(q).substr(8);
    ValueSet out;
    for (const Value* recv : callee->items[0]) {
      // list.append/extend on a literal are handled where the name is rebound; here: pure ones.
      ForEachCombination(args, kMaxCombinations, [&](const FoldArgs& fa) {
        const Value* r = constfold::FoldMethod(*recv, method, fa, arena_);
        out.Add(r ? r : arena_.Unknown());
      });
    }
    if (out.empty()) out.Add(arena_.Unknown());
    return out;
  }
  if (q == "builtins.getattr" && a0 != nullptr && a1 != nullptr) {
    ValueSet out;
    for (const Value* name : *a1) {
      if (name->IsKnownStr()) {
        out.Add(Attribute(*a0, name->s, node, ""));
        continue;
      }
      bool budget = name->kind == Kind::kUnknown && name->why != constfold::Unknown::kComputed;
      for (const Value* obj : *a0) {
        if (budget) {
          listener_.OnOpaque(node, "KT-LIMIT-004",
                             StrCat("the attribute name given to getattr() could not be computed "
                                    "within the folding budget (",
                                    constfold::LimitName(arena_.budget().first_limit()), ")"));
          break;
        }
        // Modules and namespaces hold sinks; a builtin type's attributes are its methods.
        bool type = obj->kind == Kind::kRef && StartsWith(obj->s, "builtins.");
        if ((obj->kind == Kind::kRef && !type && listener_.IsSensitive(obj->s)) ||
            obj->kind == Kind::kNamespace) {
          listener_.OnOpaque(node, "PY-OPAQUE-001",
                             StrCat("getattr() with a computed name on `",
                                          obj->kind == Kind::kRef ? obj->s : "a namespace",
                                          "`"));
        }
      }
      out.Add(arena_.Unknown(name->kind == Kind::kUnknown ? name->why
                                                          : constfold::Unknown::kComputed));
    }
    if (const ValueSet* d = args.Get(2, "")) out.Add(*d);
    return out;
  }
  if (q == "builtins.setattr" && a0 != nullptr && a1 != nullptr) {
    const ValueSet* value = args.Get(2, "");
    for (const Value* name : *a1) {
      for (const Value* obj : *a0) {
        if (!name->IsKnownStr()) {
          if (obj->kind == Kind::kRef && listener_.IsSensitive(obj->s)) {
            listener_.OnOpaque(node, "PY-OPAQUE-001",
                               StrCat("setattr() with a computed name on `", obj->s, "`"));
          }
          continue;
        }
        if (value == nullptr) continue;
        if (obj->kind == Kind::kRef) {
          overrides_[CanonicalName(StrCat(obj->s, ".", name->s))].Add(*value);
        } else if (obj->kind == Kind::kObject || obj->kind == Kind::kClass) {
          static_cast<ClassRecord*>(const_cast<void*>(obj->def))->attrs[name->s].Add(*value);
        }
      }
    }
    return ValueSet(arena_.None());
  }
  if (q == "builtins.__import__" || q == "importlib.import_module" ||
      q == "importlib.__import__") {
    ValueSet out;
    if (a0 == nullptr) return ValueSet(arena_.Unknown());
    bool fromlist = q == "importlib.import_module" || args.Get(3, "fromlist") != nullptr;
    for (const Value* name : *a0) {
      if (!name->IsKnownStr()) {
        listener_.OnOpaque(node, "PY-OPAQUE-001", "a module is imported by a computed name");
        out.Add(arena_.Unknown(name->kind == Kind::kUnknown ? name->why
                                                            : constfold::Unknown::kComputed));
        continue;
      }
      std::string module = fromlist ? name->s : name->s.substr(0, name->s.find('.'));
      ValueSet m(Canonical(arena_.Ref(module, callee->hops)));
      auto it = overrides_.find(module);
      if (it != overrides_.end()) m.Add(it->second);
      out.Add(m);
    }
    return out;
  }
  if (q == "builtins.globals" ||
      ((q == "builtins.locals" || (q == "builtins.vars" && a0 == nullptr)) &&
       scope_ == module_)) {
    Value v;
    v.kind = Kind::kNamespace;
    v.s = "globals";
    return ValueSet(arena_.Make(std::move(v)));
  }
  if (q == "builtins.locals" || (q == "builtins.vars" && a0 == nullptr)) {
    Value v;
    v.kind = Kind::kNamespace;
    v.s = "locals";
    v.def = scope_;
    return ValueSet(arena_.Make(std::move(v)));
  }
  if ((q == "sys.modules.get" || q == "sys.modules.__getitem__") && a0 != nullptr) {
    return Subscript(ValueSet(arena_.Ref("sys.modules")), *a0, node, "sys.modules");
  }
  if (StartsWith(q, "<ns>.") && a0 != nullptr && (EndsWith(q, ".get") || EndsWith(q, ".__getitem__"))) {
    // globals().get("os"), vars(os).get("system"): a namespace lookup by a method.
    ValueSet out = Subscript(callee->items[0], *a0, node, "namespace");
    if (const ValueSet* d = args.Get(1, "")) out.Add(*d);
    return out;
  }
  if (q == "builtins.vars" && a0 != nullptr) {
    ValueSet out;
    for (const Value* m : *a0) {
      out.Add(AttributeOf(m, "__dict__", node));
    }
    return out;
  }
  if (q == "functools.partial" || q == "functools.wraps" || q == "builtins.staticmethod" ||
      q == "builtins.classmethod") {
    return a0 != nullptr ? *a0 : ValueSet(arena_.Unknown());
  }
  if ((q == "operator.attrgetter" || q == "operator.methodcaller") && a0 != nullptr) {
    return ValueSet(arena_.Instance(q, *a0, callee->hops));
  }
  if (q == "builtins.map" && a0 != nullptr && a1 != nullptr) {
    return MapCall(*a0, *a1, node, "map");
  }
  if (q == "builtins.type" && args.positional.size() == 3) {
    ClassRecord* cls = model_.NewClass();
    cls->name = "<type>";
    for (const Value* d : args.positional[2]) {
      if (d->kind != Kind::kDict) continue;
      for (size_t i = 0; i < d->keys.size(); ++i) {
        if (!d->keys[i]->IsKnownStr()) continue;
        cls->attrs[d->keys[i]->s].Add(d->items[i]);
      }
    }
    cls->bases = args.positional[1];
    Value v;
    v.kind = Kind::kClass;
    v.def = cls;
    v.s = cls->name;
    return ValueSet(arena_.Make(std::move(v)));
  }
  if (q == "builtins.type" && a0 != nullptr && args.positional.size() == 1) {
    ValueSet out;
    for (const Value* o : *a0) out.Add(AttributeOf(o, "__class__", node));
    return out;
  }
  if (q == "builtins.compile" && a0 != nullptr) {
    // The code runs when the code object reaches exec/eval, which analyse the payload.
    return ValueSet(arena_.Instance("builtins.code", *a0, callee->hops));
  }
  if (q == "sys._getframe" || q == "inspect.currentframe") {
    return ValueSet(arena_.Instance("frame"));
  }
  if ((q == "os.getenv" || q == "os.environ.get") && a0 != nullptr) {
    ValueSet out;
    for (const Value* k : *a0) {
      out.Add(k->IsKnownStr() && k->s == "HOME" ? arena_.Str("~") : arena_.Unknown());
    }
    return out;
  }
  if (auto type = ConstructedType(q)) {
    ValueSet payload;
    if (*type == "pathlib.Path") {
      if (EndsWith(q, ".home")) {
        payload.Add(arena_.Str("~"));
      } else if (EndsWith(q, ".cwd") || args.positional.empty()) {
        payload.Add(arena_.Str("."));
      } else {
        ForEachCombination(args, kMaxCombinations, [&](const FoldArgs& fa) {
          const Value* r = constfold::FoldCall("os.path.join", fa, arena_);
          payload.Add(r ? r : arena_.Unknown());
        });
      }
    }
    if (!callee->items.empty() && *type == "pathlib.Path") payload = callee->items[0];
    return ValueSet(arena_.Instance(std::string(*type), payload, callee->hops));
  }
  // Methods of instances that return a typed object (Path.expanduser(), sock.accept()).
  size_t dot = q.rfind('.');
  if (dot != std::string::npos && !callee->items.empty()) {
    if (auto type = MethodResultType(q.substr(0, dot), q.substr(dot + 1))) {
      ValueSet payload = callee->items[0];
      if (q.substr(dot + 1) == "joinpath") {
        ValueSet joined;
        for (const Value* base : callee->items[0]) {
          Args join_args;
          join_args.positional.push_back(ValueSet(base));
          for (const ValueSet& p : args.positional) join_args.positional.push_back(p);
          ForEachCombination(join_args, kMaxCombinations, [&](const FoldArgs& fa) {
            const Value* r = constfold::FoldCall("os.path.join", fa, arena_);
            joined.Add(r ? r : arena_.Unknown());
          });
        }
        payload = joined;
      }
      return ValueSet(arena_.Instance(std::string(*type), payload, callee->hops));
    }
  }
  // Pure functions fold: chr, base64.b64decode, os.path.join, bytes.fromhex, ...
  ValueSet out;
  ForEachCombination(args, kMaxCombinations, [&](const FoldArgs& fa) {
    const Value* r = constfold::FoldCall(q, fa, arena_);
    if (r != nullptr) out.Add(r);
  });
  if (out.empty()) out.Add(arena_.Unknown());
  return out;
}

ValueSet Evaluator::MapCall(const ValueSet& fn, const ValueSet& seq, TSNode node,
                            std::string_view text) {
  std::optional<std::vector<ValueSet>> items;
  if (seq.Single() != nullptr) items = constfold::Iterate(*seq.Single(), kMaxUnroll, arena_);
  if (!items) {
    Args args;
    args.positional.push_back(ValueSet(arena_.Unknown()));
    Call(fn, args, node, text);
    return ValueSet(arena_.Unknown());
  }
  std::vector<ValueSet> results;
  for (const ValueSet& item : *items) {
    Args args;
    args.positional.push_back(item);
    ValueSet r;
    for (const Value* f : fn) r.Add(CallOne(f, args, node, text, SiteKind::kCall));
    results.push_back(std::move(r));
    if (arena_.budget().exhausted()) break;
  }
  return ValueSet(arena_.Seq(Kind::kList, std::move(results)));
}

ValueSet Evaluator::CallFunction(FunctionRecord* fn, const Value* self, const Args& args) {
  if (fn->analysing) return ValueSet(arena_.Unknown());  // recursion
  if (!fn->analysed) {
    // Summaries are made on first call, inside the caller's analysis; a long chain of calls
    // would nest them without bound. Past a few levels the callee waits for the top level
    // (it stays pending) and this call's result is unknown.
    if (inline_analyses_ >= kMaxInlineAnalyses || depth_ > options_.max_syntax_depth / 4) {
      return ValueSet(arena_.Unknown());
    }
    ++inline_analyses_;
    AnalyseFunction(fn, self);
    --inline_analyses_;
  }
  return fn->returns.empty() ? ValueSet(arena_.None()) : fn->returns;
}

void Evaluator::AnalyseFunction(FunctionRecord* fn, const Value* self) {
  fn->analysing = true;
  Scope* saved_scope = scope_;
  FunctionRecord* saved_function = function_;
  int saved_conditional = conditional_;
  scope_ = model_.NewScope(fn->is_lambda ? ScopeKind::kLambda : ScopeKind::kFunction, fn->scope);
  function_ = fn;
  conditional_ = 0;
  TSNode params = ts::Child(fn->node, PyField::kParameters);
  bool first = true;
  if (!ts_node_is_null(params)) {
    for (TSNode p : ts::NamedChildren(params)) {
      TSNode name_node = p;
      Py k = ts::PyKind(p);
      if (k == Py::kDefaultParameter || k == Py::kTypedDefaultParameter) {
        name_node = ts::Child(p, PyField::kName);
      } else if (k == Py::kTypedParameter) {
        name_node = ts_node_named_child(p, 0);
      }
      if (ts::PyKind(name_node) != Py::kIdentifier) {
        first = false;
        continue;
      }
      std::string name = Identifier(name_node);
      ValueSet values(arena_.Unknown());
      if (first && fn->cls != nullptr && !fn->is_static) {
        Value v;
        v.kind = fn->is_classmethod ? Kind::kClass : Kind::kObject;
        v.def = fn->cls;
        v.s = fn->cls->name;
        values = ValueSet(arena_.Make(std::move(v)));
      }
      for (const auto& [dname, dvalues] : fn->defaults) {
        if (dname == name) values.Add(dvalues);
      }
      Binding b;
      b.kind = BindingKind::kArgument;
      b.values = std::move(values);
      b.line = Line(p);
      model_.Bind(scope_, name, std::move(b));
      first = false;
    }
  }
  TSNode body = ts::Child(fn->node, PyField::kBody);
  if (fn->is_lambda) {
    fn->returns.Add(Eval(body));
  } else {
    ExecBlock(body);
  }
  scope_ = saved_scope;
  function_ = saved_function;
  conditional_ = saved_conditional;
  fn->analysing = false;
  fn->analysed = true;
}

void Evaluator::AnalysePending() {
  for (size_t i = 0; i < pending_.size(); ++i) {
    if (!pending_[i]->analysed) AnalyseFunction(pending_[i], nullptr);
  }
  // A method that read self.x before another method bound it: analyse the class again once.
  for (size_t i = 0; i < pending_.size(); ++i) {
    FunctionRecord* fn = pending_[i];
    ClassRecord* cls = fn->cls;
    if (cls == nullptr || cls->missed_reads.empty()) continue;
    bool bound_later = false;
    for (const std::string& name : cls->missed_reads) bound_later |= cls->attrs.contains(name);
    if (!bound_later) continue;
    cls->missed_reads.clear();
    const std::vector<FunctionRecord*> methods = cls->methods;
    for (FunctionRecord* m : methods) {
      m->analysed = false;
      AnalyseFunction(m, nullptr);
    }
  }
}

}  // namespace kotoba::aliasing
