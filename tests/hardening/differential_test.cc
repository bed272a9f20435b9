// The differential property (issue 8): every corpus file gets the same verdict through each
// entry point (the CLI given the file, the CLI reading stdin, the C++ API, the C ABI) and from
// several threads at once. Verdicts are compared as JSON without `elapsed_us` (and the CLI's
// `path`), or with Verdict::SameAs.
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "cli/corpus.h"
#include "cli/input.h"
#include "gtest/gtest.h"
#include "kotoba/classifier.h"
#include "kotoba/kotoba.h"
#include "nlohmann/json.hpp"
#include "tests/hardening/hardening_util.h"

namespace kotoba::hardening {
namespace {

using nlohmann::json;

struct CorpusFile {
  std::string path;
  std::string content;
  Language language;
};

std::vector<CorpusFile> LoadCorpus() {
  std::vector<CorpusFile> out;
  absl::StatusOr<std::vector<std::string>> files =
      cli::ListSourceFiles((SourceDir() / "corpus").string());
  if (!files.ok()) return out;
  for (const std::string& path : *files) {
    absl::StatusOr<std::string> content = cli::ReadSourceFile(path);
    if (!content.ok()) continue;
    out.push_back({path, *std::move(content), *cli::LanguageForPath(path)});
  }
  return out;
}

// The verdict JSON without the fields that may differ between runs or entry points.
json Comparable(std::string_view text) {
  json j = json::parse(text);
  j.erase("elapsed_us");
  j.erase("path");
  return j;
}

// Where CMake built kotoba-classify (tests/hardening/CMakeLists.txt defines it).
std::filesystem::path CliBinary() { return KOTOBA_CLI_BINARY; }

// Runs `command` in a shell, returns its stdout (the exit code is 0 or 1: labelled or not).
std::string RunCommand(const std::string& command) {
  std::string out;
  std::FILE* p = popen(command.c_str(), "r");
  if (p == nullptr) return out;
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  int status = pclose(p);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) <= 1) << command << ": " << status;
  return out;
}

std::string Quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string LangFlag(Language l) { return l == Language::kPython ? "python" : "shell"; }

class DifferentialTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { corpus_ = new std::vector<CorpusFile>(LoadCorpus()); }
  static void TearDownTestSuite() { delete corpus_; }
  void SetUp() override { ASSERT_GT(corpus_->size(), 100u) << "corpus not found"; }
  static std::vector<CorpusFile>* corpus_;
};
std::vector<CorpusFile>* DifferentialTest::corpus_ = nullptr;

TEST_F(DifferentialTest, CApiMatchesCppApi) {
  Classifier cpp = MakeClassifier();
  kotoba_classifier* c = nullptr;
  ASSERT_EQ(kotoba_classifier_new(nullptr, &c), KOTOBA_OK);
  for (const CorpusFile& f : *corpus_) {
    Verdict v = cpp.Classify(f.content, f.language);
    kotoba_verdict* cv = nullptr;
    ASSERT_EQ(kotoba_classify(c, f.content.data(), f.content.size(),
                              f.language == Language::kPython ? KOTOBA_LANG_PYTHON
                                                              : KOTOBA_LANG_SHELL,
                              &cv),
              KOTOBA_OK);
    EXPECT_EQ(Comparable(kotoba_verdict_json(cv)), Comparable(ToJson(v))) << f.path;
    EXPECT_EQ(kotoba_verdict_labels(cv), v.labels.bits()) << f.path;
    EXPECT_EQ(kotoba_verdict_ask(cv) == 1, v.decision == Decision::kAsk) << f.path;
    EXPECT_EQ(kotoba_verdict_read_only(cv) == 1, v.read_only) << f.path;
    kotoba_verdict_free(cv);
  }
  kotoba_classifier_free(c);
}

TEST_F(DifferentialTest, CliGivenFilesMatchesCppApi) {
  Classifier cpp = MakeClassifier();
  // One process for all files (one JSON line each, in order) keeps the test fast.
  std::string command = Quote(CliBinary().string()) + " --format json --jobs 2";
  for (const CorpusFile& f : *corpus_) command += " " + Quote(f.path);
  std::string out = RunCommand(command);
  std::vector<std::string> lines;
  for (size_t start = 0, nl; start < out.size(); start = nl + 1) {
    nl = out.find('\n', start);
    if (nl == std::string::npos) nl = out.size();
    if (nl > start) lines.push_back(out.substr(start, nl - start));
  }
  ASSERT_EQ(lines.size(), corpus_->size());
  for (size_t i = 0; i < lines.size(); ++i) {
    const CorpusFile& f = (*corpus_)[i];
    json j = json::parse(lines[i]);
    EXPECT_EQ(j["path"], f.path);
    EXPECT_EQ(Comparable(lines[i]), Comparable(ToJson(cpp.Classify(f.content, f.language))))
        << f.path;
  }
}

TEST_F(DifferentialTest, CliReadingStdinMatchesCppApi) {
  Classifier cpp = MakeClassifier();
  // One process per file (stdin holds one input), two at a time.
  std::vector<std::string> outs(corpus_->size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < corpus_->size(); i = next++) {
      const CorpusFile& f = (*corpus_)[i];
      outs[i] = RunCommand(Quote(CliBinary().string()) + " --format json --lang " +
                    LangFlag(f.language) + " - < " + Quote(f.path));
    }
  };
  std::thread helper(work);
  work();
  helper.join();
  for (size_t i = 0; i < outs.size(); ++i) {
    const CorpusFile& f = (*corpus_)[i];
    ASSERT_FALSE(outs[i].empty()) << f.path;
    EXPECT_EQ(Comparable(outs[i]), Comparable(ToJson(cpp.Classify(f.content, f.language))))
        << f.path;
  }
}

TEST_F(DifferentialTest, ThreadsAgreeWithOneThread) {
  Classifier cpp = MakeClassifier();
  std::vector<Verdict> expected;
  for (const CorpusFile& f : *corpus_) expected.push_back(cpp.Classify(f.content, f.language));
  constexpr int kThreads = 4;
  std::vector<std::vector<Verdict>> got(kThreads);
  std::vector<std::thread> pool;
  for (int t = 0; t < kThreads; ++t) {
    pool.emplace_back([&, t] {
      // Each thread starts at a different file so different inputs run at the same moment.
      size_t n = corpus_->size();
      got[t].resize(n);
      for (size_t k = 0; k < n; ++k) {
        size_t i = (k + t * n / kThreads) % n;
        got[t][i] = cpp.Classify((*corpus_)[i].content, (*corpus_)[i].language);
      }
    });
  }
  for (std::thread& t : pool) t.join();
  for (int t = 0; t < kThreads; ++t) {
    for (size_t i = 0; i < expected.size(); ++i) {
      EXPECT_TRUE(got[t][i].SameAs(expected[i]))
          << (*corpus_)[i].path << " thread " << t << "\n"
          << ToJson(got[t][i]) << "\n" << ToJson(expected[i]);
    }
  }
}

}  // namespace
}  // namespace kotoba::hardening
