#include "shellscan/brace.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "fmt/format.h"

namespace kotoba::shellscan::internal {
namespace {

constexpr int kMaxNesting = 64;
// Characters scanned per expansion: bash rescans from every `{` that turns out not to open a
// valid group, which is quadratic on `{{{{...`; past this the word is `opaque`.
constexpr size_t kMaxScanSteps = size_t{1} << 22;

class Expander {
 public:
  Expander(const Word& word, size_t max_words, size_t* bytes_left)
      : w_(word), max_words_(max_words), bytes_left_(bytes_left) {}

  absl::StatusOr<std::vector<Word>> Run() { return Expand(0, w_.text.size(), 0); }

 private:
  bool Active(size_t i) const { return w_.kinds[i] == CharKind::kLiteral; }
  bool Is(size_t i, size_t end, char c) const { return i < end && w_.text[i] == c && Active(i); }
  static bool Blank(char c) { return c == ' ' || c == '\t' || c == '\n'; }

  bool Spend(size_t n) {
    steps_ += n;
    return steps_ <= kMaxScanSteps;
  }

  // Pays for building `n` bytes of words; false (and nothing left) once they are not there.
  bool Build(size_t n) {
    if (*bytes_left_ < n) {
      *bytes_left_ = 0;
      return false;
    }
    *bytes_left_ -= n;
    return true;
  }
  static absl::Status OutOfBytes() {
    return absl::ResourceExhaustedError("brace expansion exceeds the analysis budget");
  }

  // The first unquoted `{` in [from, end) that may open a group; bash ignores a `{` standing
  // alone between blanks and `{}` at a word start.
  std::optional<size_t> FindOpen(size_t seg_start, size_t from, size_t end) {
    for (size_t i = from; i < end; ++i) {
      if (!Is(i, end, '{')) continue;
      bool blank_before = i == seg_start || Blank(w_.text[i - 1]);
      bool blank_after = i + 1 == end || Blank(w_.text[i + 1]) || w_.text[i + 1] == '}';
      if (blank_before && blank_after) continue;
      return i;
    }
    return std::nullopt;
  }

  // The `}` closing a group opened just before `from`: a level-0 `}` after at least one level-0
  // comma or `..`. nullopt when there is none.
  std::optional<size_t> FindClose(size_t from, size_t end) {
    int level = 0, separators = 0;
    for (size_t i = from; i < end; ++i) {
      if (!Active(i)) continue;
      char c = w_.text[i];
      if (c == '}' && level == 0 && separators > 0) return i;
      if (c == '{') {
        ++level;
      } else if (c == '}' && level > 0) {
        --level;
      } else if (level == 0 && c == ',') {
        ++separators;
      } else if (level == 0 && c == '.' && Is(i + 1, end, '.') && !(i + 2 < end && w_.text[i + 2] == '}')) {
        ++separators;
      }
    }
    return std::nullopt;
  }

  Word Slice(size_t b, size_t e) const {
    Word out;
    out.text = w_.text.substr(b, e - b);
    out.kinds.assign(w_.kinds.begin() + b, w_.kinds.begin() + e);
    return out;
  }

  // {x..y[..incr]} over integers or single letters, as bash's expand_seqterm; nullopt when
  // `amble` is not one (then the braces are literal).
  absl::StatusOr<std::optional<std::vector<Word>>> Sequence(size_t b, size_t e) {
    for (size_t i = b; i < e; ++i) {
      if (!Active(i)) return std::nullopt;
    }
    std::string_view amble(w_.text.data() + b, e - b);
    size_t dots = amble.find("..");
    if (dots == std::string_view::npos || dots == 0 || dots + 2 >= amble.size()) return std::nullopt;
    std::string_view lhs = amble.substr(0, dots), rest = amble.substr(dots + 2);
    enum Type { kBad, kInt, kChar } lt = kBad, rt = kBad;
    int64_t lv = 0, rv = 0, incr = 1;
    if (ParseInt(lhs, lv)) {
      lt = kInt;
    } else if (lhs.size() == 1 && absl::ascii_isalpha(static_cast<unsigned char>(lhs[0]))) {
      lt = kChar;
      lv = static_cast<unsigned char>(lhs[0]);
    }
    size_t rhs_len = rest.find("..");
    std::string_view rhs = rest.substr(0, rhs_len);
    if (!rhs.empty() && (absl::ascii_isdigit(static_cast<unsigned char>(rhs[0])) ||
                         ((rhs[0] == '+' || rhs[0] == '-') && rhs.size() > 1 &&
                          absl::ascii_isdigit(static_cast<unsigned char>(rhs[1]))))) {
      if (ParseInt(rhs, rv)) rt = kInt;
    } else if (rhs.size() == 1 && absl::ascii_isalpha(static_cast<unsigned char>(rhs[0]))) {
      rt = kChar;
      rv = static_cast<unsigned char>(rhs[0]);
    }
    if (rhs_len != std::string_view::npos) {
      std::string_view inc = rest.substr(rhs_len + 2);
      if (inc.empty() || !ParseInt(inc, incr)) rt = kBad;
    }
    if (lt != rt || lt == kBad) return std::nullopt;

    int width = 0;
    if (lt == kInt) {
      auto padded = [](std::string_view s) {
        return (s.size() > 1 && s[0] == '0') || (s.size() > 2 && s[0] == '-' && s[1] == '0');
      };
      if (padded(lhs) || padded(rhs)) width = static_cast<int>(std::max(lhs.size(), rhs.size()));
    }
    if (incr == 0) incr = 1;
    if (lv > rv && incr > 0) incr = -incr;
    if (lv < rv && incr < 0) {
      if (incr == INT64_MIN) return std::nullopt;
      incr = -incr;
    }
    __int128 span = static_cast<__int128>(rv) - lv;
    if (span < 0) span = -span;
    __int128 step = incr < 0 ? -static_cast<__int128>(incr) : incr;
    __int128 count = span / step + 1;
    if (count > static_cast<__int128>(max_words_)) {
      return absl::ResourceExhaustedError("brace sequence exceeds max_brace_words");
    }
    // Each item is at most 21 bytes (INT64_MIN, or a pad width no wider than the amble).
    if (!Build(static_cast<size_t>(count) * std::max<size_t>(21, e - b))) return OutOfBytes();
    std::vector<Word> out;
    out.reserve(static_cast<size_t>(count));
    __int128 n = lv;
    for (__int128 k = 0; k < count; ++k, n += incr) {
      Word item;
      if (lt == kChar) {
        item.Append(std::string(1, static_cast<char>(n)), CharKind::kLiteral);
      } else if (width > 0) {
        item.Append(fmt::format("{:0{}d}", static_cast<int>(n), width), CharKind::kLiteral);
      } else {
        item.Append(fmt::format("{}", static_cast<int64_t>(n)), CharKind::kLiteral);
      }
      out.push_back(std::move(item));
    }
    return out;
  }

