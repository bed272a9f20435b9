#include "shellscan/commands.h"

#include <array>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "fmt/format.h"
#include "shellscan/paths.h"
#include "shellscan/rules.h"
#include "shellscan/strings.h"
#include "shellscan/wrappers.h"

namespace kotoba::shellscan::internal {
namespace {

#include "shellscan/commands_table.inc"

// Commands whose path arguments are not read (they list, test or change names, not contents).
constexpr std::array<std::string_view, 34> kNonReaders = {
    "ls",    "stat",  "test",  "[",     "[[",       "du",      "which",      "type",
    "basename", "dirname", "realpath", "readlink", "echo", "printf", "touch", "mkdir",
    "rm",    "rmdir", "chmod", "chown", "chgrp",    "ln",      "find",       "tree",
    "df",    "cd",    "pushd", "mv",    "command -v", "unlink", "shred",     "truncate",
    "wipefs", "srm"};

// Global options that take a value, per command with subcommands (to find the subcommand).
struct Host {
  std::string_view name;
  std::string_view value_options;
};
constexpr std::array<Host, 4> kHosts = {{
    {"git", "-C -c --git-dir --work-tree --namespace --config-env --super-prefix --exec-path"},
    {"docker", "-H --host -c --context --config -l --log-level"},
    {"podman", "-c --connection --url --root --runroot"},
    {"kubectl", "-n --namespace --context --kubeconfig -s --server --cluster --user"},
}};

// git -c keys whose value is a command git runs (pager, editor, hooks, aliases, filters...).
constexpr std::array<std::string_view, 24> kGitCommandKeys = {
    "pager",   "editor",   "command",   "fsmonitor", "hookspath", "proxy",  "askpass",
    "alias.",  "external", "textconv",  "filter.",   "driver",    "helper", "program",
    "uploadpack", "receivepack", "difffilter", "browser", "cmd",   "include", "protocol",
    "packobjectshook", "sshcommand", "tool"};

// Interpreters: which options carry code, which take another value.
struct InterpreterSpec {
  std::string_view name;
  std::string_view code_options;   // -c CODE, -e CODE
  std::string_view value_options;  // options whose next word is not the script
  Reads reads;
};
constexpr std::array<InterpreterSpec, 9> kInterpreters = {{
    {"python", "-c", "-m -W -X -Q", Reads::kPythonCode},
    {"pypy", "-c", "-m -W -X", Reads::kPythonCode},
    {"perl", "-e -E", "-I -M -m -x", Reads::kOtherCode},
    {"ruby", "-e", "-I -r -C -E -x", Reads::kOtherCode},
    {"node", "-e --eval -p --print", "-r --require --input-type --import --loader", Reads::kOtherCode},
    {"nodejs", "-e --eval -p --print", "-r --require", Reads::kOtherCode},
    {"php", "-r -B -R -E", "-c -d -z", Reads::kOtherCode},
    {"lua", "-e", "-l", Reads::kOtherCode},
    {"Rscript", "-e", "", Reads::kOtherCode},
}};

struct Index {
  absl::flat_hash_map<std::string, const CommandSpec*> by_name;
  absl::flat_hash_map<std::string, std::vector<const OptionRule*>> rules;
  absl::flat_hash_map<std::string, bool> hosts;  // names with subcommand rows
};

const Index& TheIndex() {
  static const Index* index = [] {
    auto* idx = new Index;
    for (const CommandSpec& c : kCommandTable) {
      idx->by_name.emplace(std::string(c.name), &c);
      size_t space = c.name.find(' ');
      if (space != std::string_view::npos) idx->hosts[std::string(c.name.substr(0, space))] = true;
    }
    for (const OptionRule& r : kOptionTable) idx->rules[std::string(r.command)].push_back(&r);
    return idx;
  }();
  return *index;
}

const CommandSpec* Row(std::string_view name) {
  auto it = TheIndex().by_name.find(std::string(name));
  return it == TheIndex().by_name.end() ? nullptr : it->second;
}

bool MatchesOption(const OptionRule& rule, std::string_view arg, size_t index) {
  switch (rule.match) {
    case Match::kShort:
      return arg.size() > 1 && arg[0] == '-' && arg[1] != '-' &&
             arg.find(rule.option[1], 1) != std::string_view::npos;
    case Match::kLong: {
      if (!arg.starts_with("--")) return false;
      std::string_view name = arg.substr(0, arg.find('='));
      if (name == rule.option) return true;
      // GNU getopt accepts unambiguous abbreviations: --in-pl for --in-place.
      return name.size() >= 5 && rule.option.starts_with(name);
    }
    case Match::kWord:
      return arg == rule.option;
    case Match::kPrefix:
      return arg.starts_with(rule.option);
    case Match::kBundle:
      return index == 1 && !arg.empty() && arg[0] != '-' &&
             arg.find_first_not_of("ABcdfhjJklmMOoprStuvwWxzZ") == std::string_view::npos &&
             arg.find(rule.option[0]) != std::string_view::npos;
  }
  return false;
}

void Add(Judgement& j, LabelSet labels, std::string_view message, std::string_view rule = {}) {
  for (Label l : kAllLabels) {
    if (labels.Has(l)) j.hits.push_back({l, std::string(message), rule.empty() ? TableRule(l) : rule});
  }
}

// --- sed: parse the script enough to find `e` (run) and `w` (write) commands ---
struct SedScript {
  bool parsed = false;
  bool runs = false;
  bool writes = false;
  bool reads_file = false;
};

SedScript AnalyzeSed(std::string_view s) {
  SedScript out;
  size_t i = 0, n = s.size();
  auto skip_blank = [&] {
    while (i < n && (s[i] == ' ' || s[i] == '\t')) ++i;
  };
  auto rest_of_line = [&] {
    while (i < n && s[i] != '\n') ++i;
  };
  // A delimited part (regex or replacement) ending at an unescaped `d`.
  auto delimited = [&](char d) -> bool {
    while (i < n && s[i] != d) {
      if (s[i] == '\\') ++i;
      if (s[i] == '\n' && d != '\n') return false;
      ++i;
    }
    if (i >= n) return false;
    ++i;
    return true;
  };
  auto address = [&]() -> bool {
    if (i < n && (absl::ascii_isdigit(static_cast<unsigned char>(s[i])) || s[i] == '$')) {
      while (i < n && (absl::ascii_isdigit(static_cast<unsigned char>(s[i])) || s[i] == '$' || s[i] == '~')) ++i;
      return true;
    }
    if (i < n && s[i] == '/') {
      ++i;
      if (!delimited('/')) return false;
      while (i < n && (s[i] == 'I' || s[i] == 'M')) ++i;
      return true;
    }
    if (i + 1 < n && s[i] == '\\') {
      char d = s[i + 1];
      i += 2;
      return delimited(d);
    }
    return true;
  };
  while (i < n) {
    skip_blank();
    if (i >= n) break;
    if (s[i] == ';' || s[i] == '\n' || s[i] == '}' || s[i] == '{') {
      ++i;
      continue;
    }
    if (!address()) return out;
    if (i < n && s[i] == ',') {
      ++i;
      if (i < n && (s[i] == '+' || s[i] == '~')) ++i;
      if (!address()) return out;
    }
    skip_blank();
    while (i < n && s[i] == '!') ++i;
    skip_blank();
    if (i >= n) return out;
    char c = s[i++];
    switch (c) {
      case 's':
      case 'y': {
        if (i >= n) return out;
        char d = s[i++];
        if (d == '\\' || d == '\n') return out;
        if (!delimited(d) || !delimited(d)) return out;
        if (c == 'y') break;
        while (i < n && std::string_view("gpiImMe0123456789w").find(s[i]) != std::string_view::npos) {
          if (s[i] == 'e') out.runs = true;
          if (s[i] == 'w') {
            out.writes = true;
            rest_of_line();
            break;
          }
          ++i;
        }
        break;
      }
      case 'e':
        out.runs = true;
        rest_of_line();
        break;
      case 'w':
      case 'W':
        out.writes = true;
        rest_of_line();
        break;
      case 'r':
      case 'R':
        out.reads_file = true;
        rest_of_line();
        break;
      case 'a':
      case 'i':
      case 'c':
      case ':':
      case 'b':
      case 't':
      case 'T':
        // Text or a label up to the end of the line (or `;` for branches).
        while (i < n && s[i] != '\n' && !(c != 'a' && c != 'i' && c != 'c' && c != ':' && s[i] == ';')) ++i;
        break;
      case 'q':
      case 'Q':
      case 'l':
      case 'L':
        while (i < n && absl::ascii_isdigit(static_cast<unsigned char>(s[i]))) ++i;
        break;
      case 'p': case 'P': case 'd': case 'D': case 'n': case 'N': case 'g': case 'G':
      case 'h': case 'H': case 'x': case '=': case 'z': case 'F':
        break;
      default:
        return out;
    }
  }
  out.parsed = true;
  return out;
}

void JudgeSed(std::span<const Field> argv, Judgement& j) {
  std::vector<std::string_view> scripts;
  bool script_unknown = false, from_option = false, sandbox = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a == "--sandbox") sandbox = true;
    if ((a == "-e" || a == "--expression") && i + 1 < argv.size()) {
      from_option = true;
      if (!argv[i + 1].known) script_unknown = true;
      scripts.push_back(argv[++i].text);
    } else if (a.starts_with("--expression=")) {
      from_option = true;
      scripts.push_back(a.substr(13));
    } else if (a == "-f" || a.starts_with("--file") || (a.starts_with("-") && !a.starts_with("--") && a.find('f') != std::string_view::npos && a.find('e') == std::string_view::npos)) {
      script_unknown = true;  // a script file we cannot see
      from_option = true;
    }
  }
  if (!from_option) {
    for (size_t i = 1; i < argv.size(); ++i) {
      if (argv[i].text.starts_with("-") && argv[i].known) continue;
      if (!argv[i].known) script_unknown = true;
      scripts.push_back(argv[i].text);
      break;
    }
  }
  if (script_unknown) {
    j.read_only = false;
    return;
  }
  for (std::string_view s : scripts) {
    SedScript info = AnalyzeSed(s);
    if (!sandbox && info.runs) Add(j, kSpawn, "its script runs shell commands (e)");
    if (!sandbox && info.writes) Add(j, kWrite, "its script writes files (w)");
    if (!info.parsed || info.runs || info.writes || info.reads_file) j.read_only = false;
  }
}

