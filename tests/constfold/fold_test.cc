// Fold(): value in, value out for every folded operation, partial strings with holes, and each
// limit of the allocation budget. Results are compared through Repr(), a Python-like rendering
// ('abc', b'\x00', [1, 2], {?} for an unknown stretch of a partial str).
#include "constfold/fold.h"

#include <zlib.h>

#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "kotoba/options.h"

namespace kotoba::constfold {
namespace {

using Kind = Value::Kind;

std::string Repr(const Value* v);

std::string ReprText(std::string_view s, bool bytes) {
  std::string out = bytes ? "b'" : "'";
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (!bytes && c == kHole) {
      out += "{?}";
    } else if (c == '\'' || c == '\\') {
      absl::StrAppend(&out, "\\", std::string(1, c));
    } else if (u < 0x20 || u == 0x7f || (bytes && u >= 0x80)) {
      absl::StrAppend(&out, "\\x", absl::Hex(u, absl::kZeroPad2));
    } else {
      out += c;
    }
  }
  return out + "'";
}

std::string ReprSet(const ValueSet& set) {
  std::vector<std::string> alts;
  for (const Value* v : set) alts.push_back(Repr(v));
  return absl::StrJoin(alts, "|");
}

std::string ReprItems(const std::vector<ValueSet>& items) {
  std::vector<std::string> parts;
  for (const ValueSet& item : items) parts.push_back(ReprSet(item));
  return absl::StrJoin(parts, ", ");
}

// Python's repr for constants; <...> for what Python cannot print.
std::string Repr(const Value* v) {
  if (v == nullptr) return "<not folded>";
  switch (v->kind) {
    case Kind::kUnknown:
      return v->why == Unknown::kBudget  ? "<unknown:budget>"
             : v->why == Unknown::kDepth ? "<unknown:depth>"
                                         : "<unknown>";
    case Kind::kNone: return "None";
    case Kind::kBool: return v->i ? "True" : "False";
    case Kind::kInt: return absl::StrCat(v->i);
    case Kind::kStr: return ReprText(v->s, false);
    case Kind::kBytes: return ReprText(v->s, true);
    case Kind::kTuple:
      return absl::StrCat("(", ReprItems(v->items), v->items.size() == 1 ? ",)" : ")");
    case Kind::kList: return absl::StrCat("[", ReprItems(v->items), "]");
    case Kind::kDict: {
      std::vector<std::string> parts;
      for (size_t i = 0; i < v->keys.size(); ++i) {
        parts.push_back(absl::StrCat(Repr(v->keys[i]), ": ", ReprSet(v->items[i])));
      }
      return absl::StrCat("{", absl::StrJoin(parts, ", "), "}");
    }
    case Kind::kRef: return absl::StrCat("<ref ", v->s, ">");
    case Kind::kInstance: return absl::StrCat(v->s, "(", ReprItems(v->items), ")");
    default: return "<other>";
  }
}

// Builds operands in the arena under test.
class Make {
 public:
  explicit Make(Arena& arena) : arena_(arena) {}
  const Value* S(std::string s) { return arena_.Str(std::move(s)); }
  const Value* B(std::string s) { return arena_.Bytes(std::move(s)); }
  const Value* I(int64_t i) { return arena_.Int(i); }
  const Value* Unknown() { return arena_.Unknown(); }
  const Value* List(std::vector<const Value*> items) { return Seq(Kind::kList, items); }
  const Value* Tuple(std::vector<const Value*> items) { return Seq(Kind::kTuple, items); }
  const Value* Dict(std::vector<std::pair<const Value*, const Value*>> pairs) {
    std::vector<const Value*> keys;
    std::vector<ValueSet> items;
    for (auto [k, v] : pairs) {
      keys.push_back(k);
      items.emplace_back(v);
    }
    return arena_.Dict(std::move(keys), std::move(items));
  }
  const Value* Path(std::string s) { return arena_.Instance("pathlib.Path", ValueSet(S(s))); }
  FoldArgs Args(std::vector<const Value*> positional,
                std::vector<std::pair<std::string_view, const Value*>> keywords = {}) {
    return FoldArgs{std::move(positional), std::move(keywords)};
  }

