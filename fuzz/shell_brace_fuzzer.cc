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
  constexpr size_t kMaxBytes = size_t{1} << 20;
  size_t bytes_left = kMaxBytes;
  absl::StatusOr<std::vector<si::Word>> out = si::ExpandBraces(word, kMaxWords, &bytes_left);
  kotoba::fuzz::Require(bytes_left <= kMaxBytes, "bytes_left only decreases");
  if (!out.ok()) return 0;
  // A word that brace expansion leaves alone comes back as it is, unpaid; anything built is paid.
  if (out->size() == 1 && (*out)[0].text == word.text) return 0;
  size_t built = 0;
  for (const si::Word& w : *out) built += w.text.size();
  kotoba::fuzz::Require(built <= kMaxBytes - bytes_left, "every byte of the result was paid for");
  kotoba::fuzz::Require(out->size() <= kMaxWords, "ExpandBraces honours max_words");
  for (const si::Word& w : *out) {
    kotoba::fuzz::Require(w.kinds.size() == w.text.size(), "one CharKind per byte");
  }
  return 0;
}
