// The semantic model through the public Classifier API: for every binding kind and scope rule,
// a snippet that must resolve to a sink and, beside it, one that correctly must not. Rows check
// the exact label set and, where the issue asks, the evidence chain of one finding.
//
// A row with `known_miss` is a construct the model should resolve but does not yet: it is
// skipped with the reason printed, and fails once it passes so the marker gets removed (the
// same rule as `# expect-miss:` in the corpus, where each has a corpus/rounds/02-aliasing/miss-*
// file).
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "kotoba/classifier.h"

namespace kotoba {
namespace {

struct Case {
  std::string_view name;  // the construct, CamelCase
  std::string code;
  std::string_view labels;  // exactly these, canonical order ("" = none)
  // Substrings one finding's evidence must all contain: the resolved name and the bindings.
  std::vector<std::string_view> evidence = {};
  std::string_view known_miss = {};
  Options options = {};
};

std::string Describe(const Verdict& v) {
  std::string out = "got [" + v.labels.ToString() + "]";
  for (const Finding& f : v.findings) {
    out += "\n  " + f.rule + " " + std::string(LabelName(f.label)) + " " +
           std::to_string(f.line) + ":" + std::to_string(f.column) + " | " + f.evidence;
  }
  return out;
}

bool HasEvidence(const Verdict& v, const std::vector<std::string_view>& parts) {
  for (const Finding& f : v.findings) {
    bool all = true;
    for (std::string_view p : parts) all = all && f.evidence.find(p) != std::string::npos;
    if (all) return true;
  }
  return parts.empty();
}

void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

class ResolutionTest : public ::testing::TestWithParam<Case> {};

TEST_P(ResolutionTest, EarnsExactlyItsLabels) {
  const Case& c = GetParam();
  absl::StatusOr<Classifier> classifier = Classifier::Create(c.options);
  ASSERT_TRUE(classifier.ok()) << classifier.status();
  Verdict v = classifier->Classify(c.code, Language::kPython);
  bool labels_ok = v.labels.ToString() == c.labels;
  bool evidence_ok = HasEvidence(v, c.evidence);
  if (!c.known_miss.empty()) {
    if (labels_ok && evidence_ok) {
      FAIL() << "known miss now resolves: remove known_miss from this row (and the "
                "`# expect-miss:` line of its corpus file)\n"
             << Describe(v);
    }
    GTEST_SKIP() << "known miss: " << c.known_miss << "\n" << c.code << Describe(v);
  }
  EXPECT_TRUE(labels_ok) << "want [" << c.labels << "]\n" << c.code << Describe(v);
  EXPECT_TRUE(evidence_ok) << "no finding's evidence holds all of the expected parts\n"
                           << c.code << Describe(v);
}

std::string CaseName(const ::testing::TestParamInfo<Case>& info) {
  return std::string(info.param.name);
}

#define KOTOBA_CASES(suite, table) \
  INSTANTIATE_TEST_SUITE_P(suite, ResolutionTest, ::testing::ValuesIn(table), CaseName)

// --- Scopes -----------------------------------------------------------------------------------
const Case kScopes[] = {
    {.name = "ModuleImportSeenFromFunction",
     .code = "import os\ndef f():\n    os.system('id')\nf()\n",
     .labels = "shell-spawn",
     .evidence = {"os.system", "import os, line 1"}},
    {.name = "UncalledFunctionBodyIsStillAnalysed",
     .code = "import os\ndef f():\n    os.system('id')\n",
     .labels = "shell-spawn"},
    {.name = "FunctionLocalImport",
     .code = "def f():\n    import subprocess as sp\n    sp.run(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"sp.run -> subprocess.run", "import subprocess as sp, line 2"}},
    {.name = "FunctionLocalImportDoesNotLeakToModule",
     .code = "def f():\n    import os as o\n    return 1\no.system('id')\n",
     .labels = ""},
    {.name = "FunctionLocalAssignmentDoesNotLeakToModule",
     .code = "import os\nrun = print\ndef f():\n    run = os.system\nf()\nrun('id')\n",
     .labels = ""},
    {.name = "LambdaBodySeesModuleImport",
     .code = "import os\nf = lambda: os.system('id')\nf()\n",
     .labels = "shell-spawn"},
    {.name = "LambdaParameterShadowsBuiltin",
     .code = "f = lambda eval: eval('1')\nf(print)\n",
     .labels = ""},
    {.name = "ClassAttributeReadThroughTheClass",
     .code = "import os\nclass A:\n    run = os.system\nA.run('id')\n",
     .labels = "shell-spawn",
     .evidence = {"A.run -> os.system", "run = os.system, line 3", "import os, line 1"}},
    {.name = "ModuleBindingSeenFromMethodPastClassScope",
     .code = "import os\nsystem = os.system\nclass Shell:\n    system = print\n"
             "    def go(self):\n        system('id')\nShell().go()\n",
     .labels = "shell-spawn"},
    {.name = "ClassScopeIsInvisibleFromMethods",
     .code = "import os\nsystem = print\nclass Shell:\n    system = os.system\n"
             "    def go(self):\n        system('id')\nShell().go()\n",
     .labels = ""},
    {.name = "ClassScopeIsInvisibleFromComprehensionInClassBody",
     .code = "import os\nclass A:\n    run = os.system\n    xs = [run for _ in range(1)]\n",
     .labels = ""},
    {.name = "ComprehensionBodySeesModuleImport",
     .code = "import os\n[os.system(c) for c in ['id']]\n",
     .labels = "shell-spawn"},
    {.name = "ComprehensionVariableDoesNotLeak",
     .code = "import os\nx = print\n[x for x in [os.system]]\nx('id')\n",
     .labels = ""},
    {.name = "ComprehensionVariableShadowsBuiltin",
     .code = "[exec(1) for exec in [print]]\n",
     .labels = ""},
    {.name = "WalrusInComprehensionBindsInEnclosingScope",
     .code = "import os\n[(runner := os.system) for _ in range(1)]\nrunner('id')\n",
     .labels = "shell-spawn",
     .evidence = {"runner -> os.system", "runner := os.system, line 2"}},
    {.name = "GlobalDeclarationRebindsModuleName",
     .code = "import os\nrun = print\ndef f():\n    global run\n    run = os.system\nf()\nrun('id')\n",
     .labels = "shell-spawn",
     .evidence = {"run -> os.system", "run = os.system, line 5"}},
    {.name = "NonlocalDeclarationRebindsEnclosingName",
     .code = "import os\ndef outer():\n    fn = print\n    def inner():\n        nonlocal fn\n"
             "        fn = os.system\n    inner()\n    fn('id')\nouter()\n",
     .labels = "shell-spawn",
     .evidence = {"fn -> os.system", "fn = os.system, line 6"}},
    {.name = "WithoutNonlocalInnerAssignmentStaysLocal",
     .code = "import os\ndef outer():\n    fn = print\n    def inner():\n        fn = os.system\n"
             "    inner()\n    fn('id')\nouter()\n",
     .labels = ""},
    {.name = "ClosureCapturesSink",
     .code = "import os\ndef deleter():\n    rm = os.remove\n    def inner(path):\n        rm(path)\n"
             "    return inner\ndeleter()('old.log')\n",
     .labels = "fs-destroy"},
    {.name = "LocalDefShadowsFromImport",
     .code = "from os import system\ndef system(c):\n    return c\nsystem('id')\n",
     .labels = ""},
    {.name = "FromImportWithoutShadowing",
     .code = "from os import system\nsystem('id')\n",
     .labels = "shell-spawn",
     .evidence = {"system -> os.system", "from os import system, line 1"}},
    {.name = "ParameterNamedEvalIsNotTheBuiltin",
     .code = "def f(eval):\n    return eval('1')\nf(len)\n",
     .labels = ""},
    {.name = "BuiltinEvalOnAParameter",
     .code = "def f(x):\n    return eval(x)\n",
     .labels = "dynamic-eval",
     .evidence = {"eval -> builtins.eval"}},
    {.name = "ParameterShadowsImportedModule",
     .code = "import os\ndef f(os):\n    os.system('x')\n",
     .labels = ""},
    {.name = "DeleteRestoresTheBuiltin",
     .code = "eval = print\ndel eval\neval('1')\n",
     .labels = "dynamic-eval"},
    {.name = "RebindingToHarmlessHidesTheBuiltin",
     .code = "eval = print\neval('1')\n",
     .labels = ""},
};
KOTOBA_CASES(Scopes, kScopes);

// --- Imports ----------------------------------------------------------------------------------
const Case kImports[] = {
    {.name = "ImportModule",
     .code = "import os\nos.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"os.system", "import os, line 1"}},
    {.name = "BareImportEarnsNothing",
     .code = "import os\nimport subprocess\nimport ctypes\n",
     .labels = ""},
    {.name = "ImportDottedBindsTheTopModule",
     .code = "import os.path\nos.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"os.system", "import os.path, line 1"}},
    {.name = "ImportDottedHarmlessUse",
     .code = "import os.path\nos.path.join('a', 'b')\n",
     .labels = ""},
    {.name = "ImportDottedAs",
     .code = "import importlib.util as u\nu.spec_from_file_location('m', 'm.py')\n",
     .labels = "shell-spawn",
     .evidence = {"u.spec_from_file_location -> importlib.util.spec_from_file_location",
                  "import importlib.util as u, line 1"}},
    {.name = "ImportDottedAsReachesReexport",
     .code = "import os.path as p\np.os.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"p.os.system -> os.system"}},
    {.name = "ImportAs",
     .code = "import subprocess as sp\nsp.run(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"sp.run -> subprocess.run", "import subprocess as sp, line 1"}},
    {.name = "FromImportAs",
     .code = "from subprocess import run as r\nr(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"r -> subprocess.run", "from subprocess import run as r, line 1"}},
    {.name = "FromImportAsHarmlessName",
     .code = "from os import getcwd as system\nsystem()\n",
     .labels = ""},
    {.name = "FromImportSinkAsHarmlessName",
     .code = "from os import system as print\nprint('id')\n",
     .labels = "shell-spawn"},
    {.name = "FromImportStarBindsSinks",
     .code = "from os import *\nsystem('id')\n",
     .labels = "shell-spawn",
     .evidence = {"system -> os.system", "from os import *"}},
    {.name = "FromImportStarOfSubprocess",
     .code = "from subprocess import *\nPopen(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"Popen -> subprocess.Popen"}},
    {.name = "FromImportStarHarmlessUse",
     .code = "from os import *\ngetcwd()\n",
     .labels = ""},
    {.name = "RelativeImportIsAnUnknownModule",
     .code = "from .os import system\nsystem('id')\n",
     .labels = ""},
    {.name = "RelativeImportOfPackageMember",
     .code = "from . import subprocess\nsubprocess.run(['ls'])\n",
     .labels = ""},
    {.name = "RelativeImportStar",
     .code = "from .subprocess import *\nrun(['ls'])\n",
     .labels = ""},
    {.name = "ImportModuleConstantBindsTheModule",
     .code = "import importlib\nm = importlib.import_module('os')\nm.remove('x')\n",
     .labels = "fs-destroy,shell-spawn",
     .evidence = {"m.remove -> os.remove", "m = importlib.import_module('os'), line 2"}},
    {.name = "DunderImportConstantBindsTheModule",
     .code = "m = __import__('os')\nm.remove('x')\n",
     .labels = "fs-destroy,dynamic-eval",
     .evidence = {"m.remove -> os.remove", "m = __import__('os'), line 1"}},
    {.name = "TryImportFallbackKeepsBothBindings",
     .code = "try:\n    from subprocess import run\nexcept ImportError:\n    run = print\nrun(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"run -> subprocess.run", "from subprocess import run, line 2"}},
    {.name = "NfkcFullwidthModuleAndAttribute",
     .code = "import os\n\xef\xbd\x8f\xef\xbd\x93.\xef\xbd\x93\xef\xbd\x99\xef\xbd\x93\xef\xbd\x94"
             "\xef\xbd\x85\xef\xbd\x8d('id')\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "NfkcFromImport",
     .code = "from \xef\xbd\x8f\xef\xbd\x93 import \xef\xbd\x93\xef\xbd\x99\xef\xbd\x93\xef\xbd\x94"
             "\xef\xbd\x85\xef\xbd\x8d as s\ns('id')\n",
     .labels = "shell-spawn",
     .evidence = {"s -> os.system"}},
    {.name = "NfkcMathItalicEval",
     .code = "\xf0\x9d\x91\x92\xf0\x9d\x91\xa3\xf0\x9d\x91\x8e\xf0\x9d\x91\x99(input())\n",
     .labels = "dynamic-eval",
     .evidence = {"builtins.eval"}},
    {.name = "NfkcHarmlessName",
     .code = "\xef\xbd\x90\xef\xbd\x92\xef\xbd\x89\xef\xbd\x8e\xef\xbd\x94('os.system')\n",
     .labels = ""},
};
KOTOBA_CASES(Imports, kImports);

// --- Assignment targets -----------------------------------------------------------------------
const Case kAssignments[] = {
    {.name = "PlainAssignment",
     .code = "import os\nf = os.system\nf('id')\n",
     .labels = "shell-spawn",
     .evidence = {"f -> os.system", "f = os.system, line 2", "import os, line 1"}},
    {.name = "BareReferenceIsNotACall",
     .code = "import os\nf = os.system\n",
     .labels = ""},
    {.name = "AliasChainCarriesEveryHop",
     .code = "from subprocess import run\nx = run\nx(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"x -> subprocess.run", "x = run, line 2", "from subprocess import run, line 1"}},
    {.name = "ChainedAssignmentFirstTarget",
     .code = "import os\na = b = os.system\na('id')\n",
     .labels = "shell-spawn"},
    {.name = "ChainedAssignmentLastTarget",
     .code = "import os\na = b = os.system\nb('id')\n",
     .labels = "shell-spawn"},
    {.name = "TupleUnpackingPicksThePosition",
     .code = "import os\na, b = print, os.system\nb('id')\n",
     .labels = "shell-spawn",
     .evidence = {"b -> os.system", "a, b = print, os.system, line 2"}},
    {.name = "TupleUnpackingOtherPositionIsHarmless",
     .code = "import os\na, b = print, os.system\na('id')\n",
     .labels = ""},
    {.name = "ListUnpacking",
     .code = "import os\n[a, b] = [print, os.system]\nb('id')\n",
     .labels = "shell-spawn"},
    {.name = "NestedUnpacking",
     .code = "import os\n(a, (b, c)) = (print, (print, os.system))\nc('id')\n",
     .labels = "shell-spawn"},
    {.name = "NestedUnpackingOtherPositionIsHarmless",
     .code = "import os\n(a, (b, c)) = (print, (os.system, print))\nc('id')\n",
     .labels = ""},
    {.name = "StarredUnpackingRest",
     .code = "import os\nfirst, *rest = print, print, os.system\nrest[1]('id')\n",
     .labels = "shell-spawn"},
    {.name = "StarredUnpackingHarmlessElement",
     .code = "import os\nfirst, *rest = os.system, print\nrest[0]('id')\n",
     .labels = ""},
    {.name = "WalrusInCondition",
     .code = "import os\nif (f := os.system):\n    f('id')\n",
     .labels = "shell-spawn",
     .evidence = {"f -> os.system", "f := os.system, line 2"}},
    {.name = "AugmentedAssignmentExtendsList",
     .code = "import os\nfs = [print]\nfs += [os.system]\nfs[1]('id')\n",
     .labels = "shell-spawn"},
    {.name = "AugmentedAssignmentKeepsOldElements",
     .code = "import os\nfs = [print]\nfs += [os.system]\nfs[0]('id')\n",
     .labels = ""},
    {.name = "AnnotatedAssignment",
     .code = "import os\nf: object = os.system\nf('id')\n",
     .labels = "shell-spawn"},
    {.name = "ForTarget",
     .code = "import os\nfor f in [os.system]:\n    f('id')\n",
     .labels = "shell-spawn"},
    {.name = "ForTargetOverHarmlessCallables",
     .code = "for f in [print, len]:\n    f('id')\n",
     .labels = ""},
    {.name = "ForTargetOverDictItems",
     .code = "import os\nfor k, f in {'r': os.system}.items():\n    f('id')\n",
     .labels = "shell-spawn"},
    {.name = "WithTarget",
     .code = "import contextlib, subprocess\n"
             "with contextlib.nullcontext(subprocess.check_output) as run:\n    run(['ls'])\n",
     .labels = "shell-spawn",
     .evidence = {"subprocess.check_output"}},
    {.name = "WithTargetOfOpenForReading",
     .code = "with open('f') as fh:\n    fh.read()\n",
     .labels = ""},
    {.name = "ExceptTargetArgs",
     .code = "import os\ntry:\n    raise LookupError(os.system)\nexcept LookupError as err:\n"
             "    handler = err.args[0]\nhandler('id')\n",
     .labels = "shell-spawn"},
    {.name = "ExceptTargetOfUnknownException",
     .code = "try:\n    pass\nexcept Exception as e:\n    e.args[0]('x')\n",
     .labels = ""},
    {.name = "DefaultArgument",
     .code = "import os\ndef f(run=os.system):\n    run('id')\nf()\n",
     .labels = "shell-spawn",
     .evidence = {"run -> os.system"}},
    {.name = "DefaultArgumentHarmless",
     .code = "def f(run=print):\n    run('id')\nf()\n",
     .labels = ""},
    {.name = "KeywordOnlyDefault",
     .code = "import os\ndef f(*, run=os.system):\n    run('id')\n",
     .labels = "shell-spawn"},
    {.name = "LambdaDefault",
     .code = "import os\nf = lambda c, run=os.system: run(c)\nf('id')\n",
     .labels = "shell-spawn"},
    {.name = "SelfAttributeReadInAnotherMethod",
     .code = "import os\nclass A:\n    def __init__(self):\n        self.x = os.system\n"
             "    def go(self):\n        self.x('id')\nA().go()\n",
     .labels = "shell-spawn",
     .evidence = {"self.x -> os.system"}},
    {.name = "SelfAttributeBoundInALaterMethod",
     .code = "import os\nclass A:\n    def go(self):\n        self.x('id')\n"
             "    def setup(self):\n        self.x = os.system\n",
     .labels = "shell-spawn"},
    {.name = "SelfAttributeHarmless",
     .code = "import os\nclass A:\n    def __init__(self):\n        self.x = print\n"
             "    def go(self):\n        self.x('id')\nA().go()\n",
     .labels = ""},
    {.name = "SelfAttributeOfAnotherClassIsNotShared",
     .code = "import os\nclass A:\n    def __init__(self):\n        self.x = os.system\n"
             "class B:\n    def go(self):\n        self.x('id')\nB().go()\n",
     .labels = ""},
    {.name = "ClassAttributeReadThroughSelf",
     .code = "import subprocess\nclass Git:\n    exe = subprocess.check_output\n"
             "    def head(self):\n        return self.exe(['git', 'rev-parse', 'HEAD'])\n",
     .labels = "shell-spawn",
     .evidence = {"self.exe -> subprocess.check_output", "exe = subprocess.check_output, line 3"}},
    {.name = "ClassAttributeReadThroughCls",
     .code = "import os\nclass A:\n    run = staticmethod(os.system)\n    @classmethod\n"
             "    def go(cls):\n        cls.run('id')\n",
     .labels = "shell-spawn"},
    {.name = "ClassAttributeInheritedByASubclass",
     .code = "import os\nclass Base:\n    run = os.system\nclass Child(Base):\n    pass\n"
             "Child.run('id')\n",
     .labels = "shell-spawn"},
    {.name = "ConditionalExpressionUnion",
     .code = "import os, sys\nf = os.system if sys.argv else print\nf('id')\n",
     .labels = "shell-spawn"},
    {.name = "BooleanOrFallback",
     .code = "import os\nf = None or os.system\nf('id')\n",
     .labels = "shell-spawn"},
    {.name = "IfElseBranchesUnion",
     .code = "import os, sys\nif sys.argv:\n    f = os.system\nelse:\n    f = print\nf('id')\n",
     .labels = "shell-spawn",
     .evidence = {"f -> os.system", "f = os.system, line 3"}},
    {.name = "SequentialRebindingKeepsOnlyTheLatest",
     .code = "import os\nf = os.system\nf = print\nf('id')\n",
     .labels = ""},
    {.name = "ConditionalRebindingKeepsBoth",
     .code = "import os, sys\nf = os.system\nif sys.argv:\n    f = print\nf('id')\n",
     .labels = "shell-spawn"},
    {.name = "SwapInALoopReachesTheSink",
     .code = "import os\na = print\nb = os.system\nfor _ in range(3):\n    a, b = b, a\na('id')\n",
     .labels = "shell-spawn"},
};
KOTOBA_CASES(Assignments, kAssignments);

// --- Containers with constant keys or indices -------------------------------------------------
const Case kContainers[] = {
    {.name = "ListConstantIndex",
     .code = "import os\n[os.system][0]('id')\n",
     .labels = "shell-spawn",
     .evidence = {"[os.system][0] -> os.system"}},
    {.name = "ListConstantIndexOfHarmlessElement",
     .code = "import os\n[print, os.system][0]('id')\n",
     .labels = ""},
    {.name = "TupleNegativeIndex",
     .code = "import os\n(print, os.system)[-1]('id')\n",
     .labels = "shell-spawn"},
    {.name = "DictConstantKey",
     .code = "import os\n{'r': os.system}['r']('id')\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "DictConstantKeyOfHarmlessValue",
     .code = "import os\n{'r': os.system, 'p': print}['p']('id')\n",
     .labels = ""},
    {.name = "DictFoldedKey",
     .code = "import os\n{'run': os.system}['r' + 'un']('id')\n",
     .labels = "shell-spawn"},
    {.name = "DictGetConstantKey",
     .code = "import os\n{'r': os.system}.get('r')('id')\n",
     .labels = "shell-spawn"},
    {.name = "DictItemAssignment",
     .code = "import os\nd = {}\nd['k'] = os.system\nd['k']('id')\n",
     .labels = "shell-spawn"},
    {.name = "DictItemAssignmentOtherKey",
     .code = "import os\nd = {}\nd['k'] = os.system\nd['j'] = print\nd['j']('id')\n",
     .labels = ""},
    {.name = "DictConstructorKeywords",
     .code = "import os\ndict(run=os.system)['run']('id')\n",
     .labels = "shell-spawn"},
    {.name = "ListAppend",
     .code = "import os\nfs = []\nfs.append(os.system)\nfs[0]('id')\n",
     .labels = "shell-spawn"},
    {.name = "NextOfIter",
     .code = "import os\nnext(iter([os.system]))('id')\n",
     .labels = "shell-spawn"},
    {.name = "SimpleNamespaceAttribute",
     .code = "import os, types\nns = types.SimpleNamespace(run=os.system)\nns.run('id')\n",
     .labels = "shell-spawn"},
    {.name = "SelfReferentialDictEnds",
     .code = "d = {}\nd['d'] = d\nd['d']['d']['d']['x']('id')\n",
     .labels = ""},
};
KOTOBA_CASES(Containers, kContainers);

// --- Calls that return what they were given or a known callable -------------------------------
const Case kCalls[] = {
    {.name = "UserFunctionReturnsSink",
     .code = "import os\ndef f():\n    return os.system\nf()('id')\n",
     .labels = "shell-spawn",
     .evidence = {"f() -> os.system", "import os, line 1"}},
    {.name = "UserFunctionReturnsHarmless",
     .code = "def f():\n    return print\nf()('id')\n",
     .labels = ""},
    {.name = "UserFunctionReturnsThroughAnother",
     .code = "import os\ndef g():\n    return os.system\ndef f():\n    return g()\nf()('id')\n",
     .labels = "shell-spawn"},
    {.name = "RecursiveFunctionReturnsSink",
     .code = "import os\ndef f(n):\n    return os.system if n == 0 else f(n - 1)\nf(3)('id')\n",
     .labels = "shell-spawn"},
    {.name = "MutualRecursionEnds",
     .code = "def f():\n    return g()\ndef g():\n    return f()\nf()('id')\n",
     .labels = ""},
    {.name = "DecoratorReplacesFunctionWithSink",
     .code = "import os\ndef deco(f):\n    return os.system\n@deco\ndef g():\n    pass\ng('id')\n",
     .labels = "shell-spawn"},
    {.name = "PropertyReturnsSink",
     .code = "import os\nclass Env:\n    @property\n    def sh(self):\n        return os.popen\n"
             "Env().sh('ls')\n",
     .labels = "shell-spawn"},
    {.name = "LambdaReturnsSink",
     .code = "import os\n(lambda: os.system)()('id')\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "LambdaReturnsHarmless",
     .code = "(lambda: print)()('id')\n",
     .labels = ""},
    {.name = "LambdaInComprehensionReturnsSink",
     .code = "import os\nfs = [lambda: os.system for _ in range(2)]\nfs[0]()('id')\n",
     .labels = "shell-spawn"},
    {.name = "FunctoolsPartialOfSink",
     .code = "import functools, os\nrun = functools.partial(os.system, 'id')\nrun()\n",
     .labels = "shell-spawn",
     .evidence = {"run -> os.system", "run = functools.partial(os.system, 'id')"}},
    {.name = "FunctoolsPartialOfHarmless",
     .code = "import functools\nfunctools.partial(print, 'id')()\n",
     .labels = ""},
    {.name = "FunctoolsPartialFromImportAlias",
     .code = "from functools import partial as p\nimport os\nrun = p(p(os.system))\nrun('id')\n",
     .labels = "shell-spawn"},
    {.name = "OperatorAttrgetter",
     .code = "import operator, os\noperator.attrgetter('system')(os)('id')\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "OperatorAttrgetterHarmlessName",
     .code = "import operator, os\noperator.attrgetter('getcwd')(os)()\n",
     .labels = ""},
    {.name = "OperatorMethodcaller",
     .code = "import operator, os\noperator.methodcaller('system', 'id')(os)\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "OperatorMethodcallerHarmlessName",
     .code = "import operator, os\noperator.methodcaller('getcwd')(os)\n",
     .labels = ""},
    {.name = "GetattrConstantName",
     .code = "import os\ngetattr(os, 'system')('id')\n",
     .labels = "shell-spawn",
     .evidence = {"getattr(os, 'system') -> os.system", "import os, line 1"}},
    {.name = "GetattrConstantHarmlessName",
     .code = "import os\ngetattr(os, 'getcwd')()\n",
     .labels = ""},
    {.name = "GetattrFoldedName",
     .code = "import os\ngetattr(os, 'sys' + 'tem')('id')\n",
     .labels = "shell-spawn"},
    {.name = "GetattrReversedName",
     .code = "import os\ngetattr(os, 'metsys'[::-1])('id')\n",
     .labels = "shell-spawn"},
    {.name = "GetattrJoinedChrName",
     .code = "import os\ngetattr(os, ''.join(map(chr, [115, 121, 115, 116, 101, 109])))('id')\n",
     .labels = "shell-spawn"},
    {.name = "GetattrFStringName",
     .code = "import os\ngetattr(os, f\"sys{'tem'}\")('id')\n",
     .labels = "shell-spawn"},
    {.name = "GetattrDefaultIsASink",
     .code = "import os\ngetattr(os, 'nope', os.system)('id')\n",
     .labels = "shell-spawn"},
    {.name = "GetattrOnHarmlessModule",
     .code = "import math\ngetattr(math, 'sq' + 'rt')(2)\n",
     .labels = ""},
    {.name = "GetattrOnBuiltins",
     .code = "getattr(__builtins__, 'ev' + 'al')('1')\n",
     .labels = "dynamic-eval"},
    {.name = "SetattrConstantNameOnObject",
     .code = "import os\nclass C:\n    pass\nc = C()\nsetattr(c, 'f', os.system)\nc.f('id')\n",
     .labels = "shell-spawn",
     .evidence = {"c.f -> os.system"}},
    {.name = "SetattrConstantNameHarmlessValue",
     .code = "class C:\n    pass\nc = C()\nsetattr(c, 'f', print)\nc.f('id')\n",
     .labels = ""},
    {.name = "DelattrRevealsClassAttribute",
     .code = "import os\nclass Box:\n    run = staticmethod(os.system)\nb = Box()\nb.run = print\n"
             "delattr(b, 'run')\nb.run('id')\n",
     .labels = "shell-spawn",
     .evidence = {"b.run -> os.system"}},
    {.name = "TypeBuiltClass",
     .code = "import os\nR = type('R', (), {'go': staticmethod(os.system)})\nR.go('id')\n",
     .labels = "shell-spawn",
     .evidence = {"R.go -> os.system"}},
    {.name = "TypeBuiltClassHarmless",
     .code = "R = type('R', (), {'go': staticmethod(print)})\nR.go('id')\n",
     .labels = ""},
};
KOTOBA_CASES(Calls, kCalls);

// --- Namespace lookups ------------------------------------------------------------------------
const Case kNamespaces[] = {
    {.name = "GlobalsConstantKey",
     .code = "import os\nglobals()['os'].system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"globals()['os'].system -> os.system"}},
    {.name = "GlobalsConstantKeyHarmlessUse",
     .code = "import os\nglobals()['os'].getcwd()\n",
     .labels = ""},
    {.name = "GlobalsGetConstantKey",
     .code = "import os\nglobals().get('os').system('id')\n",
     .labels = "shell-spawn"},
    {.name = "GlobalsStoreThenBareName",
     .code = "import shutil\nglobals()['rm'] = shutil.rmtree\nrm('build')\n",
     .labels = "fs-destroy",
     .evidence = {"rm -> shutil.rmtree", "globals()['rm'] = shutil.rmtree, line 2"}},
    {.name = "LocalsInFunction",
     .code = "import subprocess\ndef main():\n    run = subprocess.run\n    locals()['run'](['ls'])\n",
     .labels = "shell-spawn"},
    {.name = "LocalsInFunctionHarmless",
     .code = "def main():\n    run = print\n    locals()['run']('x')\nmain()\n",
     .labels = ""},
    {.name = "VarsOfModule",
     .code = "import os\nvars(os)['system']('id')\n",
     .labels = "shell-spawn",
     .evidence = {"vars(os)['system'] -> os.system"}},
    {.name = "VarsOfModuleHarmlessKey",
     .code = "import os\nvars(os)['getcwd']()\n",
     .labels = ""},
    {.name = "ModuleDunderDict",
     .code = "import os\nos.__dict__['system']('id')\n",
     .labels = "shell-spawn"},
    {.name = "ModuleDunderDictHarmlessKey",
     .code = "import os\nos.__dict__['getcwd']()\n",
     .labels = ""},
    {.name = "SysModulesConstantKey",
     .code = "import sys\nsys.modules['os'].system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"sys.modules['os'].system -> os.system"}},
    {.name = "SysModulesGet",
     .code = "import sys\nsys.modules.get('os').system('id')\n",
     .labels = "shell-spawn"},
    {.name = "SysModulesHarmlessModule",
     .code = "import sys\nsys.modules['json'].dumps({})\n",
     .labels = ""},
    {.name = "BuiltinsModuleForm",
     .code = "__builtins__.eval('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"__builtins__.eval -> builtins.eval"}},
    {.name = "BuiltinsDictForm",
     .code = "__builtins__['exec']('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"-> builtins.exec"}},
    {.name = "BuiltinsDictFormInFunction",
     .code = "def f():\n    __builtins__['eval']('1')\n",
     .labels = "dynamic-eval"},
    {.name = "BuiltinsHarmlessName",
     .code = "__builtins__.print('1')\n__builtins__['len']('1')\n",
     .labels = ""},
    {.name = "ImportBuiltins",
     .code = "import builtins\nbuiltins.exec('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"builtins.exec", "import builtins, line 1"}},
    {.name = "FromBuiltinsImportAs",
     .code = "from builtins import eval as e\ne('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"e -> builtins.eval", "from builtins import eval as e, line 1"}},
    {.name = "BuiltinsDunderDictConstantKey",
     .code = "import builtins\nbuiltins.__dict__['exec']('1')\n",
     .labels = "dynamic-eval"},
    {.name = "VarsOfBuiltinsConstantKey",
     .code = "import builtins\nvars(builtins)['eval']('1')\n",
     .labels = "dynamic-eval"},
    {.name = "DunderImportBuiltins",
     .code = "b = __import__('builtins')\nb.open('x', 'w')\n",
     .labels = "dynamic-eval,fs-write",
     .evidence = {"b.open -> builtins.open", "b = __import__('builtins'), line 1"}},
    {.name = "ImportModuleBuiltins",
     .code = "import importlib\nimportlib.import_module('builtins').exec('1')\n",
     .labels = "shell-spawn,dynamic-eval",
     .evidence = {"-> builtins.exec"}},
    {.name = "SysModulesBuiltins",
     .code = "import sys\nsys.modules['builtins'].exec('1')\n",
     .labels = "dynamic-eval"},
    {.name = "FrameGlobals",
     .code = "import os, sys\nsys._getframe().f_globals['os'].system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"-> os.system"}},
    {.name = "InspectCurrentFrameGlobals",
     .code = "import inspect, subprocess\n"
             "inspect.currentframe().f_globals['subprocess'].run(['ls'])\n",
     .labels = "shell-spawn"},
    {.name = "FrameBuiltins",
     .code = "import sys\nsys._getframe().f_builtins['eval']('1')\n",
     .labels = "dynamic-eval"},
    {.name = "FunctionDunderGlobals",
     .code = "import os\ndef helper():\n    return 1\nhelper.__globals__['os'].system('id')\n",
     .labels = "shell-spawn"},
    {.name = "FunctionDunderGlobalsHarmlessKey",
     .code = "def helper():\n    return 1\nprint(helper.__globals__['__name__'])\n",
     .labels = ""},
    {.name = "GeneratorFrameGlobals",
     .code = "import shutil\ndef gen():\n    yield 1\n"
             "gen().gi_frame.f_globals['shutil'].rmtree('build')\n",
     .labels = "fs-destroy"},
    {.name = "FunctionDunderBuiltins",
     .code = "def f():\n    pass\nf.__builtins__['exec'](input())\n",
     .labels = "dynamic-eval"},
    {.name = "LambdaGlobalsIntoBuiltins",
     .code = "g = (lambda: None).__globals__\ng['__builtins__']['exec'](input())\n",
     .labels = "dynamic-eval"},
    {.name = "PrintSelfIsTheBuiltinsModule",
     .code = "print.__self__.exec(input())\n",
     .labels = "dynamic-eval"},
};
KOTOBA_CASES(Namespaces, kNamespaces);

// --- Re-exports of dangerous modules (aliasing/reexports.inc) ---------------------------------
const Case kReexports[] = {
    {.name = "ShutilOsSystem",
     .code = "import shutil\nshutil.os.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"shutil.os.system -> os.system", "import shutil, line 1"}},
    {.name = "PlatformOsPopen",
     .code = "import platform\nplatform.os.popen('ls')\n",
     .labels = "shell-spawn"},
    {.name = "OsPathOsRemove",
     .code = "import os.path\nos.path.os.remove('x')\n",
     .labels = "fs-destroy"},
    {.name = "PdbOsSystem",
     .code = "import pdb\npdb.os.system('id')\n",
     .labels = "shell-spawn"},
    {.name = "PosixSystemIsOsSystem",
     .code = "import posix\nposix.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"os.system"}},
    {.name = "PlatformSystemIsHarmless",
     .code = "import platform\nplatform.system()\n",
     .labels = ""},
    {.name = "ReexportHarmlessFunction",
     .code = "import os.path\nos.path.os.getcwd()\n",
     .labels = ""},
};
KOTOBA_CASES(Reexports, kReexports);

// --- Module state mutation ------------------------------------------------------------------
const Case kModuleState[] = {
    {.name = "SetattrOnModuleThenUse",
     .code = "import json, os\nsetattr(json, 'loads', os.system)\njson.loads('id')\n",
     .labels = "shell-spawn",
     .evidence = {"json.loads -> os.system"}},
    {.name = "SetattrOnModuleHarmlessValue",
     .code = "import json\nsetattr(json, 'loads', print)\njson.loads('id')\n",
     .labels = ""},
    {.name = "AssignModuleAttribute",
     .code = "import json\njson.dumps = eval\njson.dumps('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"json.dumps -> builtins.eval"}},
    {.name = "BuiltinsAttributeReplacedAffectsBareName",
     .code = "import builtins\nbuiltins.print = eval\nprint('1')\n",
     .labels = "dynamic-eval",
     .evidence = {"print -> builtins.eval"}},
    {.name = "SetattrOnBuiltinsAffectsBareName",
     .code = "import builtins\nsetattr(builtins, 'print', exec)\nprint('1')\n",
     .labels = "dynamic-eval"},
    {.name = "SysModulesAliasThenImport",
     .code = "import os\nimport sys\nsys.modules['helpers'] = os\nimport helpers\nhelpers.system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"helpers.system -> os.system"}},
    {.name = "SysModulesAliasThenFromImport",
     .code = "import os\nimport sys\nsys.modules['helpers'] = os\nfrom helpers import system\n"
             "system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"system -> os.system"}},
    {.name = "SysModulesAliasThenSubscript",
     .code = "import os, sys\nsys.modules['helpers'] = os\nsys.modules['helpers'].system('id')\n",
     .labels = "shell-spawn",
     .evidence = {"sys.modules['helpers'].system -> os.system"}},
    {.name = "SysModulesAliasOfHarmlessModule",
     .code = "import json, sys\nsys.modules['helpers'] = json\nimport helpers\nhelpers.dumps({})\n",
     .labels = ""},
};
KOTOBA_CASES(ModuleState, kModuleState);

// --- References passed on as values -----------------------------------------------------------
const Case kReferences[] = {
    {.name = "MapOfSink",
     .code = "import os\nlist(map(os.system, ['id']))\n",
     .labels = "shell-spawn",
     .evidence = {"os.system"}},
    {.name = "MapOfHarmlessFunction",
     .code = "import os\nlist(map(os.path.basename, ['a/b']))\n",
     .labels = ""},
    {.name = "ThreadTarget",
     .code = "import shutil, threading\nthreading.Thread(target=shutil.rmtree, args=('b',)).start()\n",
     .labels = "fs-destroy",
     .evidence = {"shutil.rmtree", "passed to threading.Thread()"}},
    {.name = "ThreadTargetUserFunction",
     .code = "import threading\ndef work():\n    pass\nthreading.Thread(target=work).start()\n",
     .labels = ""},
    {.name = "ExecutorSubmit",
     .code = "import subprocess\nfrom concurrent.futures import ThreadPoolExecutor\n"
             "with ThreadPoolExecutor() as pool:\n    pool.submit(subprocess.run, ['ls'])\n",
     .labels = "shell-spawn"},
    {.name = "AtexitRegister",
     .code = "import atexit, shutil\natexit.register(shutil.rmtree, 'scratch')\n",
     .labels = "fs-destroy"},
    {.name = "SortedKey",
     .code = "import os\nsorted(['id'], key=os.system)\n",
     .labels = "shell-spawn"},
    {.name = "SortedKeyHarmless",
     .code = "sorted(['b', 'a'], key=len)\n",
     .labels = ""},
    {.name = "PassedToUserFunction",
     .code = "import shutil\ndef run_all(fn, target):\n    fn(target)\nrun_all(shutil.rmtree, 'build')\n",
     .labels = "fs-destroy"},
    {.name = "DecoratorExec",
     .code = "@exec\n@input\nclass X:\n    pass\n",
     .labels = "dynamic-eval",
     .evidence = {"exec -> builtins.exec", "used as a decorator"}},
    {.name = "DecoratorHarmless",
     .code = "import functools\n@functools.lru_cache\ndef f():\n    pass\n",
     .labels = ""},
    {.name = "DunderAddBoundToExec",
     .code = "class Code:\n    __add__ = exec\n",
     .labels = "dynamic-eval",
     .evidence = {"builtins.exec", "bound to __add__"}},
    {.name = "PlainClassAttributeBoundToSinkUnused",
     .code = "import os\nclass Code:\n    run = os.system\n",
     .labels = ""},
    {.name = "DunderCallBoundToSink",
     .code = "import os\nclass Cmd:\n    __call__ = os.system\nCmd()('id')\n",
     .labels = "shell-spawn"},
    {.name = "DunderGetitemBoundToSink",
     .code = "import os\nclass Shell:\n    __getitem__ = os.system\nShell()['id']\n",
     .labels = "shell-spawn"},
    {.name = "DunderCallOnSink",
     .code = "import os\nos.system.__call__('id')\n",
     .labels = "shell-spawn"},
};
KOTOBA_CASES(References, kReferences);

// --- Dunder gadgets ---------------------------------------------------------------------------
const Case kGadgets[] = {
    {.name = "SubclassesWalkFromTuple",
     .code = "().__class__.__base__.__subclasses__()\n",
     .labels = "shell-spawn,dynamic-eval",
     .evidence = {"-> builtins.object.__subclasses__"}},
    {.name = "SubclassesWalkLoopToPopen",
     .code = "for cls in ().__class__.__base__.__subclasses__():\n"
             "    if cls.__name__ == 'Popen':\n        cls(['id'])\n",
     .labels = "shell-spawn,dynamic-eval"},
    {.name = "SubclassesWalkThroughMro",
     .code = "''.__class__.__mro__[1].__subclasses__()[140].__init__.__globals__['sys']\n",
     .labels = "shell-spawn,dynamic-eval"},
    {.name = "TypeSubclassesOfObject",
     .code = "type.__subclasses__(object)\n",
     .labels = "shell-spawn,dynamic-eval"},
    {.name = "IntrospectionWithoutSubclasses",
     .code = "x = 1\nprint(type(x).__name__, type(x).__mro__, x.__class__.__doc__)\n",
     .labels = ""},
    {.name = "TypeOfALambdaIsFunctionType",
     .code = "f = type(lambda: 0)\nf(compile('import os; os.system(\"id\")', '', 'exec'), {})()\n",
     .labels = "shell-spawn,dynamic-eval",
     .evidence = {"types.FunctionType"}},
    {.name = "ClassOfAFunctionIsFunctionType",
     .code = "def g(): pass\ng.__class__(compile('1', '', 'eval'), {})()\n",
     .labels = "dynamic-eval"},
    {.name = "TypeOfACodeObjectIsCodeType",
     .code = "def g(): pass\ntype(g.__code__)(0, 0, 0, 0, 0, 0, b'', (), (), (), '', '', 0, b'')\n",
     .labels = "dynamic-eval"},
    {.name = "TypeOfAnInstanceIsItsClass",
     .code = "import socket\ns = socket.socket()\nt = type(s)()\n",
     .labels = "raw-socket"},
    {.name = "FunctionIntrospectionEarnsNothing",
     .code = "def g(): pass\nprint(type(g).__name__, g.__code__.co_name, type(g.__code__))\n",
     .labels = ""},
};
KOTOBA_CASES(Gadgets, kGadgets);

// --- Computed names on dangerous modules or namespaces: opaque --------------------------------
const Case kComputed[] = {
    {.name = "GetattrComputedOnOs",
     .code = "import os\ngetattr(os, input())('id')\n",
     .labels = "opaque",
     .evidence = {"os"}},
    {.name = "GetattrComputedOnMath",
     .code = "import math\ngetattr(math, input())(2)\n",
     .labels = ""},
    {.name = "GetattrComputedOnSelf",
     .code = "class A:\n    def run(self, name):\n        return getattr(self, name)()\n",
     .labels = ""},
    {.name = "SetattrComputedOnOs",
     .code = "import os\nsetattr(os, input(), print)\n",
     .labels = "opaque"},
    {.name = "SysModulesComputedKey",
     .code = "import sys\nsys.modules[input()].system('id')\n",
     .labels = "opaque",
     .evidence = {"sys.modules"}},
    {.name = "GlobalsComputedKey",
     .code = "globals()[input()]('id')\n",
     .labels = "opaque"},
    {.name = "VarsOfBuiltinsComputedKey",
     .code = "import builtins\nvars(builtins)[input()]('1')\n",
     .labels = "opaque"},
    {.name = "ModuleDictComputedKey",
     .code = "import os\nos.__dict__[input()]('id')\n",
     .labels = "opaque"},
    {.name = "ImportModuleComputedName",
     .code = "import importlib\nimportlib.import_module(input())\n",
     .labels = "shell-spawn,opaque"},
    {.name = "ComputedKeyOnUserDict",
     .code = "d = {'a': print}\nd[input()]('x')\n",
     .labels = ""},
};
KOTOBA_CASES(ComputedNames, kComputed);

// --- Budgets: cyclic or exponential alias graphs end, in `opaque` when the limit is hit -------
std::string Lines(int n, const std::function<std::string(int)>& line) {
  std::string out;
  for (int i = 0; i < n; ++i) out += line(i);
  return out;
}

const std::vector<Case>& BudgetCases() {
  static const auto* cases = new std::vector<Case>{
      {.name = "LongAliasChainResolvesUnderTheDefaultBudget",
       .code = "import os\na0 = os.system\n" +
               Lines(2000, [](int i) { return "a" + std::to_string(i + 1) + " = a" +
                                              std::to_string(i) + "\n"; }) +
               "a2000('id')\n",
       .labels = "shell-spawn",
       .evidence = {"a2000 -> os.system", "a2000 = a1999, line 2002"}},
      {.name = "LongAliasChainEndsOpaqueUnderALowStepLimit",
       .code = "import os\na0 = os.system\n" +
               Lines(2000, [](int i) { return "a" + std::to_string(i + 1) + " = a" +
                                              std::to_string(i) + "\n"; }) +
               "a2000('id')\n",
       .labels = "shell-spawn,opaque",
       .evidence = {"max_fold_steps"},
       .options = {.max_fold_steps = 500}},
      {.name = "DoublingStringEndsOpaqueAtTheValueLimit",
       .code = "import os\ns = 'a'\n" + Lines(80, [](int) { return "s = s + s\n"; }) +
               "getattr(os, s)('id')\n",
       .labels = "opaque",
       .evidence = {"could not be computed"}},
      {.name = "UnionWiderThanTheSetLimitKeepsTheSinkAndSaysOpaque",
       .code = "import os, sys\nf = print\n" +
               Lines(100, [](int i) {
                 return "if sys.argv[" + std::to_string(i) + "]:\n    f = lambda: " +
                        std::to_string(i) + "\n";
               }) +
               "f = os.system if sys.argv else f\nf('id')\n",
       .labels = "shell-spawn,opaque"},
      {.name = "ExponentialCallTreeEnds",
       .code = "def f0(x):\n    return print\n" +
               Lines(60, [](int i) {
                 return "def f" + std::to_string(i + 1) + "(x):\n    return f" +
                        std::to_string(i) + "(f" + std::to_string(i) + "(x))\n";
               }) +
               "f60(1)('id')\n",
       .labels = ""},
      {.name = "SelfReturningLambdaEnds",
       .code = "f = lambda: f\nf()()()()()('id')\n",
       .labels = ""},
      {.name = "SelfAppendedListEnds",
       .code = "a = []\na.append(a)\na[0][0][0][0]('x')\n",
       .labels = ""},
      {.name = "CyclicRebindingInALoopEnds",
       .code = "import os\na = print\nb = len\nwhile True:\n    a, b = b, a\n    a = a\n    b = b\n"
               "a('id')\n",
       .labels = ""},
  };
  return *cases;
}
KOTOBA_CASES(Budgets, BudgetCases());

}  // namespace
}  // namespace kotoba
