// kotoba-classify as a user runs it: exit codes (0 no label, 1 labelled, 2 usage or input
// error), the JSON and text shapes, error messages naming the file, --explain and --check.
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"

namespace {

namespace fs = std::filesystem;
using ::nlohmann::ordered_json;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

struct Outcome {
  int exit_code = -1;
  std::string out;
  std::string err;
};

std::string Quote(const std::string& arg) {
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void WriteFile(const fs::path& path, std::string_view content) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << content;
}

// A scratch directory per test, removed afterwards.
class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "kotoba-clitool-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs the binary with `args` (and `stdin_text` on stdin); NO_COLOR is left unset on purpose:
  // the output is not a TTY, so it must be plain anyway.
  Outcome Classify(const std::vector<std::string>& args, const std::string& stdin_text = "") {
    fs::path in = dir_ / ".stdin", out = dir_ / ".stdout", err = dir_ / ".stderr";
    WriteFile(in, stdin_text);
    std::string cmd = "unset NO_COLOR; " + Quote(KOTOBA_CLASSIFY_BIN);
    for (const std::string& a : args) cmd += " " + Quote(a);
    cmd += " <" + Quote(in) + " >" + Quote(out) + " 2>" + Quote(err);
    int status = std::system(cmd.c_str());
    Outcome r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = ReadFile(out);
    r.err = ReadFile(err);
    return r;
  }

  fs::path dir_;
};

// --- Exit codes -------------------------------------------------------------------------------

