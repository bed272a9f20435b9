#include "constfold/fold.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <limits>
#include <string>

#include "absl/strings/ascii.h"
#include "constfold/strings.h"
#include "constfold/codecs.h"
#include "constfold/literal.h"
#include "constfold/pyformat.h"
#include "constfold/strops.h"

namespace kotoba::constfold {
namespace {

using Kind = Value::Kind;

// Runs `op` (which may spend the budget) and maps "no result" to unknown-by-budget when the
// budget refused something during it, or to nullptr (not foldable / invalid input) otherwise.
template <typename Op>
const Value* Budgeted(Arena& arena, Op op, bool bytes) {
  size_t before = arena.budget().refusals();
  std::optional<std::string> r = op();
  if (!r) {
    return arena.budget().refusals() != before ? arena.Unknown(Unknown::kBudget) : nullptr;
  }
  return bytes ? arena.Bytes(std::move(*r)) : arena.Str(std::move(*r));
}

bool IsBudget(const Value& v) { return v.kind == Kind::kUnknown && v.why != Unknown::kComputed; }

std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}
std::optional<int64_t> CheckedSub(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_sub_overflow(a, b, &r)) return std::nullopt;
  return r;
}
std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}
std::optional<int64_t> CheckedPow(int64_t base, int64_t exp) {
  if (exp < 0) return std::nullopt;
  int64_t r = 1;
  while (exp > 0) {
    if (exp & 1) {
      if (__builtin_mul_overflow(r, base, &r)) return std::nullopt;
    }
    exp >>= 1;
    if (exp > 0 && __builtin_mul_overflow(base, base, &base)) return std::nullopt;
  }
  return r;
}
// Python's floor division and modulo.
int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
int64_t FloorMod(int64_t a, int64_t b) {
  int64_t m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}

bool Truthy(const Value& v, bool* known) {
  *known = true;
  switch (v.kind) {
    case Kind::kNone: return false;
    case Kind::kBool:
    case Kind::kInt: return v.i != 0;
    case Kind::kStr: return !v.s.empty();
    case Kind::kBytes: return !v.s.empty();
    case Kind::kTuple:
    case Kind::kList:
    case Kind::kDict: return !v.partial ? !v.items.empty() : (*known = false);
    default: *known = false; return false;
  }
}

bool Equal(const Value& a, const Value& b, bool* known) {
  *known = IsConstant(a) && IsConstant(b);
  if (!*known) return false;
  bool a_num = a.kind == Kind::kInt || a.kind == Kind::kBool;
  bool b_num = b.kind == Kind::kInt || b.kind == Kind::kBool;
  if (a_num && b_num) return a.i == b.i;
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Kind::kNone: return true;
    case Kind::kStr:
    case Kind::kBytes: return a.s == b.s;
    case Kind::kTuple:
    case Kind::kList:
      if (a.items.size() != b.items.size()) return false;
      for (size_t i = 0; i < a.items.size(); ++i) {
        if (!Equal(*a.items[i].front(), *b.items[i].front(), known)) return false;
      }
      return true;
    default: *known = false; return false;
  }
}

std::string_view Arg(const FoldArgs& args, size_t i, std::string_view name, Kind kind,
                     bool* ok) {
  const Value* v = args.Get(i, name);
  if (v == nullptr || v->kind != kind || v->partial) {
    *ok = false;
    return {};
  }
  return v->s;
}

// A str or bytes argument: both are accepted by the decoders (ASCII str like b64decode("..")).
const Value* Data(const FoldArgs& args, size_t i, std::string_view name = "") {
  const Value* v = args.Get(i, name);
  if (v == nullptr) return nullptr;
  if (v->kind == Kind::kBytes || v->IsKnownStr()) return v;
  return nullptr;
}

// os.path.normpath for POSIX text (keeps `~` and holes as they are).
std::string NormPath(std::string_view path) {
  if (path.empty()) return ".";
  bool absolute = path[0] == '/';
  std::vector<std::string_view> out;
  for (std::string_view part : SplitOn(path, '/')) {
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      if (!out.empty() && out.back() != "..") {
        out.pop_back();
        continue;
      }
      if (absolute) continue;
    }
    out.push_back(part);
  }
  std::string joined = StrJoin(out, "/");
  if (absolute) return "/" + joined;
  return joined.empty() ? "." : joined;
}

const Value* PathJoin(const FoldArgs& args, Arena& arena) {
  std::string path;
  bool partial = false;
  for (const Value* v : args.positional) {
    std::string piece;
    if (v->kind == Kind::kStr) {
      piece = v->s;
      partial = partial || v->partial;
    } else if (v->kind == Kind::kInstance && v->s == "pathlib.Path" && !v->items.empty() &&
               v->items[0].Single() && v->items[0].Single()->kind == Kind::kStr) {
      piece = v->items[0].Single()->s;
      partial = partial || v->items[0].Single()->partial;
    } else if (v->kind == Kind::kUnknown && !IsBudget(*v)) {
      piece = std::string(1, kHole);
      partial = true;
    } else {
      return IsBudget(*v) ? v : nullptr;
    }
    if (!piece.empty() && piece[0] == '/') {
      path = piece;
    } else if (path.empty() || path.back() == '/') {
      path += piece;
    } else {
      path += "/" + piece;
    }
  }
  return arena.Str(std::move(path), partial);
}