// --- awk: system(), pipes and output redirection inside the program ---
void JudgeAwk(std::span<const Field> argv, Judgement& j) {
  std::string_view program;
  bool have = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a == "-f" || a.starts_with("--file") || a == "-E" || a == "--exec" || a.starts_with("-i") ||
        a == "--include" || a == "-l" || a == "--load") {
      j.read_only = false;  // program text or extensions from files we cannot see
      return;
    }
    if ((a == "-F" || a == "-v" || a == "--assign" || a == "--field-separator") && i + 1 < argv.size()) {
      ++i;
      continue;
    }
    if (a.starts_with("-") && a != "-" && argv[i].known) continue;
    if (!argv[i].known) {
      j.read_only = false;
      return;
    }
    program = a;
    have = true;
    break;
  }
  if (!have) return;
  bool runs = program.find("system") != std::string_view::npos;
  bool writes = false;
  char quote = '\0';
  bool in_print = false;
  for (size_t i = 0; i < program.size(); ++i) {
    char c = program[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = '\0';
      continue;
    }
    if (c == '"') {
      quote = c;
    } else if (c == '|') {
      if (i + 1 < program.size() && program[i + 1] == '|') {
        ++i;
      } else {
        runs = true;  // `cmd | getline`, `print | "cmd"`, `|&`
      }
    } else if (program.compare(i, 5, "print") == 0) {
      in_print = true;
    } else if (c == ';' || c == '}' || c == '\n') {
      in_print = false;
    } else if (c == '>' && in_print) {
      writes = true;
    }
  }
  if (runs) Add(j, kSpawn, "its program runs commands (system or a pipe)");
  if (writes) Add(j, kWrite, "its program writes files (print >)");
  if (runs || writes) j.read_only = false;
}

