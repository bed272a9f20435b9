#include "constfold/literal.h"

#include <utf8proc.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/ascii.h"

namespace kotoba::constfold {
namespace {

// Lengths and second-byte ranges of UTF-8 sequences by lead byte (Unicode Table 3-7).
struct Utf8Lead {
  int length;  // 0: not a lead byte
  unsigned char second_lo, second_hi;
};

constexpr Utf8Lead ClassifyLead(unsigned char b) {
  if (b < 0x80) return {1, 0, 0};
  if (b < 0xC2) return {0, 0, 0};
  if (b < 0xE0) return {2, 0x80, 0xBF};
  if (b == 0xE0) return {3, 0xA0, 0xBF};
  if (b == 0xED) return {3, 0x80, 0x9F};  // U+D800..U+DFFF are not encodable
  if (b < 0xF0) return {3, 0x80, 0xBF};
  if (b == 0xF0) return {4, 0x90, 0xBF};
  if (b < 0xF4) return {4, 0x80, 0xBF};
  if (b == 0xF4) return {4, 0x80, 0x8F};
  return {0, 0, 0};
}

// Length of the valid sequence at text[i], or the length of its maximal invalid subpart
// negated (at least 1).
int ScanUtf8(std::string_view text, size_t i) {
  const auto b = static_cast<unsigned char>(text[i]);
  const Utf8Lead lead = ClassifyLead(b);
  if (lead.length == 0) return -1;
  if (lead.length == 1) return 1;
  for (int k = 1; k < lead.length; ++k) {
    if (i + k >= text.size()) return -k;
    const auto c = static_cast<unsigned char>(text[i + k]);
    const unsigned char lo = k == 1 ? lead.second_lo : 0x80;
    const unsigned char hi = k == 1 ? lead.second_hi : 0xBF;
    if (c < lo || c > hi) return -k;
  }
  return lead.length;
}

char32_t DecodeAt(std::string_view text, size_t i, int length) {
  const auto b = static_cast<unsigned char>(text[i]);
  if (length == 1) return b;
  char32_t cp = b & (0x7F >> length);
  for (int k = 1; k < length; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return cp;
}

// ---- \N{...} names ----
struct NamedChar {
  std::string_view name;
  char32_t cp;
};

// Punctuation of the ASCII range by its Unicode name, and control characters and a few format
// characters by their formal aliases and abbreviations (NameAliases.txt), as Python accepts them.
// Letters and digits are handled by rule (LATIN SMALL LETTER A, DIGIT ZERO).
constexpr NamedChar kNamedChars[] = {
    // ASCII punctuation and space.
    {"SPACE", 0x20}, {"SP", 0x20}, {"EXCLAMATION MARK", 0x21}, {"QUOTATION MARK", 0x22},
    {"NUMBER SIGN", 0x23}, {"DOLLAR SIGN", 0x24}, {"PERCENT SIGN", 0x25}, {"AMPERSAND", 0x26},
    {"APOSTROPHE", 0x27}, {"LEFT PARENTHESIS", 0x28}, {"RIGHT PARENTHESIS", 0x29},
    {"ASTERISK", 0x2A}, {"PLUS SIGN", 0x2B}, {"COMMA", 0x2C}, {"HYPHEN-MINUS", 0x2D},
    {"FULL STOP", 0x2E}, {"SOLIDUS", 0x2F}, {"COLON", 0x3A}, {"SEMICOLON", 0x3B},
    {"LESS-THAN SIGN", 0x3C}, {"EQUALS SIGN", 0x3D}, {"GREATER-THAN SIGN", 0x3E},
    {"QUESTION MARK", 0x3F}, {"COMMERCIAL AT", 0x40}, {"LEFT SQUARE BRACKET", 0x5B},
    {"REVERSE SOLIDUS", 0x5C}, {"RIGHT SQUARE BRACKET", 0x5D}, {"CIRCUMFLEX ACCENT", 0x5E},
    {"LOW LINE", 0x5F}, {"GRAVE ACCENT", 0x60}, {"LEFT CURLY BRACKET", 0x7B},
    {"VERTICAL LINE", 0x7C}, {"RIGHT CURLY BRACKET", 0x7D}, {"TILDE", 0x7E},
    // Control characters (aliases only: their Unicode name is "<control>").
    {"NULL", 0x00}, {"NUL", 0x00}, {"START OF HEADING", 0x01}, {"SOH", 0x01},
    {"ALERT", 0x07}, {"BEL", 0x07}, {"BACKSPACE", 0x08}, {"BS", 0x08},
    {"CHARACTER TABULATION", 0x09}, {"HORIZONTAL TABULATION", 0x09}, {"TAB", 0x09},
    {"HT", 0x09}, {"LINE FEED", 0x0A}, {"NEW LINE", 0x0A}, {"END OF LINE", 0x0A},
    {"LF", 0x0A}, {"NL", 0x0A}, {"EOL", 0x0A}, {"LINE TABULATION", 0x0B},
    {"VERTICAL TABULATION", 0x0B}, {"VT", 0x0B}, {"FORM FEED", 0x0C}, {"FF", 0x0C},
    {"CARRIAGE RETURN", 0x0D}, {"CR", 0x0D}, {"ESCAPE", 0x1B}, {"ESC", 0x1B},
    {"DELETE", 0x7F}, {"DEL", 0x7F}, {"NEXT LINE", 0x85}, {"NEL", 0x85},
    // Invisible characters used to hide text.
    {"NO-BREAK SPACE", 0xA0}, {"NBSP", 0xA0}, {"SOFT HYPHEN", 0xAD}, {"SHY", 0xAD},
    {"ZERO WIDTH SPACE", 0x200B}, {"ZWSP", 0x200B}, {"ZERO WIDTH NON-JOINER", 0x200C},
    {"ZWNJ", 0x200C}, {"ZERO WIDTH JOINER", 0x200D}, {"ZWJ", 0x200D},
    {"LEFT-TO-RIGHT OVERRIDE", 0x202D}, {"LRO", 0x202D}, {"RIGHT-TO-LEFT OVERRIDE", 0x202E},
    {"RLO", 0x202E}, {"ZERO WIDTH NO-BREAK SPACE", 0xFEFF}, {"BYTE ORDER MARK", 0xFEFF},
    {"BOM", 0xFEFF},
};

constexpr std::string_view kDigitNames[] = {"ZERO", "ONE", "TWO",   "THREE", "FOUR",
                                            "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"};

// ---- Escapes ----
enum class EscapeMode {
  kStr,            // a str literal's body: UTF-8 source text
  kBytes,          // a bytes literal's body: ASCII only, escapes give raw bytes
  kUnicodeEscape,  // codecs 'unicode_escape': each input byte is a Latin-1 character
};

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Reads exactly `digits` hex digits at body[i]; nullopt if fewer.
std::optional<uint32_t> ReadHex(std::string_view body, size_t i, int digits) {
  if (body.size() - i < static_cast<size_t>(digits)) return std::nullopt;
  uint32_t value = 0;
  for (int k = 0; k < digits; ++k) {
    const int h = HexValue(body[i + k]);
    if (h < 0) return std::nullopt;
    value = value * 16 + static_cast<uint32_t>(h);
  }
  return value;
}

// Decodes `body` per `mode`. The caller has paid for `body.size() * 2` output bytes (no escape
// or Latin-1 byte grows by more than that).
std::optional<std::string> DecodeEscapes(std::string_view body, EscapeMode mode) {
  const bool text = mode != EscapeMode::kBytes;
  std::string out;
  out.reserve(body.size());
  size_t i = 0;
  while (i < body.size()) {
    const char c = body[i];
    if (c != '\\') {
      const auto b = static_cast<unsigned char>(c);
      if (mode == EscapeMode::kBytes && b >= 0x80) return std::nullopt;  // SyntaxError
      if (mode == EscapeMode::kUnicodeEscape) {
        AppendUtf8(b, out);
      } else {
        out.push_back(c);
      }
      ++i;
      continue;
    }
    if (i + 1 >= body.size()) return std::nullopt;  // "\ at end of string"
    const char e = body[i + 1];
    i += 2;
    char32_t cp = 0;
    switch (e) {
      case '\n': continue;  // line continuation
      case '\\': cp = '\\'; break;
      case '\'': cp = '\''; break;
      case '"': cp = '"'; break;
      case 'a': cp = '\a'; break;
      case 'b': cp = '\b'; break;
      case 'f': cp = '\f'; break;
      case 'n': cp = '\n'; break;
      case 'r': cp = '\r'; break;
      case 't': cp = '\t'; break;
      case 'v': cp = '\v'; break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        cp = static_cast<char32_t>(e - '0');
        for (int k = 0; k < 2 && i < body.size() && body[i] >= '0' && body[i] <= '7'; ++k, ++i) {
          cp = cp * 8 + static_cast<char32_t>(body[i] - '0');
        }
        if (!text) cp &= 0xFF;  // b'\777' == b'\xff' (3.11 keeps the low byte)
        break;
      }
      case 'x': {
        const auto v = ReadHex(body, i, 2);
        if (!v) return std::nullopt;
        cp = *v;
        i += 2;
        break;
      }
      case 'u':
      case 'U':
      case 'N': {
        if (!text) {  // not escapes in bytes: kept as written
          out.push_back('\\');
          out.push_back(e);
          continue;
        }
        if (e == 'N') {
          if (i >= body.size() || body[i] != '{') return std::nullopt;
          const size_t close = body.find('}', i + 1);
          if (close == std::string_view::npos) return std::nullopt;
          const auto named = LookupCharacterName(body.substr(i + 1, close - i - 1));
          if (!named) return std::nullopt;
          cp = *named;
          i = close + 1;
        } else {
          const int digits = e == 'u' ? 4 : 8;
          const auto v = ReadHex(body, i, digits);
          if (!v) return std::nullopt;
          cp = *v;
          i += digits;
        }
        break;
      }
      default:  // unknown escape: the backslash stays (a DeprecationWarning in Python)
        out.push_back('\\');
        --i;
        continue;
    }
    if (text) {
      if (!AppendUtf8(cp, out)) return std::nullopt;  // lone surrogate or > U+10FFFF
    } else {
      out.push_back(static_cast<char>(cp));
    }
  }
  return out;
}

// Python reads source with universal newlines: CRLF and CR inside a literal are LF.
std::string NormalizeNewlines(std::string_view body) {
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '\r') {
      out.push_back('\n');
      if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
    } else {
      out.push_back(body[i]);
    }
  }
  return out;
}

