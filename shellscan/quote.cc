#include "shellscan/quote.h"

#include "absl/strings/ascii.h"
#include "shellscan/strings.h"
#include "fmt/format.h"

namespace kotoba::shellscan::internal {

void AppendUnquoted(std::string_view raw, Word& word) {
  size_t i = 0;
  while (i < raw.size()) {
    size_t bs = raw.find('\\', i);
    if (bs == std::string_view::npos) bs = raw.size();
    if (bs > i) word.Append(raw.substr(i, bs - i), CharKind::kLiteral);
    if (bs + 1 >= raw.size()) {
      // A trailing lone backslash stays literal (the next word starts after a blank).
      if (bs < raw.size()) word.Append("\\", CharKind::kQuoted);
      return;
    }
    if (raw[bs + 1] != '\n') word.Append(raw.substr(bs + 1, 1), CharKind::kQuoted);
    i = bs + 2;
  }
}

void AppendDoubleQuoted(std::string_view raw, Word& word) {
  std::string out;
  out.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\' && i + 1 < raw.size()) {
      char n = raw[i + 1];
      if (n == '$' || n == '`' || n == '"' || n == '\\') {
        out.push_back(n);
        ++i;
        continue;
      }
      if (n == '\n') {
        ++i;
        continue;
      }
    }
    out.push_back(c);
  }
  word.Append(out, CharKind::kQuoted);
}

std::string ShellQuote(std::string_view value) {
  if (value.empty()) return "''";
  bool safe = true, printable = true;
  for (unsigned char c : value) {
    if (!(absl::ascii_isalnum(c) || std::string_view("@%+=:,./-_~^").find(c) != std::string_view::npos)) {
      safe = false;
    }
    if (c < 0x20 || c == 0x7f) printable = false;
  }
  if (safe) return std::string(value);
  if (printable) return fmt::format("'{}'", ReplaceAll(value, "'", "'\\''"));
  std::string out = "$'";
  for (unsigned char c : value) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\\': out += "\\\\"; break;
      case '\'': out += "\\'"; break;
      default:
        if (c < 0x20 || c == 0x7f) {
          out += fmt::format("\\x{:02x}", c);
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  out += "'";
  return out;
}

}  // namespace kotoba::shellscan::internal