void JudgeFind(std::span<const Field> argv, Judgement& j) {
  // Start points: the words before the first expression word.
  std::vector<Field> roots;
  size_t i = 1;
  for (; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a == "-H" || a == "-L" || a == "-P") continue;
    if (a.starts_with("-") || a == "(" || a == "!" || a == ")") break;
    roots.push_back(argv[i]);
  }
  Field root = roots.empty() ? KnownField(".") : roots[0];
  for (const Field& r : roots) {
    if (IsSecretPath(r.text)) root = r;
  }
  for (; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a != "-exec" && a != "-execdir" && a != "-ok" && a != "-okdir") continue;
    std::vector<Field> cmd;
    for (++i; i < argv.size() && !(argv[i].text == ";" || argv[i].text == "+"); ++i) {
      Field f = argv[i];
      if (f.text.find("{}") != std::string::npos) {
        f.text = ReplaceAll(f.text, "{}", root.text);
        f.known = f.known && root.known;
      }
      cmd.push_back(std::move(f));
    }
    if (!cmd.empty()) j.find_exec.push_back(std::move(cmd));
  }
}

void JudgeCurl(std::span<const Field> argv, Judgement& j) {
  constexpr std::string_view kDataLong =
      "--data --data-ascii --data-binary --data-raw --data-urlencode --form --form-string "
      "--upload-file --json --post301 --post302 --post303";
  constexpr std::string_view kWriteLong = "--output --remote-name --remote-name-all --dump-header "
                                          "--cookie-jar --output-dir --create-dirs --trace --trace-ascii --libcurl";
  bool out = false, write = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    std::string_view next = i + 1 < argv.size() ? std::string_view(argv[i + 1].text) : "";
    if (a.starts_with("--")) {
      std::string_view name = a.substr(0, a.find('='));
      std::string_view value = a.find('=') != std::string_view::npos ? a.substr(a.find('=') + 1) : next;
      if (InList(kDataLong, name)) out = true;
      if (InList(kWriteLong, name) && value != "-" && !IsHarmlessSink(value)) write = true;
      if (name == "--request" && !(EqualsIgnoreCase(value, "GET") || EqualsIgnoreCase(value, "HEAD"))) out = true;
      continue;
    }
    if (a.size() < 2 || a[0] != '-') continue;
    // A short cluster: the first value-taking letter takes the rest (or the next word).
    for (size_t k = 1; k < a.size(); ++k) {
      char c = a[k];
      std::string_view value = k + 1 < a.size() ? a.substr(k + 1) : next;
      if (c == 'd' || c == 'F' || c == 'T') out = true;
      if ((c == 'o' || c == 'D' || c == 'c') && value != "-" && !IsHarmlessSink(value)) write = true;
      if (c == 'O') write = true;
      if (c == 'X' && !(EqualsIgnoreCase(value, "GET") || EqualsIgnoreCase(value, "HEAD"))) out = true;
      if (std::string_view("dFTodcXHuAeEKbrwmxyYzCUQ").find(c) != std::string_view::npos) break;
    }
  }
  for (size_t i = 1; i < argv.size(); ++i) {
    // A URL computed at run time carries whatever it was built from.
    if (!argv[i].known && argv[i].text.find("://") != std::string::npos) out = true;
  }
  if (out) Add(j, kOut, "sends data over HTTP");
  if (write) Add(j, kWrite, "saves a download to a file");
}

