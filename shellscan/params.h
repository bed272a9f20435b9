// Shell variables as far as the script itself sets them, and the string operations of
// parameter expansion (`${x#pat}`, `${x//a/b}`, `${x^^}`, `${x:1:2}`, `${x@Q}`).
//
// A variable the script never assigned comes from the environment: unknown, except HOME (shown
// as `~`, so `$HOME/.ssh` and `~/.ssh` read alike) and IFS (bash's default). Where branches
// disagree (`if ..; then x=rm; fi`) the value becomes unknown rather than a guess.
#ifndef KOTOBA_SHELLSCAN_PARAMS_H_
#define KOTOBA_SHELLSCAN_PARAMS_H_

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"

namespace kotoba::shellscan::internal {

struct Value {
  bool known = true;
  bool array = false;
  std::map<int64_t, std::string> elems;  // index -> element; a scalar is element 0

  static Value Scalar(std::string s) {
    Value v;
    v.elems[0] = std::move(s);
    return v;
  }
  static Value Unknown() {
    Value v;
    v.known = false;
    return v;
  }
  // A scalar read: element 0 ("" when unset).
  std::string_view Str() const {
    auto it = elems.find(0);
    return it == elems.end() ? std::string_view() : std::string_view(it->second);
  }
  bool operator==(const Value&) const = default;
};

class Env {
 public:
  Env();
  // nullopt: the script never set it (its value comes from the environment).
  std::optional<Value> Get(std::string_view name) const;
  void Set(std::string_view name, Value value);
  void Unset(std::string_view name);
  // IFS as bash would use it now.
  std::string Ifs() const;

  // Positional parameters ($1..): known only inside `bash -c 'code' argv0 args...`.
  std::vector<std::string> positional;
  bool positional_known = false;
  std::string arg0;  // $0 when positional_known

  // Where `a` and `b` disagree (or only one set a name), the result is unknown.
  static Env Join(const Env& a, const Env& b);

 private:
  struct Entry {
    Value value;
    bool unset = false;  // `unset x`: known to be empty
  };
  using Map = absl::flat_hash_map<std::string, Entry>;
  Map& Mutable();
  std::shared_ptr<Map> vars_;  // copy on write: subshells copy the Env cheaply
};

// `${x#pat}` / `${x##pat}` / `${x%pat}` / `${x%%pat}` with an fnmatch pattern. nullopt when the
// value or pattern is too large to match in bounded time.
std::optional<std::string> RemoveAffix(std::string_view value, std::string_view pattern,
                                       bool suffix, bool longest);

enum class ReplaceMode { kFirst, kAll, kPrefix, kSuffix };
// `${x/pat/rep}` (and //, /#, /%): longest match at each position, as bash.
std::optional<std::string> ReplacePattern(std::string_view value, std::string_view pattern,
                                          std::string_view replacement, ReplaceMode mode);

// `${x^}` `${x^^}` `${x,}` `${x,,}` `${x~}` `${x~~}` (no pattern: every character).
std::string ChangeCase(std::string_view value, std::string_view op);

// `${x:offset}` / `${x:offset:length}`, negative offsets and lengths as bash.
std::string Substring(std::string_view value, int64_t offset, std::optional<int64_t> length);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_PARAMS_H_
