// PY-EVAL-001: code run from text or data at run time; literal code is analysed and joins.
#include "constfold/strings.h"
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kDynamicEvalInfo = {
    "PY-EVAL-001", Label::kDynamicEval, "runs code built at run time",
    R"doc(Flags eval, exec, __import__, runpy, timeit with a code string, code.Interactive*,
types.FunctionType/CodeType, pickle/marshal loads (and dill, cloudpickle, shelve), however they
are named. When the code is a constant, or folds to one (base64, zlib, rot13, joins, ...), it is
analysed as Python and its labels join the verdict, with the nesting shown in the evidence.

Why: what runs is not in the source a person reads.

  Flags:     exec(base64.b64decode("aW1wb3J0IG9z..."))   (and the decoded code's labels)
  Flags:     getattr(__builtins__, "ev" + "al")(src)
  Not:       model.eval(); ast.literal_eval(s); re.compile(p); timeit.timeit(lambda: f())

Limits: code built from values that cannot be computed is labelled but not analysed further;
compile() alone is not labelled (its code is analysed when it is run).)doc"};

void CheckDynamicEval(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  const constfold::ValueSet* code = RowArg(site, *row);
  if (row->condition == Condition::kTimeitCode) {
    // timeit(stmt=callable) only calls a function; only a string statement is code.
    if (!IsCall(site)) return;
    const constfold::ValueSet* setup = site.args->Get(1, "setup");
    bool any_code = false;
    for (const constfold::ValueSet* part : {code, setup}) {
      if (part == nullptr) continue;
      for (const constfold::Value* v : *part) {
        any_code |= v->kind == constfold::Value::Kind::kStr ||
                    v->kind == constfold::Value::Kind::kUnknown;
      }
    }
    if (!any_code) return;
  }
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
  if (!IsCall(site)) return;
  std::string how = StrCat("run by ", site.text, "()");
  if (code != nullptr) analysis.AnalyseCode(*code, site.node, how);
  if (row->condition == Condition::kTimeitCode) {
    if (const constfold::ValueSet* setup = site.args->Get(1, "setup")) {
      analysis.AnalyseCode(*setup, site.node, how);
    }
  }
}

}  // namespace kotoba::analyzer::rules
