#include "shellscan/escapes.h"

#include <cstdint>

#include "absl/strings/ascii.h"

namespace kotoba::shellscan::internal {
namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  return absl::ascii_tolower(static_cast<unsigned char>(c)) - 'a' + 10;
}

bool IsOctal(char c) { return c >= '0' && c <= '7'; }

// Reads up to `max` digits of base 8 or 16 starting at body[i]; advances i.
uint32_t ReadDigits(std::string_view body, size_t& i, int max, int base, int& count) {
  uint32_t v = 0;
  count = 0;
  while (i < body.size() && count < max &&
         (base == 8 ? IsOctal(body[i]) : absl::ascii_isxdigit(static_cast<unsigned char>(body[i])))) {
    v = v * base + (base == 8 ? body[i] - '0' : HexValue(body[i]));
    ++i;
    ++count;
  }
  return v;
}

}  // namespace

void AppendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | ((cp >> 18) & 0x07)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

Decoded DecodeEscapes(std::string_view body, EscapeDialect dialect) {
  Decoded out;
  std::string& r = out.text;
  const bool echo = dialect == EscapeDialect::kEcho;
  size_t i = 0;
  while (i < body.size()) {
    char c = body[i++];
    if (c != '\\' || i == body.size()) {
      r.push_back(c);
      continue;
    }
    char e = body[i++];
    int count = 0;
    switch (e) {
      case 'a': r.push_back('\a'); break;
      case 'b': r.push_back('\b'); break;
      case 'e':
      case 'E': r.push_back('\x1b'); break;
      case 'f': r.push_back('\f'); break;
      case 'n': r.push_back('\n'); break;
      case 'r': r.push_back('\r'); break;
      case 't': r.push_back('\t'); break;
      case 'v': r.push_back('\v'); break;
      case '\\': r.push_back('\\'); break;
      case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        if (echo) {  // echo -e: only \0NNN is octal
          r.push_back('\\');
          r.push_back(e);
          break;
        }
        [[fallthrough]];
      case '0': {
        // Up to two more octal digits (\NNN); echo's \0 takes up to three (\0NNN).
        int max = (echo && e == '0') ? 3 : 2;
        uint32_t v = e - '0';
        while (i < body.size() && max-- > 0 && IsOctal(body[i])) v = v * 8 + (body[i++] - '0');
        r.push_back(static_cast<char>(v & 0xFF));
        break;
      }
      case 'x': {
        uint32_t v = ReadDigits(body, i, 2, 16, count);
        if (count == 0) {
          r += "\\x";
        } else {
          r.push_back(static_cast<char>(v & 0xFF));
        }
        break;
      }
      case 'u':
      case 'U': {
        uint32_t v = ReadDigits(body, i, e == 'u' ? 4 : 8, 16, count);
        if (count == 0) {
          r.push_back('\\');
          r.push_back(e);
        } else {
          AppendUtf8(r, v);
        }
        break;
      }
      case '\'':
      case '"':
      case '?':
        if (echo) r.push_back('\\');
        r.push_back(e);
        break;
      case 'c':
        if (echo) {
          out.stopped = true;
          return out;
        }
        if (dialect == EscapeDialect::kAnsiC && i < body.size()) {
          char x = body[i++];
          // POSIX: $'\c\\' is control-backslash, consuming both backslashes.
          if (x == '\\' && i < body.size() && body[i] == '\\') ++i;
          r.push_back(x == '?' ? '\x7f'
                               : static_cast<char>(absl::ascii_toupper(static_cast<unsigned char>(x)) & 0x1f));
          break;
        }
        r += "\\c";
        break;
      default:
        r.push_back('\\');
        r.push_back(e);
        break;
    }
  }
  if (dialect == EscapeDialect::kAnsiC) {
    // Bash strings are C strings: a decoded NUL ends the value.
    size_t nul = r.find('\0');
    if (nul != std::string::npos) r.resize(nul);
  }
  return out;
}

}  // namespace kotoba::shellscan::internal
