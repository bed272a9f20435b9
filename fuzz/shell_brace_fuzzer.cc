// Brace expansion on an unquoted source word: bounded word count, consistent attributes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "shellscan/brace.h"
#include "shellscan/quote.h"

namespace si = kotoba::shellscan::internal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr size_t kMaxWords = 256;
  si::Word word;
  si::AppendUnquoted(std::string_view(reinterpret_cast<const char*>(data), size), word);
  absl::StatusOr<std::vector<si::Word>> out = si::ExpandBraces(word, kMaxWords);
  if (!out.ok()) return 0;
  kotoba::fuzz::Require(out->size() <= kMaxWords, "ExpandBraces honours max_words");
  for (const si::Word& w : *out) {
    kotoba::fuzz::Require(w.kinds.size() == w.text.size(), "one CharKind per byte");
  }
  return 0;
}
