// Python's printf-style `%` formatting and str.format, for str format strings and arguments
// that are str, bytes, int (int64), bool or None. Anything outside that (floats, attribute or
// index fields, nested replacement fields, locale 'n') is std::nullopt, as is every case where
// Python raises. Output is paid for piece by piece, before it is built.
#ifndef KOTOBA_CONSTFOLD_PYFORMAT_H_
#define KOTOBA_CONSTFOLD_PYFORMAT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "constfold/budget.h"

namespace kotoba::constfold {

struct FormatArg {
  enum Kind { kStr, kBytes, kInt, kBool, kNone };
  Kind kind = kNone;
  std::string s;  // kStr (UTF-8), kBytes (raw)
  int64_t i = 0;  // kInt; kBool as 0 or 1

  static FormatArg Str(std::string_view v) { return {kStr, std::string(v), 0}; }
  static FormatArg Bytes(std::string_view v) { return {kBytes, std::string(v), 0}; }
  static FormatArg Int(int64_t v) { return {kInt, {}, v}; }
  static FormatArg Bool(bool v) { return {kBool, {}, v ? 1 : 0}; }
  static FormatArg None() { return {kNone, {}, 0}; }
};

// A dict operand or **kwargs: (key, value) in insertion order; a later duplicate key wins.
using FormatMapping = std::vector<std::pair<std::string, FormatArg>>;

// repr(arg): 'it''s' -> "it's", b'\x00' -> b'\x00', True, None, -5. nullopt only for a str
// character whose printability our Unicode data can't tell exactly.
std::optional<std::string> PyRepr(const FormatArg& arg);
// ascii(arg): repr with every non-ASCII character escaped.
std::optional<std::string> PyAscii(const FormatArg& arg);
// str(arg).
std::optional<std::string> PyStr(const FormatArg& arg);

// fmt % args. `args` are the positional values (a lone non-tuple operand is one value);
// `mapping` is the dict operand, for %(name)s. Conversions: s r a d i u x X o c and %%, with
// flags "-+ #0", width and precision (also '*').
std::optional<std::string> PercentFormat(std::string_view fmt, absl::Span<const FormatArg> args,
                                         const FormatMapping* mapping, Budget& budget);

// fmt.format(*positional, **keyword): {} {0} {name}, conversions !r !s !a, and specs
// [[fill]align][sign][#][0][width][,|_][.precision][type] with types s, d, b, o, x, X, c.
std::optional<std::string> StrFormat(std::string_view fmt, absl::Span<const FormatArg> positional,
                                     const FormatMapping& keyword, Budget& budget);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_PYFORMAT_H_
