// kotoba-compare: one run over a directory tree that measures, on the same files, the floor
// (bare tree-sitter parse + full walk), the regex denylist it replaces, and the classifier on one
// thread and on all cores; then the peak RSS of classifying 1 MiB inputs, each in a fresh process.
//
//   kotoba-compare --exclude-dir test --exclude-dir tests --json out.json "$STDLIB"
//
// Files are picked by extension (.py, .sh, .bash) or else by shebang (python*, sh, bash, dash),
// read into memory first, and timed one by one in thread CPU time (reading is never timed); the
// all-cores phase is timed by the wall clock.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "CLI/CLI.hpp"
#include "bench/denylist.h"
#include "bench/floor.h"
#include "bench/inputs.h"
#include "fmt/format.h"
#include "fmt/printf.h"
#include "kotoba/classifier.h"
#include "nlohmann/json.hpp"

namespace kotoba::bench {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// Microseconds of CPU this thread has used: per-file times that other processes on a shared
// machine do not inflate (wall time would count the time spent waiting for a core).
double ThreadCpuUs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

double ProcessCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}
using nlohmann::ordered_json;

struct SourceFile {
  std::string path;
  Language language;
  std::string text;
};

// Peak resident set of this process so far (getrusage), in KiB.
long PeakRssKb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// "#!/usr/bin/env -S bash -e" -> "bash"; "" when there is no shebang.
std::string Interpreter(const std::string& first_line) {
  if (first_line.rfind("#!", 0) != 0) return "";
  std::vector<std::string> words;
  size_t i = 2;
  while (i < first_line.size()) {
    size_t start = first_line.find_first_not_of(" \t\r", i);
    if (start == std::string::npos) break;
    size_t end = first_line.find_first_of(" \t\r", start);
    if (end == std::string::npos) end = first_line.size();
    words.push_back(first_line.substr(start, end - start));
    i = end;
  }
  for (size_t w = 0; w < words.size(); ++w) {
    std::string name = fs::path(words[w]).filename().string();
    if (name == "env" || words[w].rfind("-", 0) == 0) continue;
    return name;
  }
  return "";
}

std::optional<Language> DetectLanguage(const fs::path& path) {
  std::string ext = path.extension().string();
  if (ext == ".py") return Language::kPython;
  if (ext == ".sh" || ext == ".bash") return Language::kShell;
  std::ifstream in(path, std::ios::binary);
  std::string line;
  if (!in || !std::getline(in, line) || line.size() > 256) return std::nullopt;
  std::string interp = Interpreter(line);
  if (interp.rfind("python", 0) == 0) return Language::kPython;
  if (interp == "sh" || interp == "bash" || interp == "dash") return Language::kShell;
  return std::nullopt;
}

struct Collected {
  std::vector<SourceFile> files;
  int too_large = 0;  // over the classifier's max_input_bytes: it would not analyse them
  int unreadable = 0;
};

// Regular files under `roots` (symlinks are skipped, so /usr/bin aliases count once), sorted.
Collected Collect(const std::vector<std::string>& roots, const std::set<std::string>& excluded,
                  size_t max_bytes) {
  std::vector<std::pair<std::string, Language>> found;
  for (const std::string& root : roots) {
    std::error_code ec;
    if (fs::is_regular_file(root, ec)) {
      if (auto lang = DetectLanguage(root)) found.emplace_back(root, *lang);
      continue;
    }
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      const fs::directory_entry& e = *it;
      if (e.is_symlink(ec)) continue;
      if (e.is_directory(ec)) {
        if (excluded.count(e.path().filename().string())) it.disable_recursion_pending();
        continue;
      }
      if (!e.is_regular_file(ec)) continue;
      if (auto lang = DetectLanguage(e.path())) found.emplace_back(e.path().string(), *lang);
    }
  }
  std::sort(found.begin(), found.end());
  Collected out;
  for (auto& [path, lang] : found) {
    std::ifstream in(path, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) {
      ++out.unreadable;
    } else if (text.size() > max_bytes) {
      ++out.too_large;
    } else {
      out.files.push_back({path, lang, std::move(text)});
    }
  }
  return out;
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

double Percentile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<size_t>(q * v.size()))];
}

// CPU microseconds per file, the median of `repeat` runs of `fn` over every file.
std::vector<double> TimePerFile(const std::vector<const SourceFile*>& files, int repeat,
                                const std::function<void(const SourceFile&)>& fn) {
  std::vector<std::vector<double>> runs(files.size());
  for (int r = 0; r < repeat; ++r) {
    for (size_t i = 0; i < files.size(); ++i) {
      double start = ThreadCpuUs();
      fn(*files[i]);
      runs[i].push_back(ThreadCpuUs() - start);
    }
  }
  std::vector<double> us;
  for (auto& r : runs) us.push_back(Median(r));
  return us;
}

