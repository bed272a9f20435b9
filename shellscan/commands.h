// The command table: what each command can do, with per-option rules, and the read-only list.
//
// Two polarities, kept apart as DESIGN.md asks: `hits` is the permissive search (every label
// the command may earn), `read_only` the strict allowlist (a known reader, with no option that
// turns it into a writer or runner). A command in neither is unlabelled but not read-only.
#ifndef KOTOBA_SHELLSCAN_COMMANDS_H_
#define KOTOBA_SHELLSCAN_COMMANDS_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kotoba/verdict.h"
#include "shellscan/word.h"

namespace kotoba::shellscan::internal {

// Behaviour too structured for a row; the code for each lives in commands.cc.
enum class Special : uint8_t {
  kNone,
  kSed,          // script: `e` runs commands, `w` writes files; read-only only for plain scripts
  kAwk,          // program: system()/pipes run commands, print > writes files
  kFind,         // -exec & co. are wrappers (handled by the walk); -delete, -fprint
  kCurl,         // -X METHOD other than GET/HEAD sends data
  kWget,         // saves a file unless -O - ; --post-* sends data
  kTee,          // writes its file operands (not /dev/null)
  kDd,           // of=FILE overwrites it
  kInterpreter,  // python/perl/node...: -c/-e code, script files, stdin
  kShell,        // sh/bash/... with a script file or stdin (-c was unwrapped)
  kGit,          // global -c/--config-env can run commands; --output writes
  kRsync,        // host:path sends data; --delete destroys; -e runs a command
  kDryRun,       // -n / --dry-run cancels the row's labels (git clean -n)
  kDump,         // with no operands dumps variables (set, export, declare -p): secret-read
  kOperandsWrite,  // writes only when it has operands (git branch NAME, git tag NAME)
  kTar,          // extracting writes files; creating writes the -f archive unless it is stdout
  kSource,       // source FILE runs an unseen script; <(...) or /dev/stdin is run-time code
  kCloudCopy,    // aws s3 cp/sync: to s3:// sends data, from it writes files
  kLookup,       // nslookup/dig/ping of a name computed at run time leaks it
};

// How an option rule matches an argument.
enum class Match : uint8_t {
  kShort,   // "-i": the letter anywhere in a short-option cluster (-ni, -i.bak)
  kLong,    // "--in-place": the option, `--in-place=x`, or a GNU abbreviation (--in-pl)
  kWord,    // "-delete": the whole argument
  kPrefix,  // "of=": the argument starts with it
  kBundle,  // "x": the letter in a first argument without a dash (tar xf)
};

struct CommandSpec {
  std::string_view name;  // basename, or "git push" / "git stash list" for subcommands
  LabelSet labels;        // always earned
  std::string_view message;
  bool read_only = false;  // on the read-only list
  Special special = Special::kNone;
};

struct OptionRule {
  std::string_view command;  // a CommandSpec name
  std::string_view option;
  Match match;
  LabelSet labels;  // empty: the option only takes the command off the read-only list
  std::string_view message;
};

std::span<const CommandSpec> Commands();
std::span<const OptionRule> OptionRules();

// What running argv (already unwrapped) can do.
struct Hit {
  Label label;
  std::string message;    // "deletes files"
  std::string_view rule;  // SH-... id
};

enum class Reads : uint8_t { kNothing, kShellCode, kPythonCode, kOtherCode };

struct Judgement {
  const CommandSpec* spec = nullptr;  // the row that matched (most specific), if any
  std::vector<Hit> hits;
  bool read_only = false;
  // Code the command runs from stdin (`| sh`, `python3 <<EOF`), when it reads code there.
  Reads stdin_code = Reads::kNothing;
  // Literal Python code given with -c (python3 -c 'lit').
  std::optional<Field> python_code;
  // find -exec/-execdir/-ok/-okdir: the commands find runs (`{}` replaced by its start paths).
  std::vector<std::vector<Field>> find_exec;
  // Arguments whose contents the command reads (for secret paths).
  bool reads_path_args = true;
};

Judgement Judge(std::span<const Field> argv);

// `python3.11` -> `python3` -> `python`: the table key for versioned interpreters.
std::string_view CommandKey(std::string_view basename);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_COMMANDS_H_
