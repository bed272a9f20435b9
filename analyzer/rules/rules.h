// The Python rules, one per file in this folder; registry.cc lists them in id order.
#ifndef KOTOBA_ANALYZER_RULES_RULES_H_
#define KOTOBA_ANALYZER_RULES_RULES_H_

#include "analyzer/python_analysis.h"

namespace kotoba::analyzer::rules {

#define KOTOBA_DECLARE_RULE(name)                                                   \
  extern const RuleInfo k##name##Info;                                              \
  void Check##name(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis);

KOTOBA_DECLARE_RULE(DestroyCall)     // PY-DESTROY-001
KOTOBA_DECLARE_RULE(DynamicEval)     // PY-EVAL-001
KOTOBA_DECLARE_RULE(DunderGadget)    // PY-GADGET-001
KOTOBA_DECLARE_RULE(HttpSend)        // PY-NET-001
KOTOBA_DECLARE_RULE(ComputedGet)     // PY-NET-002
KOTOBA_DECLARE_RULE(RemoteSession)   // PY-NET-003
KOTOBA_DECLARE_RULE(SecretPathRead)  // PY-SECRET-001
KOTOBA_DECLARE_RULE(SecretLoader)    // PY-SECRET-002
KOTOBA_DECLARE_RULE(RawSocket)       // PY-SOCKET-001
KOTOBA_DECLARE_RULE(ProcessSpawn)    // PY-SPAWN-001
KOTOBA_DECLARE_RULE(WriteCall)       // PY-WRITE-001
KOTOBA_DECLARE_RULE(OpenWriteMode)   // PY-WRITE-002
#undef KOTOBA_DECLARE_RULE

extern const RuleInfo kComputedNameInfo;  // PY-OPAQUE-001: found by the semantic model

// A GET's URL or parameters depend on anything computed (http.cc).
bool IsComputedRequest(const aliasing::CallSite& site, int url_arg, std::string_view url_kw);

}  // namespace kotoba::analyzer::rules

#endif  // KOTOBA_ANALYZER_RULES_RULES_H_
