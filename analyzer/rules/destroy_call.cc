// PY-DESTROY-001: a call of, or reference to, a function that deletes files.
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kDestroyCallInfo = {
    "PY-DESTROY-001", Label::kFsDestroy, "deletes files or directories",
    R"doc(Flags any call of, or reference passed on to, a function that deletes files:
shutil.rmtree, os.remove/unlink/rmdir/removedirs/truncate, Path.unlink/rmdir (and .unlink()
or .rmdir() on an object of unknown type, which is almost always a path), however it is named.

Why: deleting files cannot be undone; a person should see it first.

  Flags:     import shutil as s; s.rmtree("build")
  Flags:     list(map(os.remove, files))
  Not:       items.remove(x)            (list.remove: a method that only shares the name)

Limits: an object's type is not inferred through arbitrary library calls; .unlink() on an
unknown receiver is flagged on purpose (fail closed).)doc"};

void CheckDestroyCall(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
