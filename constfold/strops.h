// Python str methods on UTF-8 text, with Python's semantics: indices and lengths count code
// points, negative indices count from the end, defaults are Python's. Every function pays the
// budget for its work and for its output before building it, and returns std::nullopt where
// Python raises (ValueError, ...), where the input is not valid UTF-8, where the answer would
// need Unicode data we don't hold exactly, or where the budget says no.
#ifndef KOTOBA_CONSTFOLD_STROPS_H_
#define KOTOBA_CONSTFOLD_STROPS_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/types/span.h"
#include "constfold/budget.h"

namespace kotoba::constfold {

// text[start:stop:step]; step 0 is a ValueError. Ex) Slice("abc", {}, {}, -1) == "cba"
std::optional<std::string> Slice(std::string_view text, std::optional<int64_t> start,
                                 std::optional<int64_t> stop, std::optional<int64_t> step,
                                 Budget& budget);
// text.replace(old, new, count); count < 0 replaces all. An empty `old` inserts `new` between
// every character and at both ends.
std::optional<std::string> Replace(std::string_view text, std::string_view old,
                                   std::string_view replacement, int64_t count, Budget& budget);

// strip/lstrip/rstrip; no `chars` strips Unicode whitespace (str.isspace).
std::optional<std::string> Strip(std::string_view text, std::optional<std::string_view> chars,
                                 Budget& budget);
std::optional<std::string> LStrip(std::string_view text, std::optional<std::string_view> chars,
                                  Budget& budget);
std::optional<std::string> RStrip(std::string_view text, std::optional<std::string_view> chars,
                                  Budget& budget);

// Case mappings: exact for ASCII; other characters through utf8proc's simple mappings, except
// characters where CPython's answer differs (full mappings such as 'ß'.upper() == 'SS', the
// final-sigma rule, Unicode version drift): those make the result nullopt.
std::optional<std::string> Lower(std::string_view text, Budget& budget);
std::optional<std::string> Upper(std::string_view text, Budget& budget);
std::optional<std::string> Title(std::string_view text, Budget& budget);
std::optional<std::string> SwapCase(std::string_view text, Budget& budget);
std::optional<std::string> Capitalize(std::string_view text, Budget& budget);

// split/rsplit(sep, maxsplit): no `sep` splits on runs of whitespace and drops empty parts; an
// empty sep is a ValueError; maxsplit < 0 means no limit.
std::optional<std::vector<std::string>> Split(std::string_view text,
                                              std::optional<std::string_view> sep,
                                              int64_t maxsplit, Budget& budget);
std::optional<std::vector<std::string>> RSplit(std::string_view text,
                                               std::optional<std::string_view> sep,
                                               int64_t maxsplit, Budget& budget);
// partition/rpartition: {head, sep, tail}; an empty sep is a ValueError.
std::optional<std::array<std::string, 3>> Partition(std::string_view text, std::string_view sep,
                                                    Budget& budget);
std::optional<std::array<std::string, 3>> RPartition(std::string_view text,
                                                     std::string_view sep, Budget& budget);

// A str.translate table: code point -> replacement (UTF-8), or nullopt to delete it. An int
// value of a Python table is given as its chr().
using TranslateTable = absl::flat_hash_map<char32_t, std::optional<std::string>>;
// str.maketrans(from, to, deletions); from and to must have as many code points.
std::optional<TranslateTable> MakeTrans(std::string_view from, std::string_view to,
                                        std::string_view deletions);
std::optional<std::string> Translate(std::string_view text, const TranslateTable& table,
                                     Budget& budget);

// center/ljust/rjust(width, fillchar); fillchar must be one code point. zfill(width).
std::optional<std::string> Center(std::string_view text, int64_t width, std::string_view fill,
                                  Budget& budget);
std::optional<std::string> LJust(std::string_view text, int64_t width, std::string_view fill,
                                 Budget& budget);
std::optional<std::string> RJust(std::string_view text, int64_t width, std::string_view fill,
                                 Budget& budget);
std::optional<std::string> Zfill(std::string_view text, int64_t width, Budget& budget);

// find/rfind/count(sub, start, end), in code points; -1 when not found.
std::optional<int64_t> Find(std::string_view text, std::string_view sub,
                            std::optional<int64_t> start, std::optional<int64_t> end,
                            Budget& budget);
std::optional<int64_t> RFind(std::string_view text, std::string_view sub,
                             std::optional<int64_t> start, std::optional<int64_t> end,
                             Budget& budget);
std::optional<int64_t> Count(std::string_view text, std::string_view sub,
                             std::optional<int64_t> start, std::optional<int64_t> end,
                             Budget& budget);

// text * n (also bytes * n: it works on raw bytes). Pays before allocating, so 'a' * 10**12
// fails at once with the kValueBytes limit.
std::optional<std::string> Repeat(std::string_view text, int64_t n, Budget& budget);
// sep.join(parts) (also for bytes).
std::optional<std::string> Join(std::string_view sep, absl::Span<const std::string> parts,
                                Budget& budget);
// chr(i): nullopt outside 0..0x10FFFF (ValueError) and for surrogates (not representable).
std::optional<std::string> Chr(int64_t code_point);
// ord(s): the code point of a one-character str.
std::optional<char32_t> Ord(std::string_view text);

// str.isspace() of one code point.
bool IsPythonSpace(char32_t cp);
// str.isprintable() of one code point (what repr() leaves unescaped); nullopt where utf8proc's
// Unicode data may differ from CPython's.
std::optional<bool> IsPythonPrintable(char32_t cp);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_STROPS_H_