  // strtoimax-like: optional sign, digits, nothing else; false on overflow.
  static bool ParseInt(std::string_view s, int64_t& out) {
    bool neg = false;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
      neg = s[0] == '-';
      s.remove_prefix(1);
    }
    if (s.empty()) return false;
    uint64_t mag = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), mag);
    if (ec != std::errc() || p != s.data() + s.size()) return false;
    if (mag > (neg ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1)) return false;
    out = neg ? static_cast<int64_t>(0 - mag) : static_cast<int64_t>(mag);
    return true;
  }

  // Splits [b, e) at level-0 commas and expands each part.
  absl::StatusOr<std::vector<Word>> Alternatives(size_t b, size_t e, int depth) {
    std::vector<Word> out;
    int level = 0;
    size_t part = b;
    for (size_t i = b; i <= e; ++i) {
      if (i < e && Active(i)) {
        char c = w_.text[i];
        if (c == '{') ++level;
        else if (c == '}' && level > 0) --level;
      }
      if (i == e || (Active(i) && w_.text[i] == ',' && level == 0)) {
        auto words = Expand(part, i, depth + 1);
        if (!words.ok()) return words.status();
        if (out.size() + words->size() > max_words_) {
          return absl::ResourceExhaustedError("brace expansion exceeds max_brace_words");
        }
        for (Word& w : *words) out.push_back(std::move(w));
        part = i + 1;
      }
    }
    return out;
  }

  absl::StatusOr<std::vector<Word>> Expand(size_t b, size_t e, int depth) {
    if (depth > kMaxNesting) return absl::ResourceExhaustedError("brace nesting too deep");
    std::vector<Word> results(1);
    size_t pos = b;
    while (pos < e) {
      // Find the first `{` that opens a valid group (bash's do-while over brace_gobbler).
      std::optional<size_t> open, close;
      size_t from = pos;
      while ((open = FindOpen(pos, from, e))) {
        if (!Spend(e - *open)) return absl::ResourceExhaustedError("brace scan budget exhausted");
        close = FindClose(*open + 1, e);
        if (close) break;
        from = *open + 1;
      }
      if (!open) break;
      Word preamble = Slice(pos, *open);
      bool comma = false;
      for (size_t i = *open + 1; i < *close && !comma; ++i) comma = Active(i) && w_.text[i] == ',';
      std::vector<Word> alts;
      if (comma) {
        auto a = Alternatives(*open + 1, *close, depth);
        if (!a.ok()) return a.status();
        alts = *std::move(a);
      } else {
        auto seq = Sequence(*open + 1, *close);
        if (!seq.ok()) return seq.status();
        if (!*seq) {
          // Not a sequence after all: the braces are literal text, expansion goes on after them.
          preamble = Slice(pos, *close + 1);
          alts.emplace_back();
        } else {
          alts = **std::move(seq);
        }
      }
      if (results.size() * alts.size() > max_words_) {
        return absl::ResourceExhaustedError("brace expansion exceeds max_brace_words");
      }
      std::vector<Word> next;
      next.reserve(results.size() * alts.size());
      for (const Word& r : results) {
        for (const Word& a : alts) {
          if (!Build(r.text.size() + preamble.text.size() + a.text.size())) return OutOfBytes();
          Word w = r;
          w.Append(preamble);
          w.Append(a);
          next.push_back(std::move(w));
        }
      }
      results = std::move(next);
      pos = *close + 1;
    }
    Word tail = Slice(pos, e);
    if (!Build(results.size() * tail.text.size())) return OutOfBytes();
    for (Word& r : results) r.Append(tail);
    return results;
  }

  const Word& w_;
  size_t max_words_;
  size_t* bytes_left_;
  size_t steps_ = 0;
};

}  // namespace

absl::StatusOr<std::vector<Word>> ExpandBraces(const Word& word, size_t max_words,
                                               size_t* bytes_left) {
  bool has_open = false;
  for (size_t i = 0; i < word.text.size() && !has_open; ++i) {
    has_open = word.text[i] == '{' && word.kinds[i] == CharKind::kLiteral;
  }
  if (!has_open) return std::vector<Word>{word};
  return Expander(word, std::max<size_t>(max_words, 1), bytes_left).Run();
}

}  // namespace kotoba::shellscan::internal
