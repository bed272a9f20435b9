#include "shellscan/wrappers.h"

#include <array>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "shellscan/strings.h"

namespace kotoba::shellscan::internal {
namespace {

// Option grammar shared by POSIX-like shells: -c runs the first operand as code.
constexpr std::string_view kShellFlags = "abcefhiklmnprstuvxBCEHPT";
constexpr std::string_view kShellLongFlags =
    "--login --noprofile --norc --posix --restricted --verbose --noediting --debugger "
    "--dump-strings --dump-po-strings --help --version --pretty-print --interactive";
constexpr std::string_view kShellLongValues = "--rcfile --init-file";

constexpr WrapperSpec Shell(std::string_view name) {
  return {.name = name, .flags = kShellFlags, .values = "oO", .long_flags = kShellLongFlags,
          .long_values = kShellLongValues, .inner = Inner::kShell, .plus_options = true};
}

// clang-format off
constexpr std::array kWrappers = {
    // --- privilege ---
    WrapperSpec{.name = "sudo", .flags = "AbEeHiKklnPSsVv", .values = "CDghpRrTtUu",
                .long_flags = "--askpass --background --preserve-env --edit --set-home --login "
                              "--remove-timestamp --reset-timestamp --list --non-interactive "
                              "--preserve-groups --stdin --shell --version --validate --help",
                .long_values = "--close-from --chdir --group --host --prompt --chroot --role "
                               "--type --command-timeout --other-user --user",
                .no_command_options = "-l -v -k -K -V --list --validate --version"},
    WrapperSpec{.name = "doas", .flags = "nSs", .values = "Cu"},
    WrapperSpec{.name = "su", .flags = "lmpfP", .values = "cgGsw",
                .long_flags = "--login --preserve-environment --pty --help --version",
                .long_values = "--command --session-command --group --supp-group --shell "
                               "--whitelist-environment",
                .inner = Inner::kStringOnly, .string_options = "-c --command --session-command",
                .permute = true},
    WrapperSpec{.name = "runuser", .flags = "lmpfP", .values = "cgGsuw",
                .long_flags = "--login --preserve-environment --pty --help --version",
                .long_values = "--command --session-command --group --supp-group --shell --user "
                               "--whitelist-environment",
                .inner = Inner::kStringOnly, .string_options = "-c --command --session-command",
                .permute = true},
    // --- environment and scheduling ---
    WrapperSpec{.name = "env", .flags = "0iv", .values = "uCS",
                .long_flags = "--ignore-environment --null --debug --block-signal --default-signal "
                              "--ignore-signal --list-signal-handling",
                .long_values = "--unset --chdir --split-string", .assignments = true},
    WrapperSpec{.name = "nice", .values = "n", .long_values = "--adjustment", .numeric_option = true},
    WrapperSpec{.name = "timeout", .flags = "v", .values = "sk",
                .long_flags = "--foreground --preserve-status --verbose",
                .long_values = "--signal --kill-after", .operands = 1},
    WrapperSpec{.name = "stdbuf", .values = "ioe", .long_values = "--input --output --error"},
    WrapperSpec{.name = "ionice", .flags = "t", .values = "cnpPu",
                .long_flags = "--ignore", .long_values = "--class --classdata --pid --pgid --uid",
                .no_command_options = "-p -P -u --pid --pgid --uid"},
    WrapperSpec{.name = "taskset", .flags = "acp", .long_flags = "--all-tasks --cpu-list --pid",
                .operands = 1, .no_command_options = "-p --pid"},
    WrapperSpec{.name = "chrt", .flags = "bdfioramRpv", .values = "TPD",
                .long_flags = "--batch --deadline --fifo --idle --other --rr --all-tasks --max "
                              "--reset-on-fork --pid --verbose",
                .long_values = "--sched-runtime --sched-period --sched-deadline",
                .operands = 1, .no_command_options = "-p -m --pid --max"},
    WrapperSpec{.name = "time", .flags = "apqvV", .values = "fo",
                .long_flags = "--append --portability --quiet --verbose --version",
                .long_values = "--format --output", .output_options = "-o --output"},
    WrapperSpec{.name = "nohup"},
    WrapperSpec{.name = "setsid", .flags = "cfw", .long_flags = "--ctty --fork --wait"},
    WrapperSpec{.name = "noglob"},
    WrapperSpec{.name = "unbuffer", .flags = "p"},
    WrapperSpec{.name = "chroot", .long_flags = "--skip-chdir", .long_values = "--userspec --groups",
                .operands = 1},
    WrapperSpec{.name = "flock", .flags = "sexnouFh", .values = "wE",
                .long_flags = "--shared --exclusive --nonblock --nb --unlock --close --no-fork "
                              "--verbose",
                .long_values = "--timeout --wait --conflict-exit-code",
                .operands = 1, .string_options = "-c --command"},
    // --- bash builtins that run their arguments ---
    WrapperSpec{.name = "command", .flags = "pvV", .no_command_options = "-v -V"},
    WrapperSpec{.name = "builtin"},
    WrapperSpec{.name = "exec", .flags = "cl", .values = "a"},
    WrapperSpec{.name = "eval", .inner = Inner::kJoined},
    WrapperSpec{.name = "coproc"},  // coproc [NAME] { cmd; } or coproc cmd
    // --- runners of many commands ---
    WrapperSpec{.name = "xargs", .flags = "0rtpxo", .values = "adEILnPs",
                .long_flags = "--null --no-run-if-empty --verbose --interactive --exit --open-tty "
                              "--show-limits",
                .long_values = "--arg-file --delimiter --eof --replace --max-lines --max-args "
                               "--max-procs --max-chars --process-slot-var",
                .optional_values = "eil", .input_options = "-a --arg-file", .stdin_args = true},
    WrapperSpec{.name = "watch", .flags = "bcdegtxhvpq", .values = "nqs",
                .long_flags = "--beep --color --no-color --differences --errexit --chgexit "
                              "--no-title --exec --precise --no-linewrap --no-wrap",
                .long_values = "--interval --equexit --shotsdir",
                .inner = Inner::kJoined},
    WrapperSpec{.name = "parallel", .flags = "0kquvr", .values = "jnNIS",
                .long_flags = "--keep-order --dry-run --verbose --line-buffer --group --ungroup "
                              "--null --no-notice --bar --progress",
                .long_values = "--jobs --max-args --max-replace-args --sshlogin --halt",
                .inner = Inner::kJoined},
    WrapperSpec{.name = "strace", .flags = "cCdDfFhikqrtTvVwxyzZ", .values = "abeEIoOpPsSuUX",
                .long_flags = "--summary-only --summary --follow-forks --output-separately "
                              "--quiet --relative-timestamps --timestamps --syscall-times "
                              "--no-abbrev --successful-only --failed-only --decode-fds",
                .long_values = "--trace --signal --status --output --attach --string-limit "
                               "--user --env --trace-path --summary-columns --summary-sort-by",
                .output_options = "-o --output"},
    WrapperSpec{.name = "ltrace", .flags = "bcCdfhiLrStTV", .values = "aADeFlnopsuwx",
                .long_flags = "--demangle --help --library --version",
                .long_values = "--align --indent --output --config", .output_options = "-o --output"},
    WrapperSpec{.name = "busybox", .inner = Inner::kApplet},
    WrapperSpec{.name = "toybox", .inner = Inner::kApplet},
    WrapperSpec{.name = "script", .flags = "aefkqhV", .values = "cEIOBTm",
                .long_flags = "--append --return --flush --force --quiet --help --version",
                .long_values = "--command --echo --log-in --log-out --log-io --log-timing "
                               "--logging-format",
                .inner = Inner::kStringOnly, .string_options = "-c --command",
                .optional_values = "t", .permute = true},
    // --- shells ---
    Shell("sh"), Shell("bash"), Shell("dash"), Shell("zsh"), Shell("ksh"), Shell("mksh"),
    Shell("ash"), Shell("yash"), Shell("posh"), Shell("rbash"), Shell("fish"),
    // --- exec runners: run a command in a prepared environment ---
    WrapperSpec{.name = "uv run", .flags = "qv",
                .long_flags = "--no-sync --frozen --locked --isolated --no-project --all-extras "
                              "--no-dev --active --offline --no-cache --quiet --verbose --exact "
                              "--no-editable --script",
                .long_values = "--with --with-editable --with-requirements --python --project "
                               "--directory --env-file --extra --group --only-group --no-group "
                               "--package --index --index-url --extra-index-url"},
    WrapperSpec{.name = "poetry run"},
    WrapperSpec{.name = "pipenv run"},
    WrapperSpec{.name = "pdm run"},
    WrapperSpec{.name = "hatch run"},
    WrapperSpec{.name = "rye run"},
    WrapperSpec{.name = "conda run", .values = "np",
                .long_flags = "--no-capture-output --live-stream", .long_values = "--name --prefix --cwd"},
    WrapperSpec{.name = "mamba run", .values = "np",
                .long_flags = "--no-capture-output --live-stream", .long_values = "--name --prefix --cwd"},
    WrapperSpec{.name = "micromamba run", .values = "np", .long_values = "--name --prefix --cwd"},
    WrapperSpec{.name = "mise exec", .values = "C", .long_values = "--cd",
                .string_options = "-c --command", .until_double_dash = true},
    WrapperSpec{.name = "mise x", .values = "C", .long_values = "--cd",
                .string_options = "-c --command", .until_double_dash = true},
    WrapperSpec{.name = "direnv exec", .operands = 1},
    WrapperSpec{.name = "docker exec", .flags = "dit", .values = "euw",
                .long_flags = "--detach --interactive --tty --privileged",
                .long_values = "--env --env-file --user --workdir --detach-keys", .operands = 1},
    WrapperSpec{.name = "podman exec", .flags = "dit", .values = "euw",
                .long_flags = "--detach --interactive --tty --privileged",
                .long_values = "--env --env-file --user --workdir --detach-keys", .operands = 1},
    WrapperSpec{.name = "kubectl exec", .flags = "itq", .values = "cn",
                .long_flags = "--stdin --tty --quiet", .long_values = "--container --namespace --context",
                .until_double_dash = true},
    WrapperSpec{.name = "bundle exec"},
    WrapperSpec{.name = "pyenv exec"},
    WrapperSpec{.name = "rbenv exec"},
    WrapperSpec{.name = "asdf exec"},
    WrapperSpec{.name = "pnpm exec"},
};
// clang-format on

bool IsAssignment(std::string_view s) {
  size_t eq = s.find('=');
  if (eq == std::string_view::npos || eq == 0) return false;
  if (!(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (size_t i = 1; i < eq; ++i) {
    if (!(std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) return false;
  }
  return true;
}

std::string JoinText(std::span<const Field> fields) {
  std::vector<std::string_view> parts;
  for (const Field& f : fields) parts.push_back(f.text);
  return fmt::format("{}", fmt::join(parts, " "));
}

Field JoinFields(std::span<const Field> fields) {
  Field out;
  out.text = JoinText(fields);
  for (const Field& f : fields) {
    out.known = out.known && f.known;
    out.may_split = out.may_split || f.may_split;
  }
  return out;
}

// What parsing a wrapper's options found.
struct Parsed {
  size_t first_operand = 0;     // index of the first word that is not an option
  bool error = false;
  std::string error_text;
  bool no_command = false;      // an option after which nothing runs
  bool shell_c = false;         // sh -c
  bool exec_flag = false;       // watch -x: argv instead of joined code
  std::optional<Field> string;  // value of a command-string option
  std::vector<std::pair<std::string, Field>> assignments;
  std::vector<Field> split_string;  // env -S
  std::vector<size_t> permuted_operands;
  bool as_user = false;  // runuser -u USER: the operands are a command
  std::vector<Field> writes, reads;
  bool edit = false;     // sudo -e: sudoedit the operands
};

bool Has(std::string_view chars, char c) { return chars.find(c) != std::string_view::npos; }

// env -S: the string is split into words much like a shell would (quotes, backslashes).
std::optional<std::vector<Field>> SplitEnvString(const Field& s) {
  if (!s.known) return std::nullopt;
  std::vector<Field> out;
  std::string cur;
  bool in_word = false;
  char quote = '\0';
  for (size_t i = 0; i < s.text.size(); ++i) {
    char c = s.text[i];
    if (quote) {
      if (c == quote) {
        quote = '\0';
      } else {
        cur.push_back(c);
      }
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < s.text.size()) {
      cur.push_back(s.text[++i]);
      in_word = true;
    } else if (c == '$') {
      return std::nullopt;  // ${VAR} references the environment
    } else if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) out.push_back(KnownField(std::move(cur)));
      cur.clear();
      in_word = false;
    } else {
      cur.push_back(c);
      in_word = true;
    }
  }
  if (quote) return std::nullopt;
  if (in_word) out.push_back(KnownField(std::move(cur)));
  return out;
}

// GNU getopt_long accepts any unambiguous prefix of a long option: --ignore-env.
std::string_view Unabbreviate(const WrapperSpec& spec, std::string_view name) {
  std::string_view found;
  int matches = 0;
  for (std::string_view list : {spec.long_flags, spec.long_values}) {
    for (std::string_view o : SplitNonEmpty(list, ' ')) {
      if (o == name) return o;
      if (o.starts_with(name)) {
        found = o;
        ++matches;
      }
    }
  }
  return matches == 1 ? found : name;
}

Parsed ParseOptions(const WrapperSpec& spec, std::span<const Field> argv, size_t start) {
  Parsed p;
  size_t i = start;
  auto fail = [&](std::string what) {
    p.error = true;
    p.error_text = fmt::format("{} of {}", what, spec.name);
    return p;
  };
  auto take_value = [&](std::string_view opt, std::optional<Field> attached) -> std::optional<Field> {
    if (attached) return attached;
    if (i + 1 >= argv.size()) return std::nullopt;
    return argv[++i];
  };
  auto note = [&](std::string_view opt, const Field& value) {
    if (InList(spec.string_options, opt)) p.string = value;
    if (InList(spec.output_options, opt)) p.writes.push_back(value);
    if (InList(spec.input_options, opt)) p.reads.push_back(value);
 if (InList(spec.no_command_options, opt)) p.no_command = true;
    if (spec.name == "runuser" && (opt == "-u" || opt == "--user")) p.as_user = true;
    if (spec.name == "env" && (opt == "-S" || opt == "--split-string")) {
      if (auto words = SplitEnvString(value)) {
        p.split_string = std::move(*words);
      } else {
        p.error = true;
        p.error_text = "env -S with a string that cannot be split";
      }
    }
  };
  for (; i < argv.size(); ++i) {
    const Field& f = argv[i];
    std::string_view a = f.text;
    if (!f.known) {
      if (spec.permute) {
        p.permuted_operands.push_back(i);
        continue;
      }
      if (f.may_split || a.starts_with('-') || a.empty()) return fail(fmt::format("unknown word {}", a));
      break;
    }
    if (a == "--") {
      ++i;
      break;
    }
    if (spec.name == "env" && a == "-") continue;  // `env -` is `env -i`
    if (a.starts_with("--") && a.size() > 2) {
      size_t eq = a.find('=');
      std::string_view name = Unabbreviate(spec, a.substr(0, eq));
      if (InList(spec.long_flags, name)) {
        if (InList(spec.no_command_options, name)) p.no_command = true;
        if (spec.inner == Inner::kJoined && name == "--exec") p.exec_flag = true;
        continue;
      }
      if (InList(spec.long_values, name)) {
        std::optional<Field> attached;
        if (eq != std::string_view::npos) attached = KnownField(std::string(a.substr(eq + 1)));
        std::optional<Field> v = take_value(name, attached);
        if (!v) return fail(fmt::format("option {} without its value", name));
        note(name, *v);
        if (p.error) return p;
        continue;
      }
      return fail(fmt::format("unknown option {}", name));
    }
    bool dash = a.size() > 1 && a[0] == '-';
    bool plus = spec.plus_options && a.size() > 1 && a[0] == '+';
    if (dash && spec.numeric_option && a.find_first_not_of("0123456789", 1) == std::string_view::npos) {
      continue;
    }
    if (dash || plus) {
      for (size_t k = 1; k < a.size(); ++k) {
        char c = a[k];
        std::string opt = fmt::format("-{}", c);
        if (Has(spec.values, c)) {
          std::optional<Field> attached;
          if (k + 1 < a.size()) attached = KnownField(std::string(a.substr(k + 1)));
          std::optional<Field> v = take_value(opt, attached);
          if (!v) return fail(fmt::format("option {} without its value", opt));
          note(opt, *v);
          if (p.error) return p;
          break;
        }
        if (Has(spec.optional_values, c)) break;  // the rest of the word is its value
        if (!Has(spec.flags, c)) return fail(fmt::format("unknown option {}", opt));
        if (InList(spec.no_command_options, opt)) p.no_command = true;
        if (spec.name == "sudo" && c == 'e') p.edit = true;
        if (spec.inner == Inner::kShell && c == 'c' && dash) p.shell_c = true;
        if (spec.inner == Inner::kJoined && c == 'x' && spec.name == "watch") p.exec_flag = true;
      }
      continue;
    }
    if (spec.assignments && IsAssignment(a)) {
      size_t eq = a.find('=');
      p.assignments.emplace_back(std::string(a.substr(0, eq)), KnownField(std::string(a.substr(eq + 1))));
      continue;
    }
    if (spec.permute) {
      p.permuted_operands.push_back(i);
      continue;
    }
    break;
  }
  p.first_operand = i;
  return p;
}

}  // namespace

std::span<const WrapperSpec> Wrappers() { return kWrappers; }

std::string_view Basename(std::string_view path) {
  size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

const WrapperSpec* FindWrapper(std::span<const Field> argv) {
  if (argv.empty() || !argv[0].known) return nullptr;
  std::string_view name = Basename(argv[0].text);
  for (const WrapperSpec& spec : kWrappers) {
    std::string_view first = spec.name, second;
    size_t space = spec.name.find(' ');
    if (space != std::string_view::npos) {
      first = spec.name.substr(0, space);
      second = spec.name.substr(space + 1);
    }
    if (first != name) continue;
    if (second.empty()) return &spec;
    if (argv.size() > 1 && argv[1].known && argv[1].text == second) return &spec;
  }
  return nullptr;
}

Unwrapped Unwrap(std::vector<Field> argv, int max_depth) {
  Unwrapped out;
  for (int depth = 0;; ++depth) {
    const WrapperSpec* spec = FindWrapper(argv);
    if (spec == nullptr) break;
    if (depth >= max_depth) {
      out.depth_exceeded = true;
      out.opaque = true;
      out.reason = fmt::format("more than {} wrappers", max_depth);
      break;
    }
    size_t start = spec->name.find(' ') == std::string_view::npos ? 1 : 2;
    Parsed p = ParseOptions(*spec, argv, start);
    if (p.error) {
      out.opaque = true;
      out.reason = p.error_text;
      out.argv = std::move(argv);
      return out;
    }
    out.chain.emplace_back(spec->name);
    for (auto& a : p.assignments) out.assignments.push_back(std::move(a));
    for (Field& f : p.writes) out.writes.push_back(std::move(f));
    for (Field& f : p.reads) out.reads.push_back(std::move(f));
    std::span<const Field> rest(argv.begin() + p.first_operand, argv.end());
    if (p.no_command) {
      out.lookup_only = spec->name == "command";
      if (out.lookup_only) out.argv.assign(rest.begin(), rest.end());
      else out.argv.clear();
      if (out.lookup_only) out.argv.insert(out.argv.begin(), KnownField("command -v"));
      return out;
    }
    switch (spec->inner) {
      case Inner::kArgv: {
        if (spec->name == "flock" && rest.size() >= 3 && rest[1].known &&
            (rest[1].text == "-c" || rest[1].text == "--command")) {
          p.string = rest[2];
        }
        if (p.string) {
          out.script = NestedScript{*p.string, {}, fmt::format("{} -c", spec->name)};
          out.argv.clear();
          return out;
        }
        size_t skip = static_cast<size_t>(spec->operands);
        if (spec->until_double_dash) {
          size_t dd = 0;
          while (dd < rest.size() && !(rest[dd].known && rest[dd].text == "--")) ++dd;
          skip = dd < rest.size() ? dd + 1 : 0;
        }
        if (rest.size() <= skip && p.split_string.empty()) {
          // A wrapper with nothing to run: `env` alone prints the environment, `nohup` alone
          // does nothing; the caller judges argv as the wrapper itself.
          out.chain.pop_back();
          return out.argv = std::move(argv), out;
        }
        if (spec->name == "coproc") {
          // tree-sitter reads `coproc NAME { cmd; }` as words: drop the name and the brace.
          if (rest.size() > 1 && rest[1].text == "{") skip = 2;
          else if (!rest.empty() && rest[0].text == "{") skip = 1;
        }
        std::vector<Field> next(rest.begin() + std::min(skip, rest.size()), rest.end());
        if (p.edit) next.insert(next.begin(), KnownField("sudoedit"));
        if (!p.split_string.empty()) next.insert(next.begin(), p.split_string.begin(), p.split_string.end());
        if (spec->stdin_args) out.stdin_args = true;
        argv = std::move(next);
        continue;
      }
      case Inner::kApplet: {
        if (rest.empty()) {
          out.chain.pop_back();
          return out.argv = std::move(argv), out;
        }
        argv = std::vector<Field>(rest.begin(), rest.end());
        continue;
      }
      case Inner::kJoined: {
        if (p.exec_flag) {
          argv = std::vector<Field>(rest.begin(), rest.end());
          if (argv.empty()) return out;
          continue;
        }
        std::span<const Field> words = rest;
        if (spec->name == "parallel") {
          size_t end = 0;
          while (end < rest.size() && !(rest[end].known && std::string_view(rest[end].text).starts_with(":::"))) ++end;
          words = rest.subspan(0, end);
        }
        if (words.empty()) return out;
        out.script = NestedScript{JoinFields(words), {}, std::string(spec->name)};
        return out;
      }
      case Inner::kStringOnly: {
        if (p.string) {
          out.script = NestedScript{*p.string, {}, fmt::format("{} -c", spec->name)};
          return out;
        }
        if (p.as_user && !rest.empty()) {
          argv = std::vector<Field>(rest.begin(), rest.end());
          continue;
        }
        // No code: an interactive shell for another user, judged as the wrapper itself.
        out.chain.pop_back();
        out.argv = std::move(argv);
        return out;
      }
      case Inner::kShell: {
        if (p.shell_c) {
          if (rest.empty()) {
            out.opaque = true;
            out.reason = fmt::format("{} -c without code", spec->name);
            return out;
          }
          NestedScript s{rest[0], std::vector<Field>(rest.begin() + 1, rest.end()),
                         fmt::format("{} -c", spec->name)};
          out.script = std::move(s);
          return out;
        }
        // A script file or stdin: the caller judges the shell itself.
        out.chain.pop_back();
        out.argv = std::move(argv);
        return out;
      }
    }
  }
  out.argv = std::move(argv);
  return out;
}

}  // namespace kotoba::shellscan::internal
