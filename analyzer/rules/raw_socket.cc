// PY-SOCKET-001: raw network connections.
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kRawSocketInfo = {
    "PY-SOCKET-001", Label::kRawSocket, "opens a raw network connection",
    R"doc(Flags socket.socket, create_connection/create_server/socketpair/fromfd, _socket, ssl
wrapped sockets, asyncio.open_connection/start_server, and .connect((host, port)) with an
address tuple on an object whose type is unknown (a socket made elsewhere).

Why: a raw socket can talk to anything, bypassing the HTTP-level checks.

  Flags:     s = socket.socket(); s.connect(("10.0.0.1", 4444))
  Flags:     conn.connect((host, 22))     (unknown receiver, an address tuple)
  Not:       sqlite3.connect("app.db");  engine.connect()

Limits: sockets created by third-party libraries are only seen through .connect((h, p)).)doc"};

void CheckRawSocket(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (row->condition == Condition::kConnectTuple) {
    if (!IsCall(site)) return;
    const constfold::ValueSet* address = RowArg(site, *row);
    if (address == nullptr) return;
    bool tuple = false;
    for (const constfold::Value* v : *address) {
      tuple |= v->kind == constfold::Value::Kind::kTuple && v->items.size() == 2;
    }
    if (!tuple) return;
  }
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