 private:
  const Value* Seq(Kind kind, const std::vector<const Value*>& items) {
    std::vector<ValueSet> sets;
    for (const Value* v : items) sets.emplace_back(v);
    return arena_.Seq(kind, std::move(sets));
  }
  Arena& arena_;
};

struct FoldCase {
  std::string_view name;
  std::function<const Value*(Make&, Arena&)> fold;
  std::string_view want;  // Repr of the result
};

class FoldTest : public ::testing::TestWithParam<FoldCase> {};

void PrintTo(const FoldCase& c, std::ostream* os) { *os << c.name; }

TEST_P(FoldTest, FoldsToPythonsValue) {
  Options options;
  Budget budget(options);
  Arena arena(budget);
  Make make(arena);
  EXPECT_EQ(Repr(GetParam().fold(make, arena)), GetParam().want);
}

std::string CaseName(const ::testing::TestParamInfo<FoldCase>& info) {
  return std::string(info.param.name);
}

// --- FoldBinary / FoldUnary ------------------------------------------------------------------
const FoldCase kOperatorCases[] = {
    {.name = "ConcatenatesStrings",
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.S("sys"), *m.S("tem"), a); },
     .want = "'system'"},
    {.name = "ConcatenationWithUnknownKeepsAHole",
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.S("rm -rf "), *m.Unknown(), a); },
     .want = "'rm -rf {?}'"},
    {.name = "ConcatenationOfPartialStaysPartial",
     .fold =
         [](Make& m, Arena& a) {
           const Value* partial = FoldBinary("+", *m.Unknown(), *m.S("/.ssh"), a);
           return FoldBinary("+", *partial, *m.S("/id_rsa"), a);
         },
     .want = "'{?}/.ssh/id_rsa'"},
    {.name = "ConcatenatesBytes",
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.B("a"), *m.B("\xff"), a); },
     .want = "b'a\\xff'"},
    {.name = "ConcatenatesLists",
     .fold =
         [](Make& m, Arena& a) {
           return FoldBinary("+", *m.List({m.I(1)}), *m.List({m.S("x")}), a);
         },
     .want = "[1, 'x']"},
    {.name = "DoesNotAddStrAndInt",
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.S("a"), *m.I(1), a); },
     .want = "<not folded>"},
    {.name = "RepeatsStr",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.S("ab"), *m.I(3), a); },
     .want = "'ababab'"},
    {.name = "RepeatsStrWithCountFirst",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.I(2), *m.S("ab"), a); },
     .want = "'abab'"},
    {.name = "NegativeRepeatIsEmpty",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.S("ab"), *m.I(-1), a); },
     .want = "''"},
    {.name = "RepeatsBytes",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.B("x"), *m.I(2), a); },
     .want = "b'xx'"},
    {.name = "RepeatsList",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.List({m.I(0)}), *m.I(3), a); },
     .want = "[0, 0, 0]"},
    {.name = "RepeatByUnknownIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldBinary("*", *m.S("a"), *m.Unknown(), a); },
     .want = "<not folded>"},
    {.name = "FormatsPercentTuple",
     .fold =
         [](Make& m, Arena& a) {
           return FoldBinary("%", *m.S("%s-%03d"), *m.Tuple({m.S("a"), m.I(7)}), a);
         },
     .want = "'a-007'"},
    {.name = "FormatsPercentMapping",
     .fold =
         [](Make& m, Arena& a) {
           return FoldBinary("%", *m.S("%(cmd)s"), *m.Dict({{m.S("cmd"), m.S("id")}}), a);
         },
     .want = "'id'"},
    {.name = "PercentWithUnknownKeepsTheLiteralParts",
     .fold = [](Make& m, Arena& a) { return FoldBinary("%", *m.S("curl -d %s x"), *m.Unknown(), a); },
     .want = "'curl -d {?} x'"},
    {.name = "AddsInts",
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.I(40), *m.I(2), a); },
     .want = "42"},
    {.name = "FloorDividesTowardsMinusInfinity",
     .fold = [](Make& m, Arena& a) { return FoldBinary("//", *m.I(-7), *m.I(2), a); },
     .want = "-4"},
    {.name = "ModuloTakesTheDivisorsSign",
     .fold = [](Make& m, Arena& a) { return FoldBinary("%", *m.I(-7), *m.I(3), a); },
     .want = "2"},
    {.name = "DivisionByZeroIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldBinary("//", *m.I(1), *m.I(0), a); },
     .want = "<not folded>"},
    {.name = "Powers",
     .fold = [](Make& m, Arena& a) { return FoldBinary("**", *m.I(2), *m.I(10), a); },
     .want = "1024"},
    {.name = "ShiftsLeft",
     .fold = [](Make& m, Arena& a) { return FoldBinary("<<", *m.I(1), *m.I(4), a); },
     .want = "16"},
    {.name = "ShiftsRightArithmetically",
     .fold = [](Make& m, Arena& a) { return FoldBinary(">>", *m.I(-16), *m.I(2), a); },
     .want = "-4"},
    {.name = "Ands",
     .fold = [](Make& m, Arena& a) { return FoldBinary("&", *m.I(6), *m.I(3), a); },
     .want = "2"},
    {.name = "Ors",
     .fold = [](Make& m, Arena& a) { return FoldBinary("|", *m.I(6), *m.I(3), a); },
     .want = "7"},
    {.name = "Xors",
     .fold = [](Make& m, Arena& a) { return FoldBinary("^", *m.I(0x73), *m.I(0x20), a); },
     .want = "83"},
    {.name = "ComparesEqualStrings",
     .fold = [](Make& m, Arena& a) { return FoldBinary("==", *m.S("a"), *m.S("a"), a); },
     .want = "True"},
    {.name = "ComparesWithUnknownIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldBinary("==", *m.S("a"), *m.Unknown(), a); },
     .want = "<not folded>"},
    {.name = "FindsSubstring",
     .fold = [](Make& m, Arena& a) { return FoldBinary("in", *m.S("ys"), *m.S("system"), a); },
     .want = "True"},
    {.name = "FindsListMember",
     .fold =
         [](Make& m, Arena& a) {
           return FoldBinary("not in", *m.I(3), *m.List({m.I(1), m.I(2)}), a);
         },
     .want = "True"},
    {.name = "OrdersInts",
     .fold = [](Make& m, Arena& a) { return FoldBinary("<", *m.I(1), *m.I(2), a); },
     .want = "True"},
    {.name = "JoinsPathsWithSlash",
     .fold = [](Make& m, Arena& a) { return FoldBinary("/", *m.Path("/home/u"), *m.S(".ssh"), a); },
     .want = "pathlib.Path('/home/u/.ssh')"},
    {.name = "AbsolutePathOperandReplacesTheLeft",
     .fold = [](Make& m, Arena& a) { return FoldBinary("/", *m.Path("/home/u"), *m.S("/etc"), a); },
     .want = "pathlib.Path('/etc')"},
    {.name = "NegatesInt",
     .fold = [](Make& m, Arena& a) { return FoldUnary("-", *m.I(5), a); },
     .want = "-5"},
    {.name = "InvertsInt",
     .fold = [](Make& m, Arena& a) { return FoldUnary("~", *m.I(0), a); },
     .want = "-1"},
    {.name = "NotOfEmptyStrIsTrue",
     .fold = [](Make& m, Arena& a) { return FoldUnary("not", *m.S(""), a); },
     .want = "True"},
    {.name = "NotOfUnknownIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldUnary("not", *m.Unknown(), a); },
     .want = "<not folded>"},
    {.name = "DoesNotNegateStr",
     .fold = [](Make& m, Arena& a) { return FoldUnary("-", *m.S("a"), a); },
     .want = "<not folded>"},
};
INSTANTIATE_TEST_SUITE_P(Operators, FoldTest, ::testing::ValuesIn(kOperatorCases), CaseName);

