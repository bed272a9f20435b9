// How the CLI prints verdicts: text for people, JSON for programs.
#ifndef KOTOBA_CLI_OUTPUT_H_
#define KOTOBA_CLI_OUTPUT_H_

#include <string>
#include <string_view>

#include "kotoba/verdict.h"

namespace kotoba::cli {

// `path:line:col: label RULE message` per finding, then the evidence indented; shell commands
// as bash would run them; `path: run (no label)` when there is nothing. ANSI colour if `color`.
std::string FormatText(std::string_view path, const Verdict& v, bool color);

// One line: the verdict's JSON (include/kotoba/verdict.h) with "path" as its first key.
std::string FormatJson(std::string_view path, const Verdict& v);

}  // namespace kotoba::cli

#endif  // KOTOBA_CLI_OUTPUT_H_
