// Abstract values of the Python evaluator: constants the folder computes exactly, references to
// qualified names (`os.system`), user definitions, instances of known types, and `unknown`.
// An expression evaluates to a ValueSet: every alternative it may denote (branches union).
#ifndef KOTOBA_CONSTFOLD_VALUE_H_
#define KOTOBA_CONSTFOLD_VALUE_H_

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "constfold/budget.h"

namespace kotoba::constfold {

// One step of how a value reached its use, for a finding's evidence:
// "import os as o, line 1", "x = run, line 3".
struct Hop {
  std::string text;
  int line = 0;
  const Hop* next = nullptr;  // older step
};

// Why a value is unknown. Only kBudget and kDepth make a verdict `opaque` where they matter.
enum class Unknown : uint8_t { kComputed, kBudget, kDepth };

// Marks an unknown stretch inside a partially known str (0xFF never occurs in UTF-8 text).
inline constexpr char kHole = '\xff';

struct Value;

// The alternatives an expression may denote. Empty means "nothing known to flow here".
// At most kMaxAlternatives data values (constants, unknowns) are kept; more collapse into one
// unknown, which is what so many data alternatives amount to. Values that can name code (refs,
// functions, classes) are never dropped silently: past kMaxCodeAlternatives the set holds an
// unknown (budget) value, so the union is reported as `opaque` where it matters.
class ValueSet {
 public:
  ValueSet() = default;
  explicit ValueSet(const Value* v) { alts_.push_back(v); }
  static constexpr size_t kMaxAlternatives = 16;
  static constexpr size_t kMaxCodeAlternatives = 48;
  void Add(const Value* v);
  void Add(const ValueSet& other) {
    for (const Value* v : other.alts_) Add(v);
  }
  bool empty() const { return alts_.empty(); }
  size_t size() const { return alts_.size(); }
  auto begin() const { return alts_.begin(); }
  auto end() const { return alts_.end(); }
  const Value* front() const { return alts_.front(); }
  // The single alternative when there is exactly one.
  const Value* Single() const { return alts_.size() == 1 ? alts_[0] : nullptr; }

 private:
  absl::InlinedVector<const Value*, 2> alts_;
};

struct Value {
  enum class Kind : uint8_t {
    kUnknown,
    kNone,
    kBool,
    kInt,
    kStr,       // UTF-8 text; `partial` when it holds kHole markers
    kBytes,
    kTuple,
    kList,
    kDict,      // keys[i] -> items[i]; keys are constants
    kRef,       // a qualified name: module "os", function "os.system", "builtins.eval"
    kInstance,  // an object of a known type `name` ("pathlib.Path", "socket.socket")
    kFunction,  // a user def or lambda (`def_node` is aliasing's record)
    kClass,     // a user class
    kObject,    // an instance of a user class (`def_node` is the class record)
    kNamespace, // globals(), vars(mod), sys.modules: subscripts resolve names
  };
  Kind kind = Kind::kUnknown;
  Unknown why = Unknown::kComputed;
  bool partial = false;
  int64_t i = 0;
  // kStr/kBytes: the content. kRef: the qualified name. kInstance: the type's qualified name.
  // kNamespace: "globals" | "module:<name>" | "sys.modules".
  std::string s;
  std::vector<ValueSet> items;      // tuple/list elements, dict values; instance payload
  std::vector<const Value*> keys;   // dict keys
  const void* def = nullptr;        // kFunction/kClass/kObject/kNamespace: aliasing's record
  const Hop* hops = nullptr;        // evidence chain, newest first

  bool IsStr() const { return kind == Kind::kStr; }
  bool IsKnownStr() const { return kind == Kind::kStr && !partial; }
  bool IsKnownBytes() const { return kind == Kind::kBytes; }
  bool IsRef() const { return kind == Kind::kRef; }
};

// Owns every value and hop of one analysis; pointers stay valid until it is destroyed.
// Allocation is paid for from the budget: strings by size, everything else by one step.
class Arena {
 public:
  explicit Arena(Budget& budget) : budget_(budget) {}

  const Value* Unknown(constfold::Unknown why = constfold::Unknown::kComputed);
  const Value* None();
  const Value* Bool(bool b);
  const Value* Int(int64_t i);
  // nullptr-free: returns Unknown(kBudget) when the budget refuses the size.
  const Value* Str(std::string s, bool partial = false);
  const Value* Bytes(std::string s);
  const Value* Seq(Value::Kind kind, std::vector<ValueSet> items);
  const Value* Dict(std::vector<const Value*> keys, std::vector<ValueSet> items);
  const Value* Ref(std::string qualified_name, const Hop* hops = nullptr);
  const Value* Instance(std::string type, ValueSet payload = {}, const Hop* hops = nullptr);
  const Value* Make(Value v);  // any other shape
  const Hop* AddHop(std::string text, int line, const Hop* next);

  Budget& budget() { return budget_; }
  // Values and evidence hops held until the snippet's verdict: the analysis's memory.
  size_t size() const { return values_.size() + hops_.size(); }

 private:
  Budget& budget_;
  std::deque<Value> values_;
  std::deque<Hop> hops_;
  const Value* unknown_[3] = {nullptr, nullptr, nullptr};
  const Value* none_ = nullptr;
};

// The arguments of a call: positional values, keywords, and whether *args/**kwargs hid some.
struct Args {
  std::vector<ValueSet> positional;
  std::vector<std::pair<std::string, ValueSet>> keywords;
  bool has_splat = false;

  // Positional `index` or keyword `name`; nullptr when absent.
  const ValueSet* Get(size_t index, std::string_view name) const;
  const ValueSet* Keyword(std::string_view name) const;
};

// Python's str() of a constant, or nullopt for values without a known text.
std::optional<std::string> StrOf(const Value& v);
// True for None/bool/int/str/bytes and containers of them.
bool IsConstant(const Value& v);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_VALUE_H_