void JudgeWget(std::span<const Field> argv, Judgement& j) {
  bool out = false, to_stdout = false, spider = false, log_file = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    std::string_view next = i + 1 < argv.size() ? std::string_view(argv[i + 1].text) : "";
    if (a.starts_with("--")) {
      std::string_view name = a.substr(0, a.find('='));
      std::string_view value = a.find('=') != std::string_view::npos ? a.substr(a.find('=') + 1) : next;
      if (name.starts_with("--post-") || name.starts_with("--body-")) out = true;
      if (name == "--method" && !EqualsIgnoreCase(value, "GET") && !EqualsIgnoreCase(value, "HEAD")) out = true;
      if (name == "--output-document" && (value == "-" || IsHarmlessSink(value))) to_stdout = true;
      if (name == "--spider") spider = true;
      if (name == "--output-file" || name == "--append-output") log_file = true;
      continue;
    }
    if (a.size() < 2 || a[0] != '-') continue;
    for (size_t k = 1; k < a.size(); ++k) {
      char c = a[k];
      std::string_view value = k + 1 < a.size() ? a.substr(k + 1) : next;
      if (c == 'O' && (value == "-" || IsHarmlessSink(value))) to_stdout = true;
      if ((c == 'o' || c == 'a') && !IsHarmlessSink(value)) log_file = true;
      if (std::string_view("OoaPeitTwUBQlAR").find(c) != std::string_view::npos) break;
    }
  }
  if (out) Add(j, kOut, "sends data over HTTP");
  if ((!to_stdout && !spider) || log_file) Add(j, kWrite, "saves a download to a file");
}