const Value* FoldDecoder(std::string_view fn, const FoldArgs& args, Arena& arena) {
  const Value* d = Data(args, 0, "s");
  if (d == nullptr) d = Data(args, 0, "data");
  if (d == nullptr) return nullptr;
  std::string_view in = d->s;
  Budget& b = arena.budget();
  auto bytes = [&](auto op) { return Budgeted(arena, op, true); };
  if (fn == "b64decode" || fn == "standard_b64decode" || fn == "decodebytes" ||
      fn == "decodestring" || fn == "a2b_base64") {
    const Value* alt = args.Get(1, "altchars");
    if (alt != nullptr && alt->kind != Kind::kNone) {
      if ((alt->kind != Kind::kBytes && !alt->IsKnownStr()) || alt->s.size() != 2) return nullptr;
      std::string mapped(in);
      for (char& c : mapped) {
        if (c == alt->s[0]) c = '+';
        else if (c == alt->s[1]) c = '/';
      }
      return bytes([&] { return Base64Decode(mapped, false, b); });
    }
    return bytes([&] { return Base64Decode(in, false, b); });
  }
  if (fn == "urlsafe_b64decode") return bytes([&] { return Base64Decode(in, true, b); });
  if (fn == "b32decode") return bytes([&] { return Base32Decode(in, false, b); });
  if (fn == "b16decode") return bytes([&] { return Base16Decode(in, false, b); });
  if (fn == "b85decode") return bytes([&] { return Base85Decode(in, b); });
  if (fn == "a85decode") return bytes([&] { return Ascii85Decode(in, false, b); });
  if (fn == "unhexlify" || fn == "a2b_hex") {
    return bytes([&] { return HexDecode(in, HexWhitespace::kReject, b); });
  }
  if (fn == "b64encode" || fn == "standard_b64encode" || fn == "encodebytes" ||
      fn == "b2a_base64") {
    return bytes([&] { return Base64Encode(in, false, b); });
  }
  if (fn == "urlsafe_b64encode") return bytes([&] { return Base64Encode(in, true, b); });
  if (fn == "b32encode") return bytes([&] { return Base32Encode(in, b); });
  if (fn == "b16encode") return bytes([&] { return Base16Encode(in, b); });
  if (fn == "b85encode") return bytes([&] { return Base85Encode(in, false, b); });
  if (fn == "a85encode") return bytes([&] { return Ascii85Encode(in, false, false, b); });
  if (fn == "hexlify" || fn == "b2a_hex") return bytes([&] { return HexEncode(in, b); });
  return nullptr;
}

const Value* FoldCodec(bool decode, const FoldArgs& args, Arena& arena) {
  const Value* d = args.Get(0, "obj");
  if (d == nullptr || (d->kind != Kind::kBytes && !d->IsKnownStr())) return nullptr;
  const Value* enc = args.Get(1, "encoding");
  std::string codec = enc != nullptr && enc->IsKnownStr() ? enc->s : "utf-8";
  if (enc != nullptr && !enc->IsKnownStr()) return nullptr;
  auto info = LookupCodec(codec);
  if (!info) return nullptr;
  DataKind out = decode ? info->decoded : info->encoded;
  return Budgeted(
      arena,
      [&] {
        return decode ? CodecDecode(codec, d->s, arena.budget())
                      : CodecEncode(codec, d->s, arena.budget());
      },
      out == DataKind::kBytes);
}

std::optional<Compression> CompressionOf(std::string_view module) {
  if (module == "zlib") return Compression::kZlib;
  if (module == "gzip") return Compression::kGzip;
  if (module == "bz2") return Compression::kBz2;
  if (module == "lzma") return Compression::kLzma;
  return std::nullopt;
}

// A list/tuple of ints 0..255 as bytes.
std::optional<std::string> BytesFromInts(const Value& v) {
  if ((v.kind != Kind::kList && v.kind != Kind::kTuple) || v.partial) return std::nullopt;
  std::string out;
  for (const ValueSet& item : v.items) {
    const Value* i = item.Single();
    if (i == nullptr || i->kind != Kind::kInt || i->i < 0 || i->i > 255) return std::nullopt;
    out += static_cast<char>(i->i);
  }
  return out;
}

std::optional<FormatArg> ToFormatArg(const Value& v) {
  FormatArg a;
  switch (v.kind) {
    case Kind::kStr:
      if (v.partial) return std::nullopt;
      a.kind = FormatArg::kStr;
      a.s = v.s;
      return a;
    case Kind::kBytes:
      a.kind = FormatArg::kBytes;
      a.s = v.s;
      return a;
    case Kind::kInt:
      a.kind = FormatArg::kInt;
      a.i = v.i;
      return a;
    case Kind::kBool:
      a.kind = FormatArg::kBool;
      a.i = v.i;
      return a;
    case Kind::kNone:
      a.kind = FormatArg::kNone;
      return a;
    default:
      return std::nullopt;
  }
}

// "%s" % x or "{}".format(x) with an argument that is not known: a partial string keeps the
// literal parts, so "curl -d %s" % secret still reads as a curl upload.
const Value* HoleFormat(const Value& fmt, Arena& arena) {
  std::string out;
  for (size_t i = 0; i < fmt.s.size(); ++i) {
    char c = fmt.s[i];
    if (c == '%' && i + 1 < fmt.s.size()) {
      if (fmt.s[i + 1] == '%') {
        out += '%';
        ++i;
        continue;
      }
      size_t j = i + 1;
      while (j < fmt.s.size() && !std::isalpha(static_cast<unsigned char>(fmt.s[j]))) ++j;
      out += kHole;
      i = j;
      continue;
    }
    if (c == '{') {
      if (i + 1 < fmt.s.size() && fmt.s[i + 1] == '{') {
        out += '{';
        ++i;
        continue;
      }
      size_t j = fmt.s.find('}', i);
      if (j == std::string::npos) return nullptr;
      out += kHole;
      i = j;
      continue;
    }
    if (c == '}' && i + 1 < fmt.s.size() && fmt.s[i + 1] == '}') ++i;
    out += c;
  }
  return arena.Str(std::move(out), true);
}

}  // namespace

const Value* FoldArgs::Get(size_t index, std::string_view name) const {
  if (index < positional.size()) return positional[index];
  if (name.empty()) return nullptr;
  for (const auto& [k, v] : keywords) {
    if (k == name) return v;
  }
  return nullptr;
}

const Value* FormatField(const Value& v, std::string_view field, Arena& arena) {
  if (IsBudget(v)) return &v;
  std::optional<FormatArg> arg = ToFormatArg(v);
  if (!arg) return nullptr;
  std::string fmt = StrCat("{", field, "}");
  FormatArg args[] = {*arg};
  return Budgeted(arena, [&] { return StrFormat(fmt, args, {}, arena.budget()); }, false);
}

const Value* Literal(std::string_view prefix, std::string_view body, Arena& arena) {
  bool bytes = prefix.find_first_of("bB") != std::string_view::npos;
  return Budgeted(arena, [&] { return DecodeLiteral(prefix, body, arena.budget()); }, bytes);
}

