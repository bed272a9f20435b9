#include "shellscan/params.h"

#include <gtest/gtest.h>

namespace kotoba::shellscan::internal {
namespace {

TEST(AffixTest, RemovesShortestOrLongest) {
  EXPECT_EQ(RemoveAffix("/usr/bin/rm", "*/", false, true), "rm");
  EXPECT_EQ(RemoveAffix("/usr/bin/rm", "*/", false, false), "usr/bin/rm");
  EXPECT_EQ(RemoveAffix("a.tar.gz", ".*", true, false), "a.tar");
  EXPECT_EQ(RemoveAffix("a.tar.gz", ".*", true, true), "a");
  EXPECT_EQ(RemoveAffix("rm", "x", false, true), "rm");  // no match: unchanged
}

TEST(AffixTest, LargeValuesAreUnknown) {
  EXPECT_EQ(RemoveAffix(std::string(100000, 'a'), "*b", false, true), std::nullopt);
}

TEST(ReplaceTest, ReplacesLikeBash) {
  EXPECT_EQ(ReplacePattern("xrxm", "x", "", ReplaceMode::kAll), "rm");
  EXPECT_EQ(ReplacePattern("xrxm", "x", "", ReplaceMode::kFirst), "rxm");
  EXPECT_EQ(ReplacePattern("rmx", "x", "", ReplaceMode::kSuffix), "rm");
  EXPECT_EQ(ReplacePattern("xrm", "x", "", ReplaceMode::kPrefix), "rm");
  EXPECT_EQ(ReplacePattern("arm", "x", "", ReplaceMode::kPrefix), "arm");
  EXPECT_EQ(ReplacePattern("aXbXc", "X*", "-", ReplaceMode::kFirst), "a-");
}

TEST(CaseTest, ChangesCase) {
  EXPECT_EQ(ChangeCase("RM", ",,"), "rm");
  EXPECT_EQ(ChangeCase("rm", "^"), "Rm");
  EXPECT_EQ(ChangeCase("rM", "~~"), "Rm");
}

TEST(SubstringTest, OffsetsAndLengths) {
  EXPECT_EQ(Substring("xrmx", 1, 2), "rm");
  EXPECT_EQ(Substring("xrm", 1, std::nullopt), "rm");
  EXPECT_EQ(Substring("xrm", -2, std::nullopt), "rm");
  EXPECT_EQ(Substring("rmxx", 0, -2), "rm");
  EXPECT_EQ(Substring("rm", 5, std::nullopt), "");
}

TEST(EnvTest, UnassignedIsUnknownExceptHomeAndIfs) {
  Env env;
  EXPECT_EQ(env.Get("cmd"), std::nullopt);
  EXPECT_EQ(env.Get("HOME")->Str(), "~");
  EXPECT_EQ(env.Ifs(), " \t\n");
  env.Set("IFS", Value::Scalar(","));
  EXPECT_EQ(env.Ifs(), ",");
}

TEST(EnvTest, JoinKeepsAgreementAndForgetsDisagreement) {
  Env a;
  a.Set("same", Value::Scalar("x"));
  a.Set("differ", Value::Scalar("rm"));
  Env b = a;
  b.Set("differ", Value::Scalar("ls"));
  b.Set("only_b", Value::Scalar("y"));
  Env j = Env::Join(a, b);
  EXPECT_EQ(j.Get("same")->Str(), "x");
  EXPECT_FALSE(j.Get("differ")->known);
  EXPECT_FALSE(j.Get("only_b")->known);
}

}  // namespace
}  // namespace kotoba::shellscan::internal