void JudgeTee(std::span<const Field> argv, Judgement& j) {
  for (size_t i = 1; i < argv.size(); ++i) {
    if (argv[i].text.starts_with("-") && argv[i].known) continue;
    if (!IsHarmlessSink(argv[i].text)) {
      Add(j, kWrite, fmt::format("writes {}", argv[i].text));
      return;
    }
  }
}

void JudgeDd(std::span<const Field> argv, Judgement& j) {
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a.starts_with("of=") && !IsHarmlessSink(a.substr(3))) {
      Add(j, kDestroyWrite, fmt::format("overwrites {}", a.substr(3)));
    }
  }
}

void JudgeGit(std::span<const Field> argv, Judgement& j) {
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    std::string key;
    if ((a == "-c" || a == "--config-env") && i + 1 < argv.size()) {
      key = Lower(argv[++i].text);
    } else if (a.starts_with("-c") && a.size() > 2) {
      key = Lower(a.substr(2));
    } else if (a.starts_with("--config-env=")) {
      key = Lower(a.substr(13));
    } else if (a.starts_with("--exec-path") && a.size() > 11) {
      Add(j, kSpawn, "runs git commands from another directory");
      j.read_only = false;
      continue;
    } else if (a == "-C" || a.starts_with("--git-dir") || a.starts_with("--work-tree") ||
               a.starts_with("--namespace") || a == "--no-pager" || a == "-P" || a == "-p" ||
               a == "--paginate" || a == "--bare" || a == "--no-replace-objects" ||
               a == "--literal-pathspecs" || a == "--no-optional-locks") {
      if (a == "-C") ++i;
      continue;
    } else {
      break;  // the subcommand
    }
    j.read_only = false;
    bool runs = !argv[i].known;
    for (std::string_view k : kGitCommandKeys) runs = runs || key.find(k) != std::string::npos;
    if (runs) Add(j, kSpawn, fmt::format("sets git config {} that runs a command", key.substr(0, key.find('='))));
  }
}

bool RemotePath(std::string_view a) {
  size_t colon = a.find(':');
  size_t slash = a.find('/');
  return a.starts_with("rsync://") || (colon != std::string_view::npos && colon > 0 &&
                                       (slash == std::string_view::npos || colon < slash));
}

// rsync: a host:path operand sends data; a local destination is written; -e runs a command
// (ssh itself is the ordinary remote shell).
void JudgeRsync(std::span<const Field> argv, Judgement& j) {
  std::vector<std::string_view> operands;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    std::string_view shell;
    if ((a == "-e" || a == "--rsh") && i + 1 < argv.size()) {
      shell = argv[++i].text;
    } else if (a.starts_with("--rsh=")) {
      shell = a.substr(6);
    } else if (a.starts_with("-e") && !a.starts_with("--")) {
      shell = a.substr(2);
    } else if (!a.starts_with("-")) {
      operands.push_back(a);
      continue;
    } else {
      continue;
    }
    std::string_view program = Basename(shell.substr(0, shell.find(' ')));
    if (program != "ssh" && program != "rsh") Add(j, kSpawn, "runs a remote-shell command");
  }
  bool remote = false;
  for (std::string_view o : operands) remote = remote || RemotePath(o);
  if (remote) Add(j, kOut, "copies files to or from another host");
  if (!operands.empty() && !RemotePath(operands.back())) Add(j, kWrite, "copies files");
}

// tar: creating, appending or updating writes the archive given with -f unless it is stdout
// (`-f -`, the default). Extraction is an option rule.
void JudgeTar(std::span<const Field> argv, Judgement& j) {
  bool extract = false, create = false;
  std::string_view archive;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a.starts_with("--")) {
      std::string_view name = a.substr(0, a.find('='));
      if (name == "--extract" || name == "--get") extract = true;
      if (name == "--create" || name == "--append" || name == "--update" || name == "--concatenate") create = true;
      if (name == "--file") archive = a.find('=') != std::string_view::npos ? a.substr(a.find('=') + 1)
                                                                             : (i + 1 < argv.size() ? std::string_view(argv[i + 1].text) : "");
      continue;
    }
    bool bundle = i == 1 && !a.starts_with("-");
    if (!bundle && !(a.size() > 1 && a[0] == '-')) continue;
    for (size_t k = bundle ? 0 : 1; k < a.size(); ++k) {
      char c = a[k];
      if (c == 'x') extract = true;
      if (c == 'c' || c == 'r' || c == 'u' || c == 'A') create = true;
      if (c == 'f') {
        // -fNAME, -f NAME, or (old style) the next word.
        archive = (!bundle && k + 1 < a.size()) ? a.substr(k + 1) : (i + 1 < argv.size() ? std::string_view(argv[i + 1].text) : "");
        break;
      }
    }
  }
  if (create && !archive.empty() && archive != "-" && !IsHarmlessSink(archive)) {
    Add(j, kWrite, fmt::format("writes the archive {}", archive));
  }
  if (!extract && !create) return;
  j.read_only = false;
}

