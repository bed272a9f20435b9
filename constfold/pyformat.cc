#include "constfold/pyformat.h"

#include <algorithm>
#include <limits>

#include "absl/strings/ascii.h"
#include "constfold/literal.h"
#include "constfold/strops.h"

namespace kotoba::constfold {
namespace {

constexpr std::string_view kLowerHex = "0123456789abcdef";
constexpr std::string_view kUpperHex = "0123456789ABCDEF";

// The result under construction: every piece is paid for before it is appended, and the value
// as a whole must stay within max_value_bytes.
class Output {
 public:
  explicit Output(Budget& budget) : budget_(budget) {}

  bool Append(std::string_view piece) {
    if (!Reserve(piece.size())) return false;
    out_.append(piece);
    return true;
  }
  bool AppendRepeated(std::string_view unit, uint64_t times) {
    size_t n = 0;
    if (__builtin_mul_overflow(unit.size(), times, &n)) n = std::numeric_limits<size_t>::max();
    if (!Reserve(n)) return false;
    for (uint64_t k = 0; k < times; ++k) out_.append(unit);
    return true;
  }
  std::string Take() { return std::move(out_); }

 private:
  bool Reserve(size_t n) {
    if (n > budget_.max_value_bytes() - std::min(out_.size(), budget_.max_value_bytes())) {
      budget_.Allocate(std::numeric_limits<size_t>::max());  // records kValueBytes
      return false;
    }
    return PayWork(budget_, n) && budget_.Allocate(n);
  }

  Budget& budget_;
  std::string out_;
};

uint64_t Magnitude(int64_t v) {
  return v < 0 ? static_cast<uint64_t>(-(v + 1)) + 1 : static_cast<uint64_t>(v);
}

std::string Digits(uint64_t magnitude, int base, bool upper) {
  const std::string_view alphabet = upper ? kUpperHex : kLowerHex;
  std::string digits;
  do {
    digits.push_back(alphabet[magnitude % static_cast<uint64_t>(base)]);
    magnitude /= static_cast<uint64_t>(base);
  } while (magnitude != 0);
  std::reverse(digits.begin(), digits.end());
  return digits;
}

// Inserts `separator` every `group` digits from the right.
std::string Group(std::string_view digits, char separator, size_t group) {
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % group == 0) out.push_back(separator);
    out.push_back(digits[i]);
  }
  return out;
}

void AppendEscape(char letter, uint32_t value, int digits, std::string& out) {
  out.push_back('\\');
  out.push_back(letter);
  for (int k = digits - 1; k >= 0; --k) out.push_back(kLowerHex[(value >> (4 * k)) & 0xF]);
}

// repr() of a str (ascii_only: ascii()) or of a bytes value.
std::optional<std::string> Quote(std::string_view text, bool bytes, bool ascii_only) {
  const bool has_single = text.find('\'') != std::string_view::npos;
  const bool has_double = text.find('"') != std::string_view::npos;
  const char quote = has_single && !has_double ? '"' : '\'';
  std::string out = bytes ? "b" : "";
  out.push_back(quote);
  std::u32string cps;
  if (bytes) {
    for (char c : text) cps.push_back(static_cast<unsigned char>(c));
  } else {
    auto decoded = DecodeUtf8(text);
    if (!decoded) return std::nullopt;
    cps = *std::move(decoded);
  }
  for (char32_t cp : cps) {
    if (cp == static_cast<char32_t>(quote) || cp == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(cp));
    } else if (cp == '\t') {
      out.append("\\t");
    } else if (cp == '\n') {
      out.append("\\n");
    } else if (cp == '\r') {
      out.append("\\r");
    } else if (cp < 0x20 || cp == 0x7F || (bytes && cp >= 0x80)) {
      AppendEscape('x', cp, 2, out);
    } else if (cp < 0x80) {
      out.push_back(static_cast<char>(cp));
    } else {
      bool keep = false;
      if (!ascii_only) {
        const auto printable = IsPythonPrintable(cp);
        if (!printable) return std::nullopt;
        keep = *printable;
      }
      if (keep) {
        AppendUtf8(cp, out);
      } else if (cp <= 0xFF) {
        AppendEscape('x', cp, 2, out);
      } else if (cp <= 0xFFFF) {
        AppendEscape('u', cp, 4, out);
      } else {
        AppendEscape('U', cp, 8, out);
      }
    }
  }
  out.push_back(quote);
  return out;
}