TEST_F(CliTest, NoLabelExitsZero) {
  Outcome r = Classify({"-c", "print(1)"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "-c: run (no label)\n");
}

TEST_F(CliTest, LabelExitsOne) {
  Outcome r = Classify({"-c", "import os as o; o.system(\"id\")", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["labels"], ordered_json::array({"shell-spawn"}));
  ASSERT_FALSE(j["findings"].empty());
  EXPECT_THAT(j["findings"][0]["evidence"].get<std::string>(), HasSubstr("os.system"));
}

TEST_F(CliTest, NothingToClassifyIsAUsageError) {
  Outcome r = Classify({});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("nothing to classify"));
}

TEST_F(CliTest, UnknownOptionIsAUsageError) {
  Outcome r = Classify({"--no-such-option"});
  EXPECT_THAT(r.err, HasSubstr("--no-such-option"));
  EXPECT_EQ(r.exit_code, 2);
}

TEST_F(CliTest, BadOptionValueIsAUsageError) {
  Outcome r = Classify({"-c", "print(1)", "--format", "xml"});
  EXPECT_THAT(r.err, HasSubstr("xml"));
  EXPECT_EQ(r.exit_code, 2);
}

TEST_F(CliTest, VersionPrintsTheName) {
  Outcome r = Classify({"--version"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, StartsWith("kotoba-classify "));
}

TEST_F(CliTest, HelpShowsExamples) {
  Outcome r = Classify({"--help"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, HasSubstr("Examples:"));
}

// --- Inputs -----------------------------------------------------------------------------------

TEST_F(CliTest, ReadsStdin) {
  Outcome r = Classify({"-", "--format", "json"}, "eval(input())\n");
  EXPECT_EQ(r.exit_code, 1);
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["path"], "-");
  EXPECT_EQ(j["labels"], ordered_json::array({"dynamic-eval"}));
}

TEST_F(CliTest, ShellCommandLine) {
  Outcome r = Classify({"--shell", "git status", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["language"], "shell");
  EXPECT_EQ(j["read_only"], true);
}

TEST_F(CliTest, LangForcesTheLanguage) {
  WriteFile(dir_ / "script.txt", "rm -rf build\n");
  Outcome r = Classify({(dir_ / "script.txt").string(), "--lang", "shell", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["language"], "shell");
  EXPECT_EQ(j["labels"], ordered_json::array({"fs-destroy"}));
}

TEST_F(CliTest, DirectoryIsWalkedRecursivelyByExtension) {
  WriteFile(dir_ / "a.py", "print(1)\n");
  WriteFile(dir_ / "sub" / "b.sh", "rm -rf x\n");
  WriteFile(dir_ / "sub" / "notes.txt", "os.system('id')\n");
  Outcome r = Classify({dir_.string(), "--format", "json", "-j", "1"});
  EXPECT_EQ(r.exit_code, 1);
  std::vector<ordered_json> lines;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) lines.push_back(ordered_json::parse(line));
  ASSERT_EQ(lines.size(), 2u) << r.out;  // notes.txt is neither Python nor shell
  EXPECT_EQ(lines[0]["path"], (dir_ / "a.py").string());
  EXPECT_EQ(lines[0]["decision"], "run");
  EXPECT_EQ(lines[1]["path"], (dir_ / "sub" / "b.sh").string());
  EXPECT_EQ(lines[1]["language"], "shell");
}

// --- Input errors: a clear one-line message naming the file; other inputs still classified ---

TEST_F(CliTest, MissingFileNamesTheFile) {
  std::string missing = (dir_ / "missing.py").string();
  WriteFile(dir_ / "ok.py", "print(1)\n");
  Outcome r = Classify({missing, (dir_ / "ok.py").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "kotoba-classify: " + missing + ": No such file or directory\n");
  EXPECT_THAT(r.out, HasSubstr("ok.py: run (no label)"));
}

TEST_F(CliTest, NonUtf8FileInADirectoryNamesTheFile) {
  WriteFile(dir_ / "bad.py", "print('\xff')\n");
  WriteFile(dir_ / "good.py", "import shutil\nshutil.rmtree('x')\n");
  Outcome r = Classify({dir_.string(), "--format", "json"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "kotoba-classify: " + (dir_ / "bad.py").string() +
                       ": not valid UTF-8 (first bad byte at offset 7)\n");
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["path"], (dir_ / "good.py").string());
  EXPECT_EQ(j["labels"], ordered_json::array({"fs-destroy"}));
}

TEST_F(CliTest, FiveMebibyteInputIsOpaqueNotTruncated) {
  std::string big(5 << 20, '#');
  big += "\nimport os\nos.system('id')\n";
  WriteFile(dir_ / "big.py", big);
  Outcome r = Classify({(dir_ / "big.py").string(), "--format", "json"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  ordered_json j = ordered_json::parse(r.out);
  EXPECT_EQ(j["labels"], ordered_json::array({"opaque"}));
  ASSERT_EQ(j["findings"].size(), 1u);
  EXPECT_EQ(j["findings"][0]["rule"], "KT-LIMIT-001");
  EXPECT_THAT(j["findings"][0]["evidence"].get<std::string>(), HasSubstr("max_input_bytes"));
}

TEST_F(CliTest, DirectoryNamedAsAFileIsWalkedNotRead) {
  Outcome r = Classify({dir_.string()});
  EXPECT_EQ(r.exit_code, 2);  // nothing inside to classify
}

// --- Output shapes ----------------------------------------------------------------------------

TEST_F(CliTest, JsonIsOneObjectPerInputWithPathFirst) {
  Outcome r = Classify({"-c", "eval(x)", "--shell", "ls", "--format", "json"});
  EXPECT_EQ(r.exit_code, 1);
  std::istringstream in(r.out);
  std::vector<std::string> paths;
  for (std::string line; std::getline(in, line);) {
    ordered_json j = ordered_json::parse(line);
    std::vector<std::string> keys;
    for (auto& [k, _] : j.items()) keys.push_back(k);
    ASSERT_GE(keys.size(), 7u);
    EXPECT_EQ(std::vector<std::string>(keys.begin(), keys.begin() + 7),
              (std::vector<std::string>{"path", "decision", "labels", "read_only", "findings",
                                        "language", "elapsed_us"}));
    paths.push_back(j["path"]);
  }
  EXPECT_EQ(paths, (std::vector<std::string>{"-c", "--shell"}));
}

TEST_F(CliTest, TextIsOneLinePerFindingThenEvidence) {
  Outcome r = Classify({"-c", "import os as o\no.system('id')\n"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, StartsWith("-c:2:1: shell-spawn PY-SPAWN-001 runs a shell command\n    "
                                "o.system -> os.system"));
  EXPECT_THAT(r.out, Not(HasSubstr("\x1b[")));  // no colour when stdout is not a TTY
}

// --- --explain --------------------------------------------------------------------------------

TEST_F(CliTest, ExplainPrintsTheRuleDoc) {
  Outcome r = Classify({"--explain", "PY-SPAWN-001"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, StartsWith("PY-SPAWN-001 (shell-spawn): runs a process or native code\n"));
  EXPECT_THAT(r.out, HasSubstr("Flags:"));
}

TEST_F(CliTest, ExplainUnknownRuleListsTheRules) {
  Outcome r = Classify({"--explain", "PY-NOPE-001"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("no rule `PY-NOPE-001`"));
  EXPECT_THAT(r.err, HasSubstr("  PY-SPAWN-001\n"));
}

// --- --check ----------------------------------------------------------------------------------

TEST_F(CliTest, CheckPrintsTheSummaryAndFailsOnAMismatch) {
  WriteFile(dir_ / "c" / "pass.py", "# expect: shell-spawn\nimport os\nos.system('id')\n");
  WriteFile(dir_ / "c" / "benign.py", "# expect: none\nprint(1)\n");
  WriteFile(dir_ / "c" / "fail.py", "# expect: none\neval(input())\n");
  Outcome r = Classify({"--check", (dir_ / "c").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, HasSubstr("FAIL " + (dir_ / "c" / "fail.py").string()));
  EXPECT_THAT(r.out, HasSubstr("2 passed, 1 failed\n"));
}

TEST_F(CliTest, CheckPassesWhenEveryFilePasses) {
  WriteFile(dir_ / "c" / "pass.sh", "# expect: fs-destroy\nrm -rf build\n");
  WriteFile(dir_ / "c" / "pass.py", "# expect: none\nprint(1)\n");
  Outcome r = Classify({"--check", (dir_ / "c").string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out, "2 passed, 0 failed\n");
}

TEST_F(CliTest, CheckCountsKnownMissesApart) {
  WriteFile(dir_ / "c" / "miss.py",
            "# expect: shell-spawn\n# expect-miss: not seen yet\nprint(1)\n");
  Outcome r = Classify({"--check", (dir_ / "c").string(), "-v"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("MISS " + (dir_ / "c" / "miss.py").string()));
  EXPECT_THAT(r.out, HasSubstr("0 passed, 0 failed, 1 skipped\n"));
}

TEST_F(CliTest, CheckRejectsABadHeader) {
  WriteFile(dir_ / "c" / "bad.py", "# expect: shell-spawm\nprint(1)\n");
  Outcome r = Classify({"--check", (dir_ / "c").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, HasSubstr("FAIL " + (dir_ / "c" / "bad.py").string()));
  EXPECT_THAT(r.out, HasSubstr("0 passed, 1 failed\n"));
}

}  // namespace
