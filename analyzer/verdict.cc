#include "kotoba/verdict.h"

#include <algorithm>

#include "nlohmann/json.hpp"

namespace kotoba {
namespace {

constexpr std::string_view kLabelNames[kLabelCount] = {
    "fs-destroy", "shell-spawn", "raw-socket", "dynamic-eval",
    "fs-write",   "data-out",    "secret-read", "opaque"};

}  // namespace

std::string_view LabelName(Label label) { return kLabelNames[static_cast<int>(label)]; }

std::optional<Label> ParseLabel(std::string_view name) {
  for (int i = 0; i < kLabelCount; ++i) {
    if (kLabelNames[i] == name) return static_cast<Label>(i);
  }
  return std::nullopt;
}

std::vector<Label> LabelSet::ToVector() const {
  std::vector<Label> out;
  for (Label l : kAllLabels) {
    if (Has(l)) out.push_back(l);
  }
  return out;
}

std::string LabelSet::ToString() const {
  std::string out;
  for (Label l : ToVector()) {
    if (!out.empty()) out += ',';
    out += LabelName(l);
  }
  return out;
}

std::string_view DecisionName(Decision d) { return d == Decision::kRun ? "run" : "ask"; }

std::string_view LanguageName(Language l) { return l == Language::kPython ? "python" : "shell"; }

std::optional<Language> ParseLanguage(std::string_view name) {
  if (name == "python" || name == "py") return Language::kPython;
  if (name == "shell" || name == "bash" || name == "sh") return Language::kShell;
  return std::nullopt;
}

bool Verdict::SameAs(const Verdict& other) const {
  return decision == other.decision && labels == other.labels && read_only == other.read_only &&
         findings == other.findings && language == other.language && commands == other.commands;
}

std::string ToJson(const Verdict& verdict) {
  using nlohmann::ordered_json;
  ordered_json j;
  j["decision"] = DecisionName(verdict.decision);
  ordered_json labels = ordered_json::array();
  for (Label l : verdict.labels.ToVector()) labels.push_back(LabelName(l));
  j["labels"] = labels;
  j["read_only"] = verdict.read_only;
  ordered_json findings = ordered_json::array();
  for (const Finding& f : verdict.findings) {
    ordered_json jf;
    jf["label"] = LabelName(f.label);
    jf["rule"] = f.rule;
    jf["line"] = f.line;
    jf["column"] = f.column;
    jf["end_line"] = f.end_line;
    jf["end_column"] = f.end_column;
    jf["evidence"] = f.evidence;
    jf["message"] = f.message;
    findings.push_back(std::move(jf));
  }
  j["findings"] = findings;
  j["language"] = LanguageName(verdict.language);
  j["elapsed_us"] = verdict.elapsed_us;
  if (verdict.language == Language::kShell || !verdict.commands.empty()) {
    ordered_json commands = ordered_json::array();
    for (const ShellCommand& c : verdict.commands) {
      ordered_json jc;
      jc["argv"] = c.argv;
      ordered_json cl = ordered_json::array();
      for (Label l : c.labels.ToVector()) cl.push_back(LabelName(l));
      jc["labels"] = cl;
      jc["read_only"] = c.read_only;
      jc["line"] = c.line;
      commands.push_back(std::move(jc));
    }
    j["commands"] = commands;
  }
  // Evidence may quote invalid UTF-8 from the input; replace rather than throw.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace kotoba