std::optional<std::string> Convert(const FormatArg& arg, char conversion) {
  switch (conversion) {
    case 's': return PyStr(arg);
    case 'r': return PyRepr(arg);
    case 'a': return PyAscii(arg);
  }
  return std::nullopt;
}

// Appends `body` padded to `width` code points with `fill`: align '<', '>' or '^'.
bool AppendPadded(Output& out, std::string_view body, int64_t width, char align,
                  std::string_view fill) {
  const auto length = static_cast<int64_t>(CountCodePoints(body));
  const uint64_t pad = width > length ? static_cast<uint64_t>(width - length) : 0;
  const uint64_t left = align == '>' ? pad : align == '^' ? pad / 2 : 0;
  return out.AppendRepeated(fill, left) && out.Append(body) &&
         out.AppendRepeated(fill, pad - left);
}

// ---- printf-style ----
struct PercentSpec {
  bool left = false, plus = false, space = false, alt = false, zero = false;
  int64_t width = -1, precision = -1;
};

// An int for '%d' and friends: sign, prefix, precision zeros, digits, padded.
bool AppendPercentInt(Output& out, int64_t value, char conversion, const PercentSpec& spec) {
  const int base = conversion == 'x' || conversion == 'X' ? 16 : conversion == 'o' ? 8 : 10;
  const std::string digits = Digits(Magnitude(value), base, conversion == 'X');
  std::string head = value < 0 ? "-" : spec.plus ? "+" : spec.space ? " " : "";
  if (spec.alt && base != 10) head += conversion == 'o' ? "0o" : conversion == 'x' ? "0x" : "0X";
  const uint64_t precision_zeros =
      spec.precision > static_cast<int64_t>(digits.size())
          ? static_cast<uint64_t>(spec.precision) - digits.size()
          : 0;
  const uint64_t length = head.size() + precision_zeros + digits.size();
  const uint64_t pad =
      spec.width > 0 && static_cast<uint64_t>(spec.width) > length ? spec.width - length : 0;
  if (spec.left) {
    return out.Append(head) && out.AppendRepeated("0", precision_zeros) && out.Append(digits) &&
           out.AppendRepeated(" ", pad);
  }
  if (spec.zero) {
    return out.Append(head) && out.AppendRepeated("0", pad + precision_zeros) &&
           out.Append(digits);
  }
  return out.AppendRepeated(" ", pad) && out.Append(head) &&
         out.AppendRepeated("0", precision_zeros) && out.Append(digits);
}

// Reads a decimal number at fmt[i]; nullopt past int64 (Python: "width too big").
std::optional<int64_t> ReadNumber(std::string_view fmt, size_t& i) {
  int64_t value = 0;
  while (i < fmt.size() && absl::ascii_isdigit(static_cast<unsigned char>(fmt[i]))) {
    if (__builtin_mul_overflow(value, 10, &value) ||
        __builtin_add_overflow(value, fmt[i] - '0', &value)) {
      return std::nullopt;
    }
    ++i;
  }
  return value;
}

const FormatArg* Lookup(const FormatMapping& mapping, std::string_view key) {
  for (auto it = mapping.rbegin(); it != mapping.rend(); ++it) {
    if (it->first == key) return &it->second;
  }
  return nullptr;
}

bool IsIntLike(const FormatArg& arg) {
  return arg.kind == FormatArg::kInt || arg.kind == FormatArg::kBool;
}

// ---- str.format ----
struct FormatSpec {
  std::string fill = " ";
  char align = 0, sign = 0, grouping = 0, type = 0;
  bool alt = false, zero = false;
  int64_t width = -1, precision = -1;
};

