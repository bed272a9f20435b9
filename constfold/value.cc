#include "constfold/value.h"

#include <algorithm>

#include "constfold/strings.h"

namespace kotoba::constfold {
namespace {

// Stand for the alternatives a ValueSet had no room for: data, and code (which is opaque).
const Value kDataOverflow = [] {
  Value v;
  v.why = Unknown::kComputed;
  return v;
}();
const Value kCodeOverflow = [] {
  Value v;
  v.why = Unknown::kBudget;
  return v;
}();

bool IsData(const Value& v, int depth = 0) {
  switch (v.kind) {
    case Value::Kind::kRef:
    case Value::Kind::kInstance:
    case Value::Kind::kFunction:
    case Value::Kind::kClass:
    case Value::Kind::kObject:
    case Value::Kind::kNamespace:
      return false;
    case Value::Kind::kTuple:
    case Value::Kind::kList:
    case Value::Kind::kDict:
      // A container is code when it holds code: [os.system][0] must not be dropped.
      if (depth >= 2) return false;
      for (const ValueSet& item : v.items) {
        for (const Value* e : item) {
          if (!IsData(*e, depth + 1)) return false;
        }
      }
      return true;
    default:
      return true;
  }
}

// Two constants with the same content are one alternative ("b" from two branches).
bool SameConstant(const Value& a, const Value& b) {
  if (a.kind != b.kind || a.partial != b.partial) return false;
  switch (a.kind) {
    case Value::Kind::kNone: return true;
    case Value::Kind::kBool:
    case Value::Kind::kInt: return a.i == b.i;
    case Value::Kind::kStr:
    case Value::Kind::kBytes: return a.s == b.s;
    default: return false;
  }
}

}  // namespace

void ValueSet::Add(const Value* v) {
  for (const Value* existing : alts_) {
    if (existing == v) return;
  }
  bool data = IsData(*v);
  if (data && v->kind != Value::Kind::kUnknown) {
    for (const Value* existing : alts_) {
      if (SameConstant(*existing, *v)) return;
    }
  }
  size_t data_count = 0;
  for (const Value* existing : alts_) data_count += IsData(*existing) ? 1 : 0;
  if (data && data_count >= kMaxAlternatives) {
    for (const Value*& existing : alts_) {
      if (existing == &kDataOverflow) return;
    }
    // Replace one data alternative by the marker: the set stays bounded.
    for (const Value*& existing : alts_) {
      if (IsData(*existing)) {
        existing = &kDataOverflow;
        return;
      }
    }
  }
  if (!data && alts_.size() - data_count >= kMaxCodeAlternatives) {
    for (const Value* existing : alts_) {
      if (existing == &kCodeOverflow) return;
    }
    alts_.push_back(&kCodeOverflow);
    return;
  }
  alts_.push_back(v);
}

const Value* Arena::Make(Value v) {
  // Every value costs a step, so max_fold_steps bounds how many the arena holds (string
  // contents are paid in bytes where they are built).
  if (!budget_.Step()) return Unknown(Unknown::kBudget);
  values_.push_back(std::move(v));
  return &values_.back();
}

const Value* Arena::Unknown(constfold::Unknown why) {
  const Value*& slot = unknown_[static_cast<int>(why)];
  if (slot == nullptr) {
    Value v;
    v.why = why;
    values_.push_back(std::move(v));
    slot = &values_.back();
  }
  return slot;
}

const Value* Arena::None() {
  if (none_ == nullptr) {
    Value v;
    v.kind = Value::Kind::kNone;
    values_.push_back(std::move(v));
    none_ = &values_.back();
  }
  return none_;
}

const Value* Arena::Bool(bool b) {
  Value v;
  v.kind = Value::Kind::kBool;
  v.i = b ? 1 : 0;
  return Make(std::move(v));
}

const Value* Arena::Int(int64_t i) {
  Value v;
  v.kind = Value::Kind::kInt;
  v.i = i;
  return Make(std::move(v));
}

const Value* Arena::Str(std::string s, bool partial) {
  if (!budget_.Allocate(s.size())) return Unknown(Unknown::kBudget);
  Value v;
  v.kind = Value::Kind::kStr;
  v.s = std::move(s);
  v.partial = partial;
  return Make(std::move(v));
}

const Value* Arena::Bytes(std::string s) {
  if (!budget_.Allocate(s.size())) return Unknown(Unknown::kBudget);
  Value v;
  v.kind = Value::Kind::kBytes;
  v.s = std::move(s);
  return Make(std::move(v));
}

const Value* Arena::Seq(Value::Kind kind, std::vector<ValueSet> items) {
  if (!budget_.Allocate(items.size() * sizeof(ValueSet))) return Unknown(Unknown::kBudget);
  Value v;
  v.kind = kind;
  v.items = std::move(items);
  return Make(std::move(v));
}

const Value* Arena::Dict(std::vector<const Value*> keys, std::vector<ValueSet> items) {
  if (!budget_.Allocate(items.size() * (sizeof(ValueSet) + sizeof(void*)))) {
    return Unknown(Unknown::kBudget);
  }
  Value v;
  v.kind = Value::Kind::kDict;
  v.keys = std::move(keys);
  v.items = std::move(items);
  return Make(std::move(v));
}

const Value* Arena::Ref(std::string qualified_name, const Hop* hops) {
  // Names are never refused: one is made per name or attribute the walk meets, which the
  // tree bounds, and losing one after the budget ran out would hide the sink it names.
  budget_.Step();
  Value v;
  v.kind = Value::Kind::kRef;
  v.s = std::move(qualified_name);
  v.hops = hops;
  values_.push_back(std::move(v));
  return &values_.back();
}

const Value* Arena::Instance(std::string type, ValueSet payload, const Hop* hops) {
  Value v;
  v.kind = Value::Kind::kInstance;
  v.s = std::move(type);
  if (!payload.empty()) v.items.push_back(std::move(payload));
  v.hops = hops;
  return Make(std::move(v));
}

const Hop* Arena::AddHop(std::string text, int line, const Hop* next) {
  if (!budget_.Step()) return next;  // the evidence is shorter, nothing else changes
  hops_.push_back(Hop{std::move(text), line, next});
  return &hops_.back();
}

const ValueSet* Args::Get(size_t index, std::string_view name) const {
  if (index < positional.size()) return &positional[index];
  return Keyword(name);
}

const ValueSet* Args::Keyword(std::string_view name) const {
  if (name.empty()) return nullptr;
  for (const auto& [k, v] : keywords) {
    if (k == name) return &v;
  }
  return nullptr;
}

std::optional<std::string> StrOf(const Value& v) {
  switch (v.kind) {
    case Value::Kind::kStr: return v.s;
    case Value::Kind::kInt: return StrCat(v.i);
    case Value::Kind::kBool: return std::string(v.i ? "True" : "False");
    case Value::Kind::kNone: return std::string("None");
    default: return std::nullopt;
  }
}

bool IsConstant(const Value& v) {
  switch (v.kind) {
    case Value::Kind::kNone:
    case Value::Kind::kBool:
    case Value::Kind::kInt:
    case Value::Kind::kBytes:
      return true;
    case Value::Kind::kStr:
      return !v.partial;
    case Value::Kind::kTuple:
    case Value::Kind::kList:
    case Value::Kind::kDict:
      for (const ValueSet& item : v.items) {
        if (item.size() != 1 || !IsConstant(*item.front())) return false;
      }
      return true;
    default:
      return false;
  }
}

}  // namespace kotoba::constfold
