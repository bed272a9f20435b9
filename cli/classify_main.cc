// kotoba-classify: what can this code do? Exit 0 = no label, 1 = labelled, 2 = usage or input
// error (the other inputs are still classified).
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "CLI/CLI.hpp"
#include "constfold/strings.h"
#include "cli/corpus.h"
#include "cli/input.h"
#include "cli/output.h"
#include "cli/sarif.h"
#include "kotoba/classifier.h"
#include "kotoba/rules.h"

namespace {

using kotoba::Language;
using kotoba::Verdict;

constexpr char kExamples[] = R"(
Examples:
  kotoba-classify snippet.py                 classify a file (exit 1 if it earns a label)
  kotoba-classify -c 'import os as o; o.system("id")' --format json
  kotoba-classify --shell 'timeout 5 rm -rf build'
  echo 'ls -la' | kotoba-classify --lang shell -
  kotoba-classify src/ --jobs 2              every .py/.sh/.bash file under src/
  kotoba-classify --check corpus/            replay the regression corpus
  kotoba-classify --explain PY-SPAWN-001     what a rule flags and why
)";

struct Job {
  std::string name;                 // what the output calls it
  std::optional<std::string> path;  // read from here, or
  std::string source;               // ... this text
  std::optional<Language> language;
};

struct Result {
  std::optional<Verdict> verdict;
  std::string error;
};

bool UseColor() {
  return isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr;
}

// Reads and classifies every job on `threads` workers; results keep the jobs' order.
std::vector<Result> RunJobs(const kotoba::Classifier& classifier, std::vector<Job>& jobs,
                            unsigned threads) {
  std::vector<Result> results(jobs.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < jobs.size(); i = next++) {
      Job& job = jobs[i];
      if (job.path) {
        absl::StatusOr<std::string> content = kotoba::cli::ReadSourceFile(*job.path);
        if (!content.ok()) {
          results[i].error = std::string(content.status().message());
          continue;
        }
        job.source = *std::move(content);
      }
      if (absl::Status utf8 = kotoba::cli::CheckUtf8(job.name, job.source); !utf8.ok()) {
        results[i].error = std::string(utf8.message());
        continue;
      }
      Language lang = job.language.value_or(Language::kPython);
      results[i].verdict = classifier.Classify(job.source, lang);
      if (job.path) job.source.clear();
    }
  };
  threads = std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(jobs.size())));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return results;
}

