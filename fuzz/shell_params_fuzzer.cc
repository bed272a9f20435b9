// The string operations of parameter expansion: ${x#p} ${x/p/r} ${x^^} ${x:o:l}, and Env.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz/fuzz_util.h"
#include "shellscan/params.h"

namespace si = kotoba::shellscan::internal;
using kotoba::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  std::string value = in.ConsumeRandomLengthString(512);
  std::string pattern = in.ConsumeRandomLengthString(64);
  switch (in.ConsumeIntegralInRange<int>(0, 4)) {
    case 0: {
      bool suffix = in.ConsumeBool();
      std::optional<std::string> r =
          si::RemoveAffix(value, pattern, suffix, /*longest=*/in.ConsumeBool());
      if (r) {
        Require(suffix ? value.starts_with(*r) : value.ends_with(*r),
                "removing a prefix or suffix leaves the rest of the value");
      }
      break;
    }
    case 1: {
      std::string replacement = in.ConsumeRandomLengthString(64);
      auto mode = static_cast<si::ReplaceMode>(in.ConsumeIntegralInRange<int>(0, 3));
      si::ReplacePattern(value, pattern, replacement, mode);
      break;
    }
    case 2:
      si::ChangeCase(value, in.PickValueInArray({"^", "^^", ",", ",,", "~", "~~"}));
      break;
    case 3: {
      int64_t offset = in.ConsumeIntegral<int64_t>();
      std::optional<int64_t> length;
      if (in.ConsumeBool()) length = in.ConsumeIntegral<int64_t>();
      std::string r = si::Substring(value, offset, length);
      Require(r.size() <= value.size(), "a substring is no longer than its string");
      break;
    }
    case 4: {
      // Branch joins: names set on one side only, or differently, become unknown.
      si::Env a, b;
      a.Set(value, si::Value::Scalar(pattern));
      b.Set(pattern, si::Value::Scalar(value));
      if (in.ConsumeBool()) b.Unset(value);
      si::Env j = si::Env::Join(a, b);
      j.Ifs();
      if (value != pattern) {
        std::optional<si::Value> v = j.Get(value);
        // `value` is set only in `a` (b never set it, or unset it: empty).
        Require(!v || !v->known || (pattern.empty() && v->Str().empty()),
                "Join keeps only values both sides agree on");
      }
      break;
    }
  }
  return 0;
}
