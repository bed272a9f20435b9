// SARIF 2.1.0 output for code-scanning tools (GitHub code scanning, IDE viewers).
#ifndef KOTOBA_CLI_SARIF_H_
#define KOTOBA_CLI_SARIF_H_

#include <string>
#include <utility>
#include <vector>

#include "kotoba/verdict.h"

namespace kotoba::cli {

// One SARIF log with one run for (path, verdict) pairs: a rule per rule id that fired, with its
// title and doc from the registry (kotoba/rules.h), in first-seen order; a result per finding,
// in input order, located at path:line:column. Relative paths become relative URIs; absolute
// ones file:// URIs. Columns are the verdict's (bytes): SARIF's code points on ASCII lines.
std::string FormatSarif(const std::vector<std::pair<std::string, Verdict>>& verdicts);

}  // namespace kotoba::cli

#endif  // KOTOBA_CLI_SARIF_H_
