// Backslash escapes the way bash decodes them: `$'..'` (ANSI-C quoting), `echo -e`, and printf's
// format and `%b` argument. These differ from C's and from each other (`\1` is octal in `$'..'`
// but not in `echo -e`; `\c` ends `echo -e` output but is a control character in `$'..'`), so one
// decoder takes the dialect as a parameter. Ex) $'\x72\x6d' -> rm
#ifndef KOTOBA_SHELLSCAN_ESCAPES_H_
#define KOTOBA_SHELLSCAN_ESCAPES_H_

#include <string>
#include <string_view>

namespace kotoba::shellscan::internal {

enum class EscapeDialect {
  kAnsiC,         // $'..': \NNN (1-3 octal), \cX control characters
  kEcho,          // echo -e / printf %b: \0NNN, \1-\7 not octal, \c ends the output
  kPrintfFormat,  // printf's format string: \NNN (1-3 octal), \c is not special
};

struct Decoded {
  std::string text;
  bool stopped = false;  // `\c` (echo, %b): nothing after it is printed
};

// Decodes `body` (the text between the quotes for $'..'). Bash strings end at a NUL byte, so a
// decoded `\0` truncates the result in the kAnsiC dialect.
Decoded DecodeEscapes(std::string_view body, EscapeDialect dialect);

// Appends code point `cp` as UTF-8 (bash in a UTF-8 locale).
void AppendUtf8(std::string& out, uint32_t cp);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_ESCAPES_H_
