#include "constfold/codecs.h"

#include <zlib.h>

#include <functional>
#include <random>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kotoba/options.h"
#include "tests/constfold/python_oracle.h"

namespace kotoba::constfold {
namespace {

using namespace std::string_literals;
using namespace std::string_view_literals;
using Args = std::vector<std::string>;
using Fold = std::function<std::optional<std::string>(const Args&, Budget&)>;

// One operation, as we fold it and as Python computes it (`a` is the list of argument bytes).
struct Op {
  std::string_view name;
  std::string_view python;
  Fold fold;
};

const std::vector<Op>& Ops() {
  static const auto* ops = new std::vector<Op>{
      {"b64d", "base64.b64decode(a[0])",
       [](const Args& a, Budget& b) { return Base64Decode(a[0], false, b); }},
      {"b64du", "base64.urlsafe_b64decode(a[0])",
       [](const Args& a, Budget& b) { return Base64Decode(a[0], true, b); }},
      {"b64e", "base64.b64encode(a[0])",
       [](const Args& a, Budget& b) { return Base64Encode(a[0], false, b); }},
      {"b64eu", "base64.urlsafe_b64encode(a[0])",
       [](const Args& a, Budget& b) { return Base64Encode(a[0], true, b); }},
      {"b32d", "base64.b32decode(a[0])",
       [](const Args& a, Budget& b) { return Base32Decode(a[0], false, b); }},
      {"b32dc", "base64.b32decode(a[0], casefold=True)",
       [](const Args& a, Budget& b) { return Base32Decode(a[0], true, b); }},
      {"b32e", "base64.b32encode(a[0])",
       [](const Args& a, Budget& b) { return Base32Encode(a[0], b); }},
      {"b16d", "base64.b16decode(a[0])",
       [](const Args& a, Budget& b) { return Base16Decode(a[0], false, b); }},
      {"b16dc", "base64.b16decode(a[0], casefold=True)",
       [](const Args& a, Budget& b) { return Base16Decode(a[0], true, b); }},
      {"b16e", "base64.b16encode(a[0])",
       [](const Args& a, Budget& b) { return Base16Encode(a[0], b); }},
      {"b85d", "base64.b85decode(a[0])",
       [](const Args& a, Budget& b) { return Base85Decode(a[0], b); }},
      {"b85e", "base64.b85encode(a[0])",
       [](const Args& a, Budget& b) { return Base85Encode(a[0], false, b); }},
      {"b85ep", "base64.b85encode(a[0], pad=True)",
       [](const Args& a, Budget& b) { return Base85Encode(a[0], true, b); }},
      {"a85d", "base64.a85decode(a[0])",
       [](const Args& a, Budget& b) { return Ascii85Decode(a[0], false, b); }},
      {"a85da", "base64.a85decode(a[0], adobe=True)",
       [](const Args& a, Budget& b) { return Ascii85Decode(a[0], true, b); }},
      {"a85e", "base64.a85encode(a[0])",
       [](const Args& a, Budget& b) { return Ascii85Encode(a[0], false, false, b); }},
      {"a85ep", "base64.a85encode(a[0], pad=True)",
       [](const Args& a, Budget& b) { return Ascii85Encode(a[0], true, false, b); }},
      {"a85ea", "base64.a85encode(a[0], adobe=True)",
       [](const Args& a, Budget& b) { return Ascii85Encode(a[0], false, true, b); }},
      {"unhex", "binascii.unhexlify(a[0])",
       [](const Args& a, Budget& b) { return HexDecode(a[0], HexWhitespace::kReject, b); }},
      {"fromhex", "bytes.fromhex(a[0].decode('latin-1'))",
       [](const Args& a, Budget& b) {
         return HexDecode(a[0], HexWhitespace::kSkipBetweenPairs, b);
       }},
      {"hexe", "a[0].hex()", [](const Args& a, Budget& b) { return HexEncode(a[0], b); }},
      {"rot13", "codecs.encode(a[0].decode(), 'rot13')",
       [](const Args& a, Budget& b) { return CodecEncode("rot13", a[0], b); }},
      {"unquote", "urllib.parse.unquote(a[0].decode())",
       [](const Args& a, Budget& b) { return UrlUnquote(a[0], false, b); }},
      {"unquote_plus", "urllib.parse.unquote_plus(a[0].decode())",
       [](const Args& a, Budget& b) { return UrlUnquote(a[0], true, b); }},
      {"quote", "urllib.parse.quote(a[0].decode(), safe=a[1].decode())",
       [](const Args& a, Budget& b) { return UrlQuote(a[0], a[1], false, b); }},
      {"quote_plus", "urllib.parse.quote_plus(a[0].decode(), safe=a[1].decode())",
       [](const Args& a, Budget& b) { return UrlQuote(a[0], a[1], true, b); }},
      {"dec", "codecs.decode(str_in(a, False), a[1].decode())",
       [](const Args& a, Budget& b) { return CodecDecode(a[1], a[0], b); }},
      {"enc", "codecs.encode(str_in(a, True), a[1].decode())",
       [](const Args& a, Budget& b) { return CodecEncode(a[1], a[0], b); }},
      {"zc", "zlib.compress(a[0])",
       [](const Args& a, Budget& b) { return Compress(Compression::kZlib, a[0], b); }},
      {"zd", "zlib.decompress(a[0])",
       [](const Args& a, Budget& b) { return Decompress(Compression::kZlib, a[0], b); }},
      {"rawc", "zlib.compress(a[0], wbits=-15)",
       [](const Args& a, Budget& b) { return Compress(Compression::kRawDeflate, a[0], b); }},
      {"rawd", "zlib.decompress(a[0], -15)",
       [](const Args& a, Budget& b) { return Decompress(Compression::kRawDeflate, a[0], b); }},
      {"gzc", "gzip.compress(a[0], mtime=0)",
       [](const Args& a, Budget& b) { return Compress(Compression::kGzip, a[0], b); }},
      {"gzd", "gzip.decompress(a[0])",
       [](const Args& a, Budget& b) { return Decompress(Compression::kGzip, a[0], b); }},
      {"bz2c", "bz2.compress(a[0])",
       [](const Args& a, Budget& b) { return Compress(Compression::kBz2, a[0], b); }},
      {"bz2d", "bz2.decompress(a[0])",
       [](const Args& a, Budget& b) { return Decompress(Compression::kBz2, a[0], b); }},
      {"xzc", "lzma.compress(a[0])",
       [](const Args& a, Budget& b) { return Compress(Compression::kLzma, a[0], b); }},
      {"xzd", "lzma.decompress(a[0])",
       [](const Args& a, Budget& b) { return Decompress(Compression::kLzma, a[0], b); }},
  };
  return *ops;
}

const Op& FindOp(std::string_view name) {
  for (const Op& op : Ops()) {
    if (op.name == name) return op;
  }
  ADD_FAILURE() << "no op " << name;
  return Ops().front();
}

std::string PythonOps() {
  std::string source =
      "import base64, binascii, bz2, codecs, gzip, lzma, urllib.parse, zlib\n"
      "def str_in(a, encoding):\n"
      "    kind = codecs.lookup(a[1].decode())\n"
      "    takes_str = kind.name == 'rot-13' or (encoding and kind._is_text_encoding)\n"
      "    return a[0].decode() if takes_str else a[0]\n"
      "OPS = {\n";
  for (const Op& op : Ops()) {
    source += "  '" + std::string(op.name) + "': lambda a: " + std::string(op.python) + ",\n";
  }
  return source + "}\n";
}

std::optional<std::string> FoldOp(std::string_view op, const Args& args) {
  Budget budget{Options{}};
  return FindOp(op).fold(args, budget);
}

// ---- One-line cases, both polarities. Each is also checked against python3 below. ----
struct Case {
  std::string_view op;
  Args args;
  std::optional<std::string> want;
};

const std::vector<Case>& Cases() {
  static const auto* cases = new std::vector<Case>{
      // base64: junk discarded, padding ends the data, wrong length fails.
      {"b64d", {"aGVsbG8="}, "hello"},
      {"b64d", {"aGVs\nbG8=\n"}, "hello"},
      {"b64d", {"aGVs*bG8="}, "hello"},
      {"b64d", {"YQ==junk"}, "a"},
      {"b64d", {"YWJ=j"}, "ab"},
      {"b64d", {"Y=Q=="}, "a"},
      {"b64d", {"aGVsbG8"}, std::nullopt},
      {"b64d", {"Y"}, std::nullopt},
      {"b64d", {"YWJjZA=x="}, "abcd\x0c"},  // what CPython does with '=' inside a quad
      {"b64d", {"_-8="}, std::nullopt},  // not urlsafe: '_' and '-' are junk
      {"b64du", {"_-8="}, "\xff\xef"s},
      {"b64du", {"/+8="}, "\xff\xef"s},
      {"b64e", {"hello"}, "aGVsbG8="},
      {"b64e", {""}, ""},
      {"b64eu", {"\xff\xef\xfe"s}, "_-_-"},
      // base32
      {"b32d", {"NBSWY3DP"}, "hello"},
      {"b32d", {"ME======"}, "a"},
      {"b32d", {"MFRA===="}, "ab"},
      {"b32d", {"me======"}, std::nullopt},
      {"b32dc", {"me======"}, "a"},
      {"b32d", {"ME====="}, std::nullopt},
      {"b32d", {"M======="}, std::nullopt},
      {"b32d", {"ME=A===="}, std::nullopt},
      {"b32e", {"hello"}, "NBSWY3DP"},
      {"b32e", {"a"}, "ME======"},
      // base16
      {"b16d", {"68656C6C6F"}, "hello"},
      {"b16d", {"68656c6c6f"}, std::nullopt},
      {"b16dc", {"68656c6c6f"}, "hello"},
      {"b16d", {"686"}, std::nullopt},
      {"b16e", {"hi"}, "6869"},
      // base85 / ascii85
      {"b85d", {"Xk~0{Zv"}, "hello"},
      {"b85d", {"Xk~0{Zv\""}, std::nullopt},
      {"b85d", {"|NsC0"}, "\xff\xff\xff\xff"},
      {"b85d", {"|NsC1"}, std::nullopt},  // overflow
      {"b85e", {"hello"}, "Xk~0{Zv"},
      {"b85ep", {"hello"}, "Xk~0{ZvX%Q"},
      {"a85d", {"BOu!rDZ"}, "hello"},
      {"a85d", {"z"}, std::string(4, '\0')},
      {"a85d", {"BO z"}, std::nullopt},
      {"a85d", {"BOu!rDZ~"}, std::nullopt},
      {"a85da", {"<~BOu!rDZ~>"}, "hello"},
      {"a85da", {"BOu!rDZ~>"}, "hello"},
      {"a85da", {"<~BOu!rDZ"}, std::nullopt},
      {"a85e", {std::string(8, '\0')}, "zz"},
      {"a85e", {std::string(2, '\0')}, "!!!"},
      {"a85ea", {"hello"}, "<~BOu!rDZ~>"},
      // hex
      {"unhex", {"6869"}, "hi"},
      {"unhex", {"68 69"}, std::nullopt},
      {"unhex", {"686"}, std::nullopt},
      {"fromhex", {"68 69\n"}, "hi"},
      {"fromhex", {"6 869"}, std::nullopt},
      {"fromhex", {"6g"}, std::nullopt},
      {"hexe", {"\x00\xff"s}, "00ff"},
      {"rot13", {"Hello, World!"}, "Uryyb, Jbeyq!"},
      // urllib.parse
      {"unquote", {"%2Fetc%2fshadow"}, "/etc/shadow"},
      {"unquote", {"a+b%20c"}, "a+b c"},
      {"unquote_plus", {"a+b%20c"}, "a b c"},
      {"unquote", {"%zz%4"}, "%zz%4"},
      {"unquote", {"%C3%A9"}, "\xC3\xA9"},
      {"unquote", {"%C3"}, "\xEF\xBF\xBD"},
      {"quote", {"/etc/pass wd?x=1", "/"}, "/etc/pass%20wd%3Fx%3D1"},
      {"quote_plus", {"a b&c/", ""}, "a+b%26c%2F"},
      {"quote", {"\xC3\xA9", ""}, "%C3%A9"},
      // codecs by name and alias
      {"dec", {"cm0gLXJmIC8=\n", "base64"}, "rm -rf /"},
      {"dec", {"726d", "hex"}, "rm"},
      {"dec", {"726d", "HEX_codec"}, "rm"},
      {"dec", {"726", "hex"}, std::nullopt},
      {"dec", {"flfgrz", "rot13"}, "system"},
      {"dec", {"flfgrz", "ROT-13"}, "system"},
      {"dec", {"\xC3\xA9", "utf8"}, "\xC3\xA9"},
      {"dec", {"\xC3\xA9", "U8"}, "\xC3\xA9"},
      {"dec", {"\xC3", "utf-8"}, std::nullopt},
      {"dec", {"\xED\xA0\x80", "utf-8"}, std::nullopt},
      {"dec", {"\xC0\xAF", "utf-8"}, std::nullopt},
      {"dec", {"\xE9", "latin-1"}, "\xC3\xA9"},
      {"dec", {"\xE9", "ISO 8859-1"}, "\xC3\xA9"},
      {"dec", {"\xE9", "ascii"}, std::nullopt},
      {"dec", {"\xff\xfeh\0i\0"s, "utf-16"}, "hi"},
      {"dec", {"\xfe\xff\0h\0i"s, "utf-16"}, "hi"},
      {"dec", {"h\0i\0"s, "utf-16"}, "hi"},
      {"dec", {"\0h\0i"s, "utf_16_be"}, "hi"},
      {"dec", {"h\0i"s, "utf-16-le"}, std::nullopt},
      {"dec", {"\x3d\xd8\x00\xde"s, "utf-16-le"}, "\xF0\x9F\x98\x80"},
      {"dec", {"\x3d\xd8"s, "utf-16-le"}, std::nullopt},
      {"dec", {"h\0\0\0"s, "utf-32"}, "h"},
      {"dec", {"\0\0\x11\0"s, "utf-32-le"}, std::nullopt},
      {"dec", {"\\x41\\u00e9\\N{DIGIT ONE}\\q", "unicode_escape"}, "A\xC3\xA9" "1\\q"},
      {"dec", {"\\", "unicode-escape"}, std::nullopt},
      {"dec", {"\xE9\\u0041\\\\u0041", "raw_unicode_escape"}, "\xC3\xA9" "A\\\\u0041"},
      {"dec", {"x", "cp1252"}, std::nullopt},  // not modelled: unknown, not an error
      {"enc", {"hi", "utf-16"}, "\xff\xfeh\0i\0"s},
      {"enc", {"", "utf-32"}, "\xff\xfe\0\0"s},
      {"enc", {"\xC3\xA9", "ascii"}, std::nullopt},
      {"enc", {"\xC3\xA9", "latin1"}, "\xE9"},
      {"enc", {"\xC4\x80", "latin1"}, std::nullopt},
      {"enc", {"a\tb\xC3\xA9\xE2\x82\xAC'", "unicode_escape"}, "a\\tb\\xe9\\u20ac'"},
      {"enc", {"\xC3\xA9\xE2\x82\xAC", "raw_unicode_escape"}, "\xE9\\u20ac"},
      {"enc", {"hi", "base64"}, "aGk=\n"},
      {"enc", {"hi", "hex"}, "6869"},
      {"enc", {"hi", "utf-8-sig"}, "\xEF\xBB\xBFhi"},
      // compression: round trips are in the differential test; errors here
      {"zd", {"x\x9c+\xca\x05\x00\x01S\x00\xe0"s}, "rm"},
      {"zd", {"x\x9c+\xca\x05\x00\x01S\x00\xe0trailing"s}, "rm"},
      {"zd", {"x\x9c+\xca\x05"}, std::nullopt},
      {"zd", {""}, std::nullopt},
      {"gzd", {""}, ""},
      {"gzd", {"not gzip"}, std::nullopt},
      {"bz2d", {""}, ""},
      {"bz2d", {"BZh9"}, std::nullopt},
      {"xzd", {""}, std::nullopt},
      {"xzd", {"not xz"}, std::nullopt},
  };
  return *cases;
}

class CodecCaseTest : public ::testing::TestWithParam<size_t> {};

TEST_P(CodecCaseTest, FoldsAsPythonDoes) {
  const Case& c = Cases()[GetParam()];
  EXPECT_EQ(FoldOp(c.op, c.args), c.want) << c.op << "(" << c.args[0] << ")";
}

INSTANTIATE_TEST_SUITE_P(Cases, CodecCaseTest, ::testing::Range<size_t>(0, Cases().size()));

TEST(CodecCaseTest, ExpectationsAreWhatPythonSays) {
  std::vector<testing::OracleCase> oracle;
  for (const Case& c : Cases()) oracle.push_back({std::string(c.op), c.args});
  const auto python = testing::AskPython(PythonOps(), oracle);
  if (!python) GTEST_SKIP() << "python3 is not available: expectations not cross-checked";
  for (size_t i = 0; i < Cases().size(); ++i) {
    const Case& c = Cases()[i];
    // A codec we don't model is unknown to us but known to Python.
    if (c.op == "dec" && c.args[1] == "cp1252") continue;
    EXPECT_EQ(c.want, (*python)[i]) << c.op << "(" << c.args[0] << ")";
  }
}

// ---- Differential: generated inputs, every op, against python3 ----
std::string RandomBytes(std::mt19937& rng, std::string_view alphabet, size_t max_len) {
  std::string s(std::uniform_int_distribution<size_t>(0, max_len)(rng), '\0');
  for (char& c : s) c = alphabet[std::uniform_int_distribution<size_t>(0, alphabet.size() - 1)(rng)];
  return s;
}

std::string AllBytes() {
  std::string s;
  for (int b = 0; b < 256; ++b) s.push_back(static_cast<char>(b));
  return s;
}

std::vector<testing::OracleCase> GeneratedCases() {
  std::mt19937 rng(20240611);
  const std::string bytes = AllBytes();
  Budget budget{Options{}};
  std::vector<testing::OracleCase> cases;
  auto mutate = [&](std::string s, std::string_view extra) {
    const int kind = std::uniform_int_distribution<int>(0, 3)(rng);
    const size_t at = s.empty() ? 0 : std::uniform_int_distribution<size_t>(0, s.size() - 1)(rng);
    const char c = extra[std::uniform_int_distribution<size_t>(0, extra.size() - 1)(rng)];
    if (kind == 0 && !s.empty()) s.erase(at, 1);
    if (kind == 1) s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), c);
    if (kind == 2 && !s.empty()) s[at] = c;
    return s;
  };
  for (int i = 0; i < 150; ++i) {
    const std::string data = RandomBytes(rng, i % 2 ? bytes : "ab\0 "sv, 24);
    for (std::string_view op : {"b64e", "b64eu", "b32e", "b16e", "b85e", "b85ep", "a85e",
                                "a85ep", "a85ea", "hexe", "zc", "rawc", "gzc", "bz2c", "xzc"}) {
      cases.push_back({std::string(op), {data}});
    }
    // Decoders get valid encodings, mutated ones, and junk over their alphabet.
    const struct {
      std::string_view decode, encode, junk;
    } pairs[] = {
        {"b64d", "b64e", "AZaz09+/=-_ \n*"}, {"b64du", "b64eu", "AZaz09+/=-_ \n*"},
        {"b32d", "b32e", "ABZ27=a1"},        {"b32dc", "b32e", "ABZ27=az1"},
        {"b16d", "b16e", "09AFaf "},         {"b16dc", "b16e", "09AFafg"},
        {"b85d", "b85e", "09Az~{|}\" "},     {"a85d", "a85e", "!uzy~> \t\n\fv"},
        {"a85da", "a85ea", "!uz<~> "},       {"unhex", "hexe", "09afAFg "},
        {"fromhex", "hexe", "09afAF \t\n\f\x85g"},
        {"zd", "zc", "\0x\x9c"sv},             {"rawd", "rawc", "\0\x03"sv},
        {"gzd", "gzc", "\0\x1f\x8b"sv},        {"bz2d", "bz2c", "\0BZh"sv},
        {"xzd", "xzc", "\0\xfd"sv},
    };
    for (const auto& pair : pairs) {
      const auto encoded = FindOp(pair.encode).fold({data}, budget);
      EXPECT_TRUE(encoded.has_value()) << pair.encode;
      if (!encoded) continue;
      cases.push_back({std::string(pair.decode), {*encoded}});
      cases.push_back({std::string(pair.decode), {mutate(*encoded, pair.junk)}});
      cases.push_back({std::string(pair.decode), {*encoded + *encoded}});
      cases.push_back({std::string(pair.decode), {RandomBytes(rng, pair.junk, 12)}});
    }
    const std::string text = RandomBytes(rng, "a%2F+ /?&=\xC3\xA9\x80~-", 16);
    for (std::string_view op : {"unquote", "unquote_plus"}) cases.push_back({std::string(op), {text}});
    for (std::string_view op : {"quote", "quote_plus"}) {
      cases.push_back({std::string(op), {text, RandomBytes(rng, "/+ &", 2)}});
    }
    for (std::string_view codec :
         {"utf-8", "utf-8-sig", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be", "utf-32",
          "utf-32-le", "utf-32-be", "unicode_escape", "raw_unicode_escape", "rot13", "hex",
          "base64", "zlib", "bz2"}) {
      cases.push_back({"dec", {data, std::string(codec)}});
      cases.push_back({"dec", {RandomBytes(rng, "\\xuUN{}0aA9\xC3\xA9\x80\n", 12),
                               std::string(codec)}});
      cases.push_back({"enc", {RandomBytes(rng, "a\\\t'\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80", 12),
                               std::string(codec)}});
    }
  }
  return cases;
}