std::optional<FormatSpec> ParseFormatSpec(std::string_view text) {
  FormatSpec spec;
  const auto cps = DecodeUtf8(text);
  if (!cps) return std::nullopt;
  auto is_align = [](char32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; };
  size_t i = 0;
  bool fill_given = false;
  if (cps->size() >= 2 && is_align((*cps)[1])) {
    spec.fill = EncodeUtf8((*cps)[0]);
    spec.align = static_cast<char>((*cps)[1]);
    fill_given = true;
    i = 2;
  } else if (!cps->empty() && is_align((*cps)[0])) {
    spec.align = static_cast<char>((*cps)[0]);
    i = 1;
  }
  auto at = [&](char c) { return i < cps->size() && (*cps)[i] == static_cast<char32_t>(c); };
  if (at('+') || at('-') || at(' ')) spec.sign = static_cast<char>((*cps)[i++]);
  if (at('z')) return std::nullopt;  // not valid for str or int
  if (at('#')) {
    spec.alt = true;
    ++i;
  }
  if (!fill_given && at('0')) {
    spec.zero = true;
    ++i;
  }
  const std::string rest = EncodeUtf8(std::u32string_view(*cps).substr(i));
  size_t j = 0;
  if (j < rest.size() && absl::ascii_isdigit(static_cast<unsigned char>(rest[j]))) {
    const auto width = ReadNumber(rest, j);
    if (!width) return std::nullopt;
    spec.width = *width;
  }
  if (j < rest.size() && (rest[j] == ',' || rest[j] == '_')) spec.grouping = rest[j++];
  if (j < rest.size() && rest[j] == '.') {
    ++j;
    if (j >= rest.size() || !absl::ascii_isdigit(static_cast<unsigned char>(rest[j]))) {
      return std::nullopt;  // Format specifier missing precision
    }
    const auto precision = ReadNumber(rest, j);
    if (!precision) return std::nullopt;
    spec.precision = *precision;
  }
  if (rest.size() - j > 1) return std::nullopt;  // Invalid format specifier
  if (j < rest.size()) spec.type = rest[j];
  return spec;
}

bool FormatStr(Output& out, std::string_view text, const FormatSpec& spec) {
  if ((spec.type != 0 && spec.type != 's') || spec.sign != 0 || spec.alt || spec.align == '=' ||
      spec.grouping != 0) {
    return false;  // ValueError in Python
  }
  std::string_view body = text;
  std::string cut;
  if (spec.precision >= 0) {
    const auto cps = DecodeUtf8(text);
    if (!cps) return false;
    cut = EncodeUtf8(std::u32string_view(*cps).substr(
        0, std::min<uint64_t>(cps->size(), static_cast<uint64_t>(spec.precision))));
    body = cut;
  }
  const std::string fill = spec.zero ? "0" : spec.fill;
  return AppendPadded(out, body, spec.width, spec.align == 0 ? '<' : spec.align, fill);
}

bool FormatInt(Output& out, int64_t value, const FormatSpec& spec) {
  char align = spec.align;
  std::string fill = spec.fill;
  if (spec.zero) {
    fill = "0";
    if (align == 0) align = '=';
  }
  if (align == 0) align = '>';
  if (spec.precision >= 0) return false;  // Precision not allowed in integer format specifier
  if (spec.type == 'c') {
    if (spec.sign != 0 || spec.alt || spec.grouping != 0) return false;
    const auto ch = Chr(value);
    if (!ch) return false;  // OverflowError
    return AppendPadded(out, *ch, spec.width, align == '=' ? '>' : align, fill);
  }
  int base = 10;
  std::string prefix;
  switch (spec.type) {
    case 0: case 'd': break;
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    default: return false;  // floats, 'n' and unknown codes are not modelled
  }
  if (spec.grouping == ',' && base != 10) return false;  // Cannot specify ',' with 'x'
  // Zero padding with grouping puts separators into the padding: not modelled.
  if (spec.grouping != 0 && align == '=' && fill == "0") return false;
  std::string digits = Digits(Magnitude(value), base, spec.type == 'X');
  if (spec.grouping != 0) digits = Group(digits, spec.grouping, base == 10 ? 3 : 4);
  std::string head = value < 0 ? "-" : spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "";
  if (spec.alt) head += prefix;
  if (align != '=') return AppendPadded(out, head + digits, spec.width, align, fill);
  const auto length = static_cast<int64_t>(head.size() + digits.size());
  const uint64_t pad = spec.width > length ? static_cast<uint64_t>(spec.width - length) : 0;
  return out.Append(head) && out.AppendRepeated(fill, pad) && out.Append(digits);
}

// format(value, spec) for our argument kinds.
bool FormatValue(Output& out, const FormatArg& arg, std::string_view spec_text) {
  if (spec_text.empty()) {
    const auto text = PyStr(arg);
    return text && out.Append(*text);
  }
  const auto spec = ParseFormatSpec(spec_text);
  if (!spec) return false;
  switch (arg.kind) {
    case FormatArg::kStr: return FormatStr(out, arg.s, *spec);
    case FormatArg::kInt:
    case FormatArg::kBool: return FormatInt(out, arg.i, *spec);
    case FormatArg::kBytes:
    case FormatArg::kNone: return false;  // TypeError: unsupported format string
  }
  return false;
}

}  // namespace

