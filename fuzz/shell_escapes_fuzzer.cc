// shellscan's backslash-escape decoder in each dialect ($'..', echo -e, printf formats).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "shellscan/escapes.h"

using kotoba::shellscan::internal::DecodeEscapes;
using kotoba::shellscan::internal::EscapeDialect;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  constexpr EscapeDialect kDialects[] = {EscapeDialect::kAnsiC, EscapeDialect::kEcho,
                                         EscapeDialect::kPrintfFormat};
  EscapeDialect dialect = kDialects[data[0] % 3];
  std::string_view body(reinterpret_cast<const char*>(data + 1), size - 1);
  kotoba::shellscan::internal::Decoded d = DecodeEscapes(body, dialect);
  // $'..' ends at a decoded NUL, as bash's C strings do.
  if (dialect == EscapeDialect::kAnsiC && body.find('\0') == std::string_view::npos) {
    kotoba::fuzz::Require(d.text.find('\0') == std::string::npos, "$'..' never yields a NUL");
  }
  kotoba::fuzz::Require(!d.stopped || dialect == EscapeDialect::kEcho,
                        "only echo -e / %b stop at \\c");
  return 0;
}