ordered_json Stats(const std::vector<double>& us, size_t bytes) {
  double seconds = 0;
  for (double u : us) seconds += u / 1e6;
  return {{"cpu_seconds", seconds},
          {"mb_per_s", seconds > 0 ? bytes / 1e6 / seconds : 0},
          {"p50_us", Percentile(us, 0.50)},
          {"p99_us", Percentile(us, 0.99)}};
}

struct Elapsed {
  double wall_s, cpu_s;
};

// Time to classify every file on `threads` workers (the CLI's scheme: an atomic index). Only
// wall time shows the speed-up, so this phase needs an otherwise idle machine.
Elapsed ClassifyAllCores(const Classifier& classifier, const std::vector<const SourceFile*>& files,
                        unsigned threads) {
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < files.size(); i = next++) {
      (void)classifier.Classify(files[i]->text, files[i]->language);
    }
  };
  auto start = Clock::now();
  double cpu_start = ProcessCpuSeconds();
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return {std::chrono::duration<double>(Clock::now() - start).count(),
          ProcessCpuSeconds() - cpu_start};
}

ordered_json MeasureLanguage(const Classifier& classifier, const Denylist& denylist,
                             const std::vector<const SourceFile*>& files, int repeat,
                             unsigned threads, const std::string& name, ordered_json& rss) {
  size_t bytes = 0;
  for (const SourceFile* f : files) bytes += f->text.size();
  ordered_json out = {{"files", files.size()}, {"bytes", bytes}};

  int floor_failed = 0;
  std::vector<double> floor_us = TimePerFile(files, repeat, [&](const SourceFile& f) {
    if (!ParseAndWalk(f.text, f.language, classifier.options().parse_timeout).ok()) {
      ++floor_failed;
    }
  });
  out["floor"] = Stats(floor_us, bytes);
  out["floor"]["failed"] = floor_failed / repeat;
  rss[name + "_after_floor"] = PeakRssKb();

  int regex_labelled = 0;
  std::vector<double> regex_us = TimePerFile(files, repeat, [&](const SourceFile& f) {
    regex_labelled += !denylist.Match(f.text).empty();
  });
  out["regex"] = Stats(regex_us, bytes);
  out["regex"]["labelled"] = regex_labelled / repeat;
  rss[name + "_after_regex"] = PeakRssKb();

  int labelled = 0, opaque = 0;
  std::vector<double> classify_us = TimePerFile(files, repeat, [&](const SourceFile& f) {
    Verdict v = classifier.Classify(f.text, f.language);
    labelled += !v.labels.empty();
    opaque += v.labels.Has(Label::kOpaque);
  });
  out["classify_1_thread"] = Stats(classify_us, bytes);
  out["classify_1_thread"]["labelled"] = labelled / repeat;
  out["classify_1_thread"]["opaque"] = opaque / repeat;
  rss[name + "_after_classify_1_thread"] = PeakRssKb();

  std::vector<double> walls, cpus;
  for (int r = 0; r < repeat; ++r) {
    Elapsed e = ClassifyAllCores(classifier, files, threads);
    walls.push_back(e.wall_s);
    cpus.push_back(e.cpu_s);
  }
  double wall = Median(walls);
  out["classify_all_cores"] = {{"threads", threads},
                               {"wall_seconds", wall},
                               {"mb_per_s", wall > 0 ? bytes / 1e6 / wall : 0},
                               {"cpu_seconds", Median(cpus)}};
  rss[name + "_after_classify_all_cores"] = PeakRssKb();

  auto mbps = [&](const char* phase) { return out[phase]["mb_per_s"].get<double>(); };
  auto ratio = [](double a, double b) { return b > 0 ? a / b : 0; };
  out["ratios"] = {
      {"classify_over_floor", ratio(mbps("classify_1_thread"), mbps("floor"))},
      {"classify_over_regex", ratio(mbps("classify_1_thread"), mbps("regex"))},
      {"all_cores_over_1_thread", ratio(mbps("classify_all_cores"), mbps("classify_1_thread"))}};
  return out;
}