TEST(CodecDifferentialTest, MatchesPythonOnGeneratedInputs) {
  const auto cases = GeneratedCases();
  const auto python = testing::AskPython(PythonOps(), cases);
  if (!python) GTEST_SKIP() << "python3 is not available: differential test not run";
  int mismatches = 0;
  for (size_t i = 0; i < cases.size() && mismatches < 20; ++i) {
    const auto ours = FoldOp(cases[i].op, cases[i].args);
    if (ours != (*python)[i]) {
      ++mismatches;
      ADD_FAILURE() << cases[i].op << " of " << ::testing::PrintToString(cases[i].args)
                    << "\n  ours:   " << ::testing::PrintToString(ours)
                    << "\n  python: " << ::testing::PrintToString((*python)[i]);
    }
  }
}

TEST(CodecLookupTest, NormalisesNamesAsCPython) {
  for (const auto& [name, want] : std::vector<std::pair<std::string_view, std::string_view>>{
           {"UTF 8", "utf-8"}, {"  utf8 ", "utf-8"}, {"utf--8", "utf-8"}, {"Latin_1", "iso8859-1"},
           {"ROT-13", "rot-13"}, {"hex-codec", "hex"}, {"Zip", "zlib"}, {"646", "ascii"},
           {"UTF_32_BE", "utf-32-be"}, {"base-64", "base64"}}) {
    const auto info = LookupCodec(name);
    ASSERT_TRUE(info.has_value()) << name;
    EXPECT_EQ(info->name, want) << name;
  }
  for (std::string_view name : {"u-8", "UTF.8", "utf_8.", "ut f8", "utf8-sig", "idna", ""}) {
    EXPECT_FALSE(LookupCodec(name).has_value()) << name;
  }
  EXPECT_TRUE(LookupCodec("utf-8")->text_encoding);
  EXPECT_FALSE(LookupCodec("rot13")->text_encoding);
  EXPECT_EQ(LookupCodec("rot13")->encoded, DataKind::kStr);
  EXPECT_EQ(LookupCodec("hex")->decoded, DataKind::kBytes);
}

