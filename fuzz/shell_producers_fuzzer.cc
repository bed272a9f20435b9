// What echo and printf print (the constant output $(...) folds to), from NUL-separated args.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "shellscan/producers.h"

namespace si = kotoba::shellscan::internal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string_view rest(reinterpret_cast<const char*>(data + 1), size - 1);
  std::vector<std::string> args;
  while (args.size() < 64) {
    size_t nul = rest.find('\0');
    args.emplace_back(rest.substr(0, nul));
    if (nul == std::string_view::npos) break;
    rest.remove_prefix(nul + 1);
  }
  if (data[0] & 1) {
    si::EchoOutput(args);
  } else {
    si::PrintfOutput(args);
  }
  return 0;
}
