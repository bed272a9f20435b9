#include "constfold/literal.h"

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kotoba/options.h"
#include "tests/constfold/python_oracle.h"

namespace kotoba::constfold {
namespace {

using namespace std::string_literals;

std::optional<char32_t> Ord32(const std::string& text) {
  const auto cps = DecodeUtf8(text);
  if (!cps || cps->size() != 1) return std::nullopt;
  return (*cps)[0];
}

// A literal token as written in source, and its value (nullopt: a SyntaxError, or unknown).
struct LiteralCase {
  std::string_view token;
  std::optional<std::string> want;
};

const std::vector<LiteralCase>& LiteralCases() {
  static const auto* cases = new std::vector<LiteralCase>{
      {R"('abc')", "abc"},
      {R"("a\x41\101\u00e9\U0001F600")", "aAA\xC3\xA9\xF0\x9F\x98\x80"},
      {R"('\\ \' \" \a \b \f \n \r \t \v')", "\\ ' \" \a \b \f \n \r \t \v"},
      {R"('\0\00\000\0000')", "\0\0\0\0" "0"s},
      {R"('\777')", "\xC7\xBF"},
      {R"(b'\777')", "\xFF"},
      {R"('\q\d')", "\\q\\d"},
      {"'a\\\nb'", "ab"},
      {"'''a\r\nb'''", "a\nb"},
      {R"(r'\x41\n')", "\\x41\\n"},
      {R"(R'\'')", "\\'"},
      {R"(b'\x00\xff\u0041')", "\0\xFF\\u0041"s},
      {R"(rb'\x00')", "\\x00"},
      {R"(BR'\x00')", "\\x00"},
      {R"(u'\N{LATIN SMALL LETTER E}')", "e"},
      {R"('\N{latin capital letter x}\N{DIGIT SEVEN}\N{SOLIDUS}\N{LF}')", "X7/\n"},
      {R"('\N{REVERSE SOLIDUS}\N{low line}\N{NO-BREAK SPACE}')", "\\_\xC2\xA0"},
      {R"(b'\N{SPACE}')", "\\N{SPACE}"},
      {R"('\N{BLACK STAR}')", std::nullopt},  // a real name, but not in our table: unknown
      {R"('\N{NOT A NAME}')", std::nullopt},
      {R"('\N')", std::nullopt},
      {R"('\x4')", std::nullopt},
      {R"('\u12')", std::nullopt},
      {R"('\U00110000')", std::nullopt},
      {R"('\ud800')", std::nullopt},  // a lone surrogate: not representable
      {"b'\xC3\xA9'", std::nullopt},
      {"'\xC3\xA9'", "\xC3\xA9"},
      {R"("""it's""")", "it's"},
      {R"(f'{{x}}\x41')", "{x}A"},
      {R"(f'\N{DIGIT ONE}')", "1"},
      {R"(rf'{{\n}}')", "{\\n}"},
      {R"(f'{x}')", std::nullopt},
      {R"(f'}')", std::nullopt},
      {R"(ub'x')", std::nullopt},
      {R"(bf'x')", std::nullopt},
      {R"(rr'x')", std::nullopt},
  };
  return *cases;
}

class LiteralCaseTest : public ::testing::TestWithParam<size_t> {};

TEST_P(LiteralCaseTest, DecodesAsPythonDoes) {
  const LiteralCase& c = LiteralCases()[GetParam()];
  Budget budget{Options{}};
  const auto got = ParseStringLiteral(c.token, budget);
  EXPECT_EQ(got ? std::optional<std::string>(got->value) : std::nullopt, c.want) << c.token;
}

INSTANTIATE_TEST_SUITE_P(Cases, LiteralCaseTest,
                         ::testing::Range<size_t>(0, LiteralCases().size()));

// Every literal whose value we know is what Python evaluates it to; every SyntaxError of
// Python is nullopt here (nullopt for valid Python is allowed only where marked unknown).
TEST(LiteralCaseTest, ExpectationsAreWhatPythonSays) {
  std::vector<testing::OracleCase> oracle;
  for (const LiteralCase& c : LiteralCases()) oracle.push_back({"eval", {std::string(c.token)}});
  const auto python = testing::AskPython(
      "import ast\n"
      "def lit(src):\n"
      "    v = ast.literal_eval(src.decode())\n"
      "    return v\n"
      "OPS = {'eval': lambda a: lit(a[0])}\n",
      oracle);
  if (!python) GTEST_SKIP() << "python3 is not available: expectations not cross-checked";
  for (size_t i = 0; i < LiteralCases().size(); ++i) {
    const LiteralCase& c = LiteralCases()[i];
    if (c.token.find("BLACK STAR") != std::string_view::npos) continue;  // unknown to us
    if (c.token[0] == 'f' || c.token.substr(0, 2) == "rf") continue;  // not literal_eval's
    EXPECT_EQ(c.want, (*python)[i]) << c.token;
  }
}

TEST(LiteralTest, EveryNameInTheTableIsPythons) {
  std::vector<testing::OracleCase> oracle;
  std::vector<char32_t> ours;
  std::vector<std::string> names = {"SPACE", "SP", "NULL", "LINE FEED", "LF", "TAB", "ESC",
                                    "ZWSP", "BOM", "RLO", "NBSP", "TILDE", "COMMERCIAL AT"};
  for (char c = 'A'; c <= 'Z'; ++c) {
    names.push_back(absl::StrCat("LATIN SMALL LETTER ", std::string(1, c)));
    names.push_back(absl::StrCat("latin capital letter ", std::string(1, c)));
  }
  for (std::string_view d : {"ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN",
                             "EIGHT", "NINE"}) {
    names.push_back("DIGIT " + std::string(d));
  }
  for (char32_t cp = 0x20; cp < 0x7F; ++cp) {
    if (!std::isalnum(static_cast<int>(cp))) oracle.push_back({"name", {EncodeUtf8(cp)}});
  }
  // Names of the ASCII punctuation come from Python: each must resolve to its character.
  const auto punct = testing::AskPython(
      "import unicodedata\nOPS = {'name': lambda a: unicodedata.name(a[0].decode())}\n", oracle);
  if (!punct) GTEST_SKIP() << "python3 is not available";
  for (size_t i = 0; i < oracle.size(); ++i) {
    ASSERT_TRUE((*punct)[i].has_value());
    EXPECT_EQ(LookupCharacterName(*(*punct)[i]), Ord32(oracle[i].args[0])) << *(*punct)[i];
  }
  std::vector<testing::OracleCase> lookups;
  for (const std::string& n : names) lookups.push_back({"lookup", {n}});
  const auto python = testing::AskPython(
      "import unicodedata\nOPS = {'lookup': lambda a: unicodedata.lookup(a[0].decode())}\n",
      lookups);
  ASSERT_TRUE(python.has_value());
  for (size_t i = 0; i < names.size(); ++i) {
    const auto cp = LookupCharacterName(names[i]);
    ASSERT_TRUE(cp.has_value()) << names[i];
    EXPECT_EQ(EncodeUtf8(*cp), (*python)[i]) << names[i];
  }
}

TEST(Utf8Test, ValidityFollowsCPythonsDecoder) {
  EXPECT_TRUE(IsValidUtf8(""));
  EXPECT_TRUE(IsValidUtf8("a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80"));
  EXPECT_TRUE(IsValidUtf8("\xF4\x8F\xBF\xBF"));
  EXPECT_FALSE(IsValidUtf8("\xC0\xAF"));          // overlong
  EXPECT_FALSE(IsValidUtf8("\xED\xA0\x80"));      // surrogate
  EXPECT_FALSE(IsValidUtf8("\xF4\x90\x80\x80"));  // > U+10FFFF
  EXPECT_FALSE(IsValidUtf8("\xE2\x82"));          // truncated
  EXPECT_FALSE(IsValidUtf8("\x80"));
  EXPECT_EQ(EncodeUtf8(U'\u00e9'), "\xC3\xA9");
  EXPECT_EQ(EncodeUtf8(char32_t{0xD800}), "");
  EXPECT_EQ(DecodeUtf8Replace("a\xE2\x82" "b\xFF"), "a\xEF\xBF\xBD" "b\xEF\xBF\xBD");
}

TEST(NfkcIdentifierTest, NormalisesAsCPythonsTokenizer) {
  EXPECT_EQ(NfkcIdentifier("\xEF\xBD\x8F\xEF\xBD\x93"), "os");  // fullwidth ｏｓ
  EXPECT_EQ(NfkcIdentifier("\xF0\x9D\x90\x9E\xF0\x9D\x90\xAF\xF0\x9D\x90\x9A\xF0\x9D\x90\xA5"),
            "eval");  // mathematical bold 𝐞𝐯𝐚𝐥
  EXPECT_EQ(NfkcIdentifier("\xEF\xAC\x81le"), "file");  // ﬁ ligature
  EXPECT_EQ(NfkcIdentifier("system"), "system");
  EXPECT_EQ(NfkcIdentifier("\xC3\xA9t\xC3\xA9"), "\xC3\xA9t\xC3\xA9");
  EXPECT_FALSE(NfkcIdentifier("\xFF").has_value());
}

TEST(LiteralLimitTest, LongLiteralPaysForItsValue) {
  Options options;
  options.max_value_bytes = 64;
  Budget budget{options};
  EXPECT_FALSE(DecodeLiteral("", std::string(65, 'a'), budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kValueBytes);
  EXPECT_EQ(DecodeLiteral("", std::string(64, 'a'), budget), std::string(64, 'a'));
}

}  // namespace
}  // namespace kotoba::constfold
