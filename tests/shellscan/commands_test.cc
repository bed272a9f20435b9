#include "shellscan/commands.h"

#include <gtest/gtest.h>

#include "shellscan/strings.h"
#include "tests/shellscan/test_util.h"

namespace kotoba::shellscan::internal {

void PrintTo(const CommandSpec& c, std::ostream* os) { *os << c.name; }
void PrintTo(const OptionRule& r, std::ostream* os) { *os << r.command << " " << r.option; }

namespace {

std::vector<Field> Argv(std::string_view line) {
  std::vector<Field> out;
  for (std::string_view w : SplitNonEmpty(line, ' ')) out.push_back(KnownField(std::string(w)));
  return out;
}

LabelSet Labels(const Judgement& j) {
  LabelSet s;
  for (const Hit& h : j.hits) s.Add(h.label);
  return s;
}

class CommandRowTest : public ::testing::TestWithParam<CommandSpec> {};
// Rows judged by the table alone; the others (Special) are judged by code, see ScanTest.
class PlainCommandRowTest : public ::testing::TestWithParam<CommandSpec> {};

std::vector<CommandSpec> PlainRows() {
  std::vector<CommandSpec> rows;
  for (const CommandSpec& spec : Commands()) {
    if (spec.special == Special::kNone) rows.push_back(spec);
  }
  return rows;
}

// Positive polarity: the row's own labels and read-only-ness, on a plain argument.
TEST_P(PlainCommandRowTest, EarnsItsLabels) {
  const CommandSpec& spec = GetParam();
  // `command -v` is one argv word: Unwrap hands it over that way.
  std::vector<Field> argv = spec.name == "command -v" ? std::vector<Field>{KnownField("command -v"), KnownField("somefile")}
                                                      : Argv(std::string(spec.name) + " somefile");
  Judgement j = Judge(argv);
  EXPECT_EQ(Labels(j), spec.labels) << spec.name;
  EXPECT_EQ(j.read_only, spec.read_only) << spec.name;
  ASSERT_NE(j.spec, nullptr);
  EXPECT_EQ(j.spec->name, spec.name);
}

// Negative polarity: the name as an argument of a printer earns nothing.
TEST_P(CommandRowTest, NameAsDataEarnsNothing) {
  Judgement j = Judge(Argv("echo " + std::string(GetParam().name)));
  EXPECT_TRUE(j.hits.empty());
  EXPECT_TRUE(j.read_only);
}

INSTANTIATE_TEST_SUITE_P(EveryRow, CommandRowTest, ::testing::ValuesIn(Commands()));
INSTANTIATE_TEST_SUITE_P(EveryPlainRow, PlainCommandRowTest, ::testing::ValuesIn(PlainRows()));

std::string Instance(const OptionRule& r) {
  switch (r.match) {
    case Match::kPrefix: return std::string(r.option) + "x";
    case Match::kBundle: return std::string(r.option) + "f";
    default: return std::string(r.option);
  }
}

class OptionRuleTest : public ::testing::TestWithParam<OptionRule> {};

TEST_P(OptionRuleTest, OptionAddsItsLabelsAndLeavesTheReadOnlyList) {
  const OptionRule& r = GetParam();
  std::string line = std::string(r.command) + " " + Instance(r) + " somefile";
  Judgement j = Judge(Argv(line));
  EXPECT_FALSE(j.read_only) << line;
  for (Label l : kAllLabels) {
    if (r.labels.Has(l)) {
      EXPECT_TRUE(Labels(j).Has(l)) << line;
    }
  }
}

TEST_P(OptionRuleTest, WithoutTheOptionTheRuleIsSilent) {
  const OptionRule& r = GetParam();
  std::string line = std::string(r.command) + " somefile";
  Judgement j = Judge(Argv(line));
  for (const Hit& h : j.hits) EXPECT_NE(h.message, r.message) << line;
}

INSTANTIATE_TEST_SUITE_P(EveryRule, OptionRuleTest, ::testing::ValuesIn(OptionRules()));

TEST(CommandKeyTest, VersionedInterpretersShareARow) {
  EXPECT_EQ(CommandKey("python3.11"), "python");
  EXPECT_EQ(CommandKey("python3"), "python");
  EXPECT_EQ(CommandKey("mkfs.ext4"), "mkfs");
  EXPECT_EQ(CommandKey("ls"), "ls");
  EXPECT_EQ(CommandKey("ls2"), "ls2");
}

}  // namespace
}  // namespace kotoba::shellscan::internal
