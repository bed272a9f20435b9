#include "shellscan/producers.h"

#include <gtest/gtest.h>

namespace kotoba::shellscan::internal {
namespace {

std::string Echo(std::vector<std::string> args) { return EchoOutput(args); }
std::optional<std::string> Printf(std::vector<std::string> args) { return PrintfOutput(args); }

TEST(EchoTest, PrintsLikeBashsBuiltin) {
  EXPECT_EQ(Echo({"rm"}), "rm\n");
  EXPECT_EQ(Echo({"-n", "r", "m"}), "r m");
  EXPECT_EQ(Echo({"-e", R"(\x72m)"}), "rm\n");
  EXPECT_EQ(Echo({R"(\x72m)"}), "\\x72m\n");       // no -e: no escapes
  EXPECT_EQ(Echo({"-x", "rm"}), "-x rm\n");         // not an option: printed
  EXPECT_EQ(Echo({"-e", R"(r\cm)", "x"}), "r");     // \c stops output
}

TEST(PrintfTest, FormatsLikeBashsBuiltin) {
  EXPECT_EQ(Printf({R"(\x72m)"}), "rm");
  EXPECT_EQ(Printf({"%s%s", "r", "m"}), "rm");
  EXPECT_EQ(Printf({"%s\n", "a", "b"}), "a\nb\n");  // format reused
  EXPECT_EQ(Printf({"%b", R"(\x72m)"}), "rm");
  EXPECT_EQ(Printf({"%c%c", "rx", "mx"}), "rm");
  EXPECT_EQ(Printf({"%03d|%x", "7", "255"}), "007|ff");
  EXPECT_EQ(Printf({"%5s", "rm"}), "   rm");
  EXPECT_EQ(Printf({"x"}), "x");
}

std::optional<std::string> Filter(std::vector<std::string> argv, std::string_view input) {
  return FilterOutput(argv, input);
}

TEST(FilterTest, DecodesAndReversesLikeCoreutils) {
  EXPECT_EQ(Filter({"base64", "-d"}, "cm0gLXJmIHgK\n"), "rm -rf x\n");
  EXPECT_EQ(Filter({"base64", "--decode", "-w", "0"}, "cm0g\nLXJm\nIHgK"), "rm -rf x\n");
  EXPECT_EQ(Filter({"rev"}, "x fr- mr\nsl\n"), "rm -rf x\nls\n");
  EXPECT_EQ(Filter({"cat"}, "id"), "id");
}

TEST(FilterTest, AnythingElseIsUnknown) {
  EXPECT_EQ(Filter({"base64"}, "rm"), std::nullopt);            // encodes: not code anyone pipes on
  EXPECT_EQ(Filter({"base64", "-d"}, "not base64!"), std::nullopt);
  EXPECT_EQ(Filter({"base64", "-d", "file"}, "cm0="), std::nullopt);  // reads the file instead
  EXPECT_EQ(Filter({"rev", "file"}, "x"), std::nullopt);
  EXPECT_EQ(Filter({"rev"}, "\xc3\xa9"), std::nullopt);        // multibyte: rev reverses characters
  EXPECT_EQ(Filter({"cat", "-n"}, "x"), std::nullopt);
  EXPECT_EQ(Filter({"tac"}, "x"), std::nullopt);
}

TEST(PrintfTest, UnmodelledDirectivesAreUnknown) {
  EXPECT_EQ(Printf({"%q", "a"}), std::nullopt);
  EXPECT_EQ(Printf({"%f", "1"}), std::nullopt);
  EXPECT_EQ(Printf({}), std::nullopt);
}

}  // namespace
}  // namespace kotoba::shellscan::internal
