// String glue over std::string_view. Debian's Abseil 20220623 has its own absl::string_view
// that std::string_view does not convert to, so absl::StrCat and friends reject our views;
// these forward to fmt and the C++20 members instead.
#ifndef KOTOBA_CONSTFOLD_STRINGS_H_
#define KOTOBA_CONSTFOLD_STRINGS_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "fmt/format.h"

namespace kotoba {

// Hash and equality that let string-keyed containers be probed with std::string_view.
struct StringHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
struct StringEq {
  using is_transparent = void;
  bool operator()(std::string_view a, std::string_view b) const { return a == b; }
};
template <typename V>
using StringMap = absl::flat_hash_map<std::string, V, StringHash, StringEq>;
using StringSet = absl::flat_hash_set<std::string, StringHash, StringEq>;

template <typename... Args>
void StrAppend(std::string* out, const Args&... args) {
  (fmt::format_to(std::back_inserter(*out), "{}", args), ...);
}

template <typename... Args>
std::string StrCat(const Args&... args) {
  std::string out;
  StrAppend(&out, args...);
  return out;
}

template <typename Range>
std::string StrJoin(const Range& parts, std::string_view sep) {
  return fmt::format("{}", fmt::join(parts, sep));
}

inline bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.starts_with(prefix);
}
inline bool EndsWith(std::string_view s, std::string_view suffix) { return s.ends_with(suffix); }
inline bool StrContains(std::string_view s, std::string_view x) {
  return s.find(x) != std::string_view::npos;
}
inline bool StrContains(std::string_view s, char c) {
  return s.find(c) != std::string_view::npos;
}

// Splits on `sep`; empty pieces are kept (like str.split(sep)).
inline std::vector<std::string_view> SplitOn(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

inline std::string_view StripAsciiWhitespace(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n\v\f");
  if (b == std::string_view::npos) return {};
  size_t e = s.find_last_not_of(" \t\r\n\v\f");
  return s.substr(b, e - b + 1);
}

}  // namespace kotoba

#endif  // KOTOBA_CONSTFOLD_STRINGS_H_
