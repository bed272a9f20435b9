// PY-SPAWN-001: starting processes or native code; command lines and argv lists are scanned.
#include "constfold/strings.h"
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {
namespace {

using constfold::Value;
using Kind = Value::Kind;

// shell=True (or any alternative of it that is true).
bool ShellTrue(const aliasing::CallSite& site) {
  const constfold::ValueSet* shell = site.args->Keyword("shell");
  if (shell == nullptr) return false;
  for (const Value* v : *shell) {
    if ((v->kind == Kind::kBool || v->kind == Kind::kInt) && v->i != 0) return true;
    if (v->kind == Kind::kUnknown) return true;  // unknown: judge it both ways
  }
  return false;
}

}  // namespace

const RuleInfo kProcessSpawnInfo = {
    "PY-SPAWN-001", Label::kShellSpawn, "runs a process or native code",
    R"doc(Flags anything that starts a process or runs native code: os.system/popen/exec*/spawn*/
posix_spawn*/fork, subprocess.*, pty.spawn, asyncio.create_subprocess_*, _posixsubprocess,
ctypes and cffi, and importlib's import machinery (import_module, spec_from_file_location,
loaders; not importlib.metadata or importlib.resources).
A command line (os.system, shell=True) or argv list that can be computed is analysed by the
shell scanner and its labels join: os.system("rm -rf b") is fs-destroy + shell-spawn.

Why: another program can do anything the user can.

  Flags:     from subprocess import run as r; r(["ls"])
  Flags:     ctypes.CDLL(None).system(b"id")
  Not:       import subprocess   (a bare import);  db.execute(sql);  pool.map(f, xs)

Limits: multiprocessing is not flagged (it runs the snippet's own Python functions).)doc"};

void CheckProcessSpawn(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
  if (!IsCall(site)) return;
  std::string how = StrCat("run by ", site.text, "()");
  const constfold::ValueSet* arg = RowArg(site, *row);
  switch (row->condition) {
    case Condition::kShellString:
      if (arg != nullptr) analysis.AnalyseShell(*arg, site.node, how);
      break;
    case Condition::kProcessArgs: {
      if (arg == nullptr) break;
      bool shell = ShellTrue(site);
      // subprocess's input= is the program's stdin: code, when the program is a shell.
      const constfold::ValueSet* input = site.args->Keyword("input");
      for (const Value* v : *arg) {
        if (v->kind == Kind::kList || v->kind == Kind::kTuple) {
          if (v->partial) continue;
          if (shell && !v->items.empty()) {
            analysis.AnalyseShell(v->items[0], site.node, how);
          } else {
            analysis.AnalyseArgv(v->items, site.node, how, input);
          }
        } else if (v->kind == Kind::kStr || v->kind == Kind::kBytes) {
          constfold::ValueSet one(v);
          if (shell) {
            analysis.AnalyseShell(one, site.node, how);
          } else {
            analysis.AnalyseArgv({one}, site.node, how, input);
          }
        }
      }
      break;
    }
    case Condition::kExecArgv: {
      const std::vector<constfold::ValueSet>& pos = site.args->positional;
      if (row->arg < 0 || static_cast<size_t>(row->arg) >= pos.size()) break;
      const constfold::ValueSet& first = pos[row->arg];
      const Value* list = first.Single();
      if (list != nullptr && (list->kind == Kind::kList || list->kind == Kind::kTuple)) {
        if (!list->partial) analysis.AnalyseArgv(list->items, site.node, how);
        break;
      }
      std::vector<constfold::ValueSet> argv(pos.begin() + row->arg, pos.end());
      // execle/spawnle end with an environment mapping.
      if (!argv.empty() && argv.back().Single() != nullptr &&
          argv.back().Single()->kind == Kind::kDict) {
        argv.pop_back();
      }
      analysis.AnalyseArgv(argv, site.node, how);
      break;
    }
    default:
      break;
  }
}

}  // namespace kotoba::analyzer::rules
