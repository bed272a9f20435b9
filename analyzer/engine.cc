#include "analyzer/engine.h"

#include <algorithm>
#include <tuple>
#include <vector>

#include "constfold/strings.h"
#include "aliasing/evaluator.h"
#include "analyzer/python_analysis.h"
#include "constfold/literal.h"
#include "ts/ts.h"

namespace kotoba::analyzer {
namespace {

Finding Whole(Label label, std::string_view rule, std::string evidence, std::string message,
              int line = 1, int column = 1) {
  Finding f;
  f.label = label;
  f.rule = std::string(rule);
  f.line = f.end_line = line;
  f.column = f.end_column = column;
  f.evidence = std::move(evidence);
  f.message = std::move(message);
  return f;
}

// Line and column (1-based, bytes) of a byte offset.
std::pair<int, int> Position(std::string_view text, size_t offset) {
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return {line, static_cast<int>(offset - line_start) + 1};
}

// CPython refuses more than 100 levels of indentation (the tokenizer's MAXINDENT), and
// tree-sitter-python's scanner corrupts its own state far past that; such input is judged
// without parsing. Returns the 1-based line that goes past the limit, or 0.
int TooManyIndentLevels(std::string_view code) {
  constexpr size_t kMaxIndent = 100;
  std::vector<size_t> widths = {0};
  int line = 0;
  size_t pos = 0;
  while (pos <= code.size()) {
    ++line;
    size_t end = code.find('\n', pos);
    if (end == std::string_view::npos) end = code.size();
    std::string_view text = code.substr(pos, end - pos);
    size_t width = text.find_first_not_of(" \t\f");
    bool blank = width == std::string_view::npos || text[width] == '#' || text[width] == '\r';
    if (!blank) {
      while (width < widths.back()) widths.pop_back();
      if (width > widths.back()) widths.push_back(width);
      if (widths.size() > kMaxIndent + 1) return line;
    }
    pos = end + 1;
  }
  return 0;
}

}  // namespace

size_t FirstInvalidUtf8(std::string_view text) {
  if (constfold::IsValidUtf8(text)) return std::string_view::npos;
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > text.size() || !constfold::IsValidUtf8(text.substr(i, len))) {
      return i;
    }
    i += len;
  }
  return std::string_view::npos;
}

Verdict MakeVerdict(std::vector<Finding> findings, Language language, bool read_only,
                    std::vector<ShellCommand> commands) {
  auto key = [](const Finding& f) {
    return std::tie(f.line, f.column, f.end_line, f.end_column, f.rule, f.label, f.evidence);
  };
  std::sort(findings.begin(), findings.end(),
            [&](const Finding& a, const Finding& b) { return key(a) < key(b); });
  // One finding per rule, label and position: a construct reached twice (a loop analysed
  // twice, a method re-analysed) is reported once.
  findings.erase(std::unique(findings.begin(), findings.end(),
                             [](const Finding& a, const Finding& b) {
                               return a.line == b.line && a.column == b.column &&
                                      a.rule == b.rule && a.label == b.label;
                             }),
                 findings.end());
  Verdict v;
  v.language = language;
  for (const Finding& f : findings) v.labels.Add(f.label);
  v.decision = v.labels.empty() ? Decision::kRun : Decision::kAsk;
  v.read_only = read_only && v.labels.empty();
  v.findings = std::move(findings);
  v.commands = std::move(commands);
  return v;
}

void Engine::AddCommands(const std::vector<ShellCommand>& commands) {
  for (const ShellCommand& c : commands) {
    if (commands_.size() >= 1000) break;
    commands_.push_back(c);
  }
}

Verdict Engine::Run(std::string_view source, Language language) {
  if (source.size() > options_.max_input_bytes) {
    return MakeVerdict({Whole(Label::kOpaque, "KT-LIMIT-001",
                              StrCat(source.size(), " bytes > max_input_bytes ",
                                           options_.max_input_bytes),
                              "the input is too large to analyse")},
                       language, false, {});
  }
  if (size_t bad = FirstInvalidUtf8(source); bad != std::string_view::npos) {
    auto [line, col] = Position(source, bad);
    return MakeVerdict({Whole(Label::kOpaque, "KT-INPUT-001",
                              StrCat("byte ", bad, " is not valid UTF-8"),
                              "the input is not valid UTF-8 text", line, col)},
                       language, false, {});
  }
  if (size_t nul = source.find('\0'); nul != std::string_view::npos) {
    auto [line, col] = Position(source, nul);
    return MakeVerdict({Whole(Label::kOpaque, "KT-INPUT-002", StrCat("byte ", nul, " is NUL"),
                              "the input contains a NUL byte, which neither Python nor bash "
                              "accepts in source",
                              line, col)},
                       language, false, {});
  }
  Verdict v;
  if (language == Language::kPython) {
    // CPython accepts a UTF-8 byte-order mark at the start.
    std::string_view code = source;
    if (code.substr(0, 3) == "\xEF\xBB\xBF") code.remove_prefix(3);
    std::vector<Finding> findings = AnalysePython(code, 0);
    v = MakeVerdict(std::move(findings), language, false, std::move(commands_));
  } else {
    shellscan::ScanResult r = AnalyseShell(source, 0);
    std::vector<ShellCommand> commands = std::move(r.commands);
    v = MakeVerdict(std::move(r.findings), language, r.read_only, std::move(commands));
  }
  v.effort.fold_steps = budget_.steps_used();
  v.effort.fold_bytes = budget_.bytes_used();
  v.effort.values = arena_.size();
  v.effort.shell_steps = shell_steps_;
  return v;
}

