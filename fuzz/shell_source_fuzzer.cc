// Line-continuation joining and the position map back to the original text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "shellscan/source.h"

namespace si = kotoba::shellscan::internal;
using kotoba::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view original(reinterpret_cast<const char*>(data), size);
  si::Source source(original);
  Require(source.text().size() <= original.size(), "joining only removes bytes");
  Require(source.parse_text().size() == source.text().size(), "masking keeps offsets");
  for (uint32_t i = 0; i <= source.text().size(); ++i) {
    si::Position p = source.At(i);
    Require(p.line >= 1 && p.column >= 1, "positions are 1-based");
  }
  return 0;
}