const Value* FoldBinary(std::string_view op, const Value& a, const Value& b, Arena& arena) {
  if (IsBudget(a)) return &a;
  if (IsBudget(b)) return &b;
  if (op == "==" || op == "!=") {
    bool known = false;
    bool eq = Equal(a, b, &known);
    return known ? arena.Bool(op == "==" ? eq : !eq) : nullptr;
  }
  if (op == "in" || op == "not in") {
    std::optional<bool> found;
    if ((b.kind == Kind::kStr || b.kind == Kind::kBytes) && a.kind == b.kind && !a.partial &&
        !b.partial) {
      found = b.s.find(a.s) != std::string::npos;
    } else if ((b.kind == Kind::kList || b.kind == Kind::kTuple || b.kind == Kind::kDict) &&
               !b.partial && IsConstant(a)) {
      found = false;
      size_t n = b.kind == Kind::kDict ? b.keys.size() : b.items.size();
      for (size_t i = 0; i < n && found == false; ++i) {
        const Value* e = b.kind == Kind::kDict ? b.keys[i] : b.items[i].Single();
        bool known = false;
        if (e == nullptr) return nullptr;
        bool eq = Equal(a, *e, &known);
        if (!known) return nullptr;
        if (eq) found = true;
      }
    }
    if (!found) return nullptr;
    return arena.Bool(op == "in" ? *found : !*found);
  }
  if (op == "<" || op == "<=" || op == ">" || op == ">=") {
    int cmp;
    if ((a.kind == Kind::kInt || a.kind == Kind::kBool) &&
        (b.kind == Kind::kInt || b.kind == Kind::kBool)) {
      cmp = a.i < b.i ? -1 : a.i > b.i ? 1 : 0;
    } else if (a.kind == b.kind && (a.kind == Kind::kStr || a.kind == Kind::kBytes) &&
               !a.partial && !b.partial) {
      cmp = a.s.compare(b.s);  // UTF-8 byte order is code point order
      cmp = cmp < 0 ? -1 : cmp > 0 ? 1 : 0;
    } else {
      return nullptr;
    }
    bool r = op == "<" ? cmp < 0 : op == "<=" ? cmp <= 0 : op == ">" ? cmp > 0 : cmp >= 0;
    return arena.Bool(r);
  }
  // str + anything unknown stays partially known: "rm -rf " + path
  if (op == "+" && (a.kind == Kind::kStr || b.kind == Kind::kStr)) {
    auto text = [](const Value& v, bool* partial) -> std::optional<std::string> {
      if (v.kind == Kind::kStr) {
        *partial = *partial || v.partial;
        return v.s;
      }
      if (v.kind == Kind::kUnknown) {
        *partial = true;
        return std::string(1, kHole);
      }
      return std::nullopt;
    };
    bool partial = false;
    auto l = text(a, &partial);
    auto r = text(b, &partial);
    if (!l || !r) return nullptr;
    if (!arena.budget().Allocate(0) || l->size() + r->size() > arena.budget().max_value_bytes()) {
      arena.budget().Allocate(l->size() + r->size());
      return arena.Unknown(Unknown::kBudget);
    }
    return arena.Str(*l + *r, partial);
  }
  if (op == "/" && a.kind == Kind::kInstance && a.s == "pathlib.Path") {
    FoldArgs join;
    join.positional = {&a, &b};
    const Value* p = PathJoin(join, arena);
    if (p == nullptr || p->kind != Kind::kStr) return p;
    return arena.Instance("pathlib.Path", ValueSet(p), a.hops);
  }
  if (a.kind == Kind::kStr && op == "%" && !a.partial) {
    std::vector<FormatArg> positional;
    const std::vector<std::pair<std::string, FormatArg>>* mapping = nullptr;
    std::vector<std::pair<std::string, FormatArg>> map_storage;
    if (b.kind == Kind::kTuple && !b.partial) {
      for (const ValueSet& item : b.items) {
        auto fa = item.Single() ? ToFormatArg(*item.Single()) : std::nullopt;
        if (!fa) return HoleFormat(a, arena);
        positional.push_back(*fa);
      }
    } else if (b.kind == Kind::kDict && !b.partial) {
      for (size_t i = 0; i < b.keys.size(); ++i) {
        auto fa = b.items[i].Single() ? ToFormatArg(*b.items[i].Single()) : std::nullopt;
        if (!b.keys[i]->IsKnownStr() || !fa) return HoleFormat(a, arena);
        map_storage.emplace_back(b.keys[i]->s, *fa);
      }
      mapping = &map_storage;
    } else {
      auto fa = ToFormatArg(b);
      if (!fa) return HoleFormat(a, arena);
      positional.push_back(*fa);
    }
    return Budgeted(arena,
                    [&] { return PercentFormat(a.s, positional, mapping, arena.budget()); },
                    false);
  }
  if (op == "+" && a.kind == Kind::kBytes && b.kind == Kind::kBytes) {
    if (!arena.budget().Allocate(0) || a.s.size() + b.s.size() > arena.budget().max_value_bytes()) {
      arena.budget().Allocate(a.s.size() + b.s.size());
      return arena.Unknown(Unknown::kBudget);
    }
    return arena.Bytes(a.s + b.s);
  }
  if (op == "+" && a.kind == b.kind && (a.kind == Kind::kList || a.kind == Kind::kTuple) &&
      !a.partial && !b.partial) {
    std::vector<ValueSet> items = a.items;
    items.insert(items.end(), b.items.begin(), b.items.end());
    return arena.Seq(a.kind, std::move(items));
  }
  if (op == "*") {
    const Value* seq = (a.kind == Kind::kInt || a.kind == Kind::kBool) ? &b : &a;
    const Value* count = seq == &a ? &b : &a;
    if (count->kind == Kind::kUnknown) return nullptr;
    if ((seq->kind == Kind::kStr || seq->kind == Kind::kBytes) && !seq->partial &&
        (count->kind == Kind::kInt || count->kind == Kind::kBool)) {
      return Budgeted(arena, [&] { return Repeat(seq->s, count->i, arena.budget()); },
                      seq->kind == Kind::kBytes);
    }
    if ((seq->kind == Kind::kList || seq->kind == Kind::kTuple) && !seq->partial &&
        count->kind == Kind::kInt) {
      int64_t n = std::max<int64_t>(0, count->i);
      // [] * 10**18 is empty; [0] * 10**18 would hold 10**18 elements: past 4096 the result
      // is not built (the value-size limit), and nothing loops n times.
      if (seq->items.empty() || n == 0) return arena.Seq(seq->kind, {});
      if (static_cast<uint64_t>(n) > 4096 / seq->items.size()) {
        arena.budget().Allocate(arena.budget().max_value_bytes() + 1);
        return arena.Unknown(Unknown::kBudget);
      }
      std::vector<ValueSet> items;
      for (int64_t i = 0; i < n; ++i) items.insert(items.end(), seq->items.begin(), seq->items.end());
      return arena.Seq(seq->kind, std::move(items));
    }
  }
  bool ints = (a.kind == Kind::kInt || a.kind == Kind::kBool) &&
              (b.kind == Kind::kInt || b.kind == Kind::kBool);
  if (!ints) return nullptr;
  int64_t x = a.i, y = b.i;
  std::optional<int64_t> r;
  if (op == "+") r = CheckedAdd(x, y);
  else if (op == "-") r = CheckedSub(x, y);
  else if (op == "*") r = CheckedMul(x, y);
  else if (op == "//" && y != 0 && !(x == INT64_MIN && y == -1)) r = FloorDiv(x, y);
  else if (op == "%" && y != 0 && !(x == INT64_MIN && y == -1)) r = FloorMod(x, y);
  else if (op == "**") r = CheckedPow(x, y);
  else if (op == "<<" && y >= 0) r = y < 63 && (x == 0 || (std::abs(x) < (int64_t{1} << (62 - y)))) ? std::optional<int64_t>(x << y) : std::nullopt;
  else if (op == ">>" && y >= 0) r = y >= 63 ? (x < 0 ? -1 : 0) : (x >> y);
  else if (op == "&") r = x & y;
  else if (op == "|") r = x | y;
  else if (op == "^") r = x ^ y;
  else return nullptr;
  if (!r) {
    // Past 63 bits: the integer-size limit (Python would build a huge int).
    if (op == "/" ) return nullptr;
    arena.budget().Allocate(arena.budget().max_value_bytes() + 1);
    return arena.Unknown(Unknown::kBudget);
  }
  return arena.Int(*r);
}