Engine::Engine(const Options& options)
    : options_(options),
      budget_(options),
      arena_(budget_),
      parse_clock_(std::make_unique<ts::ParseClock>(options.parse_timeout)) {}

Engine::~Engine() = default;

std::vector<Finding> Engine::AnalysePython(std::string_view code, int depth) {
  if (depth > options_.max_nesting_depth) {
    return {Whole(Label::kOpaque, "KT-LIMIT-005",
                  StrCat("nested code deeper than max_nesting_depth (",
                               options_.max_nesting_depth, ")"),
                  "code nested this deep was not analysed")};
  }
  if (int line = TooManyIndentLevels(code); line != 0) {
    return {Whole(Label::kOpaque, "KT-PARSE-001",
                  "more than 100 levels of indentation (CPython refuses the file)",
                  "the code does not parse as Python, so it could not be fully analysed", line)};
  }
  absl::StatusOr<ts::Tree> tree = parse_clock_->Parse(ts::Grammar::kPython, code);
  if (!tree.ok()) {
    bool timeout = tree.status().code() == absl::StatusCode::kDeadlineExceeded;
    return {Whole(Label::kOpaque, timeout ? "KT-LIMIT-002" : "KT-PARSE-001",
                  std::string(tree.status().message()),
                  timeout ? "parsing took longer than parse_timeout" : "the code could not be parsed")};
  }
  PythonAnalysis analysis(*this, *tree, depth);
  TSNode error = ts::FirstError(tree->Root());
  if (!ts_node_is_null(error)) {
    ts::Span s = ts::SpanOf(error);
    std::string_view text = tree->Text(error);
    Finding f = Whole(Label::kOpaque, "KT-PARSE-001",
                      StrCat(ts_node_is_missing(error) ? "missing " : "syntax error at `",
                                   ts_node_is_missing(error) ? ts_node_type(error) : "",
                                   text.substr(0, 40), ts_node_is_missing(error) ? "" : "`"),
                      "the code does not parse as Python, so it could not be fully analysed",
                      s.line, s.column);
    f.end_line = s.end_line;
    f.end_column = s.end_column;
    analysis.Report(f.label, f.rule, error, f.evidence, f.message);
  }
  aliasing::Evaluator evaluator(*tree, options_, arena_, analysis);
  evaluator.Run();
  return analysis.TakeFindings();
}

shellscan::Context Engine::ShellContext(int depth) {
  shellscan::Context ctx;
  ctx.options = &options_;
  ctx.depth = depth;
  ctx.parse_clock = parse_clock_.get();
  ctx.max_steps = options_.max_fold_steps - std::min(shell_steps_, options_.max_fold_steps);
  ctx.analyze_python = [this](std::string_view code, int d) { return AnalysePython(code, d); };
  return ctx;
}

shellscan::ScanResult Engine::AnalyseShell(std::string_view script, int depth) {
  if (depth > options_.max_nesting_depth) {
    shellscan::ScanResult r;
    r.findings.push_back(Whole(Label::kOpaque, "KT-LIMIT-005",
                               "shell nested deeper than max_nesting_depth",
                               "code nested this deep was not analysed"));
    return r;
  }
  shellscan::ScanResult r = shellscan::Scan(script, ShellContext(depth));
  shell_steps_ += r.steps;
  return r;
}

shellscan::ScanResult Engine::AnalyseArgv(std::span<const shellscan::ArgWord> argv, int depth,
                                          const shellscan::ArgWord* input) {
  shellscan::ScanResult r = shellscan::ScanArgv(argv, ShellContext(depth), input);
  shell_steps_ += r.steps;
  return r;
}

}  // namespace kotoba::analyzer
