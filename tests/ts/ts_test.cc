#include "ts/ts.h"

#include <string>

#include "gtest/gtest.h"

namespace kotoba::ts {
namespace {

TEST(KindsTest, EveryPythonKindAndFieldExistsInTheGrammar) {
  EXPECT_TRUE(MissingNames(Grammar::kPython).empty())
      << "first missing: " << MissingNames(Grammar::kPython).front();
}

TEST(KindsTest, EveryBashKindAndFieldExistsInTheGrammar) {
  EXPECT_TRUE(MissingNames(Grammar::kBash).empty())
      << "first missing: " << MissingNames(Grammar::kBash).front();
}

TEST(ParserTest, ParsesPythonAndMapsKinds) {
  auto parser = Parser::Create(Grammar::kPython);
  ASSERT_TRUE(parser.ok()) << parser.status();
  auto tree = parser->Parse("import os\nos.system('id')\n", std::chrono::seconds(1));
  ASSERT_TRUE(tree.ok()) << tree.status();
  TSNode root = tree->Root();
  EXPECT_EQ(PyKind(root), Py::kModule);
  TSNode call = ts_node_named_child(ts_node_named_child(root, 1), 0);
  EXPECT_EQ(PyKind(call), Py::kCall);
  EXPECT_EQ(tree->Text(Child(call, PyField::kFunction)), "os.system");
  EXPECT_TRUE(ts_node_is_null(FirstError(root)));
}

TEST(ParserTest, ParsesEmptyInput) {
  auto parser = Parser::Create(Grammar::kBash);
  ASSERT_TRUE(parser.ok());
  auto tree = parser->Parse(std::string_view(), std::chrono::seconds(1));
  ASSERT_TRUE(tree.ok());
  EXPECT_EQ(ShKind(tree->Root()), Sh::kProgram);
}

TEST(ParserTest, FindsTheFirstErrorNode) {
  auto parser = Parser::Create(Grammar::kPython);
  ASSERT_TRUE(parser.ok());
  auto tree = parser->Parse("x = (1,\nprint(2)\ndef\n", std::chrono::seconds(1));
  ASSERT_TRUE(tree.ok());
  TSNode error = FirstError(tree->Root());
  ASSERT_FALSE(ts_node_is_null(error));
  EXPECT_TRUE(ts_node_is_error(error) || ts_node_is_missing(error));
}

TEST(ParserTest, StopsAtTheDeadline) {
  auto parser = Parser::Create(Grammar::kPython);
  ASSERT_TRUE(parser.ok());
  std::string big(4 << 20, '(');
  auto tree = parser->Parse(big, std::chrono::microseconds(1));
  ASSERT_FALSE(tree.ok());
  EXPECT_EQ(tree.status().code(), absl::StatusCode::kDeadlineExceeded);
  // The parser is usable again after a cancelled parse.
  EXPECT_TRUE(parser->Parse("x = 1", std::chrono::seconds(1)).ok());
}

TEST(ParserTest, AmbiguousMergesDoNotOutliveTheDeadline) {
  // Each repetition multiplies the pristine runtime's stack-merge work by ~40 (8 of them: 19 s,
  // inside one ts_stack_merge that the progress callback cannot interrupt). The patched runtime
  // bounds that merge (cmake/patches/README.md) and parses this in milliseconds.
  std::string ambiguous;
  for (int i = 0; i < 8; ++i) ambiguous += ".|i|h|.|.|i|.`p|";
  auto parser = Parser::Create(Grammar::kBash);
  ASSERT_TRUE(parser.ok());
  auto tree = parser->Parse(ambiguous, std::chrono::seconds(5));
  ASSERT_TRUE(tree.ok()) << tree.status();
  EXPECT_FALSE(ts_node_is_null(FirstError(tree->Root())));  // a whole tree, its errors marked
}

TEST(ParseClockTest, ChargesEachParseAndRefusesOnceSpent) {
  ParseClock clock(std::chrono::seconds(5));
  ASSERT_TRUE(clock.Parse(Grammar::kPython, "x = 1\n").ok());
  EXPECT_LT(clock.left(), std::chrono::seconds(5));
  EXPECT_GT(clock.left(), std::chrono::seconds(0));

  // A parse that outlasts the time left is cut, and no later parse starts, however small.
  ParseClock spent(std::chrono::microseconds(1));
  auto tree = spent.Parse(Grammar::kPython, std::string(4 << 20, '('));
  ASSERT_FALSE(tree.ok());
  EXPECT_EQ(tree.status().code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_LE(spent.left().count(), 0);
  auto next = spent.Parse(Grammar::kBash, "ls");
  ASSERT_FALSE(next.ok());
  EXPECT_EQ(next.status().code(), absl::StatusCode::kDeadlineExceeded);
}

}  // namespace
}  // namespace kotoba::ts
