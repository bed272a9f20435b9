#include "constfold/pyformat.h"

#include <random>

#include "gtest/gtest.h"
#include "kotoba/options.h"
#include "tests/constfold/python_oracle.h"

namespace kotoba::constfold {
namespace {

// Arguments as one-letter-tagged text, so one table line carries them both to us and to
// Python: "s:text" str, "b:text" bytes, "i:42" int, "T"/"F" bool, "N" None.
FormatArg Arg(std::string_view tagged) {
  if (tagged == "T") return FormatArg::Bool(true);
  if (tagged == "F") return FormatArg::Bool(false);
  if (tagged == "N") return FormatArg::None();
  const std::string_view body = tagged.substr(2);
  if (tagged[0] == 'i') return FormatArg::Int(std::stoll(std::string(body)));
  if (tagged[0] == 'b') return FormatArg::Bytes(body);
  return FormatArg::Str(body);
}

constexpr char kPythonOps[] = R"py(
def arg(t):
    t = t.decode()
    if t == 'T': return True
    if t == 'F': return False
    if t == 'N': return None
    kind, body = t[0], t[2:]
    return {'i': int, 'b': lambda s: s.encode(), 's': str}[kind](body)
def kw(a):
    return {a[i].decode(): arg(a[i + 1]) for i in range(0, len(a), 2)}
OPS = {
  'pct': lambda a: a[0].decode() % tuple(arg(x) for x in a[1:]),
  'pctmap': lambda a: a[0].decode() % kw(a[1:]),
  'fmt': lambda a: a[0].decode().format(*[arg(x) for x in a[1:]]),
  'fmtkw': lambda a: a[0].decode().format(**kw(a[1:])),
  'repr': lambda a: repr(arg(a[0])),
  'ascii': lambda a: ascii(arg(a[0])),
}
)py";

std::optional<std::string> FoldOp(const std::string& op, const std::vector<std::string>& a) {
  Budget budget{Options{}};
  std::vector<FormatArg> positional;
  FormatMapping mapping;
  if (op == "pct" || op == "fmt") {
    for (size_t i = 1; i < a.size(); ++i) positional.push_back(Arg(a[i]));
  } else if (op == "pctmap" || op == "fmtkw") {
    for (size_t i = 1; i + 1 < a.size(); i += 2) mapping.emplace_back(a[i], Arg(a[i + 1]));
  }
  if (op == "pct") return PercentFormat(a[0], positional, nullptr, budget);
  if (op == "pctmap") return PercentFormat(a[0], {}, &mapping, budget);
  if (op == "fmt") return StrFormat(a[0], positional, {}, budget);
  if (op == "fmtkw") return StrFormat(a[0], {}, mapping, budget);
  if (op == "repr") return PyRepr(Arg(a[0]));
  if (op == "ascii") return PyAscii(Arg(a[0]));
  ADD_FAILURE() << "no op " << op;
  return std::nullopt;
}

struct Case {
  std::string op;
  std::vector<std::string> args;
  std::optional<std::string> want;
};

const std::vector<Case>& Cases() {
  static const auto* cases = new std::vector<Case>{
      {"pct", {"%s.%s", "s:os", "s:system"}, "os.system"},
      {"pct", {"%r", "s:it's"}, "\"it's\""},
      {"pct", {"%r|%a", "s:\xC3\xA9\n", "s:\xC3\xA9"}, "'\xC3\xA9\\n'|'\\xe9'"},
      {"pct", {"%r", "b:x'\""}, "b'x\\'\"'"},
      {"pct", {"%5s|%-5s|%.2s", "s:ab", "s:ab", "s:abc"}, "   ab|ab   |ab"},
      {"pct", {"%d %i %u", "i:-5", "T", "i:7"}, "-5 1 7"},
      {"pct", {"%x %X %o %#x %#o", "i:255", "i:255", "i:8", "i:255", "i:8"},
       "ff FF 10 0xff 0o10"},
      {"pct", {"%05d|%-5d|%+d|% d|%.3d", "i:-42", "i:42", "i:42", "i:42", "i:7"},
       "-0042|42   |+42| 42|007"},
      {"pct", {"%*d|%-*s", "i:4", "i:1", "i:3", "s:a"}, "   1|a  "},
      {"pct", {"%c%c", "i:101", "s:v"}, "ev"},
      {"pct", {"%s %s", "N", "F"}, "None False"},
      {"pct", {"100%%"}, "100%"},
      {"pct", {"%s"}, std::nullopt},
      {"pct", {"%s", "s:a", "s:b"}, std::nullopt},
      {"pct", {"%d", "s:a"}, std::nullopt},
      {"pct", {"%f", "i:1"}, std::nullopt},  // floats are not modelled
      {"pct", {"%5%"}, std::nullopt},
      {"pct", {"%", "s:a"}, std::nullopt},
      {"pct", {"%ld", "i:3"}, "3"},
      {"pctmap", {"%(a)s/%(b)s", "a", "s:etc", "b", "s:shadow"}, "etc/shadow"},
      {"pctmap", {"%(c)s", "a", "s:x"}, std::nullopt},
      {"fmt", {"{}{}", "s:sys", "s:tem"}, "system"},
      {"fmt", {"{1}{0}", "s:tem", "s:sys"}, "system"},
      {"fmt", {"{0}{}", "s:a"}, std::nullopt},
      {"fmt", {"{!r}", "s:a"}, "'a'"},
      {"fmt", {"{!a}", "s:\xC3\xA9"}, "'\\xe9'"},
      {"fmt", {"{:>6}|{:<4}|{:^5}|{:*^6}", "s:ab", "s:ab", "s:ab", "s:ab"},
       "    ab|ab  | ab  |**ab**"},
      {"fmt", {"{:x}|{:X}|{:#x}|{:08d}|{:+d}|{:b}", "i:255", "i:255", "i:255", "i:-42", "i:5", "i:5"},
       "ff|FF|0xff|-0000042|+5|101"},
      {"fmt", {"{:,}|{:_}|{:_x}", "i:1234567", "i:1234567", "i:1048575"},
       "1,234,567|1_234_567|f_ffff"},
      {"fmt", {"{:=+8}|{:>5}|{:d}", "i:-42", "T", "F"}, "-     42|    1|0"},
      {"fmt", {"{}|{}|{}", "T", "N", "b:x"}, "True|None|b'x'"},
      {"fmt", {"{:05}|{:.2}", "s:ab", "s:abc"}, "ab000|ab"},
      {"fmt", {"{:c}", "i:101"}, "e"},
      {"fmt", {"{{}}{}", "s:x"}, "{}x"},
      {"fmt", {"{:+}", "s:a"}, std::nullopt},
      {"fmt", {"{:.2}", "i:5"}, std::nullopt},
      {"fmt", {"{:d}", "s:a"}, std::nullopt},
      {"fmt", {"{:>5}", "N"}, std::nullopt},
      {"fmt", {"{", "s:a"}, std::nullopt},
      {"fmt", {"}", "s:a"}, std::nullopt},
      {"fmt", {"{2}", "s:a"}, std::nullopt},
      {"fmt", {"{!x}", "s:a"}, std::nullopt},
      {"fmtkw", {"{name}.{attr}", "name", "s:os", "attr", "s:system"}, "os.system"},
      {"fmtkw", {"{missing}", "name", "s:os"}, std::nullopt},
      {"repr", {"s:a'b\"c"}, "'a\\'b\"c'"},
      {"repr", {"s:\x01\x7f\\\t"}, "'\\x01\\x7f\\\\\\t'"},
      {"repr", {"s:\xE2\x80\x8B\xF0\x9F\x98\x80"}, "'\\u200b\xF0\x9F\x98\x80'"},
      {"repr", {"b:\xC3\xA9"}, "b'\\xc3\\xa9'"},
      {"repr", {"i:-7"}, "-7"},
      {"ascii", {"s:\xF0\x9F\x98\x80"}, "'\\U0001f600'"},
  };
  return *cases;
}

class FormatCaseTest : public ::testing::TestWithParam<size_t> {};

TEST_P(FormatCaseTest, FormatsAsPythonDoes) {
  const Case& c = Cases()[GetParam()];
  EXPECT_EQ(FoldOp(c.op, c.args), c.want) << c.op << " " << c.args[0];
}

INSTANTIATE_TEST_SUITE_P(Cases, FormatCaseTest, ::testing::Range<size_t>(0, Cases().size()));

TEST(FormatCaseTest, ExpectationsAreWhatPythonSays) {
  std::vector<testing::OracleCase> oracle;
  for (const Case& c : Cases()) oracle.push_back({c.op, c.args});
  const auto python = testing::AskPython(kPythonOps, oracle);
  if (!python) GTEST_SKIP() << "python3 is not available: expectations not cross-checked";
  for (size_t i = 0; i < Cases().size(); ++i) {
    const Case& c = Cases()[i];
    if (c.args[0] == "%f") continue;  // not modelled: unknown to us, known to Python
    EXPECT_EQ(c.want, (*python)[i]) << c.op << " " << c.args[0];
  }
}

TEST(FormatDifferentialTest, MatchesPythonOnGeneratedSpecs) {
  std::mt19937 rng(11);
  auto pick = [&](std::initializer_list<std::string_view> options) {
    auto it = options.begin();
    std::advance(it, std::uniform_int_distribution<size_t>(0, options.size() - 1)(rng));
    return std::string(*it);
  };
  const std::vector<std::string> values = {"i:0", "i:42", "i:-42", "i:1234567", "T", "F", "N",
                                           "s:ab", "s:\xC3\xA9x", "s:", "b:q", "i:-9223372036854775807"};
  std::vector<testing::OracleCase> cases;
  for (int i = 0; i < 1500; ++i) {
    const std::string value = values[std::uniform_int_distribution<size_t>(0, values.size() - 1)(rng)];
    const std::string spec = pick({"", "*", "x"}) + pick({"", "<", ">", "^", "="}) +
                             pick({"", "+", "-", " "}) + pick({"", "#"}) + pick({"", "0"}) +
                             pick({"", "1", "7", "12"}) + pick({"", ",", "_"}) +
                             pick({"", ".0", ".3"}) + pick({"", "s", "d", "x", "X", "o", "b", "c"});
    cases.push_back({"fmt", {"{:" + spec + "}", value}});
    const std::string pct = "%" + pick({"", "-", "+", " ", "#", "0", "-0", "+ "}) +
                            pick({"", "1", "6"}) + pick({"", ".0", ".4"}) +
                            pick({"s", "r", "a", "d", "i", "x", "X", "o", "c"});
    cases.push_back({"pct", {pct, value}});
    cases.push_back({"fmt", {"{!" + pick({"r", "s", "a"}) + ":" + pick({"", ">8", "^9"}) + "}", value}});
  }
  const auto python = testing::AskPython(kPythonOps, cases);
  if (!python) GTEST_SKIP() << "python3 is not available: differential test not run";
  int mismatches = 0;
  for (size_t i = 0; i < cases.size() && mismatches < 20; ++i) {
    const auto ours = FoldOp(cases[i].op, cases[i].args);
    // Zero padding with a thousands separator is the one spec we leave unknown.
    const bool unmodelled = !ours && cases[i].args[0].find_first_of(",_") != std::string::npos;
    if (ours != (*python)[i] && !unmodelled) {
      ++mismatches;
      ADD_FAILURE() << cases[i].op << " " << ::testing::PrintToString(cases[i].args)
                    << "\n  ours:   " << ::testing::PrintToString(ours)
                    << "\n  python: " << ::testing::PrintToString((*python)[i]);
    }
  }
}

TEST(FormatLimitTest, HugeWidthFailsBeforeBuilding) {
  Budget budget{Options{}};
  const std::vector<FormatArg> args = {FormatArg::Str("a")};
  EXPECT_FALSE(PercentFormat("%999999999999s", args, nullptr, budget).has_value());
  EXPECT_FALSE(StrFormat("{:>999999999999}", args, {}, budget).has_value());
  EXPECT_FALSE(PercentFormat("%.999999999999d", {FormatArg::Int(1)}, nullptr, budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kValueBytes);
  EXPECT_LT(budget.bytes_used(), 64u);
}

}  // namespace
}  // namespace kotoba::constfold
