#include "analyzer/python_analysis.h"

#include <string>

#include "constfold/strings.h"
#include "absl/strings/str_replace.h"
#include "aliasing/evaluator.h"
#include "analyzer/engine.h"
#include "constfold/literal.h"

namespace kotoba::analyzer {
namespace {

using constfold::Value;
using Kind = Value::Kind;

// Stands for an unknown stretch of a shell string: an unset variable in bash's eyes, so the
// words around it are still judged.
constexpr std::string_view kUnknownWord = "${__kotoba_unknown__}";

const PythonRule* RuleById(std::string_view id) {
  for (const PythonRule& r : PythonRules()) {
    if (r.info->id == id) return &r;
  }
  return nullptr;
}

// Text of a str, or a bytes value that decodes as UTF-8.
std::optional<std::string> TextOf(const Value& v, bool* partial) {
  if (v.kind == Kind::kStr) {
    *partial = v.partial;
    return v.s;
  }
  if (v.kind == Kind::kBytes && constfold::IsValidUtf8(v.s)) {
    *partial = false;
    return v.s;
  }
  return std::nullopt;
}

bool IsBudgetUnknown(const Value& v) {
  return v.kind == Kind::kUnknown && v.why != constfold::Unknown::kComputed;
}

}  // namespace

void PythonAnalysis::OnCall(const aliasing::CallSite& site) {
  if (site.callee == nullptr || site.callee->kind != Kind::kRef) return;
  std::vector<const Sink*> rows = FindSinks(site.callee->s);
  for (const Sink* row : rows) {
    const PythonRule* rule = RuleById(row->rule);
    if (rule != nullptr && rule->check != nullptr) rule->check(site, row, *this);
  }
  // An argument of a sink that the budget stopped from being computed (a path, a URL, a
  // command) may be what decides the verdict: say that it could not be seen.
  if (!rows.empty() && site.args != nullptr) {
    auto budget_unknown = [](const constfold::ValueSet& values) {
      for (const Value* v : values) {
        if (IsBudgetUnknown(*v)) return true;
      }
      return false;
    };
    bool hit = false;
    for (const constfold::ValueSet& a : site.args->positional) hit |= budget_unknown(a);
    for (const auto& [name, a] : site.args->keywords) hit |= budget_unknown(a);
    if (hit) {
      OnOpaque(site.node, "KT-LIMIT-004",
               StrCat("an argument of ", site.callee->s,
                      " could not be computed within the folding budget (",
                      constfold::LimitName(engine_.arena().budget().first_limit()), ")"));
    }
  }
  for (const PythonRule& rule : PythonRules()) {
    if (rule.every_call) rule.check(site, nullptr, *this);
  }
}

void PythonAnalysis::OnOpaque(TSNode node, std::string_view rule, std::string why) {
  Report(Label::kOpaque, rule, node, std::move(why),
         "part of the code could not be analysed, so what it does is unknown");
}

bool PythonAnalysis::IsSensitive(std::string_view qualified_name) const {
  return IsSensitiveName(qualified_name);
}

void PythonAnalysis::Report(Label label, std::string_view rule, TSNode node,
                            std::string evidence, std::string_view message) {
  Finding f;
  f.label = label;
  f.rule = std::string(rule);
  ts::Span s = ts::SpanOf(node);
  f.line = s.line;
  f.column = s.column;
  f.end_line = s.end_line;
  f.end_column = s.end_column;
  f.evidence = std::move(evidence);
  f.message = std::string(message);
  findings_.push_back(std::move(f));
}

std::string PythonAnalysis::EvidenceOf(const aliasing::CallSite& site) const {
  std::string e = aliasing::Evaluator::Evidence(site.text, *site.callee);
  if (site.kind == aliasing::SiteKind::kReference) StrAppend(&e, ", ", site.how);
  if (site.kind == aliasing::SiteKind::kDecorator) StrAppend(&e, ", used as a decorator");
  return e;
}

void PythonAnalysis::Join(std::vector<Finding> nested, TSNode node, std::string_view how) {
  ts::Span s = ts::SpanOf(node);
  for (Finding& f : nested) {
    f.evidence = StrCat(how, " (", f.line, ":", f.column, "): ", f.evidence);
    f.line = s.line;
    f.column = s.column;
    f.end_line = s.end_line;
    f.end_column = s.end_column;
    findings_.push_back(std::move(f));
  }
}

void PythonAnalysis::AnalyseCode(const constfold::ValueSet& code, TSNode node,
                                 std::string_view how) {
  for (const Value* v : code) {
    if (IsBudgetUnknown(*v)) {
      OnOpaque(node, "KT-LIMIT-004", StrCat("the code ", how, " could not be computed "
                                                  "within the folding budget"));
      continue;
    }
    if (v->kind == Kind::kInstance && v->s == "builtins.code" && !v->items.empty()) {
      AnalyseCode(v->items[0], node, how);
      continue;
    }
    bool partial = false;
    std::optional<std::string> text = TextOf(*v, &partial);
    if (!text || partial) continue;
    Join(engine_.AnalysePython(*text, depth_ + 1), node, StrCat("in code ", how));
  }
}

void PythonAnalysis::AnalyseShell(const constfold::ValueSet& command, TSNode node,
                                  std::string_view how) {
  for (const Value* v : command) {
    if (IsBudgetUnknown(*v)) {
      OnOpaque(node, "KT-LIMIT-004", StrCat("the command ", how, " could not be computed "
                                                  "within the folding budget"));
      continue;
    }
    bool partial = false;
    std::optional<std::string> text = TextOf(*v, &partial);
    if (!text) continue;
    std::string script = *text;
    if (partial) {
      if (script.find_first_not_of(constfold::kHole) == std::string::npos) continue;
      script = absl::StrReplaceAll(script, {{std::string(1, constfold::kHole),
                                             std::string(kUnknownWord)}});
    }
    shellscan::ScanResult r = engine_.AnalyseShell(script, depth_ + 1);
    engine_.AddCommands(r.commands);
    if (partial) {
      // What the unknown stretches make unresolvable is already covered by the caller's label.
      std::erase_if(r.findings, [](const Finding& f) { return f.label == Label::kOpaque; });
    }
    Join(std::move(r.findings), node, StrCat("in the shell command ", how));
  }
}

namespace {
// One argument as the shell scanner sees it: its text when it folds to a single constant.
shellscan::ArgWord ArgWordOf(const constfold::ValueSet& arg) {
  shellscan::ArgWord w;
  bool partial = false;
  std::optional<std::string> text =
      arg.Single() != nullptr ? TextOf(*arg.Single(), &partial) : std::nullopt;
  if (text && !partial) {
    w.text = *text;
  } else {
    w.known = false;
  }
  return w;
}
}  // namespace

void PythonAnalysis::AnalyseArgv(const std::vector<constfold::ValueSet>& argv, TSNode node,
                                 std::string_view how, const constfold::ValueSet* input) {
  if (argv.empty()) return;
  std::vector<shellscan::ArgWord> words;
  for (const constfold::ValueSet& arg : argv) words.push_back(ArgWordOf(arg));
  if (!words[0].known) return;  // an unknown program: the caller's label stands
  std::optional<shellscan::ArgWord> stdin_word;
  if (input != nullptr) stdin_word = ArgWordOf(*input);
  shellscan::ScanResult r =
      engine_.AnalyseArgv(words, depth_ + 1, stdin_word ? &*stdin_word : nullptr);
  engine_.AddCommands(r.commands);
  std::erase_if(r.findings, [](const Finding& f) { return f.label == Label::kOpaque; });
  Join(std::move(r.findings), node, StrCat("in the command ", how));
}

}  // namespace kotoba::analyzer
