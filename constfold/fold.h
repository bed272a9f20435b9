// Fold(): exact evaluation of Python operations on constant values, under the budget.
// Every function returns nullptr when the operation is not one it folds or an operand is not
// known well enough; the caller then treats the result as unknown. Strings with unknown
// stretches (`"rm -rf " + path`) stay partially known so later checks can still read them.
#ifndef KOTOBA_CONSTFOLD_FOLD_H_
#define KOTOBA_CONSTFOLD_FOLD_H_

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "constfold/value.h"

namespace kotoba::constfold {

// One alternative per argument.
struct FoldArgs {
  std::vector<const Value*> positional;
  std::vector<std::pair<std::string_view, const Value*>> keywords;
  const Value* Get(size_t index, std::string_view name) const;
};

// Calls fn(FoldArgs) once per combination of one alternative per argument, at most
// `limit` times, so that f(a|b, c|d, ...) cannot explode. Nothing is called when an argument
// has no alternative.
template <typename Fn>
void ForEachCombination(const Args& args, size_t limit, Fn fn) {
  std::vector<const ValueSet*> sets;
  for (const ValueSet& v : args.positional) sets.push_back(&v);
  for (const auto& kw : args.keywords) sets.push_back(&kw.second);
  for (const ValueSet* s : sets) {
    if (s->empty()) return;
  }
  std::vector<size_t> idx(sets.size(), 0);
  for (size_t n = 0; n < limit; ++n) {
    FoldArgs fa;
    size_t k = 0;
    for (; k < args.positional.size(); ++k) fa.positional.push_back(*(sets[k]->begin() + idx[k]));
    for (const auto& kw : args.keywords) {
      fa.keywords.emplace_back(kw.first, *(sets[k]->begin() + idx[k]));
      ++k;
    }
    fn(fa);
    size_t i = 0;
    for (; i < sets.size(); ++i) {
      if (++idx[i] < sets[i]->size()) break;
      idx[i] = 0;
    }
    if (i == sets.size()) return;
  }
}

// `a op b` for op in + - * / // % ** << >> & | ^ and the comparisons' result-free forms.
const Value* FoldBinary(std::string_view op, const Value& a, const Value& b, Arena& arena);
// -x, +x, ~x, not x.
const Value* FoldUnary(std::string_view op, const Value& v, Arena& arena);
// A pure function by qualified name: builtins.chr, base64.b64decode, os.path.join, ...
const Value* FoldCall(std::string_view qualified_name, const FoldArgs& args, Arena& arena);
// A method of a str, bytes, list, tuple or dict constant: "x".join(...), b.decode(), ...
const Value* FoldMethod(const Value& receiver, std::string_view method, const FoldArgs& args,
                        Arena& arena);
// obj[index] for a constant sequence, str, bytes or dict.
const Value* FoldSubscript(const Value& object, const Value& index, Arena& arena);
// obj[start:stop:step]; absent bounds are nullopt.
const Value* FoldSlice(const Value& object, std::optional<int64_t> start,
                       std::optional<int64_t> stop, std::optional<int64_t> step, Arena& arena);
// The elements iterating a constant yields (a str's characters, a bytes' ints, a list's items,
// a dict's keys, a range), or nullopt; at most `limit` of them.
std::optional<std::vector<ValueSet>> Iterate(const Value& v, size_t limit, Arena& arena);
// f"{v!r:>10}": `field` is what follows the expression inside the braces ("!r:>10", ":c").
const Value* FormatField(const Value& v, std::string_view field, Arena& arena);
// A Python string or bytes literal's value from its prefix ("rb", "f", "") and body.
const Value* Literal(std::string_view prefix, std::string_view body, Arena& arena);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_FOLD_H_
