// shellscan: judges a bash script by the commands bash would actually run.
//
// The script is parsed with tree-sitter-bash (after joining line continuations), words are
// expanded the way bash expands them (quotes, ANSI-C, braces, parameters, IFS), wrappers are
// unwrapped from a table, and each resulting simple command is judged against the command table
// and the read-only list. Anything the walk cannot see through is `opaque`.
#ifndef KOTOBA_SHELLSCAN_SCAN_H_
#define KOTOBA_SHELLSCAN_SCAN_H_

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kotoba/options.h"
#include "kotoba/rules.h"
#include "kotoba/verdict.h"

namespace kotoba::ts {
class ParseClock;
}  // namespace kotoba::ts

namespace kotoba::shellscan {

// Analyses literal Python code found inside a command (`python3 -c '...'`, a heredoc fed to
// python). `depth` is the nesting depth the code runs at. Findings come back with positions in
// `code`; Scan re-anchors them to the command.
using PythonHook = std::function<std::vector<Finding>(std::string_view code, int depth)>;

struct Context {
  const Options* options = nullptr;  // never null when Scan is called
  int depth = 0;                     // nesting depth of this script (bash -c in bash -c ...)
  // The script is an unknown value's spelling (bash -c "$x; $(cmd)"): the command substitutions
  // spelled in it were walked where they appeared, so they are not walked again here.
  bool spelled = false;
  PythonHook analyze_python;         // may be empty: python code is then only `shell-spawn`
  // Parse time left for the whole snippet, shared with the caller's own parses; Scan and
  // ScanArgv give a scan that has none (no Engine around it) its own parse_timeout.
  ts::ParseClock* parse_clock = nullptr;
  // Walk steps this scan may spend when it is not nested in another (default max_fold_steps):
  // an Engine gives each shell string of a Python snippet what the snippet's earlier strings
  // left, so that many strings cannot each spend a whole budget.
  std::optional<size_t> max_steps;
};

struct ScanResult {
  std::vector<Finding> findings;       // positions relative to the script; unsorted
  std::vector<ShellCommand> commands;  // each simple command as bash would run it
  bool read_only = false;              // no label and every command on the read-only list
  size_t steps = 0;  // walk steps spent; 0 for a scan nested in another (its parent counts them)
};

// A whole script (a `--shell` command line, a .sh file, a string given to os.system).
ScanResult Scan(std::string_view script, const Context& context);

// One argument word of an argv list built outside a shell (subprocess.run([...])): no shell
// expansion applies. `known == false` marks a word whose value could not be computed.
struct ArgWord {
  std::string text;
  bool known = true;
};
// An argv list run without a shell (execve semantics): argv[0] is the program. `input`, when
// given, is what it reads on stdin (subprocess's input=): code for a shell or interpreter.
ScanResult ScanArgv(std::span<const ArgWord> argv, const Context& context,
                    const ArgWord* input = nullptr);

// The shell rules, for the registry (ids "SH-...").
std::span<const RuleInfo> Rules();

}  // namespace kotoba::shellscan

#endif  // KOTOBA_SHELLSCAN_SCAN_H_
