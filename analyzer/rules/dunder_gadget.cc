// PY-GADGET-001: the __subclasses__ walk that sandbox escapes use to reach os.system or eval.
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kDunderGadgetInfo = {
    "PY-GADGET-001", Label::kShellSpawn,
    "walks object.__subclasses__() to reach a shell or eval (shell-spawn, dynamic-eval)",
    R"doc(Flags a call of __subclasses__() reached through the class hierarchy, the first step of
the classic escape `().__class__.__base__.__subclasses__()[N].__init__.__globals__[...]`.
The index N picks a class at run time, so which sink it reaches is undecidable: the finding
carries both shell-spawn and dynamic-eval.

Why: it is how code reaches os.system or eval without naming them.

  Flags:     [c for c in ().__class__.__base__.__subclasses__() if c.__name__ == "Popen"]
  Not:       MyBase.__subclasses__ is not called; type(x).__name__

Limits: any call of __subclasses__ is flagged, including plugin registries that use it.)doc"};

void CheckDunderGadget(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (site.kind == aliasing::SiteKind::kReference) return;
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
