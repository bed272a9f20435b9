#include "shellscan/quote.h"

#include <gtest/gtest.h>

namespace kotoba::shellscan::internal {
namespace {

TEST(QuoteTest, BackslashQuotesTheNextCharacterWhenUnquoted) {
  Word w;
  AppendUnquoted(R"(r\m\ x)", w);
  EXPECT_EQ(w.text, "rm x");
  EXPECT_EQ(w.kinds[0], CharKind::kLiteral);
  EXPECT_EQ(w.kinds[1], CharKind::kQuoted);
  EXPECT_EQ(w.kinds[2], CharKind::kQuoted);
}

TEST(QuoteTest, BackslashNewlineDisappears) {
  Word w;
  AppendUnquoted("r\\\nm", w);
  EXPECT_EQ(w.text, "rm");
}

struct DqCase {
  std::string_view raw;
  std::string_view want;
};
class DoubleQuotedTest : public ::testing::TestWithParam<DqCase> {};
TEST_P(DoubleQuotedTest, KeepsOnlyBashsEscapes) {
  Word w;
  AppendDoubleQuoted(GetParam().raw, w);
  EXPECT_EQ(w.text, GetParam().want);
}
INSTANTIATE_TEST_SUITE_P(Table, DoubleQuotedTest,
                         ::testing::Values(DqCase{R"(a\$b)", "a$b"}, DqCase{R"(a\"b)", "a\"b"},
                                           DqCase{R"(a\\b)", R"(a\b)"}, DqCase{R"(a\`b)", "a`b"},
                                           DqCase{"a\\\nb", "ab"},
                                           // Negative: other backslashes stay.
                                           DqCase{R"(a\b)", R"(a\b)"}, DqCase{R"(\n)", R"(\n)"}));

TEST(ShellQuoteTest, QuotesOnlyWhatNeedsIt) {
  EXPECT_EQ(ShellQuote("rm"), "rm");
  EXPECT_EQ(ShellQuote("-rf"), "-rf");
  EXPECT_EQ(ShellQuote("a b"), "'a b'");
  EXPECT_EQ(ShellQuote("it's"), R"('it'\''s')");
  EXPECT_EQ(ShellQuote(""), "''");
  EXPECT_EQ(ShellQuote("a\nb"), R"($'a\nb')");
}

}  // namespace
}  // namespace kotoba::shellscan::internal
