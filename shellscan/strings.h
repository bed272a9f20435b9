// Small std::string_view helpers. Debian's Abseil has its own string_view type (not an alias of
// std::string_view), so shellscan keeps to std types and these few functions.
#ifndef KOTOBA_SHELLSCAN_STRINGS_H_
#define KOTOBA_SHELLSCAN_STRINGS_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/ascii.h"

namespace kotoba::shellscan::internal {

// The non-empty pieces of `s` between `sep` characters.
inline std::vector<std::string_view> SplitNonEmpty(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i <= s.size()) {
    size_t j = s.find(sep, i);
    if (j == std::string_view::npos) j = s.size();
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

// True when `word` is one of the blank-separated words of `list`.
inline bool InList(std::string_view list, std::string_view word) {
  for (std::string_view w : SplitNonEmpty(list, ' ')) {
    if (w == word) return true;
  }
  return false;
}

inline bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (absl::ascii_tolower(static_cast<unsigned char>(a[i])) !=
        absl::ascii_tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

inline std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(absl::ascii_tolower(static_cast<unsigned char>(c)));
  return out;
}

inline std::string_view Trim(std::string_view s) {
  while (!s.empty() && absl::ascii_isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && absl::ascii_isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Every occurrence of `from` in `s` replaced by `to`.
inline std::string ReplaceAll(std::string_view s, std::string_view from, std::string_view to) {
  std::string out;
  size_t i = 0;
  while (true) {
    size_t j = s.find(from, i);
    if (j == std::string_view::npos || from.empty()) break;
    out.append(s.substr(i, j - i));
    out.append(to);
    i = j + from.size();
  }
  out.append(s.substr(i));
  return out;
}

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_STRINGS_H_
