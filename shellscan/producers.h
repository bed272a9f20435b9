// What `echo` and `printf` print, so that `$(echo rm)` and `$(printf '\x72m')` fold to the text
// bash would substitute, and what a few filters make of constant input. Anything this does not
// model returns nullopt (the value is unknown).
#ifndef KOTOBA_SHELLSCAN_PRODUCERS_H_
#define KOTOBA_SHELLSCAN_PRODUCERS_H_

#include <optional>
#include <span>
#include <string>

namespace kotoba::shellscan::internal {

// Output of bash's builtin `echo` given its arguments (after the name). Ex) -e 'r\x6d' -> "rm\n"
std::string EchoOutput(std::span<const std::string> args);

// Output of bash's builtin `printf FORMAT ARGS...` (after the name, `-v` already removed).
// Ex) '%s%s' r m -> "rm";  '\x72m' -> "rm"
std::optional<std::string> PrintfOutput(std::span<const std::string> args);

// Output of a filter given its argv (name first) and constant stdin, for the filters that
// obfuscation pipelines use (`echo cm0g... | base64 -d | sh`): `cat`, `base64 -d`, `rev`.
// nullopt for anything else, or input the filter would reject.
std::optional<std::string> FilterOutput(std::span<const std::string> argv, std::string_view input);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_PRODUCERS_H_
