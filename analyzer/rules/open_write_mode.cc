// PY-WRITE-002: files opened for writing, by mode string or os.open flags.
#include "constfold/strings.h"
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {
namespace {

using constfold::Value;
using Kind = Value::Kind;

// Linux values of the os.O_* flags that make os.open write or create.
constexpr int64_t kWriteFlags = 01 | 02 | 0100 | 01000 | 02000;

}  // namespace

const RuleInfo kOpenWriteModeInfo = {
    "PY-WRITE-002", Label::kFsWrite, "opens a file for writing",
    R"doc(Flags open(), io.open, codecs.open, os.fdopen, gzip/bz2/lzma/tarfile.open, ZipFile and
Path.open when the mode (positional or mode=, a variable, or a folded string) contains w, a, x
or +, and os.open when its flags include O_WRONLY, O_RDWR, O_CREAT, O_TRUNC or O_APPEND.
A mode or flags value that cannot be computed is `opaque`: it might write.

Why: writing goes through write_file, which the user sees; see PY-WRITE-001.

  Flags:     m = "a"; open(".bashrc", m).write(line)
  Flags:     os.open("x", os.O_WRONLY | os.O_CREAT)
  Not:       open("data.csv");  open("data.csv", "rb");  zf.open("member.txt")

Limits: .open(mode) on an object of unknown type counts only when the mode is a known string.)doc"};

void CheckOpenWriteMode(const aliasing::CallSite& site, const Sink* row,
                        PythonAnalysis& analysis) {
  if (!IsCall(site)) return;
  const constfold::ValueSet* mode = RowArg(site, *row);
  if (mode == nullptr || site.args->has_splat) {
    if (site.args->has_splat && row->condition == Condition::kOpenMode) {
      analysis.Report(Label::kOpaque, "PY-WRITE-002", site.node, analysis.EvidenceOf(site),
                      "opens a file with arguments that could not be seen");
    }
    return;
  }
  bool unknown_receiver = row->name.substr(0, 2) == "?.";
  for (const Value* v : *mode) {
    bool writes = false, unknown = false;
    if (row->condition == Condition::kOsOpenFlags) {
      if (v->kind == Kind::kInt) writes = (v->i & kWriteFlags) != 0;
      else unknown = true;
    } else if (v->IsKnownStr()) {
      writes = v->s.find_first_of("wax+") != std::string::npos && v->s.size() <= 4;
    } else if (v->kind != Kind::kNone) {
      unknown = !unknown_receiver;
    }
    if (writes) {
      analysis.Report(row->label, row->rule, site.node,
                      StrCat(analysis.EvidenceOf(site), ", mode ",
                                   v->kind == Kind::kInt ? StrCat(v->i)
                                                         : StrCat("'", v->s, "'")),
                      row->message);
      return;
    }
    if (unknown) {
      analysis.Report(Label::kOpaque, row->rule, site.node,
                      StrCat(analysis.EvidenceOf(site), ", mode not computable"),
                      "opens a file with a mode that could not be computed; it may write");
      return;
    }
  }
}

}  // namespace kotoba::analyzer::rules
