#include "shellscan/escapes.h"

#include <gtest/gtest.h>

namespace kotoba::shellscan::internal {
namespace {

struct Case {
  std::string_view body;
  EscapeDialect dialect;
  std::string want;
  bool stopped = false;
};

class EscapesTest : public ::testing::TestWithParam<Case> {};

TEST_P(EscapesTest, DecodesLikeBash) {
  const Case& c = GetParam();
  Decoded d = DecodeEscapes(c.body, c.dialect);
  EXPECT_EQ(d.text, c.want) << c.body;
  EXPECT_EQ(d.stopped, c.stopped) << c.body;
}

constexpr auto kA = EscapeDialect::kAnsiC;
constexpr auto kE = EscapeDialect::kEcho;
constexpr auto kP = EscapeDialect::kPrintfFormat;

INSTANTIATE_TEST_SUITE_P(
    Table, EscapesTest,
    ::testing::Values(
        // Positive: sequences that decode.
        Case{.body = R"(\x72\x6d)", .dialect = kA, .want = "rm"},
        Case{.body = R"(\x726)", .dialect = kA, .want = "r6"},        // at most two hex digits
        Case{.body = R"(\162\155)", .dialect = kA, .want = "rm"},     // octal
        Case{.body = R"(\1624)", .dialect = kA, .want = "r4"},        // at most three octal
        Case{.body = R"(\u0072m)", .dialect = kA, .want = "rm"},
        Case{.body = R"(\U00000072m)", .dialect = kA, .want = "rm"},
        Case{.body = R"(\u00e9)", .dialect = kA, .want = "\xc3\xa9"},
        Case{.body = R"(\cA\c?)", .dialect = kA, .want = "\x01\x7f"},
        Case{.body = R"(\e\E\n\t\\\'\")", .dialect = kA, .want = "\x1b\x1b\n\t\\'\""},
        Case{.body = R"(a\0b)", .dialect = kA, .want = "a"},          // NUL ends a bash string
        Case{.body = R"(\0162m)", .dialect = kE, .want = "rm"},       // echo: \0NNN
        Case{.body = R"(r\cm)", .dialect = kE, .want = "r", .stopped = true},
        Case{.body = R"(\162m)", .dialect = kP, .want = "rm"},
        // Negative: text that stays as written.
        Case{.body = R"(\xZZ)", .dialect = kA, .want = R"(\xZZ)"},
        Case{.body = R"(\q)", .dialect = kA, .want = R"(\q)"},
        Case{.body = R"(\uZ)", .dialect = kA, .want = R"(\uZ)"},
        Case{.body = R"(\162)", .dialect = kE, .want = R"(\162)"},   // echo: \1 is not octal
        Case{.body = R"(\')", .dialect = kE, .want = R"(\')"},
        Case{.body = "rm", .dialect = kA, .want = "rm"}));

}  // namespace
}  // namespace kotoba::shellscan::internal