// --- FoldCall ---------------------------------------------------------------------------------
const FoldCase kCallCases[] = {
    {.name = "Chr",
     .fold = [](Make& m, Arena& a) { return FoldCall("builtins.chr", m.Args({m.I(101)}), a); },
     .want = "'e'"},
    {.name = "ChrOfNonAscii",
     .fold = [](Make& m, Arena& a) { return FoldCall("builtins.chr", m.Args({m.I(0x3b1)}), a); },
     .want = "'\xce\xb1'"},
    {.name = "Ord",
     .fold = [](Make& m, Arena& a) { return FoldCall("builtins.ord", m.Args({m.S("e")}), a); },
     .want = "101"},
    {.name = "BytesOfInts",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.bytes", m.Args({m.List({m.I(104), m.I(105)})}), a);
         },
     .want = "b'hi'"},
    {.name = "BytesOfIntOutOfRangeIsNotFolded",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.bytes", m.Args({m.List({m.I(256)})}), a);
         },
     .want = "<not folded>"},
    {.name = "Bytearray",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.bytearray", m.Args({m.List({m.I(0x6f), m.I(0x73)})}), a);
         },
     .want = "b'os'"},
    {.name = "BytesFromhex",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.bytes.fromhex", m.Args({m.S("69 64")}), a);
         },
     .want = "b'id'"},
    {.name = "IntWithBase",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("builtins.int", m.Args({m.S("ff"), m.I(16)}), a); },
     .want = "255"},
    {.name = "IntWithBaseZeroReadsThePrefix",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("builtins.int", m.Args({m.S("-0x1f"), m.I(0)}), a); },
     .want = "-31"},
    {.name = "IntWithBaseZeroRefusesLeadingZeros",  // ValueError in Python, 8 for strtoll
     .fold =
         [](Make& m, Arena& a) { return FoldCall("builtins.int", m.Args({m.S("010"), m.I(0)}), a); },
     .want = "<not folded>"},
    {.name = "IntWithAnInvalidBase",  // found by fuzzing: strtoll left `end` null
     .fold =
         [](Make& m, Arena& a) { return FoldCall("builtins.int", m.Args({m.S("2"), m.I(-1)}), a); },
     .want = "<not folded>"},
    {.name = "Len",
     .fold = [](Make& m, Arena& a) { return FoldCall("builtins.len", m.Args({m.S("abc")}), a); },
     .want = "3"},
    {.name = "Reversed",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("builtins.reversed", m.Args({m.S("ab")}), a); },
     .want = "['b', 'a']"},
    {.name = "Range",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.range", m.Args({m.I(1), m.I(7), m.I(2)}), a);
         },
     .want = "[1, 3, 5]"},
    {.name = "StrMaketrans",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("builtins.str.maketrans", m.Args({m.S("a"), m.S("x")}), a);
         },
     .want = "{97: 'x'}"},
    {.name = "B64decode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b64decode", m.Args({m.S("aWQ=")}), a); },
     .want = "b'id'"},
    {.name = "B64encode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b64encode", m.Args({m.B("id")}), a); },
     .want = "b'aWQ='"},
    {.name = "UrlsafeB64decode",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("base64.urlsafe_b64decode", m.Args({m.S("-_8=")}), a);
         },
     .want = "b'\\xfb\\xff'"},
    {.name = "B32decode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b32decode", m.Args({m.S("NFSA====")}), a); },
     .want = "b'id'"},
    {.name = "B16decode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b16decode", m.Args({m.S("6964")}), a); },
     .want = "b'id'"},
    {.name = "B85decode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b85decode", m.Args({m.S("X=D")}), a); },
     .want = "b'id'"},
    {.name = "A85decode",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.a85decode", m.Args({m.S("Bk.")}), a); },
     .want = "b'id'"},
    {.name = "InvalidBase64IsNotFolded",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("base64.b64decode", m.Args({m.S("a")}), a); },
     .want = "<not folded>"},
    {.name = "Unhexlify",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("binascii.unhexlify", m.Args({m.S("6964")}), a); },
     .want = "b'id'"},
    {.name = "Hexlify",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("binascii.hexlify", m.Args({m.B("id")}), a); },
     .want = "b'6964'"},
    {.name = "A2bBase64",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("binascii.a2b_base64", m.Args({m.S("aWQ=")}), a); },
     .want = "b'id'"},
    {.name = "CodecsDecodeRot13",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("codecs.decode", m.Args({m.S("flfgrz"), m.S("rot13")}), a);
         },
     .want = "'system'"},
    {.name = "CodecsDecodeHex",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("codecs.decode", m.Args({m.B("6964"), m.S("hex")}), a);
         },
     .want = "b'id'"},
    {.name = "CodecsDecodeBase64",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("codecs.decode", m.Args({m.B("aWQ=\n"), m.S("base64")}), a);
         },
     .want = "b'id'"},
    {.name = "ZlibRoundTrip",
     .fold =
         [](Make& m, Arena& a) {
           const Value* packed = FoldCall("zlib.compress", m.Args({m.B("import os")}), a);
           return FoldCall("zlib.decompress", m.Args({packed}), a);
         },
     .want = "b'import os'"},
    {.name = "GzipRoundTrip",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("gzip.decompress",
                           m.Args({FoldCall("gzip.compress", m.Args({m.B("x")}), a)}), a);
         },
     .want = "b'x'"},
    {.name = "Bz2RoundTrip",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("bz2.decompress",
                           m.Args({FoldCall("bz2.compress", m.Args({m.B("x")}), a)}), a);
         },
     .want = "b'x'"},
    {.name = "LzmaRoundTrip",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("lzma.decompress",
                           m.Args({FoldCall("lzma.compress", m.Args({m.B("x")}), a)}), a);
         },
     .want = "b'x'"},
    {.name = "CorruptZlibIsNotFolded",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("zlib.decompress", m.Args({m.B("nope")}), a); },
     .want = "<not folded>"},
    {.name = "OsPathJoin",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("os.path.join", m.Args({m.S("/etc"), m.S("shadow")}), a);
         },
     .want = "'/etc/shadow'"},
    {.name = "OsPathJoinWithUnknownKeepsAHole",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("os.path.join", m.Args({m.Unknown(), m.S(".aws"), m.S("credentials")}),
                           a);
         },
     .want = "'{?}/.aws/credentials'"},
    {.name = "OsPathExpanduserKeepsTheTilde",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("os.path.expanduser", m.Args({m.S("~/.netrc")}), a); },
     .want = "'~/.netrc'"},
    {.name = "OsPathNormpath",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("os.path.normpath", m.Args({m.S("/etc/x/.././/shadow")}), a);
         },
     .want = "'/etc/shadow'"},
    {.name = "UrlEncode",
     .fold =
         [](Make& m, Arena& a) {
           return FoldCall("urllib.parse.urlencode", m.Args({m.Dict({{m.S("q"), m.S("a b")}})}), a);
         },
     .want = "'q=a+b'"},
    {.name = "Unquote",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("urllib.parse.unquote", m.Args({m.S("%69d")}), a); },
     .want = "'id'"},
    {.name = "UnknownFunctionIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldCall("os.getcwd", m.Args({}), a); },
     .want = "<not folded>"},
    {.name = "UnknownArgumentIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldCall("builtins.chr", m.Args({m.Unknown()}), a); },
     .want = "<not folded>"},
};
INSTANTIATE_TEST_SUITE_P(Calls, FoldTest, ::testing::ValuesIn(kCallCases), CaseName);