std::optional<std::string> PyRepr(const FormatArg& arg) {
  switch (arg.kind) {
    case FormatArg::kStr: return Quote(arg.s, false, false);
    case FormatArg::kBytes: return Quote(arg.s, true, false);
    case FormatArg::kInt: return std::to_string(arg.i);
    case FormatArg::kBool: return arg.i != 0 ? "True" : "False";
    case FormatArg::kNone: return "None";
  }
  return std::nullopt;
}

std::optional<std::string> PyAscii(const FormatArg& arg) {
  if (arg.kind == FormatArg::kStr) return Quote(arg.s, false, true);
  return PyRepr(arg);
}

std::optional<std::string> PyStr(const FormatArg& arg) {
  if (arg.kind == FormatArg::kStr) return arg.s;
  return PyRepr(arg);
}

std::optional<std::string> PercentFormat(std::string_view fmt, absl::Span<const FormatArg> args,
                                         const FormatMapping* mapping, Budget& budget) {
  if (!PayWork(budget, fmt.size())) return std::nullopt;
  Output out(budget);
  size_t next = 0;
  // With a mapping operand only %(key) fields have an argument: the rest would format the dict.
  auto take = [&]() -> const FormatArg* {
    if (mapping != nullptr || next >= args.size()) return nullptr;
    return &args[next++];
  };
  size_t i = 0;
  while (i < fmt.size()) {
    const size_t percent = fmt.find('%', i);
    if (!out.Append(fmt.substr(i, percent - i))) return std::nullopt;
    if (percent == std::string_view::npos) break;
    i = percent + 1;
    if (i < fmt.size() && fmt[i] == '%') {
      if (!out.Append("%")) return std::nullopt;
      ++i;
      continue;
    }
    const FormatArg* arg = nullptr;
    if (i < fmt.size() && fmt[i] == '(') {
      if (mapping == nullptr) return std::nullopt;  // TypeError: format requires a mapping
      int depth = 1;
      const size_t key_start = ++i;
      for (; i < fmt.size() && depth > 0; ++i) depth += fmt[i] == '(' ? 1 : fmt[i] == ')' ? -1 : 0;
      if (depth != 0) return std::nullopt;  // incomplete format key
      arg = Lookup(*mapping, fmt.substr(key_start, i - 1 - key_start));
      if (arg == nullptr) return std::nullopt;  // KeyError
    }
    PercentSpec spec;
    for (; i < fmt.size(); ++i) {
      const char c = fmt[i];
      if (c == '-') spec.left = true;
      else if (c == '+') spec.plus = true;
      else if (c == ' ') spec.space = true;
      else if (c == '#') spec.alt = true;
      else if (c == '0') spec.zero = true;
      else break;
    }
    auto read_count = [&](int64_t& field) -> bool {
      if (i < fmt.size() && fmt[i] == '*') {
        ++i;
        const FormatArg* count = take();
        if (count == nullptr || !IsIntLike(*count)) return false;  // TypeError: * wants int
        field = count->i;
        return true;
      }
      const auto n = ReadNumber(fmt, i);
      if (!n) return false;
      field = *n;
      return true;
    };
    if (i < fmt.size() && (fmt[i] == '*' || absl::ascii_isdigit(static_cast<unsigned char>(fmt[i])))) {
      if (!read_count(spec.width)) return std::nullopt;
      if (spec.width < 0) {  // '*' given a negative width: left-justify
        spec.left = true;
        spec.width = spec.width == std::numeric_limits<int64_t>::min() ? 0 : -spec.width;
      }
    }
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      spec.precision = 0;
      if (!read_count(spec.precision)) return std::nullopt;
      if (spec.precision < 0) spec.precision = 0;
    }
    if (i < fmt.size() && (fmt[i] == 'h' || fmt[i] == 'l' || fmt[i] == 'L')) ++i;
    if (i >= fmt.size()) return std::nullopt;  // ValueError: incomplete format
    const char conversion = fmt[i++];
    if (arg == nullptr) arg = take();
    if (arg == nullptr) return std::nullopt;  // not enough arguments
    switch (conversion) {
      case 's':
      case 'r':
      case 'a': {
        auto text = Convert(*arg, conversion);
        if (!text) return std::nullopt;
        if (spec.precision >= 0) {
          const auto cps = DecodeUtf8(*text);
          if (!cps) return std::nullopt;
          text = EncodeUtf8(std::u32string_view(*cps).substr(
              0, std::min<uint64_t>(cps->size(), static_cast<uint64_t>(spec.precision))));
        }
        if (!AppendPadded(out, *text, spec.width, spec.left ? '<' : '>', " ")) return std::nullopt;
        break;
      }
      case 'd':
      case 'i':
      case 'u':
      case 'x':
      case 'X':
      case 'o':
        if (!IsIntLike(*arg)) return std::nullopt;  // TypeError (floats are not modelled)
        if (!AppendPercentInt(out, arg->i, conversion, spec)) return std::nullopt;
        break;
      case 'c': {
        std::optional<std::string> ch;
        if (IsIntLike(*arg)) ch = Chr(arg->i);
        if (arg->kind == FormatArg::kStr && CountCodePoints(arg->s) == 1) ch = arg->s;
        if (!ch || !AppendPadded(out, *ch, spec.width, spec.left ? '<' : '>', " ")) {
          return std::nullopt;
        }
        break;
      }
      default:
        return std::nullopt;  // unsupported format character (or a float conversion)
    }
  }
  if (mapping == nullptr && next < args.size()) return std::nullopt;  // not all converted
  return out.Take();
}

