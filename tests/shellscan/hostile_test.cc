// Hostile inputs end bounded and fail closed: opaque, never a crash, a hang or a silent pass.
#include <gtest/gtest.h>

#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan {
namespace {

using testing::HasRule;
using testing::LabelsOf;
using testing::ScanText;

TEST(HostileTest, BraceBombIsOpaque) {
  std::string bomb = "echo ";
  for (int i = 0; i < 40; ++i) bomb += "{a,b}";
  ScanResult r = ScanText(bomb);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-001"));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, TenThousandNestedShellsHitTheNestingLimit) {
  std::string script;
  for (int i = 0; i < 10000; ++i) script += "bash <<'E" + std::to_string(i) + "'\n";
  script += "rm -rf x\n";
  for (int i = 9999; i >= 0; --i) script += "E" + std::to_string(i) + "\n";
  ScanResult r = ScanText(script);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-002"));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, TenThousandNestedEvalsHitTheNestingLimit) {
  // Each level's code is a variable, so the text stays small while the nesting is 10k deep.
  std::string script = "a0='rm -rf x'\n";
  for (int i = 1; i < 10000; ++i) {
    script += "a" + std::to_string(i) + "='eval \"$a" + std::to_string(i - 1) + "\"'\n";
  }
  script += "eval \"$a9999\"\n";
  ScanResult r = ScanText(script);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-002"));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, QuotedNestingPastTheInputLimitIsOpaque) {
  std::string code = "rm -rf x";
  for (int i = 0; i < 14; ++i) {
    std::string quoted;
    for (char c : code) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    code = "bash -c '" + quoted + "'";
  }
  ScanResult r = ScanText(code);
  EXPECT_TRUE(LabelsOf(r).Has(Label::kOpaque));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, HundredThousandNestedSubshellsHitTheSyntaxLimit) {
  std::string script = std::string(100000, '(') + "rm x" + std::string(100000, ')');
  ScanResult r = ScanText(script);
  EXPECT_TRUE(LabelsOf(r).Has(Label::kOpaque));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, DeepCommandSubstitutionsHitALimit) {
  std::string script = "echo ";
  for (int i = 0; i < 5000; ++i) script += "$(echo ";
  script += "x";
  script += std::string(5000, ')');
  ScanResult r = ScanText(script);
  EXPECT_TRUE(LabelsOf(r).Has(Label::kOpaque));
}

TEST(HostileTest, EmptyInputIsReadOnly) {
  ScanResult r = ScanText("");
  EXPECT_TRUE(r.findings.empty());
  EXPECT_TRUE(r.read_only);
}

TEST(HostileTest, NulBytesFailClosed) {
  ScanResult r = ScanText(std::string("ls\0rm -rf x", 11));
  EXPECT_FALSE(r.read_only);
}

TEST(HostileTest, InputOverTheSizeLimitIsNotAnalysed) {
  Options options;
  options.max_input_bytes = 100;
  ScanResult r = ScanText(std::string(200, 'a'), options);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-005"));
}

TEST(HostileTest, ParseTimeoutIsOpaque) {
  Options options;
  options.parse_timeout = std::chrono::microseconds(0);
  std::string big;
  for (int i = 0; i < 20000; ++i) big += "echo a b c | grep d && ls\n";
  ScanResult r = ScanText(big, options);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-005"));
}

TEST(HostileTest, SyntaxDepthIsAnOption) {
  Options options;
  options.max_syntax_depth = 5;
  ScanResult r = ScanText("( ( ( ( ( ( ls ) ) ) ) ) )", options);
  EXPECT_TRUE(HasRule(r, "SH-LIMIT-003"));
}

TEST(HostileTest, ManyStatementsStayLinear) {
  std::string script;
  for (int i = 0; i < 20000; ++i) script += "x" + std::to_string(i % 50) + "=v; ( ls ) | cat\n";
  ScanResult r = ScanText(script);
  EXPECT_TRUE(r.read_only);
  EXPECT_EQ(r.commands.size(), 40000u);
}

}  // namespace
}  // namespace kotoba::shellscan
