// Constant folding of operators, methods, builtins and module functions on fuzzed constants:
// no crash, results within the budget, str results valid UTF-8.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "constfold/budget.h"
#include "constfold/fold.h"
#include "constfold/literal.h"
#include "constfold/value.h"
#include "fuzz/fuzz_util.h"

namespace cf = kotoba::constfold;
using kotoba::fuzz::Require;

namespace {

constexpr size_t kMaxValueBytes = 1 << 16;

constexpr const char* kBinary[] = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|",
                                   "^", "==", "!=", "<", "<=", ">", ">=", "in", "not in", "is"};
constexpr const char* kUnary[] = {"-", "+", "~", "not"};
constexpr const char* kMethods[] = {
    "capitalize", "casefold", "center", "count", "decode", "encode", "endswith", "find",
    "format", "format_map", "hex", "index", "isalpha", "isdigit", "isidentifier", "join",
    "ljust", "lower", "lstrip", "partition", "replace", "rfind", "rindex", "rjust",
    "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "swapcase",
    "title", "translate", "upper", "zfill", "get", "items", "keys", "values", "copy",
    "maketrans", "removeprefix", "removesuffix", "expandtabs"};
constexpr const char* kCalls[] = {
    "builtins.chr", "builtins.ord", "builtins.str", "builtins.bytes", "builtins.bytearray",
    "builtins.bytes.fromhex", "builtins.bytearray.fromhex", "builtins.bytes.maketrans",
    "builtins.str.maketrans", "builtins.bin", "builtins.hex", "builtins.oct", "builtins.int",
    "builtins.len", "builtins.list", "builtins.tuple", "builtins.range", "builtins.reversed",
    "builtins.sorted", "builtins.repr", "base64.b64decode", "base64.b64encode",
    "base64.urlsafe_b64decode", "base64.b32decode", "base64.b16decode", "base64.b85decode",
    "base64.a85decode", "base64.decodebytes", "base64.standard_b64decode", "binascii.unhexlify",
    "binascii.a2b_base64", "binascii.hexlify", "codecs.decode", "codecs.encode",
    "codecs.lookup", "zlib.decompress", "zlib.compress", "gzip.decompress", "bz2.decompress",
    "lzma.decompress", "os.path.join", "os.path.basename", "os.path.dirname",
    "os.path.normpath", "os.path.expanduser", "os.path.abspath", "urllib.parse.unquote",
    "urllib.parse.unquote_plus", "urllib.parse.quote", "urllib.parse.urlencode",
    "os.getenv", "os.environ.get"};

// A constant of any shape the folder meets, str values always valid UTF-8 (a precondition).
const cf::Value* MakeValue(FuzzedDataProvider& in, cf::Arena& arena, int depth = 0) {
  switch (in.ConsumeIntegralInRange<int>(0, depth < 2 ? 7 : 4)) {
    case 0: return arena.None();
    case 1: return arena.Bool(in.ConsumeBool());
    case 2:
      return arena.Int(in.ConsumeBool() ? in.ConsumeIntegralInRange<int64_t>(-300, 300)
                                        : in.ConsumeIntegral<int64_t>());
    case 3: return arena.Str(cf::DecodeUtf8Replace(in.ConsumeRandomLengthString(128)));
    case 4: return arena.Bytes(in.ConsumeRandomLengthString(128));
    case 5:
    case 6: {
      std::vector<cf::ValueSet> items;
      for (int n = in.ConsumeIntegralInRange<int>(0, 4); n > 0; --n) {
        items.emplace_back(MakeValue(in, arena, depth + 1));
      }
      return arena.Seq(in.ConsumeBool() ? cf::Value::Kind::kTuple : cf::Value::Kind::kList,
                       std::move(items));
    }
    default: {
      std::vector<const cf::Value*> keys;
      std::vector<cf::ValueSet> items;
      for (int n = in.ConsumeIntegralInRange<int>(0, 3); n > 0; --n) {
        keys.push_back(arena.Str(cf::DecodeUtf8Replace(in.ConsumeRandomLengthString(8))));
        items.emplace_back(MakeValue(in, arena, depth + 1));
      }
      return arena.Dict(std::move(keys), std::move(items));
    }
  }
}

void CheckResult(const cf::Value* v) {
  if (v == nullptr) return;
  if (v->kind == cf::Value::Kind::kStr || v->kind == cf::Value::Kind::kBytes) {
    Require(v->s.size() <= kMaxValueBytes, "a folded value stays within max_value_bytes");
  }
  if (v->IsKnownStr()) Require(cf::IsValidUtf8(v->s), "a folded str is valid UTF-8");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  kotoba::Options options;
  options.max_value_bytes = kMaxValueBytes;
  options.max_total_fold_bytes = 1 << 22;
  options.max_fold_steps = 200'000;
  cf::Budget budget(options);
  cf::Arena arena(budget);
  // A short chain: each result may become the next operation's operand.
  const cf::Value* last = MakeValue(in, arena);
  for (int round = 0; round < 4 && in.remaining_bytes() > 0; ++round) {
    const cf::Value* other = in.ConsumeBool() ? MakeValue(in, arena) : last;
    const cf::Value* r = nullptr;
    switch (in.ConsumeIntegralInRange<int>(0, 6)) {
      case 0: r = cf::FoldBinary(in.PickValueInArray(kBinary), *last, *other, arena); break;
      case 1: r = cf::FoldUnary(in.PickValueInArray(kUnary), *last, arena); break;
      case 2: {
        cf::FoldArgs args;
        for (int n = in.ConsumeIntegralInRange<int>(0, 3); n > 0; --n) {
          args.positional.push_back(MakeValue(in, arena));
        }
        r = cf::FoldMethod(*last, in.PickValueInArray(kMethods), args, arena);
        break;
      }
      case 3: {
        cf::FoldArgs args;
        args.positional.push_back(last);
        for (int n = in.ConsumeIntegralInRange<int>(0, 2); n > 0; --n) {
          args.positional.push_back(MakeValue(in, arena));
        }
        r = cf::FoldCall(in.PickValueInArray(kCalls), args, arena);
        break;
      }
      case 4: r = cf::FoldSubscript(*last, *other, arena); break;
      case 5: {
        auto bound = [&]() -> std::optional<int64_t> {
          if (in.ConsumeBool()) return std::nullopt;
          return in.ConsumeIntegral<int64_t>();
        };
        std::optional<int64_t> start = bound(), stop = bound(), step = bound();
        r = cf::FoldSlice(*last, start, stop, step, arena);
        break;
      }
      case 6:
        if (std::optional<std::vector<cf::ValueSet>> items = cf::Iterate(*last, 1000, arena)) {
          Require(items->size() <= 1000, "Iterate honours its limit");
        }
        break;
    }
    CheckResult(r);
    if (r != nullptr) last = r;
  }
  return 0;
}