std::optional<std::string> StrFormat(std::string_view fmt, absl::Span<const FormatArg> positional,
                                     const FormatMapping& keyword, Budget& budget) {
  if (!PayWork(budget, fmt.size())) return std::nullopt;
  Output out(budget);
  enum class Numbering { kNone, kAuto, kManual } numbering = Numbering::kNone;
  size_t auto_index = 0;
  size_t i = 0;
  while (i < fmt.size()) {
    const char c = fmt[i];
    if (c == '}') {
      if (i + 1 >= fmt.size() || fmt[i + 1] != '}') return std::nullopt;  // Single '}'
      if (!out.Append("}")) return std::nullopt;
      i += 2;
      continue;
    }
    if (c != '{') {
      const size_t end = std::min(fmt.find('{', i), fmt.find('}', i));
      if (!out.Append(fmt.substr(i, end - i))) return std::nullopt;
      i = end == std::string_view::npos ? fmt.size() : end;
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
      if (!out.Append("{")) return std::nullopt;
      i += 2;
      continue;
    }
    const size_t close = fmt.find('}', i + 1);
    if (close == std::string_view::npos) return std::nullopt;  // expected '}'
    const std::string_view field = fmt.substr(i + 1, close - i - 1);
    if (field.find('{') != std::string_view::npos) return std::nullopt;  // nested: not modelled
    i = close + 1;
    const size_t name_end = std::min(field.find('!'), field.find(':'));
    const std::string_view name = field.substr(0, name_end);
    std::string_view rest = name_end == std::string_view::npos ? "" : field.substr(name_end);
    char conversion = 0;
    if (!rest.empty() && rest[0] == '!') {
      if (rest.size() < 2 || (rest.size() > 2 && rest[2] != ':')) return std::nullopt;
      conversion = rest[1];
      rest.remove_prefix(2);
    }
    const std::string_view spec = rest.empty() ? rest : rest.substr(1);
    if (name.find_first_of(".[") != std::string_view::npos) return std::nullopt;
    const FormatArg* arg = nullptr;
    const bool numeric = !name.empty() && std::all_of(name.begin(), name.end(), [](char d) {
      return absl::ascii_isdigit(static_cast<unsigned char>(d));
    });
    if (name.empty() || numeric) {
      const Numbering mode = name.empty() ? Numbering::kAuto : Numbering::kManual;
      if (numbering != Numbering::kNone && numbering != mode) return std::nullopt;
      numbering = mode;
      size_t index = auto_index++;
      if (numeric) {
        size_t j = 0;
        const auto n = ReadNumber(name, j);
        if (!n) return std::nullopt;
        index = static_cast<size_t>(*n);
      }
      if (index >= positional.size()) return std::nullopt;  // IndexError
      arg = &positional[index];
    } else {
      arg = Lookup(keyword, name);
      if (arg == nullptr) return std::nullopt;  // KeyError
    }
    FormatArg converted;
    if (conversion != 0) {
      auto text = Convert(*arg, conversion);
      if (!text) return std::nullopt;  // ValueError: unknown conversion
      converted = FormatArg::Str(*text);
      arg = &converted;
    }
    if (!FormatValue(out, *arg, spec)) return std::nullopt;
  }
  return out.Take();
}

}  // namespace kotoba::constfold
