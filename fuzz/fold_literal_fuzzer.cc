// Python literal decoding and the UTF-8 helpers every str operation relies on.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "constfold/budget.h"
#include "constfold/literal.h"
#include "fuzz/fuzz_util.h"

namespace cf = kotoba::constfold;
using kotoba::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  std::string prefix = in.ConsumeRandomLengthString(3);
  std::string body = in.ConsumeRemainingBytesAsString();
  kotoba::Options options;
  options.max_value_bytes = 1 << 16;
  cf::Budget budget(options);

  // Source text is UTF-8 by the time literals are decoded (the engine checks it first).
  const bool utf8 = cf::IsValidUtf8(body);
  std::optional<std::string> v = cf::DecodeLiteral(prefix, body, budget);
  std::optional<cf::LiteralPrefix> p = cf::ParseLiteralPrefix(prefix);
  if (utf8 && v && p && !p->bytes) {
    Require(cf::IsValidUtf8(*v), "a str literal decodes to UTF-8");
  }
  if (std::optional<cf::StringLiteral> lit = cf::ParseStringLiteral(body, budget);
      utf8 && lit && !lit->bytes) {
    Require(cf::IsValidUtf8(lit->value), "a str token decodes to UTF-8");
  }
  if (std::optional<std::string> u = cf::UnicodeEscapeDecode(body, budget)) {
    Require(cf::IsValidUtf8(*u), "unicode_escape decodes to UTF-8");
  }

  // The UTF-8 helpers agree with each other.
  std::optional<std::u32string> cps = cf::DecodeUtf8(body);
  Require(cps.has_value() == cf::IsValidUtf8(body), "DecodeUtf8 accepts what IsValidUtf8 does");
  if (cps) {
    Require(cf::EncodeUtf8(*cps) == body, "UTF-8 decode/encode round trip");
    Require(cf::CountCodePoints(body) == cps->size(), "CountCodePoints counts code points");
    if (std::optional<std::string> n = cf::NfkcIdentifier(body)) {
      Require(cf::IsValidUtf8(*n), "NFKC yields UTF-8");
    }
  }
  std::string replaced = cf::DecodeUtf8Replace(body);
  Require(cf::IsValidUtf8(replaced), "decode('utf-8', 'replace') yields UTF-8");
  if (cps) Require(replaced == body, "'replace' leaves valid UTF-8 unchanged");
  return 0;
}
