// Quote removal and ShellQuote: every quoted form ShellQuote emits reads back as the value.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_util.h"
#include "shellscan/escapes.h"
#include "shellscan/quote.h"
#include "shellscan/strings.h"

namespace si = kotoba::shellscan::internal;
using kotoba::fuzz::Require;

namespace {

// Reads back a word of the three shapes ShellQuote produces: bare, '..' with '\'' inside, $'..'.
std::string ReadBack(const std::string& quoted) {
  if (quoted.starts_with("$'")) {
    return si::DecodeEscapes(std::string_view(quoted).substr(2, quoted.size() - 3),
                             si::EscapeDialect::kAnsiC)
        .text;
  }
  if (quoted.starts_with("'")) {
    return si::ReplaceAll(std::string_view(quoted).substr(1, quoted.size() - 2), "'\\''", "'");
  }
  si::Word w;
  si::AppendUnquoted(quoted, w);
  return w.text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  std::string raw = in.ConsumeRandomLengthString();
  si::Word unquoted, double_quoted;
  si::AppendUnquoted(raw, unquoted);
  si::AppendDoubleQuoted(raw, double_quoted);
  Require(unquoted.kinds.size() == unquoted.text.size(), "AppendUnquoted: a kind per byte");
  Require(double_quoted.kinds.size() == double_quoted.text.size(),
          "AppendDoubleQuoted: a kind per byte");
  Require(unquoted.text.size() <= raw.size() && double_quoted.text.size() <= raw.size(),
          "quote removal never grows the text");

  std::string value = in.ConsumeRemainingBytesAsString();
  if (value.find('\0') != std::string::npos) return 0;  // bash strings cannot hold NUL
  std::string quoted = si::ShellQuote(value);
  Require(ReadBack(quoted) == value, "ShellQuote(v) reads back as v");
  return 0;
}
