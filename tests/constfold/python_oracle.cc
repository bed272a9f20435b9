#include "tests/constfold/python_oracle.h"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/escaping.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"

namespace kotoba::constfold::testing {
namespace {

constexpr char kDriver[] = R"py(
import sys, warnings
warnings.simplefilter('ignore')
for line in open(CASES, encoding='ascii'):
    op, *hexargs = line.rstrip('\n').split('\t')
    args = [bytes.fromhex(h) for h in hexargs]
    try:
        r = OPS[op](args)
    except Exception:
        print('ERR')
        continue
    if isinstance(r, str):
        try:
            r = r.encode('utf-8')
        except UnicodeEncodeError:
            print('ERR')
            continue
    print('OK', r.hex())
)py";

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + "kotoba_oracle_" + std::to_string(getpid()) + "_" + name;
}

}  // namespace

std::optional<std::string> RunPythonScript(const std::string& script) {
  if (std::system("python3 -c pass >/dev/null 2>&1") != 0) return std::nullopt;
  const std::string script_path = TempPath("script.py"), out_path = TempPath("out.txt");
  std::ofstream(script_path) << script;
  const std::string command = "python3 " + script_path + " > " + out_path;
  if (std::system(command.c_str()) != 0) return std::nullopt;
  std::stringstream out;
  out << std::ifstream(out_path).rdbuf();
  std::remove(script_path.c_str());
  std::remove(out_path.c_str());
  return out.str();
}

std::optional<std::vector<std::optional<std::string>>> AskPython(
    const std::string& ops_source, const std::vector<OracleCase>& cases) {
  const std::string input_path = TempPath("cases.txt");
  {
    std::ofstream input(input_path);
    for (const OracleCase& c : cases) {
      input << c.op;
      for (const std::string& arg : c.args) input << '\t' << absl::BytesToHexString(arg);
      input << '\n';
    }
  }
  const auto out =
      RunPythonScript(ops_source + "\nCASES = '" + input_path + "'\n" + kDriver);
  std::remove(input_path.c_str());
  if (!out) return std::nullopt;
  std::vector<std::optional<std::string>> results;
  for (absl::string_view line : absl::StrSplit(*out, '\n', absl::SkipEmpty())) {
    if (line == "ERR") {
      results.push_back(std::nullopt);
    } else {
      results.push_back(absl::HexStringToBytes(line.substr(3)));
    }
  }
  if (results.size() != cases.size()) return std::nullopt;
  return results;
}

}  // namespace kotoba::constfold::testing
