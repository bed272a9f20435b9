// The CLI's input handling: UTF-8 checking, stream reading and corpus header parsing.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "cli/corpus.h"
#include "cli/input.h"
#include "constfold/literal.h"
#include "fuzz/fuzz_util.h"

using kotoba::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  absl::Status utf8 = kotoba::cli::CheckUtf8("fuzz", text);
  Require(utf8.ok() == kotoba::constfold::IsValidUtf8(text),
          "CheckUtf8 agrees with the strict UTF-8 decoder");

  // ReadStream returns exactly the bytes of the stream (fmemopen refuses a zero size).
  std::string copy(text);
  if (std::FILE* f = size > 0 ? fmemopen(copy.data(), size, "rb") : nullptr) {
    absl::StatusOr<std::string> read = kotoba::cli::ReadStream(f, "fuzz");
    std::fclose(f);
    Require(read.ok() && *read == text, "ReadStream reads every byte");
  }

  for (const char* path : {"case.py", "case.sh"}) {
    absl::StatusOr<kotoba::cli::CorpusCase> c = kotoba::cli::ParseCorpusHeader(path, text);
    if (!c.ok()) continue;
    Require(c->language == kotoba::cli::LanguageForPath(path), "the extension picks the language");
    kotoba::Verdict v;
    v.language = c->language;
    kotoba::cli::CheckVerdict(*c, v);
  }
  return 0;
}
