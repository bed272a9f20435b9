#include "shellscan/fields.h"

#include <gtest/gtest.h>

#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan::internal {
namespace {

using shellscan::testing::Texts;

Word Expanded(std::string_view prefix, std::string_view value, std::string_view suffix = "") {
  Word w;
  w.Append(prefix, CharKind::kLiteral);
  w.Append(value, CharKind::kExpanded);
  w.Append(suffix, CharKind::kLiteral);
  return w;
}

struct Case {
  std::string_view ifs, prefix, value, suffix;
  std::vector<std::string> want;
};
class SplitTest : public ::testing::TestWithParam<Case> {};
TEST_P(SplitTest, SplitsLikeBash) {
  const Case& c = GetParam();
  EXPECT_EQ(Texts(SplitFields(Expanded(c.prefix, c.value, c.suffix), c.ifs)), c.want);
}
INSTANTIATE_TEST_SUITE_P(
    Table, SplitTest,
    ::testing::Values(
        // Positive: the value splits.
        Case{" \t\n", "", "rm -rf  x", "", {"rm", "-rf", "x"}},
        Case{" \t\n", "", "  a  ", "", {"a"}},
        Case{",", "", "a,b", "", {"a", "b"}},
        Case{",", "", "a,,b", "", {"a", "", "b"}},
        Case{",", "", ",b", "", {"", "b"}},
        Case{",", "", "b,", "", {"b"}},
        Case{", ", "", "a , b", "", {"a", "b"}},
        Case{" ", "x", " y", "", {"x", "y"}},
        Case{",", "", "b,", "c", {"b", "c"}},
        // Negative: nothing to split, or IFS empty.
        Case{"", "", "a b", "", {"a b"}},
        Case{" ", "", "", "", {}},
        Case{",", "", "a b", "", {"a b"}}));

TEST(SplitTest, QuotedTextNeverSplits) {
  Word w;
  w.Append("a b", CharKind::kQuoted);
  EXPECT_EQ(Texts(SplitFields(w, " ")), std::vector<std::string>{"a b"});
}

TEST(SplitTest, QuotedEmptyIsAField) {
  Word w;
  w.MarkQuoted();
  EXPECT_EQ(Texts(SplitFields(w, " ")), std::vector<std::string>{""});
  EXPECT_TRUE(SplitFields(Word(), " ").empty());
}

TEST(SplitTest, UnknownUnquotedValueMaySplit) {
  Word w;
  w.Append("$x", CharKind::kUnknownSplit);
  std::vector<Field> f = SplitFields(w, " ");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_FALSE(f[0].known);
  EXPECT_TRUE(f[0].may_split);
}

TEST(SplitTest, UnquotedGlobCharactersMarkAGlob) {
  std::vector<Field> f = SplitFields(shellscan::testing::Literal("/?\?\?/r?"), " ");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_TRUE(f[0].glob);
  EXPECT_EQ(f[0].pattern, "/?\?\?/r?");
  Word quoted;
  quoted.Append("*", CharKind::kQuoted);
  EXPECT_FALSE(SplitFields(quoted, " ")[0].glob);
}

}  // namespace
}  // namespace kotoba::shellscan::internal