// --- FoldMethod -------------------------------------------------------------------------------
const FoldCase kMethodCases[] = {
    {.name = "StrJoin",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S(""), "join", m.Args({m.List({m.S("ev"), m.S("al")})}), a);
         },
     .want = "'eval'"},
    {.name = "StrJoinOfUnknownElementKeepsAHole",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S(" "), "join", m.Args({m.List({m.S("rm"), m.Unknown()})}), a);
         },
     .want = "'rm {?}'"},
    {.name = "StrJoinOfUnknownIterableIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S(""), "join", m.Args({m.Unknown()}), a); },
     .want = "<not folded>"},
    {.name = "StrFormat",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("{}{x}"), "format", m.Args({m.S("sys")}, {{"x", m.S("tem")}}), a);
         },
     .want = "'system'"},
    {.name = "StrFormatWithUnknownKeepsAHole",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("cat {}/.ssh/id_rsa"), "format", m.Args({m.Unknown()}), a);
         },
     .want = "'cat {?}/.ssh/id_rsa'"},
    {.name = "StrEncode",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("\xc3\xa9"), "encode", m.Args({}), a); },
     .want = "b'\\xc3\\xa9'"},
    {.name = "StrEncodeLatin1",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("\xc3\xa9"), "encode", m.Args({m.S("latin-1")}), a);
         },
     .want = "b'\\xe9'"},
    {.name = "BytesDecode",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.B("id"), "decode", m.Args({}), a); },
     .want = "'id'"},
    {.name = "BytesDecodeInvalidUtf8IsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.B("\xff"), "decode", m.Args({}), a); },
     .want = "<not folded>"},
    {.name = "BytesHex",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.B("id"), "hex", m.Args({}), a); },
     .want = "'6964'"},
    {.name = "StrReplace",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("sXsXem"), "replace", m.Args({m.S("X"), m.S("y")}), a);
         },
     .want = "'sysyem'"},
    {.name = "StrReplaceWithCount",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("aaa"), "replace", m.Args({m.S("a"), m.S("b"), m.I(2)}), a);
         },
     .want = "'bba'"},
    {.name = "StrStrip",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("  id\n"), "strip", m.Args({}), a); },
     .want = "'id'"},
    {.name = "StrLstripChars",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("xxid"), "lstrip", m.Args({m.S("x")}), a); },
     .want = "'id'"},
    {.name = "StrRstrip",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("id  "), "rstrip", m.Args({}), a); },
     .want = "'id'"},
    {.name = "StrLower",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("SYSTEM"), "lower", m.Args({}), a); },
     .want = "'system'"},
    {.name = "StrUpper",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("ab"), "upper", m.Args({}), a); },
     .want = "'AB'"},
    {.name = "StrTitle",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("ab cd"), "title", m.Args({}), a); },
     .want = "'Ab Cd'"},
    {.name = "StrSwapcase",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("sYSTEM"), "swapcase", m.Args({}), a); },
     .want = "'System'"},
    {.name = "StrSplit",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("a b  c"), "split", m.Args({}), a); },
     .want = "['a', 'b', 'c']"},
    {.name = "StrRsplitMax",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.S("a.b.c"), "rsplit", m.Args({m.S("."), m.I(1)}), a);
         },
     .want = "['a.b', 'c']"},
    {.name = "StrPartition",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("os.system"), "partition", m.Args({m.S(".")}), a); },
     .want = "('os', '.', 'system')"},
    {.name = "StrTranslateWithMaketrans",
     .fold =
         [](Make& m, Arena& a) {
           const Value* table =
               FoldCall("builtins.str.maketrans", m.Args({m.S("xz"), m.S("se")}), a);
           return FoldMethod(*m.S("xyxtzm"), "translate", m.Args({table}), a);
         },
     .want = "'system'"},
    {.name = "DictGet",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.Dict({{m.S("k"), m.S("v")}}), "get", m.Args({m.S("k")}), a);
         },
     .want = "'v'"},
    {.name = "DictGetMissingReturnsTheDefault",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.Dict({{m.S("k"), m.S("v")}}), "get", m.Args({m.S("x"), m.I(0)}), a);
         },
     .want = "0"},
    {.name = "DictItems",
     .fold =
         [](Make& m, Arena& a) {
           return FoldMethod(*m.Dict({{m.S("k"), m.I(1)}}), "items", m.Args({}), a);
         },
     .want = "[('k', 1)]"},
    {.name = "UnknownMethodIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.S("x"), "isdigit", m.Args({}), a); },
     .want = "<not folded>"},
    {.name = "MethodOnUnknownIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldMethod(*m.Unknown(), "lower", m.Args({}), a); },
     .want = "<not folded>"},
};
INSTANTIATE_TEST_SUITE_P(Methods, FoldTest, ::testing::ValuesIn(kMethodCases), CaseName);