const Value* FoldUnary(std::string_view op, const Value& v, Arena& arena) {
  if (IsBudget(v)) return &v;
  if (op == "not") {
    bool known = false;
    bool t = Truthy(v, &known);
    return known ? arena.Bool(!t) : nullptr;
  }
  if (v.kind != Kind::kInt && v.kind != Kind::kBool) return nullptr;
  if (op == "-") return v.i == INT64_MIN ? nullptr : arena.Int(-v.i);
  if (op == "+") return arena.Int(v.i);
  if (op == "~") return arena.Int(~v.i);
  return nullptr;
}

namespace {

// A list of known strs (for join), or nullopt.
std::optional<std::vector<std::string>> KnownStrings(const Value& v, Kind element, Arena& arena,
                                                     bool* partial) {
  auto items = Iterate(v, 1 << 16, arena);
  if (!items) return std::nullopt;
  std::vector<std::string> out;
  for (const ValueSet& item : *items) {
    const Value* s = item.Single();
    if (s == nullptr) return std::nullopt;
    if (s->kind == element) {
      *partial = *partial || s->partial;
      out.push_back(s->s);
    } else if (element == Kind::kStr && s->kind == Kind::kUnknown && !IsBudget(*s)) {
      *partial = true;
      out.emplace_back(1, kHole);
    } else {
      return std::nullopt;
    }
  }
  return out;
}

const Value* StrList(std::optional<std::vector<std::string>> parts, bool bytes, Arena& arena) {
  if (!parts) return nullptr;
  std::vector<ValueSet> items;
  for (std::string& p : *parts) {
    items.emplace_back(bytes ? arena.Bytes(std::move(p)) : arena.Str(std::move(p)));
  }
  return arena.Seq(Kind::kList, std::move(items));
}

std::optional<TranslateTable> TableFromDict(const Value& d) {
  if (d.kind != Kind::kDict || d.partial) return std::nullopt;
  TranslateTable table;
  for (size_t i = 0; i < d.keys.size(); ++i) {
    const Value* k = d.keys[i];
    const Value* v = d.items[i].Single();
    if (v == nullptr) return std::nullopt;
    char32_t key;
    if (k->kind == Kind::kInt) {
      key = static_cast<char32_t>(k->i);
    } else if (k->IsKnownStr()) {
      auto o = Ord(k->s);
      if (!o) return std::nullopt;
      key = *o;
    } else {
      return std::nullopt;
    }
    if (v->kind == Kind::kNone) {
      table[key] = std::nullopt;
    } else if (v->IsKnownStr()) {
      table[key] = v->s;
    } else if (v->kind == Kind::kInt) {
      auto c = Chr(v->i);
      if (!c) return std::nullopt;
      table[key] = *c;
    } else {
      return std::nullopt;
    }
  }
  return table;
}

const Value* TableValue(const TranslateTable& table, Arena& arena) {
  std::vector<const Value*> keys;
  std::vector<ValueSet> items;
  for (const auto& [k, v] : table) {
    keys.push_back(arena.Int(static_cast<int64_t>(k)));
    items.emplace_back(v ? arena.Str(*v) : arena.None());
  }
  return arena.Dict(std::move(keys), std::move(items));
}

std::optional<int64_t> IntArg(const FoldArgs& args, size_t i, std::string_view name,
                              int64_t fallback) {
  const Value* v = args.Get(i, name);
  if (v == nullptr) return fallback;
  if (v->kind != Kind::kInt && v->kind != Kind::kBool) return std::nullopt;
  return v->i;
}

std::optional<std::optional<std::string_view>> OptStrArg(const FoldArgs& args, size_t i,
                                                         std::string_view name, Kind kind) {
  const Value* v = args.Get(i, name);
  if (v == nullptr || v->kind == Kind::kNone) return std::optional<std::string_view>();
  if (v->kind != kind || v->partial) return std::nullopt;
  return std::optional<std::string_view>(v->s);
}

const Value* StrMethod(const Value& recv, std::string_view m, const FoldArgs& args,
                       Arena& arena) {
  Budget& b = arena.budget();
  auto str = [&](auto op) { return Budgeted(arena, op, false); };
  const std::string& s = recv.s;
  if (m == "join") {
    const Value* it = args.Get(0, "");
    if (it == nullptr) return nullptr;
    bool partial = recv.partial;
    auto parts = KnownStrings(*it, Kind::kStr, arena, &partial);
    if (!parts) return nullptr;
    const Value* r = Budgeted(arena, [&] { return Join(s, *parts, b); }, false);
    if (r != nullptr && partial && r->kind == Kind::kStr) return arena.Str(r->s, true);
    return r;
  }
  if (m == "format" || m == "format_map") {
    std::vector<FormatArg> pos;
    std::vector<std::pair<std::string, FormatArg>> kw;
    bool complete = !recv.partial;
    for (const Value* v : args.positional) {
      auto fa = ToFormatArg(*v);
      if (!fa) complete = false; else pos.push_back(*fa);
    }
    for (const auto& [k, v] : args.keywords) {
      auto fa = ToFormatArg(*v);
      if (!fa) complete = false; else kw.emplace_back(std::string(k), *fa);
    }
    if (m == "format_map") return nullptr;
    if (!complete) return recv.partial ? nullptr : HoleFormat(recv, arena);
    return str([&] { return StrFormat(s, pos, kw, b); });
  }
  if (recv.partial) return nullptr;
  if (m == "encode") {
    FoldArgs codec_args;
    codec_args.positional.push_back(&recv);
    if (const Value* e = args.Get(0, "encoding")) codec_args.positional.push_back(e);
    return FoldCodec(false, codec_args, arena);
  }
  if (m == "replace") {
    bool ok = true;
    std::string_view old = Arg(args, 0, "old", Kind::kStr, &ok);
    std::string_view rep = Arg(args, 1, "new", Kind::kStr, &ok);
    auto count = IntArg(args, 2, "count", -1);
    if (!ok || !count) return nullptr;
    return str([&] { return Replace(s, old, rep, *count, b); });
  }
  if (m == "strip" || m == "lstrip" || m == "rstrip") {
    auto chars = OptStrArg(args, 0, "chars", Kind::kStr);
    if (!chars) return nullptr;
    if (m == "strip") return str([&] { return Strip(s, *chars, b); });
    if (m == "lstrip") return str([&] { return LStrip(s, *chars, b); });
    return str([&] { return RStrip(s, *chars, b); });
  }
  if (m == "lower" || m == "casefold") return str([&] { return Lower(s, b); });
  if (m == "upper") return str([&] { return Upper(s, b); });
  if (m == "title") return str([&] { return Title(s, b); });
  if (m == "swapcase") return str([&] { return SwapCase(s, b); });
  if (m == "capitalize") return str([&] { return Capitalize(s, b); });
  if (m == "split" || m == "rsplit") {
    auto sep = OptStrArg(args, 0, "sep", Kind::kStr);
    auto maxsplit = IntArg(args, 1, "maxsplit", -1);
    if (!sep || !maxsplit) return nullptr;
    return StrList(m == "split" ? Split(s, *sep, *maxsplit, b) : RSplit(s, *sep, *maxsplit, b),
                   false, arena);
  }
  if (m == "splitlines") {
    std::vector<std::string> lines;
    for (std::string_view line : SplitOn(s, '\n')) {
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      lines.emplace_back(line);
    }
    if (!lines.empty() && lines.back().empty()) lines.pop_back();
    return StrList(std::move(lines), false, arena);
  }
  if (m == "partition" || m == "rpartition") {
    bool ok = true;
    std::string_view sep = Arg(args, 0, "sep", Kind::kStr, &ok);
    if (!ok) return nullptr;
    auto parts = m == "partition" ? Partition(s, sep, b) : RPartition(s, sep, b);
    if (!parts) return nullptr;
    std::vector<ValueSet> items;
    for (std::string& p : *parts) items.emplace_back(arena.Str(std::move(p)));
    return arena.Seq(Kind::kTuple, std::move(items));
  }
  if (m == "translate") {
    const Value* t = args.Get(0, "table");
    if (t == nullptr) return nullptr;
    auto table = TableFromDict(*t);
    if (!table) return nullptr;
    return str([&] { return Translate(s, *table, b); });
  }
  if (m == "zfill") {
    auto w = IntArg(args, 0, "width", 0);
    if (!w) return nullptr;
    return str([&] { return Zfill(s, *w, b); });
  }
  if (m == "center" || m == "ljust" || m == "rjust") {
    auto w = IntArg(args, 0, "width", 0);
    auto fill = OptStrArg(args, 1, "fillchar", Kind::kStr);
    if (!w || !fill) return nullptr;
    std::string_view f = fill->value_or(" ");
    if (m == "center") return str([&] { return Center(s, *w, f, b); });
    if (m == "ljust") return str([&] { return LJust(s, *w, f, b); });
    return str([&] { return RJust(s, *w, f, b); });
  }
  if (m == "startswith" || m == "endswith") {
    bool ok = true;
    std::string_view x = Arg(args, 0, "", Kind::kStr, &ok);
    if (!ok) return nullptr;
    return arena.Bool(m == "startswith" ? StartsWith(s, x) : EndsWith(s, x));
  }
  if (m == "find" || m == "index" || m == "rfind" || m == "rindex" || m == "count") {
    bool ok = true;
    std::string_view x = Arg(args, 0, "", Kind::kStr, &ok);
    if (!ok) return nullptr;
    std::optional<int64_t> r = m == "count"                      ? Count(s, x, {}, {}, b)
                               : (m == "find" || m == "index") ? Find(s, x, {}, {}, b)
                                                               : RFind(s, x, {}, {}, b);
    if (!r || ((m == "index" || m == "rindex") && *r < 0)) return nullptr;
    return arena.Int(*r);
  }
  if (m == "isdigit" || m == "isalpha" || m == "isidentifier") return nullptr;
  return nullptr;
}

const Value* BytesMethod(const Value& recv, std::string_view m, const FoldArgs& args,
                         Arena& arena) {
  Budget& b = arena.budget();
  const std::string& s = recv.s;
  if (m == "decode") {
    FoldArgs codec_args;
    codec_args.positional.push_back(&recv);
    if (const Value* e = args.Get(0, "encoding")) codec_args.positional.push_back(e);
    return FoldCodec(true, codec_args, arena);
  }
  if (m == "hex") return Budgeted(arena, [&] { return HexEncode(s, b); }, false);
  if (m == "join") {
    const Value* it = args.Get(0, "");
    bool partial = false;
    auto parts = it ? KnownStrings(*it, Kind::kBytes, arena, &partial) : std::nullopt;
    if (!parts) return nullptr;
    return Budgeted(arena, [&] { return Join(s, *parts, b); }, true);
  }
  if (m == "replace") {
    bool ok = true;
    std::string_view old = Arg(args, 0, "", Kind::kBytes, &ok);
    std::string_view rep = Arg(args, 1, "", Kind::kBytes, &ok);
    if (!ok || old.empty()) return nullptr;
    return Budgeted(arena, [&] { return Replace(s, old, rep, -1, b); }, true);
  }
  if (m == "lower" || m == "upper") {
    std::string out = s;
    for (char& c : out) c = m == "lower" ? absl::ascii_tolower(c) : absl::ascii_toupper(c);
    return arena.Bytes(std::move(out));
  }
  if (m == "strip") {
    return arena.Bytes(std::string(StripAsciiWhitespace(s)));
  }
  if (m == "translate") {
    const Value* t = args.Get(0, "table");
    if (t == nullptr || t->kind != Kind::kBytes || t->s.size() != 256) return nullptr;
    std::string out = s;
    for (char& c : out) c = t->s[static_cast<unsigned char>(c)];
    return arena.Bytes(std::move(out));
  }
  if (m == "split") {
    auto sep = OptStrArg(args, 0, "sep", Kind::kBytes);
    if (!sep) return nullptr;
    return StrList(Split(s, *sep, -1, b), true, arena);
  }
  return nullptr;
}

}  // namespace

