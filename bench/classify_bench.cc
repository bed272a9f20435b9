// Google Benchmark suites: the classifier against its floor (bare tree-sitter parse + full walk)
// and the regex baseline, on the same generated inputs in the same run.
//
//   kotoba-bench                                   everything (~2 minutes on 2 cores)
//   kotoba-bench --benchmark_filter='^python/'     one family
//
// Names are LANGUAGE/WHAT/BYTES for realistic snippets and shape/NAME/WHAT/BYTES for adversarial
// ones, so bytes_per_second of classify vs floor at one size is the analysis overhead, and
// time per byte across sizes of one shape shows whether the cost is linear.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/denylist.h"
#include "bench/floor.h"
#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "fmt/format.h"
#include "kotoba/classifier.h"

namespace kotoba::bench {
namespace {

// The snippet sizes, then the largest input the default options analyse.
constexpr size_t kSnippetSizes[] = {200, 2'000, 20'000, 200'000, size_t{1} << 20};
// Adversarial shapes from 1 KiB to 1 MiB, x8 apart.
constexpr size_t kShapeSizes[] = {size_t{1} << 10, size_t{1} << 13, size_t{1} << 16,
                                  size_t{1} << 20};
constexpr int kPercentileSnippets = 200;

const Classifier& TheClassifier() {
  static const Classifier* classifier = [] {
    absl::StatusOr<Classifier> c = Classifier::Create();
    if (!c.ok()) {
      std::fprintf(stderr, "kotoba-bench: %s\n", std::string(c.status().message()).c_str());
      std::exit(2);
    }
    return new Classifier(*std::move(c));
  }();
  return *classifier;
}

const Denylist& TheDenylist() {
  static const Denylist* denylist = [] {
    absl::StatusOr<Denylist> d = Denylist::Create();
    if (!d.ok()) {
      std::fprintf(stderr, "kotoba-bench: %s\n", std::string(d.status().message()).c_str());
      std::exit(2);
    }
    return new Denylist(*std::move(d));
  }();
  return *denylist;
}

void Classify(benchmark::State& state, const std::string& input, Language language) {
  Verdict v;
  for (auto _ : state) {
    v = TheClassifier().Classify(input, language);
    benchmark::DoNotOptimize(v);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * input.size()));
  // Shows when a size made the engine give up (a limit) instead of analysing.
  state.counters["opaque"] = v.labels.Has(Label::kOpaque);
}

void Floor(benchmark::State& state, const std::string& input, Language language) {
  for (auto _ : state) {
    absl::StatusOr<uint64_t> nodes = ParseAndWalk(input, language);
    if (!nodes.ok()) {
      state.SkipWithError(std::string(nodes.status().message()).c_str());
      break;
    }
    benchmark::DoNotOptimize(*nodes);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * input.size()));
}

void Regex(benchmark::State& state, const std::string& input) {
  for (auto _ : state) benchmark::DoNotOptimize(TheDenylist().Match(input));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * input.size()));
}

// Per-call latency over many different 2 KB snippets: Google Benchmark reports means, the
// target is a p99, so each call is timed and the percentiles become counters.
template <typename Fn>
void Percentiles(benchmark::State& state, Fn fn) {
  std::vector<std::string> snippets;
  for (int seed = 1; seed <= kPercentileSnippets; ++seed) {
    snippets.push_back(PythonSnippet(2'000, static_cast<uint32_t>(seed)));
  }
  std::vector<double> us;
  size_t i = 0;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    fn(snippets[i++ % snippets.size()]);
    us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::sort(us.begin(), us.end());
  auto at = [&](double q) { return us[std::min(us.size() - 1, static_cast<size_t>(q * us.size()))]; };
  state.counters["p50_us"] = at(0.50);
  state.counters["p99_us"] = at(0.99);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * 2'000));
}

void RegisterAll() {
  for (Language lang : {Language::kPython, Language::kShell}) {
    std::string name(LanguageName(lang));
    for (size_t size : kSnippetSizes) {
      std::string input = lang == Language::kPython ? PythonSnippet(size) : ShellScript(size);
      benchmark::RegisterBenchmark(fmt::format("{}/classify/{}", name, size).c_str(),
                                   [=](benchmark::State& s) { Classify(s, input, lang); });
      benchmark::RegisterBenchmark(fmt::format("{}/floor/{}", name, size).c_str(),
                                   [=](benchmark::State& s) { Floor(s, input, lang); });
      benchmark::RegisterBenchmark(fmt::format("{}/regex/{}", name, size).c_str(),
                                   [=](benchmark::State& s) { Regex(s, input); });
    }
  }
  benchmark::RegisterBenchmark("python/classify_latency/2000", [](benchmark::State& s) {
    Percentiles(s, [](const std::string& in) {
      benchmark::DoNotOptimize(TheClassifier().Classify(in, Language::kPython));
    });
  });
  benchmark::RegisterBenchmark("python/floor_latency/2000", [](benchmark::State& s) {
    Percentiles(s, [](const std::string& in) {
      benchmark::DoNotOptimize(ParseAndWalk(in, Language::kPython));
    });
  });
  for (const ShapeInfo& shape : AllShapes()) {
    for (size_t size : kShapeSizes) {
      std::string input = Adversarial(shape.shape, size);
      Language lang = shape.language;
      benchmark::RegisterBenchmark(fmt::format("shape/{}/classify/{}", shape.name, size).c_str(),
                                   [=](benchmark::State& s) { Classify(s, input, lang); });
      benchmark::RegisterBenchmark(fmt::format("shape/{}/floor/{}", shape.name, size).c_str(),
                                   [=](benchmark::State& s) { Floor(s, input, lang); });
    }
  }
}

}  // namespace
}  // namespace kotoba::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  kotoba::bench::RegisterAll();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
