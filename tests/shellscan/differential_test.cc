// Differential tests: each expansion unit against real bash on generated harmless words.
// bash runs `printf '%s\0' WORDS`; shellscan's final argv for the same script must match
// wherever shellscan claims to know every word.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan {
namespace {

using testing::ScanText;

bool HaveBash() { return std::system("bash -c true >/dev/null 2>&1") == 0; }

// The NUL-separated words bash prints; nullopt when bash fails.
std::optional<std::vector<std::string>> RunBash(const std::string& script) {
  char path[] = "/tmp/shellscan_diff_XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return std::nullopt;
  {
    std::ofstream out(path);
    out << script;
  }
  close(fd);
  std::string cmd = std::string("env -i LC_ALL=C.UTF-8 bash --norc --noprofile ") + path + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (p == nullptr) return std::nullopt;
  std::string data;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), p)) > 0) data.append(buf, n);
  int status = pclose(p);
  std::remove(path);
  if (status != 0) return std::nullopt;
  std::vector<std::string> words;
  size_t start = 0;
  for (size_t i = 0; i < data.size(); ++i) {
    if (data[i] == '\0') {
      words.push_back(data.substr(start, i - start));
      start = i + 1;
    }
  }
  return words;
}

struct Tally {
  int compared = 0, skipped = 0;
};

// Runs `prelude; printf '%s\0' words` through both and compares.
void Compare(const std::string& prelude, const std::string& words, Tally& tally) {
  // A leading sentinel word: printf with no arguments would still print its format once.
  std::string script = prelude + (prelude.empty() ? "" : "\n") + "printf '%s\\0' START " + words + "\n";
  std::optional<std::vector<std::string>> want = RunBash(script);
  ScanResult got = ScanText(script);
  if (!want || got.commands.empty() || !got.findings.empty()) {
    ++tally.skipped;
    return;
  }
  const ShellCommand& cmd = got.commands.back();
  if (cmd.argv.size() < 3 || cmd.argv[0] != "printf" || cmd.argv[2] != "START" || want->empty()) {
    ++tally.skipped;
    return;
  }
  std::vector<std::string> fields(cmd.argv.begin() + 3, cmd.argv.end());
  want->erase(want->begin());
  // Unknown parts are spelled as source: those scripts are not comparable.
  bool has_unknown = false;
  for (const std::string& f : fields) has_unknown = has_unknown || f.find('$') != std::string::npos;
  if (has_unknown) {
    ++tally.skipped;
    return;
  }
  ++tally.compared;
  EXPECT_EQ(fields, *want) << script;
}

std::string Pick(std::mt19937& rng, const std::vector<std::string>& from) {
  return from[std::uniform_int_distribution<size_t>(0, from.size() - 1)(rng)];
}

std::string Generate(std::mt19937& rng, const std::vector<std::string>& atoms, int max_atoms) {
  int n = std::uniform_int_distribution<int>(1, max_atoms)(rng);
  std::string w;
  for (int i = 0; i < n; ++i) w += Pick(rng, atoms);
  return w;
}

class DifferentialTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!HaveBash()) GTEST_SKIP() << "bash is not installed";
  }
  void Expect(const Tally& t, int cases) {
    EXPECT_GE(t.compared, cases / 2) << "too few comparable cases: " << t.skipped << " skipped";
  }
};

TEST_F(DifferentialTest, QuoteRemoval) {
  std::mt19937 rng(1);
  std::vector<std::string> atoms = {"a", "b", "'c d'", "\"e f\"", "\\g", "''", "\"\"", "\"\\$h\"",
                                    "\"i\\\\j\"", "'k\\l'", "\"m\\n\"", "\\ ", "-", "."};
  Tally t;
  for (int i = 0; i < 150; ++i) Compare("", Generate(rng, atoms, 5) + " " + Generate(rng, atoms, 3), t);
  Expect(t, 150);
}

