// One Python analysis: runs the semantic model over a tree and turns what it reports into
// findings through the rules. Nested code (exec strings, shell strings) goes back to the Engine.
#ifndef KOTOBA_ANALYZER_PYTHON_ANALYSIS_H_
#define KOTOBA_ANALYZER_PYTHON_ANALYSIS_H_

#include <string>
#include <string_view>
#include <vector>

#include "aliasing/listener.h"
#include "analyzer/python_sinks.h"
#include "constfold/value.h"
#include "kotoba/rules.h"
#include "kotoba/verdict.h"
#include "shellscan/scan.h"
#include "ts/ts.h"

namespace kotoba::analyzer {

class Engine;

class PythonAnalysis : public aliasing::Listener {
 public:
  PythonAnalysis(Engine& engine, const ts::Tree& tree, int depth)
      : engine_(engine), tree_(tree), depth_(depth) {}

  // aliasing::Listener
  void OnCall(const aliasing::CallSite& site) override;
  void OnOpaque(TSNode node, std::string_view rule, std::string why) override;
  bool IsSensitive(std::string_view qualified_name) const override;

  // For rules.
  void Report(Label label, std::string_view rule, TSNode node, std::string evidence,
              std::string_view message);
  std::string EvidenceOf(const aliasing::CallSite& site) const;
  // Analyses Python code found in `code` (str, bytes or a compiled code object) and adds its
  // findings, anchored at `node`. Unknown code adds nothing (the caller's label stands).
  void AnalyseCode(const constfold::ValueSet& code, TSNode node, std::string_view how);
  // Shell command lines and argv lists reaching a process: their labels join.
  void AnalyseShell(const constfold::ValueSet& command, TSNode node, std::string_view how);
  // `input`: what the process reads on stdin (subprocess's input=), when given.
  void AnalyseArgv(const std::vector<constfold::ValueSet>& argv, TSNode node,
                   std::string_view how, const constfold::ValueSet* input = nullptr);
  std::string_view Text(TSNode node) const { return tree_.Text(node); }
  const std::vector<Finding>& findings() const { return findings_; }
  std::vector<Finding> TakeFindings() { return std::move(findings_); }
  Engine& engine() { return engine_; }

 private:
  void Join(std::vector<Finding> nested, TSNode node, std::string_view how);

  Engine& engine_;
  const ts::Tree& tree_;
  int depth_;
  std::vector<Finding> findings_;
};

// A Python rule: documentation plus a check run on the call sites its sink rows match (or on
// every call site, for rules with no rows).
struct PythonRule {
  const RuleInfo* info;
  void (*check)(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis);
  bool every_call = false;  // runs on every call site, not only on its rows
};

// Every Python rule, in id order (analyzer/rules/*.cc register here).
std::span<const PythonRule> PythonRules();

}  // namespace kotoba::analyzer

#endif  // KOTOBA_ANALYZER_PYTHON_ANALYSIS_H_