void JudgeCloudCopy(std::span<const Field> argv, Judgement& j) {
  std::string_view last;
  for (size_t i = 1; i < argv.size(); ++i) {
    if (!argv[i].text.starts_with("-")) last = argv[i].text;
  }
  if (last.starts_with("s3://") || last.starts_with("gs://")) {
    Add(j, kOut, "copies files to cloud storage");
  } else {
    Add(j, kWrite, "copies files from cloud storage");
  }
}

void JudgeLookup(std::span<const Field> argv, Judgement& j) {
  for (size_t i = 1; i < argv.size(); ++i) {
    if (!argv[i].known) {
      Add(j, kOut, "looks up a name computed at run time, which leaks it");
      return;
    }
  }
}

// A script operand read as code. A process substitution (`bash <(curl ...)`) or /dev/fd/N holds
// code produced at run time: dynamic-eval, as `source <(...)` is. /dev/stdin makes the program
// read its code from stdin. Returns true when the operand was one of these.
bool JudgeScriptOperand(const Field& operand, Reads reads, Judgement& j) {
  std::string_view a = operand.text;
  if (operand.known && (a == "/dev/stdin" || a == "/dev/fd/0" || a == "/proc/self/fd/0")) {
    if (reads == Reads::kShellCode) j.hits.clear();  // transparent, as `bash -s` is
    j.stdin_code = reads;
    return true;
  }
  if ((!operand.known && a.starts_with("<(")) || a.starts_with("/dev/fd/") || a.starts_with("/proc/self/fd/")) {
    Add(j, kEval, "runs a script produced at run time", kEvalDynamic);
    return true;
  }
  return false;
}

void JudgeInterpreter(std::span<const Field> argv, std::string_view key, Judgement& j) {
  const InterpreterSpec* spec = nullptr;
  for (const InterpreterSpec& s : kInterpreters) {
    if (s.name == key) spec = &s;
  }
  bool only_version = argv.size() > 1;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    only_version = only_version && (a == "--version" || a == "-V" || a == "-VV" || a == "--help" || a == "-h" || a == "-v");
  }
  if (only_version) {
    j.hits.clear();
    j.read_only = true;
    return;
  }
  if (spec == nullptr) return;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (!argv[i].known) {
      JudgeScriptOperand(argv[i], spec->reads, j);
      return;
    }
    if (a == "-") break;
    if (InList(spec->code_options, a)) {
      if (i + 1 < argv.size() && spec->reads == Reads::kPythonCode) j.python_code = argv[i + 1];
      return;
    }
    if (a.starts_with("--") && InList(spec->code_options, a.substr(0, a.find('=')))) return;
    if (InList(spec->value_options, a)) {
      ++i;
      if (a == "-m") {
        // python -m pip install: a package install that runs fetched build code.
        if (i + 1 < argv.size() && (argv[i].text == "pip" || argv[i].text == "pip3") && argv[i + 1].text == "install") {
          Add(j, kEval, "installs packages, running their build code");
        }
        return;
      }
      continue;
    }
    if (a.size() > 1 && a[0] == '-') {
      // A short cluster: `-Ic CODE`, `-cCODE`.
      size_t c = a.find_first_of("ce");
      if (c != std::string_view::npos && InList(spec->code_options, fmt::format("-{}", a[c]))) {
        if (spec->reads == Reads::kPythonCode) {
          if (c + 1 < a.size()) j.python_code = KnownField(std::string(a.substr(c + 1)));
          else if (i + 1 < argv.size()) j.python_code = argv[i + 1];
        }
        return;
      }
      if (a.find('m') != std::string_view::npos && spec->reads == Reads::kPythonCode) return;
      continue;
    }
    JudgeScriptOperand(argv[i], spec->reads, j);
    return;  // a script file
  }
  j.stdin_code = spec->reads;
}