// --- FoldSubscript / FoldSlice / Iterate / Literal --------------------------------------------
std::string ReprIterate(const std::optional<std::vector<ValueSet>>& items) {
  return items ? absl::StrCat("[", ReprItems(*items), "]") : "<not folded>";
}

const FoldCase kSequenceCases[] = {
    {.name = "ReversesStrWithNegativeStep",
     .fold =
         [](Make& m, Arena& a) {
           return FoldSlice(*m.S("metsys"), std::nullopt, std::nullopt, -1, a);
         },
     .want = "'system'"},
    {.name = "SlicesStrWithBounds",
     .fold = [](Make& m, Arena& a) { return FoldSlice(*m.S("xxevalxx"), 2, -2, std::nullopt, a); },
     .want = "'eval'"},
    {.name = "SlicesStrWithStep",
     .fold =
         [](Make& m, Arena& a) {
           return FoldSlice(*m.S("sayisatyesmx"), std::nullopt, std::nullopt, 2, a);
         },
     .want = "'system'"},
    {.name = "SlicesCodePointsNotBytes",
     .fold = [](Make& m, Arena& a) { return FoldSlice(*m.S("\xce\xb1\xce\xb2"), 1, std::nullopt, std::nullopt, a); },
     .want = "'\xce\xb2'"},
    {.name = "SlicesBytes",
     .fold = [](Make& m, Arena& a) { return FoldSlice(*m.B("abc"), 1, std::nullopt, std::nullopt, a); },
     .want = "b'bc'"},
    {.name = "SlicesListBackwards",
     .fold =
         [](Make& m, Arena& a) {
           return FoldSlice(*m.List({m.I(1), m.I(2), m.I(3)}), std::nullopt, std::nullopt, -2, a);
         },
     .want = "[3, 1]"},
    // Found by the bounded fuzz campaign: stepping past the last item overflowed int64.
    {.name = "HugeStepTakesOneItem",
     .fold =
         [](Make& m, Arena& a) {
           return FoldSlice(*m.S("abc"), 1, std::nullopt, std::numeric_limits<int64_t>::max(), a);
         },
     .want = "'b'"},
    {.name = "HugeStepOnBytesTakesOneItem",
     .fold =
         [](Make& m, Arena& a) {
           return FoldSlice(*m.B("abc"), 1, std::nullopt, std::numeric_limits<int64_t>::max(), a);
         },
     .want = "b'b'"},
    {.name = "RangeWithAHugeStep",
     .fold =
         [](Make& m, Arena& a) {
           int64_t max = std::numeric_limits<int64_t>::max();
           return FoldCall("builtins.range", m.Args({m.I(2), m.I(max), m.I(max - 1)}), a);
         },
     .want = "[2]"},
    {.name = "ZeroStepIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldSlice(*m.B("abc"), std::nullopt, std::nullopt, 0, a); },
     .want = "<not folded>"},
    {.name = "PartialStrIsNotSliced",
     .fold =
         [](Make& m, Arena& a) {
           const Value* partial = FoldBinary("+", *m.S("ab"), *m.Unknown(), a);
           return FoldSlice(*partial, std::nullopt, std::nullopt, -1, a);
         },
     .want = "<not folded>"},
    {.name = "IndexesStrFromTheEnd",
     .fold = [](Make& m, Arena& a) { return FoldSubscript(*m.S("abc"), *m.I(-1), a); },
     .want = "'c'"},
    {.name = "IndexesBytesToInt",
     .fold = [](Make& m, Arena& a) { return FoldSubscript(*m.B("abc"), *m.I(0), a); },
     .want = "97"},
    {.name = "IndexOutOfRangeIsNotFolded",
     .fold = [](Make& m, Arena& a) { return FoldSubscript(*m.B("abc"), *m.I(3), a); },
     .want = "<not folded>"},
    {.name = "LiteralWithEscapes",
     .fold = [](Make&, Arena& a) { return Literal("", R"(a\x41\u00e9\N{DIGIT ONE}\101)", a); },
     .want = "'aA\xc3\xa9" "1A'"},
    {.name = "RawLiteralKeepsBackslashes",
     .fold = [](Make&, Arena& a) { return Literal("r", R"(a\x41)", a); },
     .want = "'a\\\\x41'"},
    {.name = "BytesLiteral",
     .fold = [](Make&, Arena& a) { return Literal("b", R"(\xff\x00)", a); },
     .want = "b'\\xff\\x00'"},
    {.name = "FStringConstantPartUnescapesBraces",
     .fold = [](Make&, Arena& a) { return Literal("f", "{{x}}", a); },
     .want = "'{x}'"},
    {.name = "InvalidEscapeInBytesIsNotFolded",
     .fold = [](Make&, Arena& a) { return Literal("b", "\xc3\xa9", a); },
     .want = "<not folded>"},
};
INSTANTIATE_TEST_SUITE_P(Sequences, FoldTest, ::testing::ValuesIn(kSequenceCases), CaseName);