// ---- Limits ----
Options SmallValues(size_t max_value_bytes) {
  Options options;
  options.max_value_bytes = max_value_bytes;
  return options;
}

// A raw deflate segment that inflates to `zeros` zero bytes, ends byte-aligned (sync flush)
// and refers only to itself, so copies of it can follow each other.
std::string ZeroSegment(size_t zeros) {
  z_stream zs{};
  EXPECT_EQ(deflateInit2(&zs, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY), Z_OK);
  const std::string input(zeros, '\0');
  std::string out(deflateBound(&zs, zeros) + 64, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(input.data()));
  zs.avail_in = static_cast<uInt>(input.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&zs, Z_SYNC_FLUSH), Z_OK);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}

constexpr size_t kSegmentZeros = size_t{1} << 20;

// A real zlib stream of `copies` segments (checksum included) that inflates to copies MiB.
std::string ZlibBomb(size_t copies) {
  const std::string segment = ZeroSegment(kSegmentZeros);
  std::string bomb = "\x78\xda";
  for (size_t i = 0; i < copies; ++i) bomb += segment;
  bomb += std::string("\x01\x00\x00\xff\xff", 5);  // final empty stored block
  const std::string zeros(kSegmentZeros, '\0');
  const uLong one = adler32(1, reinterpret_cast<const Bytef*>(zeros.data()), zeros.size());
  uLong adler = 1;
  for (size_t i = 0; i < copies; ++i) adler = adler32_combine(adler, one, kSegmentZeros);
  for (int k = 3; k >= 0; --k) bomb.push_back(static_cast<char>((adler >> (8 * k)) & 0xFF));
  return bomb;
}

