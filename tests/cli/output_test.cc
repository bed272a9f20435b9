#include "cli/output.h"

#include <algorithm>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kotoba/verdict.h"

namespace kotoba::cli {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

size_t LongestLine(const std::string& text) {
  size_t longest = 0, start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    longest = std::max(longest, end - start);
    start = end + 1;
  }
  return longest;
}

TEST(FormatTextTest, LongCommandLinesAreElided) {
  // `echo {a,b}{a,b}...` runs one command of 4096 words: the text output shows its start. Byte
  // 300 of the line is the second byte of the third é.
  Verdict v;
  ShellCommand c;
  c.argv.push_back("echo");
  for (int i = 0; i < 4096; ++i) c.argv.push_back(std::string(96, 'x') + "\xc3\xa9");
  v.commands.push_back(c);
  std::string text = FormatText("t.sh", v, false);
  EXPECT_LT(LongestLine(text), 400u) << text.substr(0, 500);
  EXPECT_THAT(text, HasSubstr("... (4097 words)"));
  EXPECT_THAT(text, Not(HasSubstr("\xc3...")));  // not cut inside a character
}

TEST(FormatTextTest, ShortCommandLinesAreWhole) {
  Verdict v;
  ShellCommand c;
  c.argv = {"rm", "-rf", "build"};
  v.commands.push_back(c);
  EXPECT_THAT(FormatText("t.sh", v, false), HasSubstr("  $ rm -rf build   ["));
}

}  // namespace
}  // namespace kotoba::cli
