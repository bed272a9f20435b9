#include "shellscan/producers.h"

#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_join.h"
#include "shellscan/escapes.h"

namespace kotoba::shellscan::internal {
namespace {

// printf's integer argument: decimal, 0x.., 0.. octal, or 'c / "c for a character's code.
std::optional<int64_t> IntArg(std::string_view s) {
  if (s.empty()) return 0;
  if (s[0] == '\'' || s[0] == '"') return s.size() > 1 ? static_cast<unsigned char>(s[1]) : 0;
  std::string t(s);
  char* end = nullptr;
  long long v = std::strtoll(t.c_str(), &end, 0);
  if (end == t.c_str() || *end != '\0') return std::nullopt;
  return v;
}

}  // namespace

std::string EchoOutput(std::span<const std::string> args) {
  bool newline = true, escapes = false;
  size_t i = 0;
  // Leading words made only of n, e, E after a dash are options; anything else is text.
  for (; i < args.size(); ++i) {
    std::string_view a = args[i];
    if (a.size() < 2 || a[0] != '-' || a.find_first_not_of("neE", 1) != std::string_view::npos) break;
    for (char c : a.substr(1)) {
      if (c == 'n') newline = false;
      if (c == 'e') escapes = true;
      if (c == 'E') escapes = false;
    }
  }
  std::string out;
  for (size_t k = i; k < args.size(); ++k) {
    if (k > i) out.push_back(' ');
    if (!escapes) {
      out += args[k];
      continue;
    }
    Decoded d = DecodeEscapes(args[k], EscapeDialect::kEcho);
    out += d.text;
    if (d.stopped) return out;
  }
  if (newline) out.push_back('\n');
  return out;
}

std::optional<std::string> PrintfOutput(std::span<const std::string> args) {
  size_t start = 0;
  if (!args.empty() && args[0] == "--") start = 1;
  if (start >= args.size()) return std::nullopt;  // printf with no format is an error
  std::string_view format = args[start];
  std::span<const std::string> rest = args.subspan(start + 1);
  size_t next = 0;
  std::string out;
  // The format is reused while arguments remain, as long as it consumes any.
  do {
    size_t used_before = next;
    for (size_t i = 0; i < format.size();) {
      char c = format[i];
      if (c == '\\') {
        size_t j = i + 1;
        // One escape at a time, in printf's dialect.
        size_t len = 1;
        if (j < format.size()) {
          char e = format[j];
          if (e >= '0' && e <= '7') {
            len = 1;
            while (len < 3 && j + len < format.size() && format[j + len] >= '0' && format[j + len] <= '7') ++len;
          } else if (e == 'x') {
            len = 1;
            while (len < 3 && j + len < format.size() &&
                   absl::ascii_isxdigit(static_cast<unsigned char>(format[j + len]))) ++len;
          } else if (e == 'u' || e == 'U') {
            size_t max = e == 'u' ? 5 : 9;
            while (len < max && j + len < format.size() &&
                   absl::ascii_isxdigit(static_cast<unsigned char>(format[j + len]))) ++len;
          }
        }
        out += DecodeEscapes(format.substr(i, 1 + len), EscapeDialect::kPrintfFormat).text;
        i = j + len;
        continue;
      }
      if (c != '%') {
        out.push_back(c);
        ++i;
        continue;
      }
      if (i + 1 < format.size() && format[i + 1] == '%') {
        out.push_back('%');
        i += 2;
        continue;
      }
      // %[flags][width][.precision][length]conv
      size_t j = i + 1;
      std::string spec = "%";
      while (j < format.size() && std::string_view("-+ #0").find(format[j]) != std::string_view::npos) {
        spec.push_back(format[j++]);
      }
      auto number_part = [&]() -> bool {
        if (j < format.size() && format[j] == '*') {
          std::optional<int64_t> v = IntArg(next < rest.size() ? std::string_view(rest[next]) : "");
          ++next;
          if (!v || *v > 4096 || *v < -4096) return false;
          spec += std::to_string(*v);
          ++j;
          return true;
        }
        size_t k = j;
        while (j < format.size() && absl::ascii_isdigit(static_cast<unsigned char>(format[j]))) ++j;
        if (j - k > 4) return false;  // widths past 9999 are not worth modelling
        spec.append(format.substr(k, j - k));
        return true;
      };
      if (!number_part()) return std::nullopt;
      if (j < format.size() && format[j] == '.') {
        spec.push_back('.');
        ++j;
        if (!number_part()) return std::nullopt;
      }
      while (j < format.size() && std::string_view("hlLqjzt").find(format[j]) != std::string_view::npos) ++j;
      if (j >= format.size()) return std::nullopt;
      char conv = format[j];
      i = j + 1;
      std::string arg = next < rest.size() ? rest[next] : "";
      ++next;
      char buf[8192];
      switch (conv) {
        case 's':
        case 'b': {
          std::string text = arg;
          bool stopped = false;
          if (conv == 'b') {
            Decoded d = DecodeEscapes(arg, EscapeDialect::kEcho);
            text = d.text;
            stopped = d.stopped;
          }
          spec += "s";
          int n = std::snprintf(buf, sizeof(buf), spec.c_str(), text.c_str());
          if (n < 0 || static_cast<size_t>(n) >= sizeof(buf)) return std::nullopt;
          out.append(buf, static_cast<size_t>(n));
          if (stopped) return out;
          break;
        }
        case 'c':
          if (!arg.empty()) out.push_back(arg[0]);
          break;
        case 'd':
        case 'i':
        case 'o':
        case 'u':
        case 'x':
        case 'X': {
          std::optional<int64_t> v = IntArg(arg);
          if (!v) return std::nullopt;
          spec += "ll";
          spec.push_back(conv == 'i' ? 'd' : conv);
          int n = std::snprintf(buf, sizeof(buf), spec.c_str(), static_cast<long long>(*v));
          if (n < 0 || static_cast<size_t>(n) >= sizeof(buf)) return std::nullopt;
          out.append(buf, static_cast<size_t>(n));
          break;
        }
        default:
          return std::nullopt;  // %f, %q, %(..)T, ...: not modelled
      }
    }
    if (next == used_before) break;
  } while (next < rest.size());
  return out;
}

std::optional<std::string> FilterOutput(std::span<const std::string> argv, std::string_view input) {
  if (argv.empty()) return std::nullopt;
  std::string_view name = argv[0];
  std::span<const std::string> args = argv.subspan(1);
  if (name == "cat" && args.empty()) return std::string(input);
  if (name == "base64") {
    // GNU coreutils: -d/--decode, with -i/--ignore-garbage and -w N accepted; no file operand.
    bool decode = false;
    for (size_t i = 0; i < args.size(); ++i) {
      std::string_view a = args[i];
      if (a == "-d" || a == "--decode" || a == "-di" || a == "-id") decode = true;
      else if (a == "-i" || a == "--ignore-garbage") continue;
      else if (a == "-w" && i + 1 < args.size()) ++i;
      else return std::nullopt;
    }
    std::string out;
    // Newlines are how encoders wrap; Abseil's decoder skips whitespace as coreutils does.
    if (!decode || !absl::Base64Unescape(absl::string_view(input.data(), input.size()), &out)) {
      return std::nullopt;
    }
    return out;
  }
  if (name == "rev" && args.empty()) {
    // rev reverses characters; only ASCII input, where bytes are characters.
    std::string out;
    size_t start = 0;
    while (start < input.size()) {
      size_t end = input.find('\n', start);
      bool newline = end != std::string_view::npos;
      if (!newline) end = input.size();
      std::string_view line = input.substr(start, end - start);
      for (char c : line) {
        if (static_cast<unsigned char>(c) >= 0x80) return std::nullopt;
      }
      out.append(line.rbegin(), line.rend());
      if (newline) out.push_back('\n');
      start = end + 1;
    }
    return out;
  }
  return std::nullopt;
}

}  // namespace kotoba::shellscan::internal
