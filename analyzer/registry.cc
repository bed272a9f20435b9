#include <algorithm>
#include <vector>

#include "analyzer/python_analysis.h"
#include "kotoba/rules.h"
#include "shellscan/scan.h"

namespace kotoba {
namespace {

// Findings the engine itself makes, for any language.
constexpr RuleInfo kEngineRules[] = {
    {"KT-INPUT-001", Label::kOpaque, "the input is not valid UTF-8",
     R"doc(The input is not UTF-8 text, which both Python 3 and this analysis require; nothing is
analysed. The finding names the first bad byte.

  Flags:     a file containing the byte 0xFF
  Not:       UTF-8 text with any characters, a UTF-8 byte-order mark)doc"},
    {"KT-INPUT-002", Label::kOpaque, "the input contains a NUL byte",
     R"doc(CPython refuses source containing NUL bytes and bash truncates at them, so what would
run cannot be told from the text; nothing is analysed.

  Flags:     "print(1)\0os.system('id')"
  Not:       "print('\\0')"   (an escape sequence, not a NUL byte))doc"},
    {"KT-LIMIT-001", Label::kOpaque, "the input is larger than max_input_bytes",
     R"doc(Inputs over Options::max_input_bytes (default 1 MiB) are not analysed at all rather than
truncated, which could hide the end of a snippet.

  Flags:     a 5 MiB file
  Not:       a 100 KiB script)doc"},
    {"KT-LIMIT-002", Label::kOpaque, "parsing took longer than parse_timeout",
     R"doc(tree-sitter's progress callback stops a parse once the snippet's parses together have taken
Options::parse_timeout (default 2 s); code nested in the snippet (eval strings, bash -c) shares
that time, so many slow nested strings cannot multiply it.

  Flags:     pathological input that makes the parser crawl
  Not:       ordinary files, which parse at over 10 MB/s)doc"},
    {"KT-LIMIT-003", Label::kOpaque, "nesting deeper than max_syntax_depth",
     R"doc(Expressions and blocks nested deeper than Options::max_syntax_depth (default 400) are not
analysed; CPython itself rejects far shallower nesting.

  Flags:     100000 nested parentheses
  Not:       ordinary code)doc"},
    {"KT-LIMIT-004", Label::kOpaque, "the folding budget ran out where it mattered",
     R"doc(A value needed to judge a call (a name, a path, a URL, code) could not be computed within
the allocation budget (max_fold_steps, max_value_bytes, max_total_fold_bytes): the finding
says which limit was hit.

  Flags:     getattr(os, "a" * 10**12)
  Not:       "a" * 10**12 that is only printed)doc"},
    {"KT-LIMIT-005", Label::kOpaque, "nested code deeper than max_nesting_depth",
     R"doc(exec inside exec, bash -c inside bash -c, python -c inside shell: deeper than
Options::max_nesting_depth (default 12) is not analysed.

  Flags:     exec("exec(\"exec(...)\")") nested 20 deep
  Not:       exec of code that itself runs eval once)doc"},
    {"KT-PARSE-001", Label::kOpaque, "the code does not parse",
     R"doc(tree-sitter found a syntax error or a missing token. What the snippet does cannot be fully
known (CPython would refuse it, or the grammar cannot read it); the rest of the tree is still
analysed and its labels reported.

  Flags:     "x = (1,"
  Not:       valid Python 3 or bash)doc"},
    {"KT-PARSE-002", Label::kOpaque, "a syntax node the analysis does not know",
     R"doc(The grammar produced a node kind outside the list the walk was written for (a grammar
upgrade): the walk fails closed instead of skipping it.

  Flags:     a new kind of statement after upgrading tree-sitter-python
  Not:       any node kind in ts/python_kinds.inc)doc"},
};

const std::vector<RuleInfo>& Registry() {
  static const std::vector<RuleInfo>* all = [] {
    auto* v = new std::vector<RuleInfo>(std::begin(kEngineRules), std::end(kEngineRules));
    for (const analyzer::PythonRule& r : analyzer::PythonRules()) v->push_back(*r.info);
    for (const RuleInfo& r : shellscan::Rules()) v->push_back(r);
    std::sort(v->begin(), v->end(),
              [](const RuleInfo& a, const RuleInfo& b) { return a.id < b.id; });
    return v;
  }();
  return *all;
}

}  // namespace

std::span<const RuleInfo> AllRules() { return Registry(); }

const RuleInfo* FindRule(std::string_view id) {
  for (const RuleInfo& r : Registry()) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace kotoba
