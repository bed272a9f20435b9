// kotoba-run: pre-screen a snippet, then run it inside the OS jail (docs/runner.md).
//
//   kotoba-run [--allow LABEL]... [--timeout S] [--net] [--workdir D] [--format text|json]
//              FILE | -c CODE | --shell CMD
//
// Exit codes:
//   0  the snippet ran and exited 0
//   1  the snippet ran and exited non-zero, was killed by a signal, or timed out
//   2  usage or input error (bad option, unreadable file)
//   3  refused by the pre-screen: a label no one approved; nothing ran
//   4  could not be run (workdir, interpreter, or confinement could not be set up)
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "kotoba/verdict.h"
#include "runner/runner.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitRefused = 3;
constexpr int kExitNotRun = 4;

bool ReadInput(const std::string& path, std::string* out) {
  if (path == "-") {
    out->assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return !std::cin.bad();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buf;
  buf << in.rdbuf();
  *out = buf.str();
  return !in.bad();
}

std::string AllLabelNames() {
  std::string out;
  for (kotoba::Label l : kotoba::kAllLabels) {
    if (!out.empty()) out += ", ";
    out += kotoba::LabelName(l);
  }
  return out;
}

// Prints the Summary's lines to stderr, each prefixed so they stand apart from the snippet's.
void PrintSummary(const kotoba::runner::RunResult& result) {
  std::istringstream lines(kotoba::runner::Summary(result));
  for (std::string line; std::getline(lines, line);) {
    std::fprintf(stderr, "kotoba-run: %s\n", line.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  namespace runner = kotoba::runner;
  CLI::App app{
      "Pre-screen a Python snippet or shell command with kotoba-classify, then run it inside an "
      "OS jail (Landlock, namespaces, rlimits). A snippet with any label is refused unless each "
      "label is approved with --allow.\n"
      "Exit: 0 ran and exited 0; 1 ran and failed, was killed or timed out; 2 usage error; "
      "3 refused; 4 could not be run.",
      "kotoba-run"};
  std::vector<std::string> allow;
  double timeout_s = 30;
  bool net = false;
  std::string workdir;
  std::string format = "text";
  std::string file;
  std::string code;
  std::string shell;
  std::string language;
  app.add_option("--allow", allow,
                 "approve a label for this run (repeatable, or comma-separated); `opaque` only "
                 "by name")
      ->delimiter(',');
  app.add_option("--timeout", timeout_s, "wall-clock seconds before the whole tree is killed")
      ->check(CLI::Range(0.001, 86400.0));
  app.add_flag("--net", net, "allow network access");
  app.add_option("--workdir", workdir,
                 "working directory (read-write); default: a new one, kept and reported");
  app.add_option("--format", format, "text or json")->check(CLI::IsMember({"text", "json"}));
  app.add_option("--lang", language, "python or shell, for FILE (default: by extension)")
      ->check(CLI::IsMember({"python", "py", "shell", "bash", "sh"}));
  auto* file_opt = app.add_option("file", file, "a snippet file, or - for stdin");
  auto* code_opt = app.add_option("-c", code, "Python code to run");
  auto* shell_opt = app.add_option("--shell", shell, "a shell command to run");
  file_opt->excludes(code_opt, shell_opt);
  code_opt->excludes(shell_opt);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? kExitOk : kExitUsage;
  }

  runner::Snippet snippet;
  if (code_opt->count() > 0) {
    snippet = {code, kotoba::Language::kPython};
  } else if (shell_opt->count() > 0) {
    snippet = {shell, kotoba::Language::kShell};
  } else if (file_opt->count() > 0) {
    if (!ReadInput(file, &snippet.source)) {
      std::fprintf(stderr, "kotoba-run: cannot read %s\n", file.c_str());
      return kExitUsage;
    }
    const bool shell_ext = file.ends_with(".sh") || file.ends_with(".bash");
    snippet.language = language.empty() ? (shell_ext ? kotoba::Language::kShell
                                                     : kotoba::Language::kPython)
                                        : *kotoba::ParseLanguage(language);
  } else {
    std::fprintf(stderr, "kotoba-run: give FILE, -c CODE or --shell CMD (--help)\n");
    return kExitUsage;
  }

  runner::RunOptions options;
  for (const std::string& name : allow) {
    std::optional<kotoba::Label> label = kotoba::ParseLabel(name);
    if (!label.has_value()) {
      std::fprintf(stderr, "kotoba-run: unknown label '%s' (labels: %s)\n", name.c_str(),
                   AllLabelNames().c_str());
      return kExitUsage;
    }
    options.allow.Add(*label);
  }
  options.timeout = absl::Milliseconds(static_cast<int64_t>(timeout_s * 1000));
  options.allow_network = net;
  options.workdir = workdir;

  const runner::RunResult result = runner::Run(snippet, options);
  if (format == "json") {
    std::printf("%s\n", runner::ToJson(result).c_str());
  } else {
    std::fwrite(result.stdout_stream.data.data(), 1, result.stdout_stream.data.size(), stdout);
    std::fflush(stdout);
    std::fwrite(result.stderr_stream.data.data(), 1, result.stderr_stream.data.size(), stderr);
    PrintSummary(result);
  }
  switch (result.status) {
    case runner::RunStatus::kRan:
      return result.exit_code == 0 && !result.timed_out ? kExitOk : kExitFailed;
    case runner::RunStatus::kRefused:
      return kExitRefused;
    case runner::RunStatus::kBusy:
    case runner::RunStatus::kError:
      return kExitNotRun;
  }
  return kExitNotRun;
}
