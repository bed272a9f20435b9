// Field splitting on IFS over a word of arbitrary per-byte attributes.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_util.h"
#include "shellscan/fields.h"

namespace si = kotoba::shellscan::internal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  std::string ifs = in.ConsumeBool() ? std::string(si::kDefaultIfs)
                                     : in.ConsumeRandomLengthString(8);
  si::Word word;
  while (in.remaining_bytes() > 0 && word.text.size() < 4096) {
    auto kind = static_cast<si::CharKind>(in.ConsumeIntegralInRange<int>(0, 6));
    if (kind == si::CharKind::kQuoteMark) {
      word.MarkQuoted();
    } else if (kind == si::CharKind::kFieldBreak) {
      word.BreakField();
    } else {
      word.Append(in.ConsumeRandomLengthString(16), kind);
    }
  }
  std::vector<si::Field> fields = si::SplitFields(word, ifs);
  for (const si::Field& f : fields) {
    kotoba::fuzz::Require(f.text.size() <= word.text.size(), "a field is part of its word");
  }
  si::Field joined = si::JoinField(word);
  kotoba::fuzz::Require(joined.text.size() <= word.text.size(), "JoinField keeps the text");
  return 0;
}
