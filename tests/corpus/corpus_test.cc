// Replays every corpus file (corpus/README.md) as its own test case.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/corpus.h"
#include "cli/input.h"
#include "gtest/gtest.h"
#include "kotoba/classifier.h"

namespace kotoba::cli {
namespace {

std::filesystem::path CorpusDir() {
  // ctest lists the cases (gtest_discover_tests) without the test environment, so the source
  // tree this binary was built from is the default: with ".", no case was ever listed.
  const char* root = std::getenv("KOTOBA_SOURCE_DIR");
  return std::filesystem::path(root != nullptr ? root : KOTOBA_SOURCE_ROOT) / "corpus";
}

std::vector<std::string> CorpusFiles() {
  absl::StatusOr<std::vector<std::string>> files = ListSourceFiles(CorpusDir().string());
  if (!files.ok()) return {};
  return *files;
}

// "rounds/02-aliasing/013-from-import.py" -> "rounds_02_aliasing_013_from_import_py"
std::string TestName(const std::string& path) {
  std::string rel = std::filesystem::relative(path, CorpusDir()).string();
  std::string out;
  for (char c : rel) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

class CorpusTest : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    auto c = Classifier::Create();
    ASSERT_TRUE(c.ok()) << c.status();
    classifier_ = new Classifier(*std::move(c));
  }
  static void TearDownTestSuite() {
    delete classifier_;
    classifier_ = nullptr;
  }
  static Classifier* classifier_;
};
Classifier* CorpusTest::classifier_ = nullptr;

TEST_P(CorpusTest, MatchesItsExpectedLabels) {
  const std::string& path = GetParam();
  absl::StatusOr<std::string> content = ReadSourceFile(path);
  ASSERT_TRUE(content.ok()) << content.status();
  absl::StatusOr<CorpusCase> c = ParseCorpusHeader(path, *content);
  ASSERT_TRUE(c.ok()) << c.status();
  Verdict v = classifier_->Classify(*content, c->language);
  CheckResult r = CheckVerdict(*c, v);
  if (r.outcome == Outcome::kKnownMiss) {
    GTEST_SKIP() << "known miss (# expect-miss): " << r.message;
  }
  EXPECT_EQ(r.outcome, Outcome::kPass) << path << ": " << r.message << "\n" << ToJson(v);
}

INSTANTIATE_TEST_SUITE_P(Corpus, CorpusTest, ::testing::ValuesIn(CorpusFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return TestName(info.param);
                         });

TEST(CorpusLayoutTest, HasEveryRoundAndBenignFiles) {
  ASSERT_FALSE(CorpusFiles().empty()) << "no corpus under " << CorpusDir();
  for (const char* dir : {"rounds/01-seed", "rounds/02-aliasing", "rounds/03-folding",
                          "rounds/04-shell", "benign"}) {
    EXPECT_TRUE(std::filesystem::is_directory(CorpusDir() / dir)) << dir;
  }
}

}  // namespace
}  // namespace kotoba::cli