struct IterateCase {
  std::string_view name;
  std::function<const Value*(Make&)> value;
  size_t limit;
  std::string_view want;
};

void PrintTo(const IterateCase& c, std::ostream* os) { *os << c.name; }

class IterateTest : public ::testing::TestWithParam<IterateCase> {};

TEST_P(IterateTest, YieldsPythonsElements) {
  Options options;
  Budget budget(options);
  Arena arena(budget);
  Make make(arena);
  const IterateCase& c = GetParam();
  EXPECT_EQ(ReprIterate(Iterate(*c.value(make), c.limit, arena)), c.want);
}

const IterateCase kIterateCases[] = {
    {.name = "StrYieldsCodePoints",
     .value = [](Make& m) { return m.S("a\xce\xb1"); },
     .limit = 10,
     .want = "['a', '\xce\xb1']"},
    {.name = "BytesYieldsInts",
     .value = [](Make& m) { return m.B("ab"); },
     .limit = 10,
     .want = "[97, 98]"},
    {.name = "DictYieldsKeys",
     .value = [](Make& m) { return m.Dict({{m.S("k"), m.I(1)}}); },
     .limit = 10,
     .want = "['k']"},
    {.name = "TupleYieldsItems",
     .value = [](Make& m) { return m.Tuple({m.I(1), m.S("x")}); },
     .limit = 10,
     .want = "[1, 'x']"},
    {.name = "MoreThanTheLimitIsNotIterated",
     .value = [](Make& m) { return m.S("abc"); },
     .limit = 2,
     .want = "<not folded>"},
    {.name = "UnknownIsNotIterated",
     .value = [](Make& m) { return m.Unknown(); },
     .limit = 10,
     .want = "<not folded>"},
};
INSTANTIATE_TEST_SUITE_P(Iterables, IterateTest, ::testing::ValuesIn(kIterateCases),
                         [](const auto& info) { return std::string(info.param.name); });

