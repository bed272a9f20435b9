#include "aliasing/scope.h"

namespace kotoba::aliasing {

Scope* Model::NewScope(ScopeKind kind, Scope* parent, ClassRecord* cls) {
  scopes_.emplace_back();
  Scope* s = &scopes_.back();
  s->kind = kind;
  s->parent = parent;
  s->cls = cls;
  return s;
}

FunctionRecord* Model::NewFunction() {
  functions_.emplace_back();
  return &functions_.back();
}

ClassRecord* Model::NewClass() {
  classes_.emplace_back();
  return &classes_.back();
}

void Model::Bind(Scope* scope, std::string_view name, Binding binding) {
  // The cached union grows with the binding rather than being recomputed: a loop unrolled n
  // times binds its target n times, and recomputing over the whole chain each time was O(n^2).
  if (auto cached = scope->unions.find(name); cached != scope->unions.end() &&
                                              binding.kind != BindingKind::kDeletion) {
    cached->second.values.Add(binding.values);
    if (!binding.conditional) cached->second.always = true;
  }
  auto [it, inserted] = scope->names.try_emplace(std::string(name));
  binding.shadowed = it->second;
  bindings_.push_back(std::move(binding));
  it->second = BindingId{static_cast<uint32_t>(bindings_.size() - 1)};
}

const Binding* Model::Current(const Scope* scope, std::string_view name) const {
  auto it = scope->names.find(name);
  if (it == scope->names.end()) return nullptr;
  return &bindings_[it->second.value];
}

constfold::ValueSet Model::AllValues(const Scope* scope, std::string_view name,
                                     bool* always) const {
  constfold::ValueSet out;
  *always = false;
  auto it = scope->names.find(name);
  if (it == scope->names.end()) return out;
  if (auto cached = scope->unions.find(name); cached != scope->unions.end()) {
    *always = cached->second.always;
    return cached->second.values;
  }
  for (BindingId id = it->second; id.valid(); id = bindings_[id.value].shadowed) {
    const Binding& b = bindings_[id.value];
    if (b.kind == BindingKind::kDeletion) continue;
    out.Add(b.values);
    if (!b.conditional) *always = true;
  }
  scope->unions[name] = Scope::Union{out, *always};
  return out;
}

}  // namespace kotoba::aliasing
