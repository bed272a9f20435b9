#include "shellscan/wrappers.h"

#include <gtest/gtest.h>

#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan::internal {

void PrintTo(const WrapperSpec& w, std::ostream* os) { *os << w.name; }

namespace {

using shellscan::testing::HasRule;
using shellscan::testing::LabelsOf;
using shellscan::testing::ScanText;

// An invocation of `spec` that runs `inner` (a command line of plain words).
std::string Invocation(const WrapperSpec& spec, std::string_view inner) {
  std::string out(spec.name);
  switch (spec.inner) {
    case Inner::kShell:
      return out + " -c '" + std::string(inner) + "'";
    case Inner::kStringOnly: {
      std::string opt(spec.string_options.substr(0, spec.string_options.find(' ')));
      return out + " " + opt + " '" + std::string(inner) + "'";
    }
    default:
      break;
  }
  for (int i = 0; i < spec.operands; ++i) out += " 1";
  if (spec.until_double_dash) out += " --";
  return out + " " + std::string(inner);
}

class WrapperRowTest : public ::testing::TestWithParam<WrapperSpec> {};

TEST_P(WrapperRowTest, SeesThroughToTheInnerCommand) {
  std::string cmd = Invocation(GetParam(), "rm -rf x");
  ScanResult r = ScanText(cmd);
  EXPECT_TRUE(LabelsOf(r).Has(Label::kFsDestroy)) << cmd;
  EXPECT_FALSE(r.read_only) << cmd;
}

TEST_P(WrapperRowTest, IsTransparentForReaders) {
  std::string cmd = Invocation(GetParam(), "ls x");
  ScanResult r = ScanText(cmd);
  EXPECT_TRUE(LabelsOf(r).empty()) << cmd << " -> " << (r.findings.empty() ? "" : r.findings[0].message);
  EXPECT_TRUE(r.read_only) << cmd;
}

TEST_P(WrapperRowTest, RejectsUnknownOption) {
  std::string cmd = std::string(GetParam().name) + " --no-such-option-xyz rm -rf x";
  ScanResult r = ScanText(cmd);
  EXPECT_TRUE(HasRule(r, "SH-OPAQUE-003")) << cmd;
}

INSTANTIATE_TEST_SUITE_P(EveryRow, WrapperRowTest, ::testing::ValuesIn(Wrappers()),
                         [](const ::testing::TestParamInfo<WrapperSpec>& info) {
                           std::string name;
                           for (char c : info.param.name) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

struct Case {
  std::string_view command;
  std::string_view final_argv;  // what runs, joined by blanks ("" when a script)
};
void PrintTo(const Case& c, std::ostream* os) { *os << c.command; }
class UnwrapTest : public ::testing::TestWithParam<Case> {};
TEST_P(UnwrapTest, FollowsEachWrappersGrammar) {
  ScanResult r = ScanText(GetParam().command);
  ASSERT_FALSE(r.commands.empty()) << GetParam().command;
  std::string got;
  for (const std::string& a : r.commands.back().argv) got += (got.empty() ? "" : " ") + a;
  EXPECT_EQ(got, GetParam().final_argv) << GetParam().command;
}
INSTANTIATE_TEST_SUITE_P(
    Table, UnwrapTest,
    ::testing::Values(
        Case{"timeout 5 nice -n 2 env A=1 rm -rf x", "rm -rf x"},
        Case{"timeout -s KILL -k 1 5 ls", "ls"},
        Case{"nice -5 ls", "ls"},
        Case{"/usr/bin/env -i PATH2=x ls", "ls"},
        Case{"\\env ls", "ls"},
        Case{"e''nv ls", "ls"},
        Case{"env -S 'ls -la'", "ls -la"},
        Case{"sudo -u root -E ls", "ls"},
        Case{"stdbuf -oL ls", "ls"},
        Case{"ionice -c 2 -n 7 ls", "ls"},
        Case{"taskset -c 0 ls", "ls"},
        Case{"chrt -f 10 ls", "ls"},
        Case{"xargs -0 -n 1 -I{} ls", "ls"},
        Case{"flock /tmp/l ls", "ls"},
        Case{"flock /tmp/l -c 'ls -l'", "ls -l"},
        Case{"exec -a name ls", "ls"},
        Case{"command ls", "ls"},
        Case{"command -v rg", "command -v rg"},
        Case{"busybox rm x", "rm x"},
        Case{"docker exec -it ctr ls", "ls"},
        Case{"kubectl exec pod -- ls", "ls"},
        Case{"mise exec node@20 -- node x.js", "node x.js"},
        Case{"uv run --with rich python x.py", "python x.py"},
        Case{"bash -lc 'git status'", "git status"},
        Case{"sh -c 'ls \"$1\"' _ file", "ls file"},
        Case{"watch -n 1 ls -l", "ls -l"},
        Case{"eval 'ls -l'", "ls -l"},
        Case{"coproc ls", "ls"},
        Case{"su -c 'ls' root", "ls"},
        Case{"script -q -c 'ls' /dev/null", "ls"},
        Case{"strace -f -o /tmp/t ls", "ls"}));

TEST(UnwrapTest, StopsAtTheDepthCap) {
  std::string cmd;
  for (int i = 0; i < 40; ++i) cmd += "nice ";
  cmd += "rm -rf x";
  EXPECT_TRUE(HasRule(ScanText(cmd), "SH-LIMIT-004"));
}

}  // namespace
}  // namespace kotoba::shellscan::internal
