// Unwrapping wrapper commands (sudo env timeout sh -c ...) from NUL-separated argv words.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "shellscan/wrappers.h"

namespace si = kotoba::shellscan::internal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr int kMaxDepth = 8;
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  std::vector<si::Field> argv;
  while (argv.size() < 256) {
    size_t nul = rest.find('\0');
    si::Field f = si::KnownField(std::string(rest.substr(0, nul)));
    // A leading 0x01 marks a word whose value the analysis could not compute.
    if (f.text.starts_with('\x01')) f.known = false;
    argv.push_back(std::move(f));
    if (nul == std::string_view::npos) break;
    rest.remove_prefix(nul + 1);
  }
  si::Unwrapped u = si::Unwrap(std::move(argv), kMaxDepth);
  kotoba::fuzz::Require(u.chain.size() <= kMaxDepth + 1 || u.depth_exceeded || u.opaque,
                        "Unwrap stops at max_depth");
  return 0;
}
