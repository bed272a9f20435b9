// Wrappers: commands that run another command (sudo, env, timeout, xargs, sh -c, eval, ...).
// Each wrapper's option grammar is a row of data; Unwrap() applies them in one loop to a fixed
// point, so `timeout 5 nice -n 2 env A=1 rm -rf x` is judged as `rm -rf x`. An option a row does
// not know ends in `opaque`: it might take a value and hide or reveal the real command.
#ifndef KOTOBA_SHELLSCAN_WRAPPERS_H_
#define KOTOBA_SHELLSCAN_WRAPPERS_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shellscan/word.h"

namespace kotoba::shellscan::internal {

// How the wrapped command follows the wrapper's own options.
enum class Inner : uint8_t {
  kArgv,        // the remaining words are the command: timeout 5 rm x
  kJoined,      // the remaining words joined by blanks are shell code: eval, watch
  kApplet,      // the first remaining word names a built-in applet: busybox rm x
  kShell,       // sh -c CODE [argv0 args], or a script file, or code on stdin
  kStringOnly,  // only a command-string option runs code (su -c); none starts a shell
};

struct WrapperSpec {
  std::string_view name = "";         // "timeout", or "docker exec" for a subcommand
  std::string_view flags = "";        // short options without a value
  std::string_view values = "";       // short options taking a value (attached or next word)
  std::string_view long_flags = "";   // blank-separated; `--x=...` also accepted (optional values)
  std::string_view long_values = "";  // blank-separated long options taking a value
  Inner inner = Inner::kArgv;
  int operands = 0;              // fixed operands before the command: timeout DURATION
  std::string_view string_options = "";     // options whose value is shell code: su -c
  std::string_view no_command_options = "";  // with these nothing is run: command -v, taskset -p
  std::string_view optional_values = "";     // short options whose value can only be attached
  std::string_view output_options = "";      // options whose value is a file the wrapper writes
  std::string_view input_options = "";       // options whose value is a file the wrapper reads
  bool assignments = false;      // NAME=value words before the command (env)
  bool numeric_option = false;   // -NUM is an option (nice -5)
  bool plus_options = false;     // +x clusters are options too (sh +x, set +o)
  bool permute = false;          // options may follow operands (GNU getopt: su, script)
  bool until_double_dash = false;  // operands up to `--` precede the command (mise exec)
  bool stdin_args = false;       // more arguments arrive on stdin (xargs)
};

std::span<const WrapperSpec> Wrappers();
// The row for argv's command (by basename, with its subcommand for two-word rows).
const WrapperSpec* FindWrapper(std::span<const Field> argv);

// `/usr/bin/env` -> `env`.
std::string_view Basename(std::string_view path);

// Shell code a wrapper hands to a shell, with the positional parameters it gets.
struct NestedScript {
  Field code;
  std::vector<Field> args;  // $0, $1, ... when the wrapper gives them (sh -c CODE argv0 args)
  std::string via;          // "bash -c", "eval", "su -c": for evidence
};

struct Unwrapped {
  std::vector<Field> argv;                  // what finally runs; empty: nothing
  std::vector<std::string> chain;           // the wrappers removed, outermost first
  std::vector<std::pair<std::string, Field>> assignments;  // env NAME=value on the way
  std::vector<Field> writes;                // files the wrappers themselves write (time -o)
  std::vector<Field> reads;                 // files the wrappers themselves read (xargs -a)
  std::optional<NestedScript> script;       // shell code to analyse in place of argv
  bool opaque = false;                      // could not see through: `reason` says why
  std::string reason;
  bool lookup_only = false;                 // command -v / -V: nothing runs
  bool stdin_args = false;                  // xargs: arguments also come from stdin
  bool depth_exceeded = false;              // more than max_wrapper_depth wrappers
};

Unwrapped Unwrap(std::vector<Field> argv, int max_depth);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_WRAPPERS_H_
