// Rule ids of the shell analysis (the docs live with the registry in rules.cc).
#ifndef KOTOBA_SHELLSCAN_RULES_H_
#define KOTOBA_SHELLSCAN_RULES_H_

#include <string_view>

#include "kotoba/verdict.h"

namespace kotoba::shellscan::internal {

// --- failing closed ---
inline constexpr std::string_view kParseError = "SH-PARSE-001";      // parse error, MISSING node
inline constexpr std::string_view kUnknownNode = "SH-PARSE-002";     // node kind the walk lacks
inline constexpr std::string_view kUnknownCommand = "SH-OPAQUE-001";  // $cmd, $(..) as command
inline constexpr std::string_view kGlobCommand = "SH-OPAQUE-002";    // /???/r? as command
inline constexpr std::string_view kUnknownWrapper = "SH-OPAQUE-003";  // wrapper option unknown
inline constexpr std::string_view kUnmodelled = "SH-OPAQUE-004";     // syntax not modelled
inline constexpr std::string_view kBraceLimit = "SH-LIMIT-001";      // max_brace_words
inline constexpr std::string_view kNestingLimit = "SH-LIMIT-002";    // max_nesting_depth
inline constexpr std::string_view kSyntaxLimit = "SH-LIMIT-003";     // max_syntax_depth
inline constexpr std::string_view kWrapperLimit = "SH-LIMIT-004";    // max_wrapper_depth
inline constexpr std::string_view kInputLimit = "SH-LIMIT-005";      // input size, parse time
// --- capabilities ---
inline constexpr std::string_view kDestroyCommand = "SH-DESTROY-001";
inline constexpr std::string_view kDestroyRedirect = "SH-DESTROY-002";
inline constexpr std::string_view kSpawnCommand = "SH-SPAWN-001";
inline constexpr std::string_view kSpawnAssignment = "SH-SPAWN-002";
inline constexpr std::string_view kSpawnPath = "SH-SPAWN-003";
inline constexpr std::string_view kSocketCommand = "SH-SOCKET-001";
inline constexpr std::string_view kSocketDevice = "SH-SOCKET-002";
inline constexpr std::string_view kEvalCommand = "SH-EVAL-001";
inline constexpr std::string_view kEvalPipe = "SH-EVAL-002";
inline constexpr std::string_view kEvalDynamic = "SH-EVAL-003";
inline constexpr std::string_view kWriteCommand = "SH-WRITE-001";
inline constexpr std::string_view kWriteRedirect = "SH-WRITE-002";
inline constexpr std::string_view kDataOutCommand = "SH-DATAOUT-001";
inline constexpr std::string_view kSecretPath = "SH-SECRET-001";
inline constexpr std::string_view kSecretRedirect = "SH-SECRET-002";
inline constexpr std::string_view kSecretDump = "SH-SECRET-003";

// The command-table rule for a label (SH-DESTROY-001 for fs-destroy, ...).
std::string_view TableRule(Label label);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_RULES_H_
