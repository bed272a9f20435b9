// The shell front end on arbitrary bytes: no crash, no hang, a well-formed verdict.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  kotoba::Verdict v = kotoba::fuzz::SharedClassifier().Classify(source, kotoba::Language::kShell);
  kotoba::fuzz::CheckVerdict(v, kotoba::Language::kShell);
  return 0;
}
