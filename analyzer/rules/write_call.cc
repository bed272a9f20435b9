// PY-WRITE-001: functions that write, copy, move, create or change files.
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kWriteCallInfo = {
    "PY-WRITE-001", Label::kFsWrite, "writes to the file system",
    R"doc(Flags write_text/write_bytes, shutil.copy*/move/copytree/make_archive/unpack_archive,
os.rename/replace/chmod/chown/mkdir/makedirs/link/symlink/utime, Path.mkdir/touch/rename/
replace/chmod/symlink_to, urlretrieve, archive extraction, and saving data to a path
(DataFrame.to_csv(path), numpy.save, savefig) however they are named.

Why: write_file is the harness's tool for writing, and it shows the change to the user;
code that writes behind it should ask.

  Flags:     Path("out.txt").write_text(report)
  Flags:     df.to_csv("results.csv")
  Not:       io.StringIO().write("x");  df.to_csv()   (returns a string)

Limits: writes through file objects are judged where the file is opened (PY-WRITE-002).)doc"};

void CheckWriteCall(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (row->condition == Condition::kPathArg && !(IsCall(site) && IsPassed(RowArg(site, *row)))) {
    return;
  }
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
