// Python's binary-to-text codecs, compression and text codecs as pure, budgeted functions.
// Each returns exactly what Python returns, or std::nullopt where Python raises or the budget
// says no (the caller tells the two apart by budget.first_limit()). Inputs and outputs that are
// Python bytes are raw std::string bytes; str values are UTF-8.
#ifndef KOTOBA_CONSTFOLD_CODECS_H_
#define KOTOBA_CONSTFOLD_CODECS_H_

#include <optional>
#include <string>
#include <string_view>

#include "constfold/budget.h"

namespace kotoba::constfold {

// ---- base64 module / binascii ----
// b64decode(s) / urlsafe_b64decode(s) / binascii.a2b_base64(s): non-alphabet bytes are
// discarded, a padding run ends the data, the data length must be right. urlsafe also accepts
// '+' and '/', as Python (it only translates '-' and '_').
std::optional<std::string> Base64Decode(std::string_view in, bool urlsafe, Budget& budget);
// b64encode / urlsafe_b64encode (no newline).
std::optional<std::string> Base64Encode(std::string_view data, bool urlsafe, Budget& budget);
// b32decode(s, casefold): length a multiple of 8, only trailing '=' of a valid count.
std::optional<std::string> Base32Decode(std::string_view in, bool casefold, Budget& budget);
std::optional<std::string> Base32Encode(std::string_view data, Budget& budget);
// b16decode(s, casefold): upper-case hex digits only unless casefold.
std::optional<std::string> Base16Decode(std::string_view in, bool casefold, Budget& budget);
std::optional<std::string> Base16Encode(std::string_view data, Budget& budget);
// b85decode / b85encode(b, pad).
std::optional<std::string> Base85Decode(std::string_view in, Budget& budget);
std::optional<std::string> Base85Encode(std::string_view data, bool pad, Budget& budget);
// a85decode(b, adobe=) / a85encode(b, pad=, adobe=): 'z' for four zero bytes, ASCII whitespace
// ignored, adobe framing "<~ ... ~>" (foldspaces and wrapcol are not modelled).
std::optional<std::string> Ascii85Decode(std::string_view in, bool adobe, Budget& budget);
std::optional<std::string> Ascii85Encode(std::string_view data, bool pad, bool adobe,
                                         Budget& budget);

enum class HexWhitespace {
  kReject,            // binascii.unhexlify / a2b_hex, codecs 'hex'
  kSkipBetweenPairs,  // bytes.fromhex: ASCII whitespace allowed between (not inside) pairs
};
std::optional<std::string> HexDecode(std::string_view in, HexWhitespace whitespace,
                                     Budget& budget);
// bytes.hex() / binascii.hexlify: lower-case.
std::optional<std::string> HexEncode(std::string_view data, Budget& budget);
// codecs 'rot13' on a str: ASCII letters only.
std::optional<std::string> Rot13(std::string_view text, Budget& budget);

// ---- Compression ----
enum class Compression {
  kZlib,        // zlib.decompress(data): zlib header; trailing bytes after the stream ignored
  kGzip,        // gzip.decompress: every member, NUL padding between members
  kBz2,         // bz2.decompress: every stream, trailing junk after the first ignored
  kLzma,        // lzma.decompress: FORMAT_AUTO (.xz or .lzma), every stream
  kRawDeflate,  // zlib.decompress(data, -15)
};
// Streams in chunks, paying for each chunk before it is kept; a stream whose output would pass
// max_value_bytes stops there (limit kValueBytes) with memory bounded by that limit.
std::optional<std::string> Decompress(Compression kind, std::string_view in, Budget& budget);
// zlib.compress(data) (level 6), gzip.compress(data, mtime=0) (level 9), bz2.compress (level 9),
// lzma.compress (xz, preset 6, CRC64), raw deflate (level 6).
std::optional<std::string> Compress(Compression kind, std::string_view data, Budget& budget);

// ---- Text codecs (codecs.encode/decode, str.encode, bytes.decode; strict errors) ----
enum class DataKind { kStr, kBytes };
struct CodecInfo {
  std::string_view name;  // as codecs.lookup(x).name reports it: "utf-8", "rot-13", "hex"
  bool text_encoding;     // accepted by str.encode / bytes.decode
  DataKind encoded;       // what encode() returns and decode() takes
  DataKind decoded;       // what decode() returns and encode() takes
};
// Looks a codec name up as CPython does: case-insensitive, runs of punctuation and spaces are
// one '_', aliases ("u8", "latin1", "base64", "zip"...). nullopt for names we don't model
// (including ones Python knows, like "cp1252" or "idna").
std::optional<CodecInfo> LookupCodec(std::string_view name);
// codecs.decode(data, codec). data per CodecInfo::encoded (the binascii-backed 'hex' and
// 'base64' also take an ASCII str's bytes, as Python).
std::optional<std::string> CodecDecode(std::string_view codec, std::string_view data,
                                       Budget& budget);
std::optional<std::string> CodecEncode(std::string_view codec, std::string_view data,
                                       Budget& budget);

// ---- urllib.parse ----
// unquote(s) (plus: unquote_plus): %XX outside non-ASCII text, decoded as UTF-8 with 'replace'.
std::optional<std::string> UrlUnquote(std::string_view text, bool plus, Budget& budget);
// quote(s, safe) (plus: quote_plus, whose default safe is ""), the str encoded as UTF-8.
std::optional<std::string> UrlQuote(std::string_view text, std::string_view safe, bool plus,
                                    Budget& budget);

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_CODECS_H_