int Check(const kotoba::Classifier& classifier, const std::vector<std::string>& roots,
          unsigned threads, bool verbose) {
  std::vector<std::string> files;
  for (const std::string& root : roots) {
    if (std::filesystem::is_directory(root)) {
      absl::StatusOr<std::vector<std::string>> listed = kotoba::cli::ListSourceFiles(root);
      if (!listed.ok()) {
        std::cerr << "kotoba-classify: " << listed.status().message() << "\n";
        return 2;
      }
      files.insert(files.end(), listed->begin(), listed->end());
    } else {
      files.push_back(root);
    }
  }
  std::vector<Job> jobs;
  std::vector<std::optional<kotoba::cli::CorpusCase>> cases;
  std::vector<std::string> header_errors(files.size());
  for (size_t i = 0; i < files.size(); ++i) {
    absl::StatusOr<std::string> content = kotoba::cli::ReadSourceFile(files[i]);
    Job job{files[i], std::nullopt, "", kotoba::cli::LanguageForPath(files[i])};
    if (!content.ok()) {
      header_errors[i] = std::string(content.status().message());
      cases.emplace_back();
    } else {
      absl::StatusOr<kotoba::cli::CorpusCase> c = kotoba::cli::ParseCorpusHeader(files[i], *content);
      if (!c.ok()) header_errors[i] = std::string(c.status().message());
      cases.push_back(c.ok() ? std::optional(*c) : std::nullopt);
      job.source = *std::move(content);
    }
    jobs.push_back(std::move(job));
  }
  std::vector<Result> results = RunJobs(classifier, jobs, threads);
  int passed = 0, failed = 0, known = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    if (!header_errors[i].empty() || !results[i].verdict) {
      ++failed;
      std::cout << "FAIL " << files[i] << ": "
                << (header_errors[i].empty() ? results[i].error : header_errors[i]) << "\n";
      continue;
    }
    kotoba::cli::CheckResult r = kotoba::cli::CheckVerdict(*cases[i], *results[i].verdict);
    switch (r.outcome) {
      case kotoba::cli::Outcome::kPass:
        ++passed;
        break;
      case kotoba::cli::Outcome::kKnownMiss:
        ++known;
        if (verbose) std::cout << "MISS " << files[i] << ": " << r.message << "\n";
        break;
      default:
        ++failed;
        std::cout << "FAIL " << files[i] << ": " << r.message << "\n";
        break;
    }
  }
  std::cout << passed << " passed, " << failed << " failed";
  if (known > 0) std::cout << ", " << known << " skipped";
  std::cout << "\n";
  if (known > 0) {
    std::cout << "(" << known << " skipped = known misses marked `# expect-miss:`)\n";
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"kotoba-classify: decides, before code runs, what it can do.\n"
               "Labels: fs-destroy shell-spawn raw-socket dynamic-eval fs-write data-out "
               "secret-read (and opaque when the analysis cannot see)."};
  app.footer(kExamples);
  std::vector<std::string> inputs;
  std::string code, shell_cmd, format = "text", lang_name, explain;
  std::vector<std::string> check;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  bool verbose = false;
  app.add_option("inputs", inputs, "files or directories (.py, .sh, .bash); - for stdin");
  app.add_option("-c,--code", code, "classify this Python code");
  app.add_option("--shell", shell_cmd, "classify this shell command line");
  app.add_option("--format", format, "output format: text, json, or sarif (one SARIF 2.1.0 log)")
      ->check(CLI::IsMember({"text", "json", "sarif"}));
  app.add_option("--lang", lang_name, "force the language of every input")
      ->check(CLI::IsMember({"python", "py", "shell", "bash", "sh"}));
  app.add_option("-j,--jobs", jobs, "threads for many inputs (default: all cores)")
      ->check(CLI::PositiveNumber);
  app.add_option("--check", check, "replay corpus files or directories; exit 1 on any failure");
  app.add_flag("-v,--verbose", verbose, "with --check, also list known misses");
  app.add_option("--explain", explain, "print a rule's documentation");
  app.set_version_flag("--version", "kotoba-classify 0.1.0");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version are "errors" that exit 0; everything else is a usage error: 2.
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }

  if (!explain.empty()) {
    const kotoba::RuleInfo* rule = kotoba::FindRule(explain);
    if (rule == nullptr) {
      std::cerr << "kotoba-classify: no rule `" << explain << "`; rules are:\n";
      for (const kotoba::RuleInfo& r : kotoba::AllRules()) std::cerr << "  " << r.id << "\n";
      return 2;
    }
    std::cout << rule->id << " (" << kotoba::LabelName(rule->label) << "): " << rule->title
              << "\n\n" << rule->doc << "\n";
    return 0;
  }

  absl::StatusOr<kotoba::Classifier> classifier = kotoba::Classifier::Create();
  if (!classifier.ok()) {
    std::cerr << "kotoba-classify: " << classifier.status().message() << "\n";
    return 2;
  }
  if (!check.empty()) return Check(*classifier, check, jobs, verbose);

  std::optional<Language> forced;
  if (!lang_name.empty()) forced = kotoba::ParseLanguage(lang_name);
  std::vector<Job> work;
  int exit_code = 0;
  if (app.count("--code")) work.push_back({"-c", std::nullopt, code, forced.value_or(Language::kPython)});
  if (app.count("--shell")) work.push_back({"--shell", std::nullopt, shell_cmd, Language::kShell});
  for (const std::string& in : inputs) {
    if (in == "-") {
      absl::StatusOr<std::string> content = kotoba::cli::ReadStream(stdin, "<stdin>");
      if (!content.ok()) {
        std::cerr << "kotoba-classify: " << content.status().message() << "\n";
        exit_code = 2;
        continue;
      }
      work.push_back({"-", std::nullopt, *std::move(content), forced.value_or(Language::kPython)});
    } else if (std::filesystem::is_directory(in)) {
      absl::StatusOr<std::vector<std::string>> files = kotoba::cli::ListSourceFiles(in);
      if (!files.ok()) {
        std::cerr << "kotoba-classify: " << files.status().message() << "\n";
        exit_code = 2;
        continue;
      }
      for (const std::string& f : *files) {
        work.push_back({f, f, "", forced ? forced : kotoba::cli::LanguageForPath(f)});
      }
    } else {
      std::optional<Language> lang = forced ? forced : kotoba::cli::LanguageForPath(in);
      if (!lang) lang = Language::kPython;  // an explicitly named file of any extension
      work.push_back({in, in, "", lang});
    }
  }
  if (work.empty()) {
    if (exit_code == 0) {
      std::cerr << "kotoba-classify: nothing to classify (give a file, -c CODE, --shell CMD or -)\n"
                << "Run with --help for more information.\n";
    }
    return 2;
  }
  std::vector<Result> results = RunJobs(*classifier, work, jobs);
  bool color = UseColor();
  std::vector<std::pair<std::string, Verdict>> sarif;  // one log for every input
  for (size_t i = 0; i < work.size(); ++i) {
    if (!results[i].verdict) {
      std::cerr << "kotoba-classify: " << results[i].error << "\n";
      exit_code = 2;
      continue;
    }
    const Verdict& v = *results[i].verdict;
    if (format == "sarif") {
      sarif.emplace_back(work[i].name, v);
    } else if (format == "json") {
      std::cout << kotoba::cli::FormatJson(work[i].name, v) << "\n";
    } else {
      std::cout << kotoba::cli::FormatText(work[i].name, v, color);
    }
    if (!v.labels.empty() && exit_code == 0) exit_code = 1;
  }
  if (format == "sarif") std::cout << kotoba::cli::FormatSarif(sarif) << "\n";
  return exit_code;
}