// Classifies one generated input in a forked child and reports the child's own peak RSS, so
// the number is that of a process doing only this (forked before any corpus is loaded).
ordered_json BigInputProbe(std::string_view name, Language language,
                           const std::function<std::string()>& make) {
  int fds[2];
  if (pipe(fds) != 0) return {{"name", name}, {"error", "pipe failed"}};
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    std::string input = make();
    absl::StatusOr<Classifier> classifier = Classifier::Create();
    double report[3] = {static_cast<double>(input.size()), -1, 0};
    if (classifier.ok()) {
      auto start = Clock::now();
      Verdict v = classifier->Classify(input, language);
      report[1] = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      report[2] = v.labels.Has(Label::kOpaque);
    }
    ssize_t written = write(fds[1], report, sizeof(report));
    _exit(written == sizeof(report) ? 0 : 1);
  }
  close(fds[1]);
  double report[3] = {0, -1, 0};
  ssize_t got = pid > 0 ? read(fds[0], report, sizeof(report)) : -1;
  close(fds[0]);
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || got != sizeof(report) ||
      report[1] < 0) {
    return {{"name", name}, {"error", "the child process failed"}};
  }
  return {{"name", name},
          {"language", LanguageName(language)},
          {"bytes", static_cast<size_t>(report[0])},
          {"ms", report[1]},
          {"opaque", report[2] != 0},
          {"peak_rss_kb", usage.ru_maxrss}};
}

ordered_json BigInputs(size_t bytes) {
  ordered_json probes = ordered_json::array();
  probes.push_back(BigInputProbe("baseline_empty", Language::kPython, [] { return ""; }));
  probes.push_back(BigInputProbe("python", Language::kPython, [=] { return PythonSnippet(bytes); }));
  probes.push_back(BigInputProbe("shell", Language::kShell, [=] { return ShellScript(bytes); }));
  for (const ShapeInfo& s : AllShapes()) {
    probes.push_back(BigInputProbe(s.name, s.language, [&] { return Adversarial(s.shape, bytes); }));
  }
  return probes;
}

// The probes' inputs as files (python.py, sh_wide_brace.sh, ...), to profile with kotoba-classify.
int WriteInputs(const std::string& dir, size_t bytes) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  std::vector<std::pair<std::string, std::string>> files = {
      {"python.py", PythonSnippet(bytes)}, {"shell.sh", ShellScript(bytes)}};
  for (const ShapeInfo& s : AllShapes()) {
    files.emplace_back(
        fmt::format("{}.{}", s.name, s.language == Language::kPython ? "py" : "sh"),
        Adversarial(s.shape, bytes));
  }
  for (const auto& [name, text] : files) {
    std::ofstream out(fs::path(dir) / name, std::ios::binary);
    out << text;
    if (!out) {
      std::cerr << "kotoba-compare: cannot write " << (fs::path(dir) / name).string() << "\n";
      return 2;
    }
  }
  return 0;
}

void PrintLanguage(std::string_view name, const ordered_json& j) {
  std::cout << fmt::sprintf("\n%s: %d files, %.2f MB\n", name, j["files"].get<size_t>(),
                               j["bytes"].get<size_t>() / 1e6);
  std::cout << fmt::sprintf("  %-30s %10s %10s %10s %10s\n", "phase", "seconds", "MB/s",
                               "p50 us", "p99 us");
  for (const char* phase : {"floor", "regex", "classify_1_thread"}) {
    const ordered_json& p = j[phase];
    std::cout << fmt::sprintf("  %-30s %10.3f %10.2f %10.1f %10.1f\n",
                              fmt::format("{} (CPU)", phase), p["cpu_seconds"].get<double>(), p["mb_per_s"].get<double>(),
                                 p["p50_us"].get<double>(), p["p99_us"].get<double>());
  }
  const ordered_json& all = j["classify_all_cores"];
  std::cout << fmt::sprintf("  %-30s %10.3f %10.2f\n",
                            fmt::format("classify_all_cores ({} thr, wall)",
                                        all["threads"].get<unsigned>()),
                            all["wall_seconds"].get<double>(), all["mb_per_s"].get<double>());
  const ordered_json& r = j["ratios"];
  std::cout << fmt::sprintf(
      "  classifier/floor %.3f   classifier/regex %.4f   all cores/1 thread %.2f\n",
      r["classify_over_floor"].get<double>(), r["classify_over_regex"].get<double>(),
      r["all_cores_over_1_thread"].get<double>());
  std::cout << fmt::sprintf(
      "  labelled: classifier %d (opaque %d), regex %d; floor parse failures %d\n",
      j["classify_1_thread"]["labelled"].get<int>(), j["classify_1_thread"]["opaque"].get<int>(),
      j["regex"]["labelled"].get<int>(), j["floor"]["failed"].get<int>());
}