// --- The allocation budget --------------------------------------------------------------------
// Each case runs under `options` and checks the result, the limit named, and the bytes paid:
// what the operands cost, plus for a streamed decompression at most the value limit (a refused
// size known up front is never paid for).
struct LimitCase {
  std::string_view name;
  Options options = {};
  std::function<const Value*(Make&, Arena&)> fold;
  Limit limit;
  size_t max_bytes_used;
};

void PrintTo(const LimitCase& c, std::ostream* os) { *os << c.name; }

class FoldLimitTest : public ::testing::TestWithParam<LimitCase> {};

TEST_P(FoldLimitTest, EndsUnknownByBudgetWithoutAllocating) {
  const LimitCase& c = GetParam();
  Budget budget(c.options);
  Arena arena(budget);
  Make make(arena);
  EXPECT_EQ(Repr(c.fold(make, arena)), "<unknown:budget>");
  EXPECT_EQ(budget.first_limit(), c.limit) << LimitName(budget.first_limit());
  EXPECT_LE(budget.bytes_used(), c.max_bytes_used);
}

// 10 MiB of zeros deflated (about 10 KiB): a bomb against a 1 MiB value limit.
std::string ZlibBomb() {
  std::string zeros(10 << 20, '\0');
  uLongf size = compressBound(zeros.size());
  std::string out(size, '\0');
  compress2(reinterpret_cast<Bytef*>(out.data()), &size,
            reinterpret_cast<const Bytef*>(zeros.data()), zeros.size(), 9);
  out.resize(size);
  return out;
}

