#include "shellscan/brace.h"

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan::internal {
namespace {

using shellscan::testing::Literal;

std::string Expand(const Word& w, size_t max = 4096) {
  size_t bytes_left = SIZE_MAX;
  absl::StatusOr<std::vector<Word>> r = ExpandBraces(w, max, &bytes_left);
  if (!r.ok()) return "<exhausted>";
  std::vector<std::string> out;
  for (const Word& x : *r) out.push_back(x.text);
  return absl::StrJoin(out, " ");
}

struct Case {
  std::string_view word;
  std::string_view want;
};
class BraceTest : public ::testing::TestWithParam<Case> {};
TEST_P(BraceTest, ExpandsLikeBash) { EXPECT_EQ(Expand(Literal(GetParam().word)), GetParam().want); }

INSTANTIATE_TEST_SUITE_P(
    Table, BraceTest,
    ::testing::Values(
        // Positive.
        Case{"{rm,-rf,x}", "rm -rf x"}, Case{"a{b,c}d", "abd acd"},
        Case{"a{b,c{d,e}f}g", "abg acdfg acefg"}, Case{"{a..e}", "a b c d e"},
        Case{"{1..10..3}", "1 4 7 10"}, Case{"{01..3}", "01 02 03"}, Case{"{3..1}", "3 2 1"},
        Case{"{-01..2}", "-01 000 001 002"}, Case{"{z..v..2}", "z x v"}, Case{"x{,y}", "x xy"},
        Case{"{{a,b}}", "{a} {b}"}, Case{"{a}{b,c}", "{a}b {a}c"}, Case{"{1..3{a,b}}", "1..3a 1..3b"},
        Case{"{a,b}{", "a{ b{"}, Case{"{1..2}{a,b}", "1a 1b 2a 2b"}, Case{"{1..3..0}", "1 2 3"},
        // Negative: not a brace expansion, stays literal.
        Case{"{}", "{}"}, Case{"{a}", "{a}"}, Case{"{a,b", "{a,b"}, Case{"{a..9}", "{a..9}"},
        Case{"{1...3}", "{1...3}"}, Case{"{1..99999999999999999999}", "{1..99999999999999999999}"},
        Case{"rm", "rm"}));

TEST(BraceTest, QuotedBracesAreInert) {
  Word w;
  w.Append("{a,b}", CharKind::kQuoted);
  EXPECT_EQ(Expand(w), "{a,b}");
  Word mixed = Literal("{a");
  mixed.Append(",", CharKind::kQuoted);
  mixed.Append("b}", CharKind::kLiteral);
  EXPECT_EQ(Expand(mixed), "{a,b}");
}

TEST(BraceTest, ExpansionResultsAreInert) {
  Word w = Literal("{");
  w.Append("a,b", CharKind::kExpanded);
  w.Append(",c}", CharKind::kLiteral);
  EXPECT_EQ(Expand(w), "a,b c");
}

TEST(BraceTest, BombIsExhaustedNotExpanded) {
  std::string bomb;
  for (int i = 0; i < 40; ++i) bomb += "{a,b}";
  EXPECT_EQ(Expand(Literal(bomb)), "<exhausted>");
  EXPECT_EQ(Expand(Literal("{1..100000000}")), "<exhausted>");
  EXPECT_EQ(Expand(Literal("{a,b}{a,b}{a,b}"), 8), "aaa aab aba abb baa bab bba bbb");
  EXPECT_EQ(Expand(Literal("{a,b}{a,b}{a,b}"), 7), "<exhausted>");
}

TEST(BraceTest, DeepNestingIsExhausted) {
  std::string deep;
  for (int i = 0; i < 100; ++i) deep += "{a,";
  deep += "b";
  for (int i = 0; i < 100; ++i) deep += "}";
  EXPECT_EQ(Expand(Literal(deep)), "<exhausted>");
}

TEST(BraceTest, UnmatchedOpenBracesAreBounded) {
  EXPECT_EQ(Expand(Literal(std::string(100, '{'))), std::string(100, '{'));
  // Rescanning from every `{` would be quadratic: past the scan budget the word is opaque.
  EXPECT_EQ(Expand(Literal(std::string(200000, '{'))), "<exhausted>");
}

TEST(BraceTest, BuildingWordsIsPaidFor) {
  size_t bytes_left = 1000;
  ASSERT_TRUE(ExpandBraces(Literal("x{a,b}y"), 4096, &bytes_left).ok());
  EXPECT_GE(1000 - bytes_left, std::string("xay" "xby").size());
  // Negative: a word without braces is returned as it is, for nothing.
  bytes_left = 1000;
  ASSERT_TRUE(ExpandBraces(Literal("x,y"), 4096, &bytes_left).ok());
  EXPECT_EQ(bytes_left, 1000u);
}

TEST(BraceTest, IntermediateProductsExhaustTheBudget) {
  // 4096 words of ~1 KB each: within max_words, but 4 MB built (and as much again copying the
  // products of the groups before the last) cannot fit in 1 MB.
  std::string word;
  for (int i = 0; i < 12; ++i) word += "{a,b}";
  word += std::string(1000, 'z');
  size_t bytes_left = size_t{1} << 20;
  EXPECT_FALSE(ExpandBraces(Literal(word), 4096, &bytes_left).ok());
  EXPECT_EQ(bytes_left, 0u);
  bytes_left = size_t{16} << 20;
  EXPECT_TRUE(ExpandBraces(Literal(word), 4096, &bytes_left).ok());
}

}  // namespace
}  // namespace kotoba::shellscan::internal