int Main(int argc, char** argv) {
  CLI::App app{"kotoba-compare: the classifier against its floor and the regex denylist"};
  std::vector<std::string> roots, excluded;
  std::string json_path, write_inputs;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  int repeat = 1;
  bool skip_big = false;
  size_t probe_bytes = size_t{1} << 20;
  int64_t parse_timeout_ms = 0;
  app.add_option("roots", roots, "directories or files to scan");
  app.add_option("--exclude-dir", excluded, "skip directories with this name (repeatable)");
  app.add_option("-j,--jobs", jobs, "threads for the all-cores run (default: all cores)")
      ->check(CLI::PositiveNumber);
  app.add_option("--repeat", repeat, "runs of each phase; per-file times are their median")
      ->check(CLI::Range(1, 100));
  app.add_option("--json", json_path, "also write the results here");
  app.add_flag("--skip-big", skip_big, "skip the peak-RSS probes of big generated inputs");
  app.add_option("--probe-bytes", probe_bytes, "size of those inputs (default 1 MiB)")
      ->check(CLI::Range(size_t{1}, size_t{1} << 20));
  app.add_option("--parse-timeout-ms", parse_timeout_ms,
                 "parse limit of the floor and the classifier (default: the classifier's); raise "
                 "it under valgrind, which would otherwise make big files time out")
      ->check(CLI::PositiveNumber);
  app.add_option("--write-inputs", write_inputs, "write the probes' inputs into this directory, exit");
  CLI11_PARSE(app, argc, argv);
  if (!write_inputs.empty()) return WriteInputs(write_inputs, probe_bytes);
  if (roots.empty()) {
    std::cerr << "kotoba-compare: give directories or files to scan (--help)\n";
    return 2;
  }

  ordered_json out;
  double load[3] = {0, 0, 0};
  getloadavg(load, 3);
  out["machine"] = {{"cores", std::thread::hardware_concurrency()},
                    {"loadavg_1_5_15", {load[0], load[1], load[2]}}};
  out["options"] = {{"roots", roots}, {"exclude_dir", excluded}, {"jobs", jobs},
                    {"repeat", repeat}};
  // Before anything is loaded, so each child starts as small as a fresh process.
  if (!skip_big) out["big_inputs"] = BigInputs(probe_bytes);

  Options options;
  if (parse_timeout_ms > 0) options.parse_timeout = std::chrono::milliseconds(parse_timeout_ms);
  absl::StatusOr<Classifier> classifier = Classifier::Create(options);
  absl::StatusOr<Denylist> denylist = Denylist::Create();
  if (!classifier.ok() || !denylist.ok()) {
    std::cerr << "kotoba-compare: "
              << (classifier.ok() ? denylist.status() : classifier.status()).message() << "\n";
    return 2;
  }
  Collected collected = Collect(roots, {excluded.begin(), excluded.end()},
                                classifier->options().max_input_bytes);
  ordered_json rss = {{"after_load", PeakRssKb()}};
  out["skipped"] = {{"too_large", collected.too_large}, {"unreadable", collected.unreadable}};
  if (collected.files.empty()) {
    std::cerr << "kotoba-compare: no .py, .sh or shebang script under the given roots\n";
    return 2;
  }
  // Warm the thread-local parsers so the first file does not pay for creating them.
  for (Language lang : {Language::kPython, Language::kShell}) {
    classifier->Classify("x", lang);
    (void)ParseAndWalk("x", lang);
  }
  for (Language lang : {Language::kPython, Language::kShell}) {
    std::vector<const SourceFile*> files;
    for (const SourceFile& f : collected.files) {
      if (f.language == lang) files.push_back(&f);
    }
    if (files.empty()) continue;
    std::string name(LanguageName(lang));
    out[name] = MeasureLanguage(*classifier, *denylist, files, repeat, jobs, name, rss);
    PrintLanguage(name, out[name]);
  }
  out["peak_rss_kb"] = rss;
  std::cout << fmt::sprintf("\npeak RSS %.1f MB (%.1f MB after loading the files)\n",
                               PeakRssKb() / 1024.0, rss["after_load"].get<long>() / 1024.0);
  if (out.contains("big_inputs")) {
    std::cout << fmt::format("\n{}-byte inputs, each classified in a fresh child process:\n",
                             probe_bytes);
    for (const ordered_json& p : out["big_inputs"]) {
      if (p.contains("error")) {
        std::cout << fmt::sprintf("  %-26s %s\n", p["name"].get<std::string>(),
                                     p["error"].get<std::string>());
        continue;
      }
      std::cout << fmt::sprintf("  %-26s %9.1f ms %8.1f MB peak RSS%s\n",
                                   p["name"].get<std::string>(), p["ms"].get<double>(),
                                   p["peak_rss_kb"].get<long>() / 1024.0,
                                   p["opaque"].get<bool>() ? "  (opaque)" : "");
    }
  }
  if (!json_path.empty()) {
    std::ofstream json(json_path);
    json << out.dump(2) << "\n";
    if (!json) {
      std::cerr << "kotoba-compare: cannot write " << json_path << "\n";
      return 2;
    }
  }
  return 0;
}

}  // namespace
}  // namespace kotoba::bench

int main(int argc, char** argv) { return kotoba::bench::Main(argc, argv); }
