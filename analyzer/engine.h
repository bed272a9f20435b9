// The engine behind Classifier::Classify: one per call, it owns the budget shared by every
// nested analysis of the snippet (exec strings, shell strings, python -c) and collects findings.
#ifndef KOTOBA_ANALYZER_ENGINE_H_
#define KOTOBA_ANALYZER_ENGINE_H_

#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "constfold/budget.h"
#include "constfold/value.h"
#include "kotoba/options.h"
#include "kotoba/verdict.h"
#include "shellscan/scan.h"

namespace kotoba::ts {
class ParseClock;
}  // namespace kotoba::ts

namespace kotoba::analyzer {

class Engine {
 public:
  explicit Engine(const Options& options);
  ~Engine();

  // Checks the input (size, encoding) and analyses it. The verdict's elapsed_us is left 0.
  Verdict Run(std::string_view source, Language language);

  // Nested analyses at `depth` (0 = the snippet itself). Findings are relative to `code`.
  std::vector<Finding> AnalysePython(std::string_view code, int depth);
  shellscan::ScanResult AnalyseShell(std::string_view script, int depth);
  shellscan::ScanResult AnalyseArgv(std::span<const shellscan::ArgWord> argv, int depth,
                                    const shellscan::ArgWord* input = nullptr);

  const Options& options() const { return options_; }
  constfold::Arena& arena() { return arena_; }
  // Simple commands seen in shell strings inside Python, for the verdict's `commands`.
  void AddCommands(const std::vector<ShellCommand>& commands);

 private:
  shellscan::Context ShellContext(int depth);

  const Options& options_;
  constfold::Budget budget_;
  constfold::Arena arena_;
  // parse_timeout, for every parse of the snippet together (held by pointer: this header is
  // included where tree-sitter's headers are not).
  std::unique_ptr<ts::ParseClock> parse_clock_;
  std::vector<ShellCommand> commands_;
  size_t shell_steps_ = 0;
};

// The offset of the first byte that breaks UTF-8, or npos.
size_t FirstInvalidUtf8(std::string_view text);

// Findings sorted by position, duplicates removed; labels and decision derived from them.
Verdict MakeVerdict(std::vector<Finding> findings, Language language, bool read_only,
                    std::vector<ShellCommand> commands);

}  // namespace kotoba::analyzer

#endif  // KOTOBA_ANALYZER_ENGINE_H_
