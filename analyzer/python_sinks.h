// The Python sink table (data): every qualified name that reaches a capability, with the label,
// the rule that judges it, and the condition under which it counts.
#ifndef KOTOBA_ANALYZER_PYTHON_SINKS_H_
#define KOTOBA_ANALYZER_PYTHON_SINKS_H_

#include <span>
#include <string_view>
#include <vector>

#include "kotoba/verdict.h"

namespace kotoba::analyzer {

enum class Condition : uint8_t {
  kAlways,        // any call of it, or reference passed on
  kShellString,   // runs a command line through a shell: the string at `arg` is scanned
  kProcessArgs,   // runs a program: `arg` is an argv (list) or a string (shell=True decides)
  kExecArgv,      // os.exec*/spawn*: argv from the positions after `arg`, or a list at `arg`
  kCode,          // runs Python code: the string/bytes/code object at `arg` is analysed
  kTimeitCode,    // timeit: only a string statement at `arg` is code (a callable is not)
  kOpenMode,      // opens a file: write when the mode at `arg`/`keyword` has w, a, x or +
  kOsOpenFlags,   // os.open: write when the flags at `arg` include a writing flag
  kPathArg,       // writes to the path at `arg` (to_csv(path)); nothing without one
  kHttpMethod,    // request(method, url): a sending method is data-out, GET is judged as a GET
  kHttpGet,       // a GET: data-out when the URL at `arg` or its params are computed
  kUrlopen,       // urlopen(url, data): data= sends; otherwise a GET
  kRequestObject, // Request(url, data=, method=): data or a sending method is data-out
  kConnectTuple,  // .connect((host, port)) on an unknown object: a socket connect
  kDotenv,        // load_dotenv(path): reads .env unless the path is a template
};

struct Sink {
  std::string_view name;  // qualified name; a trailing '*' matches any suffix; "?." = any receiver
  Label label;
  std::string_view rule;
  Condition condition = Condition::kAlways;
  int arg = -1;                 // the argument position the condition reads
  std::string_view keyword;     // ... or its keyword name
  std::string_view message;     // plain language
};

// Every row of the table.
std::span<const Sink> AllSinks();

// The rows matching a qualified name (exact rows first, then wildcard rows).
std::vector<const Sink*> FindSinks(std::string_view qualified_name);

// True when the name is a sink or a module/class prefix of one (os, subprocess, pathlib.Path).
bool IsSensitiveName(std::string_view qualified_name);

}  // namespace kotoba::analyzer

#endif  // KOTOBA_ANALYZER_PYTHON_SINKS_H_
