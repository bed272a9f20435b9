// PY-SECRET-001: a credentials path, however it was built, reaching a call that reads it.
#include "constfold/strings.h"
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"
#include "analyzer/secret_paths.h"

namespace kotoba::analyzer::rules {
namespace {

using constfold::Value;
using Kind = Value::Kind;

// Calls that build or print paths without reading the file (prefix match).
constexpr std::string_view kInert[] = {
    "os.path.",        "<const>.",        "builtins.print",  "builtins.str",
    "builtins.repr",   "builtins.len",    "builtins.format", "logging.",
    "pathlib.Path",    "builtins.isinstance", "fnmatch.",     "re.",
    "urllib.parse.",   "posixpath.",      "shlex.quote",     "builtins.hash",
};
// Path methods that read the file or directory.
constexpr std::string_view kPathReads[] = {"read_text", "read_bytes", "open", "iterdir",
                                           "glob",      "rglob",      "readlink"};

std::optional<std::string> SecretIn(const Value& v, int depth) {
  if (v.kind == Kind::kStr) return SecretPathKind(v.s);
  if (v.kind == Kind::kBytes && v.s.size() < 4096) return SecretPathKind(v.s);
  if (v.kind == Kind::kInstance && v.s == "pathlib.Path" && !v.items.empty()) {
    for (const Value* p : v.items[0]) {
      if (auto k = SecretIn(*p, depth)) return k;
    }
  }
  if ((v.kind == Kind::kList || v.kind == Kind::kTuple) && depth < 2) {
    for (const constfold::ValueSet& item : v.items) {
      for (const Value* p : item) {
        if (auto k = SecretIn(*p, depth + 1)) return k;
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string> SecretIn(const constfold::ValueSet& values) {
  for (const Value* v : values) {
    if (auto k = SecretIn(*v, 0)) return k;
  }
  return std::nullopt;
}

// open(p, "w") writes; reading is what this rule is about.
bool OpensWriteOnly(const aliasing::CallSite& site, std::string_view q) {
  if (q != "builtins.open" && q != "io.open" && q != "codecs.open") return false;
  const constfold::ValueSet* mode = site.args->Get(1, "mode");
  if (mode == nullptr) return false;
  for (const Value* v : *mode) {
    if (!v->IsKnownStr() || v->s.find_first_of("r+") != std::string::npos) return false;
  }
  return true;
}

}  // namespace

const RuleInfo kSecretPathReadInfo = {
    "PY-SECRET-001", Label::kSecretRead, "reads a credentials file",
    R"doc(Flags a call that receives a path naming a credentials file: ~/.ssh/* (id_rsa, id_ed25519,
...), /etc/shadow, /etc/passwd, ~/.aws/credentials, .netrc, .env and .env.<name> (not the
templates .env.example, .env.sample, .env.template), *.keystore_key. The path may be built
any way the folder can follow: expanduser, os.path.join, Path.home() / ".ssh", f-strings,
os.environ["HOME"], reversed or decoded strings, and globs (~/.ssh/*). Path objects count when
a reading method is called (read_text, read_bytes, open, iterdir, glob).

Why: a secret read off disk can leave in the next request.

  Flags:     open(os.path.join(os.environ["HOME"], ".aws", "credentials")).read()
  Flags:     (Path.home() / ".ssh" / "id_ed25519").read_text()
  Not:       print("never read ~/.ssh/id_rsa");  open(".env.example");  os.path.exists(p)

Limits: a path handed to a user-defined function is not followed into it.)doc"};

void CheckSecretPathRead(const aliasing::CallSite& site, const Sink*, PythonAnalysis& analysis) {
  if (!IsCall(site) || site.callee->kind != Kind::kRef) return;
  const std::string& q = site.callee->s;
  std::optional<std::string> kind;
  if (StartsWith(q, "pathlib.Path.")) {
    std::string_view method = std::string_view(q).substr(13);
    bool reads = false;
    for (std::string_view r : kPathReads) reads |= method == r;
    if (!reads || site.callee->items.empty()) return;
    kind = SecretIn(site.callee->items[0]);
  } else {
    for (std::string_view inert : kInert) {
      if (StartsWith(q, inert)) return;
    }
    if (OpensWriteOnly(site, q)) return;
    for (const constfold::ValueSet& arg : site.args->positional) {
      if (!kind) kind = SecretIn(arg);
    }
    for (const auto& [name, arg] : site.args->keywords) {
      if (!kind) kind = SecretIn(arg);
    }
  }
  if (!kind) return;
  analysis.Report(Label::kSecretRead, "PY-SECRET-001", site.node,
                  StrCat(analysis.EvidenceOf(site), " reads ", *kind),
                  StrCat("reads ", *kind));
}

}  // namespace kotoba::analyzer::rules
