// A shell word between expansion steps: text plus, for every byte, how the later steps treat it.
//
// Bash decides per character whether brace expansion, field splitting and globbing apply (a
// quoted `{` or `*` is inert, an unquoted `$x`'s value is split on IFS), so a word is an
// attributed string rather than a plain one.
#ifndef KOTOBA_SHELLSCAN_WORD_H_
#define KOTOBA_SHELLSCAN_WORD_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kotoba::shellscan::internal {

enum class CharKind : uint8_t {
  kLiteral,       // unquoted source text: brace expansion and globbing apply
  kQuoted,        // quoted or backslash-escaped text: inert
  kExpanded,      // unquoted result of $x, $(..): field splitting and globbing apply
  kUnknown,       // part of a value the analysis could not compute (quoted: stays in one field)
  kUnknownSplit,  // unknown unquoted value: may become any number of fields
  kQuoteMark,     // zero-width marker of a quoted (possibly empty) part: `""` is a field
  kFieldBreak,    // zero-width boundary between fields that quoting cannot join: "$@"
};

struct Word {
  std::string text;
  std::vector<CharKind> kinds;  // one per byte of `text`

  void Append(std::string_view s, CharKind kind) {
    text.append(s);
    kinds.insert(kinds.end(), s.size(), kind);
  }
  void Append(const Word& other) {
    text += other.text;
    kinds.insert(kinds.end(), other.kinds.begin(), other.kinds.end());
  }
  // `""`, `''`: a quoted part that must keep an otherwise empty field alive.
  void MarkQuoted() {
    text.push_back('\0');
    kinds.push_back(CharKind::kQuoteMark);
  }
  void BreakField() {
    text.push_back('\0');
    kinds.push_back(CharKind::kFieldBreak);
  }
  bool empty() const { return text.empty(); }
  bool operator==(const Word&) const = default;
};

// One argument as the command receives it, after field splitting.
struct Field {
  std::string text;      // the value; unknown parts show their source spelling (`$cmd`)
  bool known = true;     // every byte was computed
  bool may_split = false;  // an unknown unquoted part: may stand for several fields or none
  bool glob = false;     // unquoted `*?[`: bash would match it against file names
  std::string pattern;   // fnmatch pattern when `glob` (quoted metacharacters escaped)
  bool operator==(const Field&) const = default;
};

inline Field KnownField(std::string text) {
  Field f;
  f.text = std::move(text);
  return f;
}

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_WORD_H_
