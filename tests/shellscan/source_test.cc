#include "shellscan/source.h"

#include <gtest/gtest.h>

namespace kotoba::shellscan::internal {
namespace {

struct Case {
  std::string_view in;
  std::string_view want;
};
class JoinTest : public ::testing::TestWithParam<Case> {};
TEST_P(JoinTest, JoinsOnlyWhereBashDoes) { EXPECT_EQ(Source(GetParam().in).text(), GetParam().want); }
INSTANTIATE_TEST_SUITE_P(
    Table, JoinTest,
    ::testing::Values(
        // Positive: bash removes these backslash-newlines.
        Case{"r\\\nm -rf x", "rm -rf x"}, Case{"echo \"a\\\nb\"", "echo \"ab\""},
        Case{"echo $(r\\\nm)", "echo $(rm)"}, Case{"cat <<E\na\\\nb\nE\n", "cat <<E\nab\nE\n"},
        // Negative: literal in single quotes, $'..', comments and quoted heredocs.
        Case{"echo 'a\\\nb'", "echo 'a\\\nb'"}, Case{"echo $'a\\\nb'", "echo $'a\\\nb'"},
        Case{"# c \\\nrm x", "# c \\\nrm x"}, Case{"cat <<'E'\na\\\nb\nE\n", "cat <<'E'\na\\\nb\nE\n"},
        Case{"echo a\\\\\nls", "echo a\\\\\nls"}));

TEST(SourceTest, PositionsMapBackToTheOriginal) {
  Source s("ls\nr\\\nm -rf x");
  // "rm" starts at offset 3 of the joined text: line 2, column 1 of the original.
  EXPECT_EQ(s.At(3).line, 2);
  EXPECT_EQ(s.At(3).column, 1);
  // "-rf" (joined offset 6) is on line 3, column 3.
  EXPECT_EQ(s.At(6).line, 3);
  EXPECT_EQ(s.At(6).column, 3);
}

TEST(SourceTest, MasksAWordInitialBraceForTheParser) {
  Source s("{rm,-rf,x}; { ls; }");
  EXPECT_EQ(s.text(), "{rm,-rf,x}; { ls; }");
  EXPECT_EQ(s.parse_text(), "_rm,-rf,x}; { ls; }");
}

}  // namespace
}  // namespace kotoba::shellscan::internal
