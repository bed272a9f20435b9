// Python string and bytes literals, and the UTF-8 helpers every string operation shares.
// A str value is held as valid UTF-8; a bytes value as raw bytes. What UTF-8 cannot hold (a lone
// surrogate such as '\ud800') is unknown: the functions return std::nullopt, never a guess.
#ifndef KOTOBA_CONSTFOLD_LITERAL_H_
#define KOTOBA_CONSTFOLD_LITERAL_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "constfold/budget.h"

namespace kotoba::constfold {

// Work is paid as one step per started kBytesPerStep bytes read or written, plus one per call.
inline constexpr size_t kBytesPerStep = 256;
bool PayWork(Budget& budget, size_t bytes);

// ---- UTF-8 ----
// Appends the UTF-8 form of `cp`; false (nothing appended) for surrogates and cp > 0x10FFFF.
bool AppendUtf8(char32_t cp, std::string& out);
// "" for what AppendUtf8 rejects.
std::string EncodeUtf8(char32_t cp);
// Strict UTF-8 as CPython's decoder accepts it: no overlongs, no surrogates, <= U+10FFFF.
bool IsValidUtf8(std::string_view text);
// Code points of valid UTF-8, nullopt otherwise.
std::optional<std::u32string> DecodeUtf8(std::string_view text);
std::string EncodeUtf8(std::u32string_view text);
// Number of code points of valid UTF-8 (what Python's len() says of the str).
size_t CountCodePoints(std::string_view utf8);
// bytes.decode('utf-8', 'replace'): each maximal invalid subpart becomes one U+FFFD, as CPython.
std::string DecodeUtf8Replace(std::string_view bytes);

// NFKC as CPython applies it to identifiers that are not pure ASCII (PEP 3131):
// "ｏｓ" -> "os", "𝐞𝐯𝐚𝐥" -> "eval". nullopt for invalid UTF-8.
std::optional<std::string> NfkcIdentifier(std::string_view identifier);

// ---- Literals ----
struct LiteralPrefix {
  bool raw = false;
  bool bytes = false;
  bool format = false;  // f-string
};
// Parses a prefix such as "rb", "Br", "F", "u" (case-insensitive); nullopt for what Python's
// tokenizer rejects ("ub", "bf", "rr", ...).
std::optional<LiteralPrefix> ParseLiteralPrefix(std::string_view prefix);

// The value of a literal given its prefix letters and the text between its quotes (any quote
// kind). str values come back as UTF-8, bytes values as raw bytes. For an f-string the body must
// be a constant part: "{{" and "}}" become braces, a replacement field makes it nullopt (the
// evaluator folds f-strings piece by piece). nullopt: a SyntaxError in Python (bad escape,
// non-ASCII in bytes, unknown \N{} name of ours), a lone surrogate, or the budget.
// Ex) DecodeLiteral("", R"(a\x41\N{DIGIT ONE})") == "aA1"
std::optional<std::string> DecodeLiteral(std::string_view prefix, std::string_view body,
                                         Budget& budget);

struct StringLiteral {
  std::string value;
  bool bytes = false;
};
// A whole literal token as written in source: prefix, quotes (', ", ''' or """) and body.
// Ex) ParseStringLiteral("rb'\\x'") -> {value: "\\x", bytes: true}
std::optional<StringLiteral> ParseStringLiteral(std::string_view token, Budget& budget);

// The code point named by `\N{name}` (case-insensitive, as Python), from a table of ASCII and
// control-character names and aliases. nullopt for any other name: unknown, not an error.
std::optional<char32_t> LookupCharacterName(std::string_view name);

// codecs 'unicode_escape' decoding: bytes (each one a Latin-1 character) with str-literal
// escapes, to a str. Unknown escapes keep their backslash; a trailing backslash is an error.
std::optional<std::string> UnicodeEscapeDecode(std::string_view bytes, Budget& budget);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_LITERAL_H_