TEST_F(DifferentialTest, AnsiCQuoting) {
  std::mt19937 rng(2);
  std::vector<std::string> atoms = {"a",    "\\x41", "\\x4", "\\101", "\\7", "\\n",  "\\t",  "\\u00e9",
                                    "\\U0001F600", "\\cA", "\\e", "\\\\", "\\'", "\\\"", "\\z", "\\x6d2",
                                    "\\1012", "\\c?", "\\E", "\\?", "\\a", "\\x"};
  Tally t;
  for (int i = 0; i < 200; ++i) Compare("", "$'" + Generate(rng, atoms, 6) + "'", t);
  Expect(t, 200);
}

TEST_F(DifferentialTest, BraceExpansion) {
  std::mt19937 rng(3);
  std::vector<std::string> atoms = {"{", "}", ",", "a", "b", "..", "1", "3", "0", "-", "x", "{a,b}",
                                    "{1..3}", "'{'", "\\,", "{,}", "{z..x}", "{01..3}"};
  Tally t;
  for (int i = 0; i < 300; ++i) Compare("", "p" + Generate(rng, atoms, 7), t);
  Expect(t, 300);
}

TEST_F(DifferentialTest, ParameterExpansion) {
  std::mt19937 rng(4);
  std::vector<std::string> values = {"abcabc", "/usr/bin/rm", "a.tar.gz", "Hello World", "xrmx", ""};
  std::vector<std::string> ops = {"${x}",     "${#x}",     "${x:1}",     "${x:1:2}",  "${x: -2}",
                                  "${x#*/}",  "${x##*/}",  "${x%.*}",    "${x%%.*}",  "${x/b/B}",
                                  "${x//b/}", "${x/#a/A}", "${x/%c/C}",  "${x^}",     "${x^^}",
                                  "${x,,}",   "${x~~}",    "${x:-def}",  "${x:+alt}", "${x-d}",
                                  "${y:-$x}", "${x@Q}",    "${x//[ab]/}", "\"$x\"",   "$x"};
  Tally t;
  for (const std::string& v : values) {
    for (const std::string& op : ops) Compare("x='" + v + "'; y=", op, t);
  }
  Expect(t, static_cast<int>(values.size() * ops.size()));
}

TEST_F(DifferentialTest, FieldSplitting) {
  std::mt19937 rng(5);
  std::vector<std::string> ifs = {"' '", "','", "', '", "':'", "''", "$' \\t'", "'a'"};
  std::vector<std::string> atoms = {"a", " ", ",", ":", "b", "  ", ",,", " , "};
  std::vector<std::string> uses = {"$x", "\"$x\"", "p$x", "$x\"q\"", "$x$x", "${x}s"};
  Tally t;
  for (int i = 0; i < 200; ++i) {
    std::string prelude = "IFS=" + Pick(rng, ifs) + "; x='" + Generate(rng, atoms, 6) + "'";
    Compare(prelude, Pick(rng, uses) + " " + Pick(rng, uses), t);
  }
  Expect(t, 200);
}

TEST_F(DifferentialTest, CommandSubstitutionFolding) {
  std::vector<std::string> cases = {
      "$(echo rm)",           "\"$(echo a  b)\"",       "$(echo a  b)",         "$(printf '\\x72m')",
      "$(printf '%s-%s' a b)", "$(echo -e 'a\\tb')",    "`echo x`",             "$(echo -n x)y",
      "$(printf '%03d' 7)",   "$(echo; echo)z",         "$(printf '%s\\n' a b)", "$(echo a; echo b)",
      "$(printf '%b' 'r\\x6d')", "$(echo -e 'a\\cb')",  "$(printf '%c' xyz)",   "$(printf '%5s|' ab)"};
  Tally t;
  for (const std::string& c : cases) Compare("", c, t);
  Expect(t, static_cast<int>(cases.size()));
}

}  // namespace
}  // namespace kotoba::shellscan