const LimitCase kLimitCases[] = {
    {.name = "RepeatOfATrillion",
     .fold =
         [](Make& m, Arena& a) {
           const Value* n = FoldBinary("**", *m.I(10), *m.I(12), a);
           return FoldBinary("*", *m.S("a"), *n, a);
         },
     .limit = Limit::kValueBytes,
     .max_bytes_used = 1},
    {.name = "RepeatByOneShiftedSixtyTwo",
     .fold =
         [](Make& m, Arena& a) {
           const Value* n = FoldBinary("<<", *m.I(1), *m.I(62), a);
           return FoldBinary("*", *m.S("x"), *n, a);
         },
     .limit = Limit::kValueBytes,
     .max_bytes_used = 1},
    {.name = "PowerPastSixtyThreeBits",
     .fold =
         [](Make& m, Arena& a) {
           const Value* e = FoldBinary("**", *m.I(10), *m.I(9), a);
           return FoldBinary("**", *m.I(2), *e, a);
         },
     .limit = Limit::kValueBytes,
     .max_bytes_used = 0},
    {.name = "ListRepeatPastTheItemLimit",
     .fold =
         [](Make& m, Arena& a) { return FoldBinary("*", *m.List({m.I(0)}), *m.I(1 << 20), a); },
     .limit = Limit::kValueBytes,
     .max_bytes_used = sizeof(ValueSet)},
    {.name = "ZlibBombStopsAtTheValueLimit",
     .fold =
         [](Make& m, Arena& a) { return FoldCall("zlib.decompress", m.Args({m.B(ZlibBomb())}), a); },
     .limit = Limit::kValueBytes,
     .max_bytes_used = (1 << 20) + (64 << 10)},
    {.name = "ConcatenationPastTheValueLimit",
     .options = {.max_value_bytes = 8},
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.S("12345"), *m.S("6789"), a); },
     .limit = Limit::kValueBytes,
     .max_bytes_used = 9},
    {.name = "ConcatenationPastTheTotalLimit",
     .options = {.max_total_fold_bytes = 10},
     .fold = [](Make& m, Arena& a) { return FoldBinary("+", *m.S("12345"), *m.S("6789"), a); },
     .limit = Limit::kTotalBytes,
     .max_bytes_used = 9},
    {.name = "StepsRunOut",
     .options = {.max_fold_steps = 2},
     .fold =
         [](Make& m, Arena& a) {
           const Value* n = FoldBinary("+", *m.I(1), *m.I(2), a);  // the third step
           return FoldBinary("*", *m.S("ab"), *n, a);
         },
     .limit = Limit::kSteps,
     .max_bytes_used = 0},
};
INSTANTIATE_TEST_SUITE_P(Limits, FoldLimitTest, ::testing::ValuesIn(kLimitCases),
                         [](const auto& info) { return std::string(info.param.name); });

// A budget-unknown operand passes through every fold unchanged, so the limit stays visible.
TEST(FoldLimitTest, BudgetUnknownOperandPropagates) {
  Options options;
  Budget budget(options);
  Arena arena(budget);
  Make make(arena);
  const Value* spent = arena.Unknown(Unknown::kBudget);
  EXPECT_EQ(FoldBinary("+", *make.S("a"), *spent, arena), spent);
  EXPECT_EQ(FoldUnary("-", *spent, arena), spent);
  EXPECT_EQ(FoldCall("builtins.chr", make.Args({spent}), arena), spent);
  EXPECT_EQ(FoldMethod(*spent, "lower", make.Args({}), arena), spent);
  EXPECT_EQ(FoldSlice(*spent, std::nullopt, std::nullopt, -1, arena), spent);
}

// After a value-size refusal the budget stays usable; after a total-size refusal it does not.
TEST(FoldLimitTest, ValueLimitSparesTheRestTotalLimitDoesNot) {
  Options options{.max_value_bytes = 4, .max_total_fold_bytes = 8};
  Budget budget(options);
  Arena arena(budget);
  Make make(arena);
  EXPECT_EQ(Repr(FoldBinary("*", *make.S("ab"), *make.I(3), arena)), "<unknown:budget>");
  EXPECT_EQ(Repr(FoldBinary("+", *make.S("a"), *make.S("b"), arena)), "'ab'");
  EXPECT_EQ(Repr(FoldBinary("+", *make.S("ab"), *make.S("c"), arena)), "<unknown:budget>");
  EXPECT_TRUE(budget.exhausted());
  EXPECT_EQ(Repr(FoldBinary("+", *make.S(""), *make.S(""), arena)), "<unknown:budget>");
}

}  // namespace
}  // namespace kotoba::constfold