void JudgeShell(std::span<const Field> argv, Judgement& j) {
  // -c was unwrapped already: left are a script operand (runs a file) or stdin.
  bool stdin_flag = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if ((a == "-o" || a == "-O" || a == "+o" || a == "+O" || a == "--rcfile" || a == "--init-file") &&
        i + 1 < argv.size()) {
      ++i;
      continue;
    }
    if (a == "-" || a == "--") break;
    if ((a.starts_with("-") || a.starts_with("+")) && a.size() > 1) {
      if (a[0] == '-' && a[1] != '-' && a.find('s') != std::string_view::npos) stdin_flag = true;
      continue;
    }
    // A script file: the row's shell-spawn stands.
    if (!stdin_flag) {
      JudgeScriptOperand(argv[i], Reads::kShellCode, j);
      return;
    }
    break;
  }
  j.hits.clear();
  j.stdin_code = Reads::kShellCode;
}

bool DumpsVariables(std::span<const Field> argv, std::string_view name) {
  bool options_only = true, print_flag = false, functions = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    std::string_view a = argv[i].text;
    if (a.size() > 1 && (a[0] == '-' || a[0] == '+')) {
      print_flag = print_flag || a.find('p') != std::string_view::npos || a.find('x') != std::string_view::npos;
      functions = functions || a.find('f') != std::string_view::npos || a.find('F') != std::string_view::npos;
      continue;
    }
    options_only = false;
  }
  if (!options_only || functions) return false;
  if (name == "set") return argv.size() == 1;
  return argv.size() == 1 || print_flag;
}

// The words a command reads as paths: operands, option values, `key=path`, curl's `@path`.
std::string_view PathPart(std::string_view arg) {
  if (arg.starts_with("@")) return arg.substr(1);
  if (arg.starts_with("--")) {
    size_t eq = arg.find('=');
    return eq == std::string_view::npos ? std::string_view() : arg.substr(eq + 1);
  }
  if (arg.starts_with("-")) return {};
  size_t eq = arg.find('=');
  if (eq != std::string_view::npos && !arg.starts_with("/") && !arg.starts_with("~") && !arg.starts_with(".")) {
    std::string_view v = arg.substr(eq + 1);
    return v.starts_with("@") ? v.substr(1) : v;
  }
  return arg;
}

}  // namespace

std::span<const CommandSpec> Commands() { return kCommandTable; }
std::span<const OptionRule> OptionRules() { return kOptionTable; }

std::string_view CommandKey(std::string_view base) {
  if (base.starts_with("mkfs")) return "mkfs";
  if (Row(base) != nullptr) return base;
  // python3, python3.11, pypy3, perl5.36: strip a trailing version.
  size_t end = base.find_last_not_of("0123456789.");
  if (end != std::string_view::npos && end + 1 < base.size()) {
    std::string_view stem = base.substr(0, end + 1);
    if (Row(stem) != nullptr && Row(stem)->special == Special::kInterpreter) return stem;
  }
  return base;
}