const Value* FoldMethod(const Value& receiver, std::string_view method, const FoldArgs& args,
                        Arena& arena) {
  if (IsBudget(receiver)) return &receiver;
  switch (receiver.kind) {
    case Kind::kStr:
      return StrMethod(receiver, method, args, arena);
    case Kind::kBytes:
      return BytesMethod(receiver, method, args, arena);
    case Kind::kDict:
      if (receiver.partial) return nullptr;
      if (method == "get") {
        const Value* key = args.Get(0, "");
        if (key == nullptr) return nullptr;
        for (size_t i = 0; i < receiver.keys.size(); ++i) {
          bool known = false;
          if (Equal(*receiver.keys[i], *key, &known) && receiver.items[i].Single()) {
            return receiver.items[i].Single();
          }
        }
        const Value* fallback = args.Get(1, "");
        return fallback ? fallback : arena.None();
      }
      if (method == "values") return arena.Seq(Kind::kList, receiver.items);
      if (method == "items") {
        std::vector<ValueSet> pairs;
        for (size_t i = 0; i < receiver.keys.size(); ++i) {
          pairs.emplace_back(
              arena.Seq(Kind::kTuple, {ValueSet(receiver.keys[i]), receiver.items[i]}));
        }
        return arena.Seq(Kind::kList, std::move(pairs));
      }
      if (method == "keys") {
        std::vector<ValueSet> keys;
        for (const Value* k : receiver.keys) keys.emplace_back(k);
        return arena.Seq(Kind::kList, std::move(keys));
      }
      return nullptr;
    case Kind::kList:
    case Kind::kTuple:
      if (method == "copy") return &receiver;
      return nullptr;
    default:
      return nullptr;
  }
}

