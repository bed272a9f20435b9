// Quote removal: how bash reads backslashes in unquoted and double-quoted text, and the reverse
// (quoting a value so evidence shows exactly what bash would run).
// Ex) r\m -> rm (the `m` quoted);  "a\$b" -> a$b;  "a\b" -> a\b
#ifndef KOTOBA_SHELLSCAN_QUOTE_H_
#define KOTOBA_SHELLSCAN_QUOTE_H_

#include <string>
#include <string_view>

#include "shellscan/word.h"

namespace kotoba::shellscan::internal {

// Unquoted source text: `\x` quotes x, `\<newline>` disappears, the rest is kLiteral.
void AppendUnquoted(std::string_view raw, Word& word);

// Text inside "..": a backslash escapes only $ ` " \ and newline; everything is kQuoted.
void AppendDoubleQuoted(std::string_view raw, Word& word);

// `value` as a shell word that reads back as itself: bare when safe, else '..' or $'..'.
std::string ShellQuote(std::string_view value);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_QUOTE_H_