// The constant part of an f-string: "{{" -> "{", "}}" -> "}", escapes (and the braces of
// \N{...}) untouched; nullopt when a replacement field is present.
std::optional<std::string> UnescapeBraces(std::string_view body, bool raw) {
  std::string out;
  out.reserve(body.size());
  size_t i = 0;
  while (i < body.size()) {
    const char c = body[i];
    if (c == '\\' && !raw && i + 1 < body.size()) {
      size_t end = i + 2;
      if (body[i + 1] == 'N' && end < body.size() && body[end] == '{') {
        const size_t close = body.find('}', end);
        if (close == std::string_view::npos) return std::nullopt;
        end = close + 1;
      }
      out.append(body.substr(i, end - i));
      i = end;
    } else if (c == '{' || c == '}') {
      if (i + 1 >= body.size() || body[i + 1] != c) return std::nullopt;
      out.push_back(c);
      i += 2;
    } else {
      out.push_back(c);
      ++i;
    }
  }
  return out;
}

}  // namespace

bool PayWork(Budget& budget, size_t bytes) { return budget.Step(1 + bytes / kBytesPerStep); }

bool AppendUtf8(char32_t cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    if (cp >= 0xD800 && cp <= 0xDFFF) return false;
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp <= 0x10FFFF) {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    return false;
  }
  return true;
}