const Value* FoldCall(std::string_view q, const FoldArgs& args, Arena& arena) {
  for (const Value* v : args.positional) {
    if (IsBudget(*v)) return v;
  }
  Budget& b = arena.budget();
  const Value* a0 = args.Get(0, "");
  if (q == "builtins.chr") {
    if (a0 == nullptr || a0->kind != Kind::kInt) return nullptr;
    auto c = Chr(a0->i);
    return c ? arena.Str(std::move(*c)) : nullptr;
  }
  if (q == "builtins.ord") {
    if (a0 == nullptr) return nullptr;
    if (a0->kind == Kind::kBytes && a0->s.size() == 1) {
      return arena.Int(static_cast<unsigned char>(a0->s[0]));
    }
    if (!a0->IsKnownStr()) return nullptr;
    auto o = Ord(a0->s);
    return o ? arena.Int(static_cast<int64_t>(*o)) : nullptr;
  }
  if (q == "builtins.str") {
    if (a0 == nullptr) return arena.Str("");
    if (a0->kind == Kind::kBytes && args.Get(1, "encoding") != nullptr) {
      return FoldCodec(true, args, arena);
    }
    if (a0->kind == Kind::kStr) return a0;
    auto s = StrOf(*a0);
    return s ? arena.Str(std::move(*s)) : nullptr;
  }
  if (q == "builtins.bytes" || q == "builtins.bytearray") {
    if (a0 == nullptr) return arena.Bytes("");
    if (a0->kind == Kind::kBytes) return a0;
    if (a0->IsKnownStr()) return FoldCodec(false, args, arena);
    if (auto raw = BytesFromInts(*a0)) return arena.Bytes(std::move(*raw));
    return nullptr;
  }
  if (q == "builtins.bytes.fromhex" || q == "builtins.bytearray.fromhex") {
    if (a0 == nullptr || !a0->IsKnownStr()) return nullptr;
    return Budgeted(arena, [&] { return HexDecode(a0->s, HexWhitespace::kSkipBetweenPairs, b); },
                    true);
  }
  if (q == "builtins.str.maketrans") {
    if (a0 == nullptr) return nullptr;
    if (a0->kind == Kind::kDict) {
      auto t = TableFromDict(*a0);
      return t ? TableValue(*t, arena) : nullptr;
    }
    const Value* a1 = args.Get(1, "");
    const Value* a2 = args.Get(2, "");
    if (!a0->IsKnownStr() || a1 == nullptr || !a1->IsKnownStr()) return nullptr;
    if (a2 != nullptr && !a2->IsKnownStr()) return nullptr;
    auto t = MakeTrans(a0->s, a1->s, a2 ? std::string_view(a2->s) : std::string_view());
    return t ? TableValue(*t, arena) : nullptr;
  }
  if (q == "builtins.bytes.maketrans") {
    const Value* a1 = args.Get(1, "");
    if (a0 == nullptr || a1 == nullptr || a0->kind != Kind::kBytes || a1->kind != Kind::kBytes ||
        a0->s.size() != a1->s.size()) {
      return nullptr;
    }
    std::string table(256, '\0');
    for (int i = 0; i < 256; ++i) table[i] = static_cast<char>(i);
    for (size_t i = 0; i < a0->s.size(); ++i) {
      table[static_cast<unsigned char>(a0->s[i])] = a1->s[i];
    }
    return arena.Bytes(std::move(table));
  }
  if (q == "builtins.int") {
    if (a0 == nullptr) return arena.Int(0);
    if (a0->kind == Kind::kInt || a0->kind == Kind::kBool) return arena.Int(a0->i);
    if (!a0->IsKnownStr()) return nullptr;
    auto base = IntArg(args, 1, "base", 10);
    // Python raises ValueError for other bases; strtoll would not even set `end`.
    if (!base || (*base != 0 && (*base < 2 || *base > 36))) return nullptr;
    int b = static_cast<int>(*base);
    std::string digits(StripAsciiWhitespace(a0->s));
    digits.erase(std::remove(digits.begin(), digits.end(), '_'), digits.end());
    if (digits.empty()) return nullptr;
    if (b == 0) {
      // Base 0 reads a 0x/0o/0b prefix, and refuses other leading zeros (strtoll would read
      // them as octal).
      size_t sign = digits[0] == '-' || digits[0] == '+' ? 1 : 0;
      std::string_view body = std::string_view(digits).substr(sign);
      b = 10;
      if (body.size() > 1 && body[0] == '0') {
        char prefix = static_cast<char>(std::tolower(static_cast<unsigned char>(body[1])));
        b = prefix == 'x' ? 16 : prefix == 'o' ? 8 : prefix == 'b' ? 2 : 0;
        if (b == 0) {
          return body.find_first_not_of('0') == std::string_view::npos ? arena.Int(0) : nullptr;
        }
        digits.erase(sign, 2);
      }
    }
    if (digits.empty() || digits.back() == '-' || digits.back() == '+') return nullptr;
    errno = 0;
    char* end = nullptr;
    long long v = std::strtoll(digits.c_str(), &end, b);
    if (end == digits.c_str()) return nullptr;
    if (errno == ERANGE) return arena.Unknown(Unknown::kBudget);
    if (*end != '\0') return nullptr;
    return arena.Int(v);
  }
  if (q == "builtins.hex" || q == "builtins.oct" || q == "builtins.bin") {
    if (a0 == nullptr || a0->kind != Kind::kInt) return nullptr;
    return arena.Str(PyRepr(FormatArg{FormatArg::kInt, "", a0->i}) == "" ? "" : [&] {
      std::string digits;
      uint64_t v = a0->i < 0 ? 0 - static_cast<uint64_t>(a0->i) : static_cast<uint64_t>(a0->i);
      int base = q == "builtins.hex" ? 16 : q == "builtins.oct" ? 8 : 2;
      do {
        digits += "0123456789abcdef"[v % base];
        v /= base;
      } while (v != 0);
      std::reverse(digits.begin(), digits.end());
      return StrCat(a0->i < 0 ? "-" : "", base == 16 ? "0x" : base == 8 ? "0o" : "0b",
                          digits);
    }());
  }
  if (q == "builtins.len") {
    if (a0 == nullptr) return nullptr;
    if (a0->kind == Kind::kBytes) return arena.Int(static_cast<int64_t>(a0->s.size()));
    if (a0->IsKnownStr()) return arena.Int(static_cast<int64_t>(CountCodePoints(a0->s)));
    if ((a0->kind == Kind::kList || a0->kind == Kind::kTuple || a0->kind == Kind::kDict) &&
        !a0->partial) {
      return arena.Int(static_cast<int64_t>(a0->items.size()));
    }
    return nullptr;
  }
  if (q == "builtins.reversed" || q == "builtins.list" || q == "builtins.tuple" ||
      q == "builtins.sorted") {
    if (a0 == nullptr) return arena.Seq(q == "builtins.tuple" ? Kind::kTuple : Kind::kList, {});
    auto items = Iterate(*a0, 1 << 16, arena);
    if (!items) return nullptr;
    if (q == "builtins.reversed") std::reverse(items->begin(), items->end());
    if (q == "builtins.sorted") return nullptr;
    return arena.Seq(q == "builtins.tuple" ? Kind::kTuple : Kind::kList, std::move(*items));
  }
  if (q == "builtins.range") {
    auto start = IntArg(args, 0, "", 0);
    auto stop = args.positional.size() >= 2 ? IntArg(args, 1, "", 0) : start;
    auto step = IntArg(args, 2, "", 1);
    if (!start || !stop || !step || *step == 0) return nullptr;
    int64_t from = args.positional.size() >= 2 ? *start : 0;
    std::vector<ValueSet> items;
    for (int64_t i = from; (*step > 0 ? i < *stop : i > *stop);) {
      if (items.size() >= 1 << 16) {
        b.Allocate(b.max_value_bytes() + 1);
        return arena.Unknown(Unknown::kBudget);
      }
      items.emplace_back(arena.Int(i));
      if (__builtin_add_overflow(i, *step, &i)) break;  // past int64 is past stop too
    }
    return arena.Seq(Kind::kList, std::move(items));
  }
  // Modules of codecs and compressors.
  size_t dot = q.rfind('.');
  if (dot == std::string_view::npos) return nullptr;
  std::string_view module = q.substr(0, dot), fn = q.substr(dot + 1);
  if (module == "base64" || module == "binascii") return FoldDecoder(fn, args, arena);
  if (module == "codecs" && (fn == "decode" || fn == "encode")) {
    return FoldCodec(fn == "decode", args, arena);
  }
  if (auto kind = CompressionOf(module)) {
    const Value* d = Data(args, 0, "data");
    if (d == nullptr || d->kind != Kind::kBytes) return nullptr;
    if (fn == "decompress") {
      Compression c = *kind;
      if (c == Compression::kZlib) {
        auto wbits = IntArg(args, 1, "wbits", 15);
        if (wbits && *wbits < 0) c = Compression::kRawDeflate;
        if (wbits && *wbits >= 16 + 8) c = Compression::kGzip;
      }
      return Budgeted(arena, [&] { return Decompress(c, d->s, b); }, true);
    }
    if (fn == "compress") return Budgeted(arena, [&] { return Compress(*kind, d->s, b); }, true);
    return nullptr;
  }
  if (q == "urllib.parse.urlencode") {
    if (a0 == nullptr || (a0->kind != Kind::kDict && a0->kind != Kind::kList) || a0->partial) {
      return nullptr;
    }
    std::vector<std::pair<const Value*, const Value*>> pairs;
    if (a0->kind == Kind::kDict) {
      for (size_t i = 0; i < a0->keys.size(); ++i) pairs.emplace_back(a0->keys[i], a0->items[i].Single());
    } else {
      for (const ValueSet& item : a0->items) {
        const Value* t = item.Single();
        if (t == nullptr || t->kind != Kind::kTuple || t->items.size() != 2) return nullptr;
        pairs.emplace_back(t->items[0].Single(), t->items[1].Single());
      }
    }
    std::string out;
    for (const auto& [k, v] : pairs) {
      if (k == nullptr || v == nullptr) return nullptr;
      auto ks = StrOf(*k), vs = StrOf(*v);
      if (!ks || !vs || k->partial || v->partial) return nullptr;
      auto kq = UrlQuote(*ks, "", true, b), vq = UrlQuote(*vs, "", true, b);
      if (!kq || !vq) return nullptr;
      StrAppend(&out, out.empty() ? "" : "&", *kq, "=", *vq);
    }
    return arena.Str(std::move(out));
  }
  if (module == "urllib.parse") {
    if (a0 == nullptr || !a0->IsKnownStr()) return nullptr;
    if (fn == "unquote" || fn == "unquote_plus") {
      return Budgeted(arena, [&] { return UrlUnquote(a0->s, fn == "unquote_plus", b); }, false);
    }
    if (fn == "quote" || fn == "quote_plus") {
      return Budgeted(arena, [&] { return UrlQuote(a0->s, "/", fn == "quote_plus", b); }, false);
    }
    return nullptr;
  }
  if (module == "os.path") {
    if (fn == "join") return PathJoin(args, arena);
    if (a0 == nullptr || a0->kind != Kind::kStr) return nullptr;
    if (fn == "expanduser" || fn == "expandvars") return a0;
    if (fn == "abspath" || fn == "normpath" || fn == "realpath") {
      return arena.Str(NormPath(a0->s), a0->partial);
    }
    if (fn == "basename") return arena.Str(a0->s.substr(a0->s.rfind('/') + 1), a0->partial);
    if (fn == "dirname") {
      size_t slash = a0->s.rfind('/');
      return arena.Str(slash == std::string::npos ? "" : a0->s.substr(0, slash), a0->partial);
    }
    return nullptr;
  }
  if (q == "codecs.lookup") return nullptr;
  return nullptr;
}

