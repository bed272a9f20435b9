// PY-NET-001 and PY-NET-002: HTTP requests that send data, and GETs that carry computed data.
#include "absl/strings/ascii.h"
#include "analyzer/rules/rule_util.h"
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {
namespace {

using constfold::Value;
using Kind = Value::Kind;

// Request parts that carry data to the server.
constexpr std::string_view kDataKeywords[] = {"params", "data", "json", "files", "fields",
                                              "body", "content"};

enum class Method { kRead, kSend, kUnknown };

Method MethodOf(const constfold::ValueSet* method) {
  if (method == nullptr) return Method::kRead;
  Method out = Method::kRead;
  for (const Value* v : *method) {
    if (!v->IsKnownStr()) return Method::kUnknown;
    std::string m = absl::AsciiStrToUpper(v->s);
    if (m != "GET" && m != "HEAD" && m != "OPTIONS") out = Method::kSend;
  }
  return out;
}

}  // namespace

bool IsComputedRequest(const aliasing::CallSite& site, int url_arg, std::string_view url_kw) {
  if (site.args->has_splat) return true;
  const constfold::ValueSet* url = site.args->Get(static_cast<size_t>(url_arg), url_kw);
  if (url == nullptr || !AllKnownStrings(*url)) {
    // A Request object's URL was judged where it was built.
    bool request_object = url != nullptr;
    if (url != nullptr) {
      for (const Value* v : *url) {
        request_object &= v->kind == Kind::kInstance && v->s == "urllib.request.Request";
      }
    }
    if (!request_object) return true;
  }
  for (std::string_view kw : kDataKeywords) {
    const constfold::ValueSet* part = site.args->Keyword(kw);
    if (part == nullptr) continue;
    for (const Value* v : *part) {
      if (!IsConstant(*v)) return true;
    }
  }
  return false;
}

const RuleInfo kHttpSendInfo = {
    "PY-NET-001", Label::kDataOut, "sends data over HTTP",
    R"doc(Flags HTTP requests that send: post/put/patch/delete on requests, httpx, aiohttp and
their sessions and clients; request(method, ...) with a sending or unknown method on requests,
httpx, aiohttp, urllib3 and http.client; urlopen(url, data=...); Request(url, data=...) or
Request(method="POST").

Why: scrubbing the environment cannot stop code that reads a secret off disk and posts it.

  Flags:     requests.post("https://example.com/hook", json=report)
  Flags:     urllib3.PoolManager().request(m, url)     (method not computable)
  Not:       requests.get("https://example.com/data.json")

Limits: clients of other libraries (SDKs) are not recognised.)doc"};

void CheckHttpSend(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (IsCall(site)) {
    switch (row->condition) {
      case Condition::kHttpMethod:
        if (MethodOf(RowArg(site, *row)) == Method::kRead) {
          if (IsComputedRequest(site, row->arg + 1, "url")) {
            analysis.Report(Label::kDataOut, "PY-NET-002", site.node, analysis.EvidenceOf(site),
                            "makes a request whose URL or parameters are computed");
          }
          return;
        }
        break;
      case Condition::kUrlopen:
        if (!IsPassed(RowArg(site, *row))) {
          if (IsComputedRequest(site, 0, "url")) {
            analysis.Report(Label::kDataOut, "PY-NET-002", site.node, analysis.EvidenceOf(site),
                            "makes a request whose URL or parameters are computed");
          }
          return;
        }
        break;
      case Condition::kRequestObject:
        if (!IsPassed(RowArg(site, *row)) &&
            MethodOf(site.args->Get(5, "method")) == Method::kRead) {
          if (IsComputedRequest(site, 0, "url")) {
            analysis.Report(Label::kDataOut, "PY-NET-002", site.node, analysis.EvidenceOf(site),
                            "makes a request whose URL or parameters are computed");
          }
          return;
        }
        break;
      default:
        break;
    }
  } else if (row->condition != Condition::kAlways) {
    return;
  }
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

const RuleInfo kComputedGetInfo = {
    "PY-NET-002", Label::kDataOut, "makes a request whose URL or parameters are computed",
    R"doc(Flags GET-like requests (requests/httpx/aiohttp get and head, urlopen without data,
urlretrieve, a request() whose method folds to GET) when the URL, params, data, json or files
depend on anything computed: input, the environment, a file's content, a variable parameter.
A URL that folds to a constant ("https://api.example.com/" + "v1/items") is not flagged.

Why: a GET whose URL is concatenated carries whatever was concatenated into it.

  Flags:     requests.get(f"https://example.com/?q={open('notes').read()}")
  Not:       requests.get("https://example.com/data.json", params={"page": 2})

Limits: headers and cookies are not inspected.)doc"};

void CheckComputedGet(const aliasing::CallSite& site, const Sink* row, PythonAnalysis& analysis) {
  if (!IsCall(site)) return;
  if (!IsComputedRequest(site, row->arg, row->keyword)) return;
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site),
                  "makes a request whose URL or parameters are computed");
}

}  // namespace kotoba::analyzer::rules