// Inflates without keeping the output: how many bytes the stream really makes.
uint64_t InflatedSize(const std::string& stream) {
  z_stream zs{};
  EXPECT_EQ(inflateInit(&zs), Z_OK);
  std::string sink(1 << 20, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(stream.data()));
  zs.avail_in = static_cast<uInt>(stream.size());
  int rc = Z_OK;
  while (rc == Z_OK) {
    zs.next_out = reinterpret_cast<Bytef*>(sink.data());
    zs.avail_out = static_cast<uInt>(sink.size());
    rc = inflate(&zs, Z_NO_FLUSH);
  }
  EXPECT_EQ(rc, Z_STREAM_END);
  const uint64_t total = zs.total_out;
  inflateEnd(&zs);
  return total;
}

TEST(DecompressLimitTest, ZlibBombEndsAtTheValueLimit) {
  const std::string bomb = ZlibBomb(1100);
  ASSERT_GE(bomb.size(), size_t{1} << 20);
  ASSERT_GT(InflatedSize(bomb), uint64_t{1} << 30);  // the bomb is real: over 1 GiB
  Budget budget{Options{}};
  EXPECT_FALSE(Decompress(Compression::kZlib, bomb, budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kValueBytes);
  EXPECT_LE(budget.bytes_used(), Options{}.max_value_bytes);
  EXPECT_FALSE(budget.exhausted());  // only that value failed
}

TEST(DecompressLimitTest, SmallBombFitsUnderALargerLimit) {
  Budget budget{SmallValues(size_t{5} << 20)};
  const auto out = Decompress(Compression::kZlib, ZlibBomb(4), budget);
  ASSERT_TRUE(out.has_value());
  EXPECT_EQ(*out, std::string(4 * kSegmentZeros, '\0'));
  EXPECT_EQ(budget.first_limit(), Limit::kNone);
}

TEST(DecompressLimitTest, EveryFormatStopsAtTheValueLimit) {
  Options roomy_options = SmallValues(size_t{1} << 30);
  roomy_options.max_total_fold_bytes = size_t{1} << 32;
  roomy_options.max_fold_steps = size_t{1} << 32;
  Budget maker{roomy_options};
  const std::string zeros(size_t{16} << 20, '\0');
  for (Compression kind : {Compression::kZlib, Compression::kGzip, Compression::kRawDeflate,
                           Compression::kBz2, Compression::kLzma}) {
    const auto packed = Compress(kind, zeros, maker);
    ASSERT_TRUE(packed.has_value());
    Budget budget{SmallValues(size_t{1} << 20)};
    EXPECT_FALSE(Decompress(kind, *packed, budget).has_value());
    EXPECT_EQ(budget.first_limit(), Limit::kValueBytes);
    EXPECT_LE(budget.bytes_used(), size_t{1} << 20);
    Budget roomy{roomy_options};
    EXPECT_EQ(Decompress(kind, *packed, roomy), zeros);
  }
}

TEST(CodecLimitTest, OutputLargerThanAValueFails) {
  Budget budget{SmallValues(100)};
  EXPECT_FALSE(Base64Encode(std::string(100, 'a'), false, budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kValueBytes);
  EXPECT_TRUE(Base64Encode(std::string(60, 'a'), false, budget).has_value());
}

TEST(CodecLimitTest, StepsRunOut) {
  Options options;
  options.max_fold_steps = 10;
  Budget budget{options};
  EXPECT_FALSE(HexDecode(std::string(4096, 'a'), HexWhitespace::kReject, budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kSteps);
  EXPECT_TRUE(budget.exhausted());
  EXPECT_FALSE(HexDecode("61", HexWhitespace::kReject, budget).has_value());
}

TEST(CodecLimitTest, TotalBytesRunOut) {
  Options options;
  options.max_value_bytes = 1000;
  options.max_total_fold_bytes = 2500;
  Budget budget{options};
  const std::string data(500, 'x');
  EXPECT_TRUE(HexEncode(data, budget).has_value());
  EXPECT_TRUE(HexEncode(data, budget).has_value());
  EXPECT_FALSE(HexEncode(data, budget).has_value());
  EXPECT_EQ(budget.first_limit(), Limit::kTotalBytes);
  EXPECT_TRUE(budget.exhausted());
}

}  // namespace
}  // namespace kotoba::constfold