Judgement Judge(std::span<const Field> argv) {
  Judgement j;
  if (argv.empty()) return j;
  std::string_view base = Basename(argv[0].text);
  std::string_view key = CommandKey(base);
  if (argv[0].text == "command -v") key = "command -v";

  // Rows from the command to its most specific subcommand.
  std::vector<const CommandSpec*> levels;
  if (const CommandSpec* row = Row(key)) levels.push_back(row);
  if (TheIndex().hosts.contains(std::string(key))) {
    std::string_view values;
    for (const Host& h : kHosts) {
      if (h.name == key) values = h.value_options;
    }
    size_t i = 1;
    while (i < argv.size() && argv[i].text.starts_with("-")) {
      std::string_view a = argv[i].text;
      i += (InList(values, a) ? 2 : 1);
    }
    if (i < argv.size() && argv[i].known) {
      std::string two = fmt::format("{} {}", key, argv[i].text);
      const CommandSpec* sub = Row(two);
      if (sub) levels.push_back(sub);
      if (i + 1 < argv.size() && argv[i + 1].known) {
        if (const CommandSpec* subsub = Row(fmt::format("{} {}", two, argv[i + 1].text))) {
          levels.push_back(subsub);
        }
      }
    }
  }
  if (levels.empty() && argv[0].text.find('/') != std::string::npos) {
    Add(j, kSpawn, "runs a program or script by path", kSpawnPath);
  }
  const CommandSpec* spec = levels.empty() ? nullptr : levels.back();
  j.spec = spec;
  if (spec != nullptr) {
    j.read_only = spec->read_only;
    Add(j, spec->labels, spec->message);
  }
  for (const CommandSpec* level : levels) {
    auto it = TheIndex().rules.find(std::string(level->name));
    if (it == TheIndex().rules.end()) continue;
    for (const OptionRule* rule : it->second) {
      for (size_t i = 1; i < argv.size(); ++i) {
        if (!argv[i].known || !MatchesOption(*rule, argv[i].text, i)) continue;
        Add(j, rule->labels, rule->message);
        j.read_only = false;
        break;
      }
    }
  }
  for (const CommandSpec* level : levels) {
    switch (level->special) {
      case Special::kNone: break;
      case Special::kSed: JudgeSed(argv, j); break;
      case Special::kAwk: JudgeAwk(argv, j); break;
      case Special::kFind: JudgeFind(argv, j); break;
      case Special::kCurl: JudgeCurl(argv, j); break;
      case Special::kWget: JudgeWget(argv, j); break;
      case Special::kTee: JudgeTee(argv, j); break;
      case Special::kDd: JudgeDd(argv, j); break;
      case Special::kInterpreter: JudgeInterpreter(argv, key, j); break;
      case Special::kShell: JudgeShell(argv, j); break;
      case Special::kGit: JudgeGit(argv, j); break;
      case Special::kRsync: JudgeRsync(argv, j); break;
      case Special::kTar: JudgeTar(argv, j); break;
      case Special::kCloudCopy: JudgeCloudCopy(argv, j); break;
      case Special::kLookup: JudgeLookup(argv, j); break;
      case Special::kSource:
        if (argv.size() > 1 && argv[1].known && argv[1].text != "/dev/stdin" && argv[1].text != "-" &&
            !argv[1].text.starts_with("/dev/fd/")) {
          Add(j, kSpawn, "runs a shell script in this shell");
        }
        break;
      case Special::kDryRun:
        for (size_t i = 1; i < argv.size(); ++i) {
          std::string_view a = argv[i].text;
          bool dry = a == "--dry-run" || (a.size() > 1 && a[0] == '-' && a[1] != '-' && a.find('n') != std::string_view::npos);
          if (dry) {
            j.hits.clear();
            break;
          }
        }
        break;
      case Special::kDump:
        if (DumpsVariables(argv, key)) Add(j, kSecret, "prints every shell variable", kSecretDump);
        break;
      case Special::kOperandsWrite: {
        bool listing = false, operand = false;
        for (size_t i = 2; i < argv.size(); ++i) {
          std::string_view a = argv[i].text;
          if (a == "-l" || a == "--list" || a == "-a" || a == "--all" || a == "-r" || a == "--remotes" ||
              a == "--contains" || a == "--merged" || a == "--no-merged" || a == "--points-at" ||
              a == "-n" || a == "--show-current") {
            listing = true;
          } else if (!a.starts_with("-")) {
            operand = true;
          }
        }
        if (operand && !listing) {
          Add(j, kWrite, fmt::format("creates a {}", level->name.substr(4)));
          j.read_only = false;
        }
        break;
      }
    }
  }
  // Secret paths among the arguments, for commands that read them.
  bool reader = true;
  for (std::string_view n : kNonReaders) reader = reader && n != key && (spec == nullptr || n != spec->name);
  j.reads_path_args = reader;
  if (reader) {
    for (size_t i = 1; i < argv.size(); ++i) {
      const Field& f = argv[i];
      std::string_view path = PathPart(f.text);
      bool secret = !path.empty() && (f.glob ? GlobMayMatchSecret(PathPart(f.pattern)) : IsSecretPath(path));
      if (secret) {
        Add(j, kSecret, fmt::format("reads {}", path), kSecretPath);
        j.read_only = false;
        break;
      }
    }
  }
  return j;
}

}  // namespace kotoba::shellscan::internal