std::string EncodeUtf8(char32_t cp) {
  std::string out;
  AppendUtf8(cp, out);
  return out;
}

std::string EncodeUtf8(std::u32string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char32_t cp : text) AppendUtf8(cp, out);
  return out;
}

bool IsValidUtf8(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    const int n = ScanUtf8(text, i);
    if (n < 0) return false;
    i += static_cast<size_t>(n);
  }
  return true;
}

std::optional<std::u32string> DecodeUtf8(std::string_view text) {
  std::u32string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const int n = ScanUtf8(text, i);
    if (n < 0) return std::nullopt;
    out.push_back(DecodeAt(text, i, n));
    i += static_cast<size_t>(n);
  }
  return out;
}

size_t CountCodePoints(std::string_view utf8) {
  size_t n = 0;
  for (char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::string DecodeUtf8Replace(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (size_t i = 0; i < bytes.size();) {
    const int n = ScanUtf8(bytes, i);
    if (n > 0) {
      out.append(bytes.substr(i, static_cast<size_t>(n)));
      i += static_cast<size_t>(n);
    } else {
      out.append("\xEF\xBF\xBD");
      i += static_cast<size_t>(-n);
    }
  }
  return out;
}

std::optional<std::string> NfkcIdentifier(std::string_view identifier) {
  if (!IsValidUtf8(identifier)) return std::nullopt;
  const bool ascii = std::all_of(identifier.begin(), identifier.end(),
                                 [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (ascii) return std::string(identifier);  // CPython skips normalisation for ASCII names
  utf8proc_uint8_t* mapped = nullptr;
  const utf8proc_ssize_t n = utf8proc_map(
      reinterpret_cast<const utf8proc_uint8_t*>(identifier.data()),
      static_cast<utf8proc_ssize_t>(identifier.size()), &mapped,
      static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT));
  if (n < 0) return std::nullopt;
  std::string out(reinterpret_cast<const char*>(mapped), static_cast<size_t>(n));
  std::free(mapped);
  return out;
}

std::optional<LiteralPrefix> ParseLiteralPrefix(std::string_view prefix) {
  LiteralPrefix result;
  bool unicode = false;
  for (char c : prefix) {
    bool* flag = nullptr;
    switch (absl::ascii_tolower(static_cast<unsigned char>(c))) {
      case 'r': flag = &result.raw; break;
      case 'b': flag = &result.bytes; break;
      case 'f': flag = &result.format; break;
      case 'u': flag = &unicode; break;
      default: return std::nullopt;
    }
    if (*flag) return std::nullopt;
    *flag = true;
  }
  // Python accepts r, u, f, b alone, and r with b or f in either order: nothing else.
  if (unicode && prefix.size() != 1) return std::nullopt;
  if (result.bytes && result.format) return std::nullopt;
  return result;
}

std::optional<std::string> DecodeLiteral(std::string_view prefix, std::string_view body,
                                         Budget& budget) {
  const auto kind = ParseLiteralPrefix(prefix);
  if (!kind || !PayWork(budget, body.size())) return std::nullopt;
  std::string normalized;
  if (body.find('\r') != std::string_view::npos) {
    normalized = NormalizeNewlines(body);
    body = normalized;
  }
  std::string unbraced;
  if (kind->format) {
    auto constant = UnescapeBraces(body, kind->raw);
    if (!constant) return std::nullopt;
    unbraced = *std::move(constant);
    body = unbraced;
  }
  // No escape expands, so the body's length bounds the value's.
  if (!budget.Allocate(body.size())) return std::nullopt;
  if (kind->raw) {
    if (kind->bytes && !std::all_of(body.begin(), body.end(), [](char c) {
          return static_cast<unsigned char>(c) < 0x80;
        })) {
      return std::nullopt;
    }
    return std::string(body);
  }
  return DecodeEscapes(body, kind->bytes ? EscapeMode::kBytes : EscapeMode::kStr);
}

std::optional<StringLiteral> ParseStringLiteral(std::string_view token, Budget& budget) {
  const size_t quote = token.find_first_of("'\"");
  if (quote == std::string_view::npos) return std::nullopt;
  const std::string_view prefix = token.substr(0, quote);
  std::string_view rest = token.substr(quote);
  const size_t q = rest.size() >= 6 && rest.substr(0, 3) == std::string(3, rest[0]) ? 3 : 1;
  if (rest.size() < 2 * q || rest.substr(rest.size() - q) != rest.substr(0, q)) {
    return std::nullopt;
  }
  const auto kind = ParseLiteralPrefix(prefix);
  if (!kind) return std::nullopt;
  auto value = DecodeLiteral(prefix, rest.substr(q, rest.size() - 2 * q), budget);
  if (!value) return std::nullopt;
  return StringLiteral{*std::move(value), kind->bytes};
}

std::optional<char32_t> LookupCharacterName(std::string_view name) {
  std::string upper(name);
  absl::AsciiStrToUpper(&upper);
  const std::string_view n = upper;
  for (const NamedChar& entry : kNamedChars) {
    if (entry.name == n) return entry.cp;
  }
  constexpr std::string_view kSmall = "LATIN SMALL LETTER ", kCapital = "LATIN CAPITAL LETTER ";
  if (n.size() == kSmall.size() + 1 && n.substr(0, kSmall.size()) == kSmall &&
      absl::ascii_isupper(static_cast<unsigned char>(n.back()))) {
    return static_cast<char32_t>(absl::ascii_tolower(static_cast<unsigned char>(n.back())));
  }
  if (n.size() == kCapital.size() + 1 && n.substr(0, kCapital.size()) == kCapital &&
      absl::ascii_isupper(static_cast<unsigned char>(n.back()))) {
    return static_cast<char32_t>(n.back());
  }
  constexpr std::string_view kDigit = "DIGIT ";
  if (n.substr(0, kDigit.size()) == kDigit) {
    for (size_t d = 0; d < std::size(kDigitNames); ++d) {
      if (n.substr(kDigit.size()) == kDigitNames[d]) return static_cast<char32_t>('0' + d);
    }
  }
  return std::nullopt;
}

std::optional<std::string> UnicodeEscapeDecode(std::string_view bytes, Budget& budget) {
  if (!PayWork(budget, bytes.size()) || !budget.Allocate(2 * bytes.size())) return std::nullopt;
  return DecodeEscapes(bytes, EscapeMode::kUnicodeEscape);
}

}  // namespace kotoba::constfold
