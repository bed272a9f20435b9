// constfold's codecs and decompressors under a small budget: no crash, output within
// max_value_bytes, and every encoder's output decodes back to its input.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "constfold/budget.h"
#include "constfold/codecs.h"
#include "fuzz/fuzz_util.h"

namespace cf = kotoba::constfold;
using kotoba::fuzz::Require;

namespace {

// Small limits so a decompression bomb is cut off at once.
kotoba::Options FuzzOptions() {
  kotoba::Options o;
  o.max_value_bytes = 1 << 16;
  o.max_total_fold_bytes = 1 << 20;
  o.max_fold_steps = 100'000;
  return o;
}

void CheckSize(const std::optional<std::string>& out) {
  Require(!out || out->size() <= (1u << 16), "a folded value stays within max_value_bytes");
}

// decode(encode(data)) == data whenever both succeed under the budget.
template <typename Enc, typename Dec>
void RoundTrip(const std::string& data, Enc encode, Dec decode, const char* what) {
  cf::Budget budget(FuzzOptions());
  std::optional<std::string> enc = encode(data, budget);
  if (!enc) return;
  std::optional<std::string> dec = decode(*enc, budget);
  if (budget.exhausted() || budget.refusals() > 0) return;
  Require(dec.has_value() && *dec == data, what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  const int op = in.ConsumeIntegralInRange<int>(0, 11);
  const bool flag = in.ConsumeBool();
  std::string name = op == 10 ? in.ConsumeRandomLengthString(24) : "";
  std::string bytes = in.ConsumeRemainingBytesAsString();
  cf::Budget budget(FuzzOptions());
  switch (op) {
    case 0:
      CheckSize(cf::Base64Decode(bytes, flag, budget));
      RoundTrip(bytes, [&](auto& d, auto& b) { return cf::Base64Encode(d, flag, b); },
                [&](auto& e, auto& b) { return cf::Base64Decode(e, flag, b); }, "base64");
      break;
    case 1:
      CheckSize(cf::Base32Decode(bytes, flag, budget));
      RoundTrip(bytes, [](auto& d, auto& b) { return cf::Base32Encode(d, b); },
                [](auto& e, auto& b) { return cf::Base32Decode(e, false, b); }, "base32");
      break;
    case 2:
      CheckSize(cf::Base16Decode(bytes, flag, budget));
      RoundTrip(bytes, [](auto& d, auto& b) { return cf::Base16Encode(d, b); },
                [](auto& e, auto& b) { return cf::Base16Decode(e, false, b); }, "base16");
      break;
    case 3:
      CheckSize(cf::Base85Decode(bytes, budget));
      RoundTrip(bytes, [](auto& d, auto& b) { return cf::Base85Encode(d, false, b); },
                [](auto& e, auto& b) { return cf::Base85Decode(e, b); }, "base85");
      break;
    case 4:
      CheckSize(cf::Ascii85Decode(bytes, flag, budget));
      RoundTrip(bytes, [&](auto& d, auto& b) { return cf::Ascii85Encode(d, false, flag, b); },
                [&](auto& e, auto& b) { return cf::Ascii85Decode(e, flag, b); }, "ascii85");
      break;
    case 5:
      CheckSize(cf::HexDecode(bytes, flag ? cf::HexWhitespace::kSkipBetweenPairs
                                          : cf::HexWhitespace::kReject, budget));
      RoundTrip(bytes, [](auto& d, auto& b) { return cf::HexEncode(d, b); },
                [](auto& e, auto& b) {
                  return cf::HexDecode(e, cf::HexWhitespace::kReject, b);
                }, "hex");
      break;
    case 6:
      CheckSize(cf::Rot13(bytes, budget));
      break;
    case 7:
    case 8: {
      // Arbitrary bytes as every compressed format, then a compression round trip.
      constexpr cf::Compression kKinds[] = {cf::Compression::kZlib, cf::Compression::kGzip,
                                            cf::Compression::kBz2, cf::Compression::kLzma,
                                            cf::Compression::kRawDeflate};
      cf::Compression kind = kKinds[(bytes.empty() ? 0 : bytes[0] & 0xff) % 5];
      CheckSize(cf::Decompress(kind, bytes, budget));
      if (op == 8 && bytes.size() <= 4096) {
        RoundTrip(bytes, [&](auto& d, auto& b) { return cf::Compress(kind, d, b); },
                  [&](auto& e, auto& b) { return cf::Decompress(kind, e, b); }, "compression");
      }
      break;
    }
    case 9:
      CheckSize(cf::UrlUnquote(bytes, flag, budget));
      CheckSize(cf::UrlQuote(bytes, "/", flag, budget));
      break;
    case 10:
      if (cf::LookupCodec(name)) {
        CheckSize(cf::CodecDecode(name, bytes, budget));
        CheckSize(cf::CodecEncode(name, bytes, budget));
      }
      break;
    case 11:
      for (const char* codec : {"utf-8", "latin-1", "ascii", "utf-16", "utf-32", "rot13",
                                "unicode_escape", "raw_unicode_escape", "hex", "base64",
                                "zlib", "bz2", "punycode"}) {
        CheckSize(cf::CodecDecode(codec, bytes, budget));
      }
      break;
  }
  return 0;
}
