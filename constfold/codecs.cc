#include "constfold/codecs.h"

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

#include "absl/strings/ascii.h"
#include "constfold/literal.h"

namespace kotoba::constfold {
namespace {

constexpr std::string_view kBase64Alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kBase32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
constexpr std::string_view kBase85Alphabet =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
constexpr std::string_view kLowerHex = "0123456789abcdef";
constexpr std::string_view kUpperHex = "0123456789ABCDEF";

// Reverse lookup of an alphabet: byte -> digit value, -1 outside the alphabet.
constexpr std::array<int8_t, 256> ReverseTable(std::string_view alphabet) {
  std::array<int8_t, 256> table{};
  table.fill(-1);
  for (size_t i = 0; i < alphabet.size(); ++i) {
    table[static_cast<unsigned char>(alphabet[i])] = static_cast<int8_t>(i);
  }
  return table;
}
constexpr auto kBase64Reverse = ReverseTable(kBase64Alphabet);
constexpr auto kBase32Reverse = ReverseTable(kBase32Alphabet);
constexpr auto kBase85Reverse = ReverseTable(kBase85Alphabet);

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Pays for reading `in_bytes` and for an output of at most `out_bytes`.
bool Pay(Budget& budget, size_t in_bytes, size_t out_bytes) {
  return PayWork(budget, in_bytes + out_bytes) && budget.Allocate(out_bytes);
}

// One 32-bit word of base85 / ascii85 digits, most significant first; `zero` folds 0 (a85 'z').
void Encode85Word(uint32_t word, const char* alphabet, std::string& out) {
  char digits[5];
  for (int k = 4; k >= 0; --k) {
    digits[k] = alphabet[word % 85];
    word /= 85;
  }
  out.append(digits, 5);
}

// base64._85encode: words of four bytes, the last one zero-padded and cut unless `pad`.
std::optional<std::string> Encode85(std::string_view data, const char* alphabet, bool fold_nuls,
                                    bool pad, Budget& budget) {
  if (!Pay(budget, data.size(), (data.size() + 3) / 4 * 5 + 4)) return std::nullopt;
  const size_t padding = (4 - data.size() % 4) % 4;
  std::string out;
  for (size_t i = 0; i < data.size(); i += 4) {
    uint32_t word = 0;
    for (size_t k = 0; k < 4; ++k) {
      word = (word << 8) | (i + k < data.size() ? static_cast<unsigned char>(data[i + k]) : 0u);
    }
    if (fold_nuls && word == 0) {
      // A cut last word is written out in full first, as Python does.
      if (padding != 0 && !pad && i + 4 >= data.size()) {
        out.append(5, alphabet[0]);
      } else {
        out.push_back('z');
      }
    } else {
      Encode85Word(word, alphabet, out);
    }
  }
  if (padding != 0 && !pad) out.resize(out.size() - padding);
  return out;
}

// ---- Decompression ----
constexpr size_t kChunkBytes = size_t{64} << 10;
// liblzma may allocate what a header asks for (a dictionary up to 1.5 GiB): cap it.
constexpr uint64_t kLzmaMemLimit = uint64_t{128} << 20;

// Keeps a chunk of output if the value stays within max_value_bytes and the budget pays for it.
bool KeepChunk(const char* chunk, size_t n, std::string& out, Budget& budget) {
  if (!PayWork(budget, n)) return false;
  if (n == 0) return true;
  if (out.size() + n > budget.max_value_bytes()) {
    budget.Allocate(out.size() + n);  // records the kValueBytes limit; charges nothing
    return false;
  }
  if (!budget.Allocate(n)) return false;
  out.append(chunk, n);
  return true;
}

std::optional<std::string> InflateAll(std::string_view in, int window_bits, Budget& budget) {
  const bool gzip = window_bits > 15;
  z_stream zs{};
  if (inflateInit2(&zs, window_bits) != Z_OK) return std::nullopt;
  const std::unique_ptr<z_stream, int (*)(z_stream*)> guard(&zs, inflateEnd);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  zs.avail_in = static_cast<uInt>(in.size());
  auto chunk = std::make_unique<char[]>(kChunkBytes);
  std::string out;
  while (true) {
    zs.next_out = reinterpret_cast<Bytef*>(chunk.get());
    zs.avail_out = kChunkBytes;
    const int rc = inflate(&zs, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) return std::nullopt;
    const size_t produced = kChunkBytes - zs.avail_out;
    if (!KeepChunk(chunk.get(), produced, out, budget)) return std::nullopt;
    if (rc == Z_STREAM_END) {
      if (!gzip) return out;  // zlib.decompress ignores what follows the stream
      // gzip.decompress: members follow each other, NUL padding between them.
      while (zs.avail_in > 0 && *zs.next_in == 0) {
        ++zs.next_in;
        --zs.avail_in;
      }
      if (zs.avail_in == 0) return out;
      if (inflateReset(&zs) != Z_OK) return std::nullopt;
      continue;
    }
    if (zs.avail_in == 0 && zs.avail_out != 0) return std::nullopt;  // truncated stream
  }
}

std::optional<std::string> Bunzip2All(std::string_view in, Budget& budget) {
  std::string out;
  auto chunk = std::make_unique<char[]>(kChunkBytes);
  size_t offset = 0;
  bool first = true;
  while (offset < in.size()) {  // bz2.decompress(b"") == b""
    bz_stream bs{};
    if (BZ2_bzDecompressInit(&bs, 0, 0) != BZ_OK) return std::nullopt;
    const std::unique_ptr<bz_stream, int (*)(bz_stream*)> guard(&bs, BZ2_bzDecompressEnd);
    bs.next_in = const_cast<char*>(in.data() + offset);
    bs.avail_in = static_cast<unsigned>(in.size() - offset);
    const size_t stream_start = out.size();
    while (true) {
      bs.next_out = chunk.get();
      bs.avail_out = kChunkBytes;
      const int rc = BZ2_bzDecompress(&bs);
      if (rc != BZ_OK && rc != BZ_STREAM_END) {
        if (first) return std::nullopt;
        out.resize(stream_start);  // junk after a complete stream is ignored
        return out;
      }
      if (!KeepChunk(chunk.get(), kChunkBytes - bs.avail_out, out, budget)) return std::nullopt;
      if (rc == BZ_STREAM_END) break;
      if (bs.avail_in == 0 && bs.avail_out != 0) return std::nullopt;  // truncated
    }
    offset = in.size() - bs.avail_in;
    first = false;
  }
  return out;
}

std::optional<std::string> UnxzAll(std::string_view in, Budget& budget) {
  std::string out;
  auto chunk = std::make_unique<char[]>(kChunkBytes);
  size_t offset = 0;
  bool first = true;
  do {
    lzma_stream ls = LZMA_STREAM_INIT;
    if (lzma_auto_decoder(&ls, kLzmaMemLimit, 0) != LZMA_OK) return std::nullopt;
    const std::unique_ptr<lzma_stream, void (*)(lzma_stream*)> guard(&ls, lzma_end);
    ls.next_in = reinterpret_cast<const uint8_t*>(in.data() + offset);
    ls.avail_in = in.size() - offset;
    const size_t stream_start = out.size();
    while (true) {
      ls.next_out = reinterpret_cast<uint8_t*>(chunk.get());
      ls.avail_out = kChunkBytes;
      const lzma_ret rc = lzma_code(&ls, LZMA_RUN);
      if (rc == LZMA_MEMLIMIT_ERROR) return std::nullopt;
      if (rc != LZMA_OK && rc != LZMA_STREAM_END) {
        if (first) return std::nullopt;
        out.resize(stream_start);  // junk (or xz padding) after a complete stream is ignored
        return out;
      }
      if (!KeepChunk(chunk.get(), kChunkBytes - ls.avail_out, out, budget)) return std::nullopt;
      if (rc == LZMA_STREAM_END) break;
      if (ls.avail_in == 0 && ls.avail_out != 0) return std::nullopt;  // truncated
    }
    offset = in.size() - ls.avail_in;
    first = false;
  } while (offset < in.size());
  return out;
}

std::optional<std::string> Deflate(std::string_view data, int level, int window_bits,
                                   Budget& budget) {
  z_stream zs{};
  if (deflateInit2(&zs, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    return std::nullopt;
  }
  const std::unique_ptr<z_stream, int (*)(z_stream*)> guard(&zs, deflateEnd);
  const size_t bound = deflateBound(&zs, static_cast<uLong>(data.size()));
  if (!Pay(budget, data.size(), bound)) return std::nullopt;
  std::string out(bound, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(data.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(bound);
  if (deflate(&zs, Z_FINISH) != Z_STREAM_END) return std::nullopt;
  out.resize(zs.total_out);
  return out;
}

// ---- Text codecs ----
enum class Codec {
  kUtf8, kUtf8Sig, kAscii, kLatin1, kUtf16, kUtf16Le, kUtf16Be, kUtf32, kUtf32Le, kUtf32Be,
  kUnicodeEscape, kRawUnicodeEscape, kRot13, kHex, kBase64, kZlib, kBz2,
};

struct CodecEntry {
  std::string_view module;  // the encodings.* module, which is also a lookup name
  Codec codec;
  CodecInfo info;
};

constexpr CodecInfo Text(std::string_view name) {
  return {name, true, DataKind::kBytes, DataKind::kStr};
}
constexpr CodecInfo Binary(std::string_view name) {
  return {name, false, DataKind::kBytes, DataKind::kBytes};
}

constexpr CodecEntry kCodecs[] = {
    {"utf_8", Codec::kUtf8, Text("utf-8")},
    {"utf_8_sig", Codec::kUtf8Sig, Text("utf-8-sig")},
    {"ascii", Codec::kAscii, Text("ascii")},
    {"latin_1", Codec::kLatin1, Text("iso8859-1")},
    {"utf_16", Codec::kUtf16, Text("utf-16")},
    {"utf_16_le", Codec::kUtf16Le, Text("utf-16-le")},
    {"utf_16_be", Codec::kUtf16Be, Text("utf-16-be")},
    {"utf_32", Codec::kUtf32, Text("utf-32")},
    {"utf_32_le", Codec::kUtf32Le, Text("utf-32-le")},
    {"utf_32_be", Codec::kUtf32Be, Text("utf-32-be")},
    {"unicode_escape", Codec::kUnicodeEscape, Text("unicode-escape")},
    {"raw_unicode_escape", Codec::kRawUnicodeEscape, Text("raw-unicode-escape")},
    {"rot_13", Codec::kRot13, {"rot-13", false, DataKind::kStr, DataKind::kStr}},
    {"hex_codec", Codec::kHex, Binary("hex")},
    {"base64_codec", Codec::kBase64, Binary("base64")},
    {"zlib_codec", Codec::kZlib, Binary("zlib")},
    {"bz2_codec", Codec::kBz2, Binary("bz2")},
};

struct CodecAlias {
  std::string_view alias, module;
};

// encodings/aliases.py, for the modules above.
constexpr CodecAlias kCodecAliases[] = {
    {"646", "ascii"}, {"ansi_x3.4_1968", "ascii"}, {"ansi_x3_4_1968", "ascii"},
    {"ansi_x3.4_1986", "ascii"}, {"cp367", "ascii"}, {"csascii", "ascii"}, {"ibm367", "ascii"},
    {"iso646_us", "ascii"}, {"iso_646.irv_1991", "ascii"}, {"iso_ir_6", "ascii"},
    {"us", "ascii"}, {"us_ascii", "ascii"},
    {"base64", "base64_codec"}, {"base_64", "base64_codec"},
    {"bz2", "bz2_codec"},
    {"hex", "hex_codec"},
    {"8859", "latin_1"}, {"cp819", "latin_1"}, {"csisolatin1", "latin_1"},
    {"ibm819", "latin_1"}, {"iso8859", "latin_1"}, {"iso8859_1", "latin_1"},
    {"iso_8859_1", "latin_1"}, {"iso_8859_1_1987", "latin_1"}, {"iso_ir_100", "latin_1"},
    {"l1", "latin_1"}, {"latin", "latin_1"}, {"latin1", "latin_1"},
    {"rot13", "rot_13"},
    {"u16", "utf_16"}, {"utf16", "utf_16"},
    {"unicodebigunmarked", "utf_16_be"}, {"utf_16be", "utf_16_be"},
    {"unicodelittleunmarked", "utf_16_le"}, {"utf_16le", "utf_16_le"},
    {"u32", "utf_32"}, {"utf32", "utf_32"},
    {"utf_32be", "utf_32_be"}, {"utf_32le", "utf_32_le"},
    {"cp65001", "utf_8"}, {"u8", "utf_8"}, {"utf", "utf_8"}, {"utf8", "utf_8"},
    {"utf8_ucs2", "utf_8"}, {"utf8_ucs4", "utf_8"},
    {"zip", "zlib_codec"}, {"zlib", "zlib_codec"},
};

const CodecEntry* FindModule(std::string_view module) {
  for (const CodecEntry& entry : kCodecs) {
    if (entry.module == module) return &entry;
  }
  return nullptr;
}

const CodecEntry* FindCodec(std::string_view name) {
  // encodings.normalize_encoding after lower-casing: punctuation runs between characters
  // become one '_', '.' is kept.
  std::string norm;
  bool punct = false;
  for (char c : name) {
    const auto b = static_cast<unsigned char>(c);
    if (b >= 0x80) return nullptr;  // Python's treatment of non-ASCII names is not modelled
    if (absl::ascii_isalnum(b) || c == '.') {
      if (punct && !norm.empty()) norm.push_back('_');
      norm.push_back(absl::ascii_tolower(b));
      punct = false;
    } else {
      punct = true;
    }
  }
  std::string dotless = norm;
  std::replace(dotless.begin(), dotless.end(), '.', '_');
  for (const std::string_view key : {std::string_view(norm), std::string_view(dotless)}) {
    for (const CodecAlias& alias : kCodecAliases) {
      if (alias.alias == key) return FindModule(alias.module);
    }
  }
  return FindModule(norm);
}

void AppendUnit16(uint16_t unit, bool big_endian, std::string& out) {
  const char hi = static_cast<char>(unit >> 8), lo = static_cast<char>(unit & 0xFF);
  out.push_back(big_endian ? hi : lo);
  out.push_back(big_endian ? lo : hi);
}

void AppendUnit32(uint32_t unit, bool big_endian, std::string& out) {
  for (int k = 0; k < 4; ++k) {
    const int shift = big_endian ? 24 - 8 * k : 8 * k;
    out.push_back(static_cast<char>((unit >> shift) & 0xFF));
  }
}

uint32_t ReadUnit(std::string_view data, size_t i, size_t width, bool big_endian) {
  uint32_t unit = 0;
  for (size_t k = 0; k < width; ++k) {
    const uint32_t b = static_cast<unsigned char>(data[i + k]);
    unit |= big_endian ? b << (8 * (width - 1 - k)) : b << (8 * k);
  }
  return unit;
}

// utf-16 / utf-32 decoding. `bom` lets a leading byte order mark choose the order (and drops
// it); without one the order is `big_endian` (little for the plain codecs, as on x86).
std::optional<std::string> DecodeUtf16Or32(std::string_view data, size_t width, bool bom,
                                           bool big_endian) {
  size_t i = 0;
  if (bom && data.size() >= width) {
    const uint32_t first = ReadUnit(data, 0, width, false);
    if (first == 0xFEFF) {
      big_endian = false;
      i = width;
    } else if (first == (width == 2 ? 0xFFFEu : 0xFFFE0000u)) {
      big_endian = true;
      i = width;
    }
  }
  if ((data.size() - i) % width != 0) return std::nullopt;  // truncated data
  std::string out;
  out.reserve(data.size());
  for (; i < data.size(); i += width) {
    uint32_t cp = ReadUnit(data, i, width, big_endian);
    if (width == 2 && cp >= 0xD800 && cp <= 0xDBFF) {
      if (i + 2 >= data.size()) return std::nullopt;  // unexpected end of data
      const uint32_t low = ReadUnit(data, i + 2, 2, big_endian);
      if (low < 0xDC00 || low > 0xDFFF) return std::nullopt;  // illegal surrogate
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
      i += 2;
    }
    if (!AppendUtf8(cp, out)) return std::nullopt;  // lone surrogate or out of range
  }
  return out;
}

std::optional<std::string> RawUnicodeEscapeDecode(std::string_view data) {
  std::string out;
  out.reserve(data.size());
  size_t i = 0;
  while (i < data.size()) {
    if (data[i] != '\\') {
      AppendUtf8(static_cast<unsigned char>(data[i++]), out);
      continue;
    }
    // \uXXXX and \UXXXXXXXX only after an odd run of backslashes; all else is Latin-1.
    const size_t run_start = i;
    while (i < data.size() && data[i] == '\\') out.push_back(data[i++]);
    if ((i - run_start) % 2 == 0 || i >= data.size() || (data[i] != 'u' && data[i] != 'U')) {
      continue;
    }
    out.pop_back();
    const size_t digits = data[i] == 'u' ? 4 : 8;
    ++i;
    if (data.size() - i < digits) return std::nullopt;  // truncated \uXXXX
    uint32_t cp = 0;
    for (size_t k = 0; k < digits; ++k) {
      const int h = HexDigit(data[i + k]);
      if (h < 0) return std::nullopt;
      cp = cp * 16 + static_cast<uint32_t>(h);
    }
    i += digits;
    if (!AppendUtf8(cp, out)) return std::nullopt;
  }
  return out;
}

void AppendHexEscape(char letter, uint32_t cp, int digits, std::string& out) {
  out.push_back('\\');
  out.push_back(letter);
  for (int k = digits - 1; k >= 0; --k) out.push_back(kLowerHex[(cp >> (4 * k)) & 0xF]);
}

// unicode_escape (raw = false) and raw_unicode_escape (raw = true) encoding of code points.
std::string EscapeEncode(std::u32string_view text, bool raw) {
  std::string out;
  for (char32_t cp : text) {
    if (cp >= 0x10000) {
      AppendHexEscape('U', cp, 8, out);
    } else if (cp >= 0x100) {
      AppendHexEscape('u', cp, 4, out);
    } else if (raw) {
      out.push_back(static_cast<char>(cp));
    } else if (cp == '\\') {
      out.append("\\\\");
    } else if (cp == '\t') {
      out.append("\\t");
    } else if (cp == '\n') {
      out.append("\\n");
    } else if (cp == '\r') {
      out.append("\\r");
    } else if (cp < 0x20 || cp >= 0x7F) {
      AppendHexEscape('x', cp, 2, out);
    } else {
      out.push_back(static_cast<char>(cp));
    }
  }
  return out;
}

// base64.encodebytes: lines of 76 characters (57 input bytes), each ending in '\n'.
std::optional<std::string> Base64EncodeLines(std::string_view data, Budget& budget) {
  constexpr size_t kLineBytes = 57;
  if (!Pay(budget, data.size(), (data.size() + kLineBytes - 1) / kLineBytes * 77)) {
    return std::nullopt;
  }
  std::string out;
  for (size_t i = 0; i < data.size(); i += kLineBytes) {
    auto line = Base64Encode(data.substr(i, kLineBytes), false, budget);
    if (!line) return std::nullopt;
    out.append(*line);
    out.push_back('\n');
  }
  return out;
}

}  // namespace

std::optional<std::string> Base64Decode(std::string_view in, bool urlsafe, Budget& budget) {
  if (!Pay(budget, in.size(), in.size() / 4 * 3 + 3)) return std::nullopt;
  std::string out;
  int quad_pos = 0, pads = 0;
  unsigned left = 0;
  for (char c : in) {
    if (urlsafe && c == '-') c = '+';
    if (urlsafe && c == '_') c = '/';
    if (c == '=') {
      // Padding ends the data once it completes a quad; '=' earlier in a quad is skipped.
      if (quad_pos >= 2 && quad_pos + ++pads >= 4) return out;
      continue;
    }
    const int v = kBase64Reverse[static_cast<unsigned char>(c)];
    if (v < 0) continue;  // non-alphabet characters are discarded
    pads = 0;
    switch (quad_pos) {
      case 0: left = static_cast<unsigned>(v); break;
      case 1: out.push_back(static_cast<char>((left << 2) | (v >> 4))); left = v & 0xF; break;
      case 2: out.push_back(static_cast<char>((left << 4) | (v >> 2))); left = v & 0x3; break;
      case 3: out.push_back(static_cast<char>((left << 6) | v)); break;
    }
    quad_pos = (quad_pos + 1) % 4;
  }
  if (quad_pos != 0) return std::nullopt;  // "Incorrect padding" or a lone 6-bit group
  return out;
}

std::optional<std::string> Base64Encode(std::string_view data, bool urlsafe, Budget& budget) {
  if (!Pay(budget, data.size(), (data.size() + 2) / 3 * 4)) return std::nullopt;
  std::string out;
  out.reserve((data.size() + 2) / 3 * 4);
  for (size_t i = 0; i < data.size(); i += 3) {
    uint32_t group = 0;
    const size_t n = std::min<size_t>(3, data.size() - i);
    for (size_t k = 0; k < 3; ++k) {
      group = (group << 8) | (k < n ? static_cast<unsigned char>(data[i + k]) : 0u);
    }
    for (size_t k = 0; k < 4; ++k) {
      out.push_back(k <= n ? kBase64Alphabet[(group >> (18 - 6 * k)) & 0x3F] : '=');
    }
  }
  if (urlsafe) {
    std::replace(out.begin(), out.end(), '+', '-');
    std::replace(out.begin(), out.end(), '/', '_');
  }
  return out;
}

std::optional<std::string> Base32Decode(std::string_view in, bool casefold, Budget& budget) {
  if (in.size() % 8 != 0) return std::nullopt;  // Incorrect padding
  if (!Pay(budget, in.size(), in.size() / 8 * 5)) return std::nullopt;
  const size_t stripped = in.find_last_not_of('=') + 1;  // npos + 1 == 0: all padding
  const size_t pad_chars = in.size() - stripped;
  std::string out;
  uint64_t acc = 0;
  for (size_t i = 0; i < stripped; i += 8) {
    acc = 0;
    for (size_t k = i; k < std::min(i + 8, stripped); ++k) {
      char c = in[k];
      if (casefold) c = absl::ascii_toupper(static_cast<unsigned char>(c));
      const int v = kBase32Reverse[static_cast<unsigned char>(c)];
      if (v < 0) return std::nullopt;  // Non-base32 digit found
      acc = (acc << 5) | static_cast<uint64_t>(v);
    }
    for (int k = 4; k >= 0; --k) out.push_back(static_cast<char>((acc >> (8 * k)) & 0xFF));
  }
  if (pad_chars != 0 && pad_chars != 1 && pad_chars != 3 && pad_chars != 4 && pad_chars != 6) {
    return std::nullopt;  // Incorrect padding
  }
  if (pad_chars != 0 && !out.empty()) {
    // The last quantum's digits are the high bits of five bytes, of which only some are data.
    acc <<= 5 * pad_chars;
    const size_t leftover = (43 - 5 * pad_chars) / 8;
    out.resize(out.size() - 5);
    for (size_t k = 0; k < leftover; ++k) {
      out.push_back(static_cast<char>((acc >> (8 * (4 - k))) & 0xFF));
    }
  }
  return out;
}

std::optional<std::string> Base32Encode(std::string_view data, Budget& budget) {
  if (!Pay(budget, data.size(), (data.size() + 4) / 5 * 8)) return std::nullopt;
  std::string out;
  for (size_t i = 0; i < data.size(); i += 5) {
    const size_t n = std::min<size_t>(5, data.size() - i);
    uint64_t acc = 0;
    for (size_t k = 0; k < 5; ++k) {
      acc = (acc << 8) | (k < n ? static_cast<unsigned char>(data[i + k]) : 0u);
    }
    const size_t digits = (n * 8 + 4) / 5;  // 1 byte: 2 digits, 2: 4, 3: 5, 4: 7, 5: 8
    for (size_t k = 0; k < 8; ++k) {
      out.push_back(k < digits ? kBase32Alphabet[(acc >> (35 - 5 * k)) & 0x1F] : '=');
    }
  }
  return out;
}

std::optional<std::string> Base16Decode(std::string_view in, bool casefold, Budget& budget) {
  for (char c : in) {
    if (casefold) c = absl::ascii_toupper(static_cast<unsigned char>(c));
    if (kUpperHex.find(c) == std::string_view::npos) return std::nullopt;  // Non-base16 digit
  }
  return HexDecode(in, HexWhitespace::kReject, budget);
}

std::optional<std::string> Base16Encode(std::string_view data, Budget& budget) {
  auto out = HexEncode(data, budget);
  if (out) absl::AsciiStrToUpper(&*out);
  return out;
}

std::optional<std::string> Base85Decode(std::string_view in, Budget& budget) {
  if (!Pay(budget, in.size(), (in.size() + 4) / 5 * 4)) return std::nullopt;
  const size_t padding = (5 - in.size() % 5) % 5;
  std::string out;
  for (size_t i = 0; i < in.size(); i += 5) {
    uint64_t acc = 0;
    for (size_t k = i; k < i + 5; ++k) {
      const int v = k < in.size() ? kBase85Reverse[static_cast<unsigned char>(in[k])] : 84;
      if (v < 0) return std::nullopt;  // bad base85 character
      acc = acc * 85 + static_cast<uint64_t>(v);
    }
    if (acc > UINT32_MAX) return std::nullopt;  // base85 overflow
    for (int k = 3; k >= 0; --k) out.push_back(static_cast<char>((acc >> (8 * k)) & 0xFF));
  }
  out.resize(out.size() - padding);
  return out;
}

std::optional<std::string> Base85Encode(std::string_view data, bool pad, Budget& budget) {
  return Encode85(data, kBase85Alphabet.data(), false, pad, budget);
}

std::optional<std::string> Ascii85Decode(std::string_view in, bool adobe, Budget& budget) {
  if (adobe) {
    if (in.size() < 2 || in.substr(in.size() - 2) != "~>") return std::nullopt;
    const bool framed = in.substr(0, 2) == "<~";
    in = framed ? in.substr(2, in.size() >= 4 ? in.size() - 4 : 0) : in.substr(0, in.size() - 2);
  }
  // Each 'z' is 4 bytes from 1: the bound is 4 bytes per input byte.
  if (!Pay(budget, in.size(), 4 * in.size() + 4)) return std::nullopt;
  constexpr std::string_view kIgnored = " \t\n\r\v";
  std::string out;
  uint64_t acc = 0;
  int held = 0;
  auto feed = [&](char c) -> bool {
    if (c >= '!' && c <= 'u') {
      acc = acc * 85 + static_cast<uint64_t>(c - '!');
      if (++held == 5) {
        if (acc > UINT32_MAX) return false;  // Ascii85 overflow
        for (int k = 3; k >= 0; --k) out.push_back(static_cast<char>((acc >> (8 * k)) & 0xFF));
        acc = 0;
        held = 0;
      }
      return true;
    }
    if (c == 'z') {
      if (held != 0) return false;  // z inside Ascii85 5-tuple
      out.append(4, '\0');
      return true;
    }
    return kIgnored.find(c) != std::string_view::npos;  // else: Non-Ascii85 digit
  };
  for (char c : in) {
    if (!feed(c)) return std::nullopt;
  }
  for (int k = 0; k < 4; ++k) {  // Python pads with 'u' and cuts what they made
    if (!feed('u')) return std::nullopt;
  }
  const size_t padding = 4 - static_cast<size_t>(held);
  out.resize(out.size() - std::min(padding, out.size()));
  return out;
}

std::optional<std::string> Ascii85Encode(std::string_view data, bool pad, bool adobe,
                                         Budget& budget) {
  static constexpr auto kAscii85Alphabet = [] {
    std::array<char, 86> alphabet{};
    for (int i = 0; i < 85; ++i) alphabet[i] = static_cast<char>('!' + i);
    return alphabet;
  }();
  auto out = Encode85(data, kAscii85Alphabet.data(), true, pad, budget);
  if (out && adobe) {
    if (!budget.Allocate(4)) return std::nullopt;
    *out = "<~" + *out + "~>";
  }
  return out;
}

std::optional<std::string> HexDecode(std::string_view in, HexWhitespace whitespace,
                                     Budget& budget) {
  if (whitespace == HexWhitespace::kReject && in.size() % 2 != 0) return std::nullopt;
  if (!Pay(budget, in.size(), in.size() / 2)) return std::nullopt;
  constexpr std::string_view kSpace = " \t\n\v\f\r";
  std::string out;
  size_t i = 0;
  while (i < in.size()) {
    if (whitespace == HexWhitespace::kSkipBetweenPairs &&
        kSpace.find(in[i]) != std::string_view::npos) {
      ++i;
      continue;
    }
    if (i + 1 >= in.size()) return std::nullopt;
    const int hi = HexDigit(in[i]), lo = HexDigit(in[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out.push_back(static_cast<char>(hi * 16 + lo));
    i += 2;
  }
  return out;
}

std::optional<std::string> HexEncode(std::string_view data, Budget& budget) {
  if (!Pay(budget, data.size(), 2 * data.size())) return std::nullopt;
  std::string out;
  out.reserve(2 * data.size());
  for (char c : data) {
    const auto b = static_cast<unsigned char>(c);
    out.push_back(kLowerHex[b >> 4]);
    out.push_back(kLowerHex[b & 0xF]);
  }
  return out;
}

std::optional<std::string> Rot13(std::string_view text, Budget& budget) {
  if (!Pay(budget, text.size(), text.size())) return std::nullopt;
  std::string out(text);
  for (char& c : out) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>('a' + (c - 'a' + 13) % 26);
    if (c >= 'A' && c <= 'Z') c = static_cast<char>('A' + (c - 'A' + 13) % 26);
  }
  return out;
}

std::optional<std::string> Decompress(Compression kind, std::string_view in, Budget& budget) {
  if (!PayWork(budget, in.size())) return std::nullopt;
  switch (kind) {
    case Compression::kZlib: return InflateAll(in, MAX_WBITS, budget);
    case Compression::kRawDeflate: return InflateAll(in, -MAX_WBITS, budget);
    case Compression::kGzip:
      if (in.empty()) return std::string();  // gzip.decompress(b"") == b""
      return InflateAll(in, 16 + MAX_WBITS, budget);
    case Compression::kBz2: return Bunzip2All(in, budget);
    case Compression::kLzma: return UnxzAll(in, budget);
  }
  return std::nullopt;
}

std::optional<std::string> Compress(Compression kind, std::string_view data, Budget& budget) {
  switch (kind) {
    case Compression::kZlib: return Deflate(data, Z_DEFAULT_COMPRESSION, MAX_WBITS, budget);
    case Compression::kRawDeflate:
      return Deflate(data, Z_DEFAULT_COMPRESSION, -MAX_WBITS, budget);
    case Compression::kGzip: return Deflate(data, 9, 16 + MAX_WBITS, budget);
    case Compression::kBz2: {
      unsigned bound = static_cast<unsigned>(data.size() + data.size() / 100 + 600);
      if (!Pay(budget, data.size(), bound)) return std::nullopt;
      std::string out(bound, '\0');
      if (BZ2_bzBuffToBuffCompress(out.data(), &bound, const_cast<char*>(data.data()),
                                   static_cast<unsigned>(data.size()), 9, 0, 0) != BZ_OK) {
        return std::nullopt;
      }
      out.resize(bound);
      return out;
    }
    case Compression::kLzma: {
      // The streaming encoder, as Python's LZMACompressor (the one-shot buffer encoder writes
      // different block headers).
      const size_t bound = lzma_stream_buffer_bound(data.size());
      if (!Pay(budget, data.size(), bound)) return std::nullopt;
      lzma_stream ls = LZMA_STREAM_INIT;
      if (lzma_easy_encoder(&ls, 6, LZMA_CHECK_CRC64) != LZMA_OK) return std::nullopt;
      const std::unique_ptr<lzma_stream, void (*)(lzma_stream*)> guard(&ls, lzma_end);
      std::string out(bound, '\0');
      ls.next_in = reinterpret_cast<const uint8_t*>(data.data());
      ls.avail_in = data.size();
      ls.next_out = reinterpret_cast<uint8_t*>(out.data());
      ls.avail_out = bound;
      if (lzma_code(&ls, LZMA_FINISH) != LZMA_STREAM_END) return std::nullopt;
      out.resize(ls.total_out);
      return out;
    }
  }
  return std::nullopt;
}

std::optional<CodecInfo> LookupCodec(std::string_view name) {
  const CodecEntry* entry = FindCodec(name);
  if (entry == nullptr) return std::nullopt;
  return entry->info;
}

std::optional<std::string> CodecDecode(std::string_view codec, std::string_view data,
                                       Budget& budget) {
  const CodecEntry* entry = FindCodec(codec);
  if (entry == nullptr) return std::nullopt;
  if (entry->info.encoded == DataKind::kStr && !IsValidUtf8(data)) return std::nullopt;
  switch (entry->codec) {
    case Codec::kUtf8:
    case Codec::kUtf8Sig:
      if (entry->codec == Codec::kUtf8Sig && data.substr(0, 3) == "\xEF\xBB\xBF") {
        data.remove_prefix(3);
      }
      if (!Pay(budget, data.size(), data.size()) || !IsValidUtf8(data)) return std::nullopt;
      return std::string(data);
    case Codec::kAscii:
      if (!Pay(budget, data.size(), data.size())) return std::nullopt;
      if (!std::all_of(data.begin(), data.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
        return std::nullopt;
      }
      return std::string(data);
    case Codec::kLatin1: {
      if (!Pay(budget, data.size(), 2 * data.size())) return std::nullopt;
      std::string out;
      for (char c : data) AppendUtf8(static_cast<unsigned char>(c), out);
      return out;
    }
    case Codec::kUtf16:
    case Codec::kUtf16Le:
    case Codec::kUtf16Be:
      if (!Pay(budget, data.size(), data.size() / 2 * 3)) return std::nullopt;
      return DecodeUtf16Or32(data, 2, entry->codec == Codec::kUtf16,
                             entry->codec == Codec::kUtf16Be);
    case Codec::kUtf32:
    case Codec::kUtf32Le:
    case Codec::kUtf32Be:
      if (!Pay(budget, data.size(), data.size())) return std::nullopt;
      return DecodeUtf16Or32(data, 4, entry->codec == Codec::kUtf32,
                             entry->codec == Codec::kUtf32Be);
    case Codec::kUnicodeEscape: return UnicodeEscapeDecode(data, budget);
    case Codec::kRawUnicodeEscape:
      if (!Pay(budget, data.size(), 2 * data.size())) return std::nullopt;
      return RawUnicodeEscapeDecode(data);
    case Codec::kRot13: return Rot13(data, budget);
    case Codec::kHex: return HexDecode(data, HexWhitespace::kReject, budget);
    case Codec::kBase64: return Base64Decode(data, false, budget);
    case Codec::kZlib: return Decompress(Compression::kZlib, data, budget);
    case Codec::kBz2: return Decompress(Compression::kBz2, data, budget);
  }
  return std::nullopt;
}

std::optional<std::string> CodecEncode(std::string_view codec, std::string_view data,
                                       Budget& budget) {
  const CodecEntry* entry = FindCodec(codec);
  if (entry == nullptr) return std::nullopt;
  // The code points of a str argument (a str holds valid UTF-8 or the call is unknown).
  std::u32string text;
  if (entry->info.decoded == DataKind::kStr) {
    auto decoded = DecodeUtf8(data);
    if (!decoded) return std::nullopt;
    text = *std::move(decoded);
  }
  switch (entry->codec) {
    case Codec::kUtf8:
    case Codec::kUtf8Sig: {
      const bool sig = entry->codec == Codec::kUtf8Sig;
      if (!Pay(budget, data.size(), data.size() + 3)) return std::nullopt;
      return (sig ? std::string("\xEF\xBB\xBF") : std::string()) + std::string(data);
    }
    case Codec::kAscii:
    case Codec::kLatin1: {
      const char32_t limit = entry->codec == Codec::kAscii ? 0x80 : 0x100;
      if (!Pay(budget, data.size(), data.size())) return std::nullopt;
      std::string out;
      for (char32_t cp : text) {
        if (cp >= limit) return std::nullopt;  // UnicodeEncodeError
        out.push_back(static_cast<char>(cp));
      }
      return out;
    }
    case Codec::kUtf16:
    case Codec::kUtf16Le:
    case Codec::kUtf16Be: {
      if (!Pay(budget, data.size(), 2 * data.size() + 2)) return std::nullopt;
      const bool big = entry->codec == Codec::kUtf16Be;
      std::string out;
      if (entry->codec == Codec::kUtf16) AppendUnit16(0xFEFF, big, out);
      for (char32_t cp : text) {
        if (cp >= 0x10000) {
          AppendUnit16(static_cast<uint16_t>(0xD800 + ((cp - 0x10000) >> 10)), big, out);
          AppendUnit16(static_cast<uint16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF)), big, out);
        } else {
          AppendUnit16(static_cast<uint16_t>(cp), big, out);
        }
      }
      return out;
    }
    case Codec::kUtf32:
    case Codec::kUtf32Le:
    case Codec::kUtf32Be: {
      if (!Pay(budget, data.size(), 4 * data.size() + 4)) return std::nullopt;
      const bool big = entry->codec == Codec::kUtf32Be;
      std::string out;
      if (entry->codec == Codec::kUtf32) AppendUnit32(0xFEFF, big, out);
      for (char32_t cp : text) AppendUnit32(cp, big, out);
      return out;
    }
    case Codec::kUnicodeEscape:
    case Codec::kRawUnicodeEscape: {
      // Worst cases: a control byte -> "\xhh" (4x), U+0100 as 2 bytes -> "\u0100" (3x).
      if (!Pay(budget, data.size(), 4 * data.size())) return std::nullopt;
      return EscapeEncode(text, entry->codec == Codec::kRawUnicodeEscape);
    }
    case Codec::kRot13: return Rot13(data, budget);
    case Codec::kHex: return HexEncode(data, budget);
    case Codec::kBase64: return Base64EncodeLines(data, budget);
    case Codec::kZlib: return Compress(Compression::kZlib, data, budget);
    case Codec::kBz2: return Compress(Compression::kBz2, data, budget);
  }
  return std::nullopt;
}

std::optional<std::string> UrlUnquote(std::string_view text, bool plus, Budget& budget) {
  if (!IsValidUtf8(text) || !Pay(budget, text.size(), text.size())) return std::nullopt;
  std::string out;
  out.reserve(text.size());
  std::string run;  // bytes of the current ASCII run, %XX decoded
  auto flush = [&] {
    out.append(DecodeUtf8Replace(run));
    run.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {  // non-ASCII text is kept as it is
      flush();
      out.push_back(c);
    } else if (c == '%' && i + 2 < text.size() && HexDigit(text[i + 1]) >= 0 &&
               HexDigit(text[i + 2]) >= 0) {
      run.push_back(static_cast<char>(HexDigit(text[i + 1]) * 16 + HexDigit(text[i + 2])));
      i += 2;
    } else {
      run.push_back(plus && c == '+' ? ' ' : c);
    }
  }
  flush();
  return out;
}

std::optional<std::string> UrlQuote(std::string_view text, std::string_view safe, bool plus,
                                    Budget& budget) {
  if (!IsValidUtf8(text) || !Pay(budget, text.size(), 3 * text.size())) return std::nullopt;
  const bool space_to_plus = plus && text.find(' ') != std::string_view::npos;
  std::string out;
  for (char c : text) {
    const auto b = static_cast<unsigned char>(c);
    const bool always_safe =
        absl::ascii_isalnum(b) || c == '_' || c == '.' || c == '-' || c == '~';
    // Non-ASCII characters of `safe` are dropped by Python (encoded to ASCII, 'ignore').
    const bool listed = b < 0x80 && safe.find(c) != std::string_view::npos;
    if (space_to_plus && c == ' ') {
      out.push_back('+');
    } else if (always_safe || listed) {
      out.push_back(c);
    } else {
      out.push_back('%');
      out.push_back(kUpperHex[b >> 4]);
      out.push_back(kUpperHex[b & 0xF]);
    }
  }
  return out;
}

}  // namespace kotoba::constfold
