// Differential testing against the real thing: runs cases through python3 and returns what
// Python returned (or that it raised), so tests compare our folding with CPython's answers.
#ifndef KOTOBA_TESTS_CONSTFOLD_PYTHON_ORACLE_H_
#define KOTOBA_TESTS_CONSTFOLD_PYTHON_ORACLE_H_

#include <optional>
#include <string>
#include <vector>

namespace kotoba::constfold::testing {

struct OracleCase {
  std::string op;                 // a key of the Python OPS table
  std::vector<std::string> args;  // raw bytes (str arguments as UTF-8)
};

// Python's result per case: its bytes (str results as UTF-8), or nullopt when it raised or
// returned a str UTF-8 cannot hold (a lone surrogate). `ops_source` defines `OPS`, a dict from
// op name to a function of the list of argument bytes. nullopt when python3 cannot be run.
std::optional<std::vector<std::optional<std::string>>> AskPython(
    const std::string& ops_source, const std::vector<OracleCase>& cases);

// Runs a whole script, returns its stdout; nullopt when python3 cannot be run.
std::optional<std::string> RunPythonScript(const std::string& script);

}  // namespace kotoba::constfold::testing

#endif  // KOTOBA_TESTS_CONSTFOLD_PYTHON_ORACLE_H_
