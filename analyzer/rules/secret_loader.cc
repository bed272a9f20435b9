// PY-SECRET-002: loaders that read credentials files by default (netrc, dotenv).
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"
#include "analyzer/secret_paths.h"

namespace kotoba::analyzer::rules {

const RuleInfo kSecretLoaderInfo = {
    "PY-SECRET-002", Label::kSecretRead, "loads a credentials file",
    R"doc(Flags netrc.netrc() and python-dotenv's load_dotenv/dotenv_values, which read ~/.netrc
and ./.env without naming them; a dotenv path that folds to a template (.env.example,
.env.sample, .env.template) is not flagged.

Why: they put secrets into the process where the next request can carry them.

  Flags:     from dotenv import load_dotenv; load_dotenv()
  Not:       dotenv_values(".env.example")

Limits: other configuration loaders are not recognised.)doc"};

void CheckSecretLoader(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (row->condition == Condition::kDotenv && IsCall(site)) {
    const constfold::ValueSet* path = RowArg(site, *row);
    if (path != nullptr && AllKnownStrings(*path)) {
      bool secret = false;
      for (const constfold::Value* v : *path) secret |= SecretPathKind(v->s).has_value();
      if (!secret) return;
    }
  }
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