const Value* FoldSubscript(const Value& object, const Value& index, Arena& arena) {
  if (IsBudget(object)) return &object;
  if (index.kind != Kind::kInt) return nullptr;
  if (object.kind == Kind::kBytes) {
    int64_t n = static_cast<int64_t>(object.s.size());
    int64_t i = index.i < 0 ? index.i + n : index.i;
    if (i < 0 || i >= n) return nullptr;
    return arena.Int(static_cast<unsigned char>(object.s[static_cast<size_t>(i)]));
  }
  if (object.IsKnownStr()) {
    if (index.i == -1) return FoldSlice(object, -1, std::nullopt, std::nullopt, arena);
    return FoldSlice(object, index.i, index.i + 1, std::nullopt, arena);
  }
  return nullptr;
}

const Value* FoldSlice(const Value& object, std::optional<int64_t> start,
                       std::optional<int64_t> stop, std::optional<int64_t> step, Arena& arena) {
  if (IsBudget(object)) return &object;
  if (object.IsKnownStr()) {
    return Budgeted(arena, [&] { return Slice(object.s, start, stop, step, arena.budget()); },
                    false);
  }
  if (object.kind == Kind::kBytes || object.kind == Kind::kList || object.kind == Kind::kTuple) {
    if (object.partial) return nullptr;
    int64_t n = object.kind == Kind::kBytes ? static_cast<int64_t>(object.s.size())
                                            : static_cast<int64_t>(object.items.size());
    int64_t st = step.value_or(1);
    if (st == 0) return nullptr;
    auto clamp = [&](std::optional<int64_t> v, int64_t dflt) {
      if (!v) return dflt;
      int64_t x = *v < 0 ? *v + n : *v;
      if (st > 0) return std::clamp<int64_t>(x, 0, n);
      return std::clamp<int64_t>(x, -1, n - 1);
    };
    int64_t from = clamp(start, st > 0 ? 0 : n - 1), to = clamp(stop, st > 0 ? n : -1);
    std::string bytes;
    std::vector<ValueSet> items;
    for (int64_t i = from; st > 0 ? i < to : i > to;) {
      if (object.kind == Kind::kBytes) bytes += object.s[static_cast<size_t>(i)];
      else items.push_back(object.items[static_cast<size_t>(i)]);
      if (__builtin_add_overflow(i, st, &i)) break;  // past int64 is past the end too
    }
    if (object.kind == Kind::kBytes) return arena.Bytes(std::move(bytes));
    return arena.Seq(object.kind, std::move(items));
  }
  return nullptr;
}

std::optional<std::vector<ValueSet>> Iterate(const Value& v, size_t limit, Arena& arena) {
  std::vector<ValueSet> out;
  switch (v.kind) {
    case Kind::kStr: {
      if (v.partial) return std::nullopt;
      auto cps = DecodeUtf8(v.s);
      if (!cps || cps->size() > limit) return std::nullopt;
      for (char32_t cp : *cps) out.emplace_back(arena.Str(EncodeUtf8(cp)));
      return out;
    }
    case Kind::kBytes:
      if (v.s.size() > limit) return std::nullopt;
      for (char c : v.s) out.emplace_back(arena.Int(static_cast<unsigned char>(c)));
      return out;
    case Kind::kList:
    case Kind::kTuple:
      if (v.partial || v.items.size() > limit) return std::nullopt;
      return v.items;
    case Kind::kDict:
      if (v.partial || v.keys.size() > limit) return std::nullopt;
      for (const Value* k : v.keys) out.emplace_back(k);
      return out;
    default:
      return std::nullopt;
  }
}

}  // namespace kotoba::constfold
