#include "shellscan/source.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_split.h"

namespace kotoba::shellscan::internal {
namespace {

enum class Ctx : uint8_t { kCode, kSingle, kAnsiC, kDouble, kParen, kArith, kBrace, kBacktick };

struct Frame {
  Ctx ctx;
  int parens = 0;  // unmatched `(` inside a $( .. ) or $(( .. ))
};

struct Heredoc {
  std::string delimiter;
  bool quoted = false;
  bool strip_tabs = false;
};

bool WordBreak(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '|' || c == '&' || c == '(' ||
         c == ')' || c == '<' || c == '>';
}

// Joins continuations in one pass, tracking just enough of bash's quoting to know where a
// backslash-newline is literal.
class Joiner {
 public:
  Joiner(std::string_view in, std::string& out, std::vector<uint32_t>& joined, std::vector<uint32_t>& braces)
      : in_(in), out_(out), joined_(joined), braces_(braces) {}

  void Run() {
    std::vector<Frame> stack = {{Ctx::kCode}};
    size_t n = in_.size();
    while (i_ < n) {
      Frame& top = stack.back();
      char c = in_[i_];
      char next = i_ + 1 < n ? in_[i_ + 1] : '\0';
      if (top.ctx == Ctx::kSingle) {
        Copy(1);
        if (c == '\'') stack.pop_back();
        continue;
      }
      if (top.ctx == Ctx::kAnsiC) {
        if (c == '\\') {
          Copy(std::min<size_t>(2, n - i_));
          continue;
        }
        Copy(1);
        if (c == '\'') stack.pop_back();
        continue;
      }
      if (c == '\\') {
        if (next == '\n') {
          joined_.push_back(static_cast<uint32_t>(out_.size()));
          i_ += 2;
        } else {
          Copy(std::min<size_t>(2, n - i_));
        }
        continue;
      }
      if (top.ctx == Ctx::kDouble) {
        if (c == '"') {
          stack.pop_back();
        } else if (c == '$' && next == '(') {
          Copy(2);
          stack.push_back({Ctx::kParen});
          continue;
        } else if (c == '$' && next == '{') {
          Copy(2);
          stack.push_back({Ctx::kBrace});
          continue;
        } else if (c == '`') {
          stack.push_back({Ctx::kBacktick});
        }
        Copy(1);
        continue;
      }
      // Code-like contexts.
      bool word_start = out_.empty() || WordBreak(out_.back());
      if (c == '\'') {
        stack.push_back({Ctx::kSingle});
      } else if (c == '$' && next == '\'') {
        Copy(2);
        stack.push_back({Ctx::kAnsiC});
        continue;
      } else if (c == '"') {
        stack.push_back({Ctx::kDouble});
      } else if (c == '`') {
        if (top.ctx == Ctx::kBacktick) {
          stack.pop_back();
        } else {
          stack.push_back({Ctx::kBacktick});
        }
      } else if (c == '$' && next == '(') {
        bool arith = i_ + 2 < n && in_[i_ + 2] == '(';
        Copy(arith ? 3 : 2);
        stack.push_back({arith ? Ctx::kArith : Ctx::kParen});
        continue;
      } else if (c == '$' && next == '{') {
        Copy(2);
        stack.push_back({Ctx::kBrace});
        continue;
      } else if (c == '(' && (top.ctx == Ctx::kParen || top.ctx == Ctx::kArith)) {
        ++top.parens;
      } else if (c == ')' && (top.ctx == Ctx::kParen || top.ctx == Ctx::kArith)) {
        if (top.parens > 0) {
          --top.parens;
        } else if (top.ctx == Ctx::kArith) {
          Copy(std::min<size_t>(next == ')' ? 2 : 1, n - i_));
          stack.pop_back();
          continue;
        } else {
          stack.pop_back();
        }
      } else if (c == '{' && word_start && top.ctx != Ctx::kBrace && top.ctx != Ctx::kArith &&
                 next != '\0' && next != ' ' && next != '\t' && next != '\n' && next != '}' &&
                 next != ';') {
        braces_.push_back(static_cast<uint32_t>(out_.size()));
      } else if (c == '<' && next == '>' && top.ctx != Ctx::kArith) {
        // `<>` (open read-write) is not in tree-sitter-bash's grammar: parse it as `>>`.
        braces_.push_back(static_cast<uint32_t>(out_.size()));
      } else if (c == '}' && top.ctx == Ctx::kBrace) {
        stack.pop_back();
      } else if (c == '#' && word_start && top.ctx != Ctx::kBrace && top.ctx != Ctx::kArith) {
        // A comment runs to the end of the line; a backslash in it continues nothing.
        size_t end = in_.find('\n', i_);
        Copy((end == std::string_view::npos ? n : end) - i_);
        continue;
      } else if (c == '<' && next == '<' && top.ctx != Ctx::kArith && !(i_ + 2 < n && in_[i_ + 2] == '<')) {
        Copy(2);
        ReadHeredocStart();
        continue;
      } else if (c == '\n' && !pending_.empty()) {
        Copy(1);
        ReadHeredocBodies();
        continue;
      }
      Copy(1);
    }
  }

 private:
  void Copy(size_t k) {
    out_.append(in_.substr(i_, k));
    i_ += k;
  }

  // After `<<`: optional `-`, blanks, then the delimiter word (quoted anywhere: body is literal).
  void ReadHeredocStart() {
    Heredoc h;
    if (i_ < in_.size() && in_[i_] == '-') {
      h.strip_tabs = true;
      Copy(1);
    }
    while (i_ < in_.size() && (in_[i_] == ' ' || in_[i_] == '\t')) Copy(1);
    char quote = '\0';
    while (i_ < in_.size()) {
      char c = in_[i_];
      if (quote) {
        if (c == quote) quote = '\0';
        else h.delimiter.push_back(c);
        Copy(1);
        continue;
      }
      if (c == '\'' || c == '"') {
        quote = c;
        h.quoted = true;
        Copy(1);
        continue;
      }
      if (c == '\\' && i_ + 1 < in_.size()) {
        h.quoted = true;
        h.delimiter.push_back(in_[i_ + 1]);
        Copy(2);
        continue;
      }
      if (WordBreak(c)) break;
      h.delimiter.push_back(c);
      Copy(1);
    }
    if (!h.delimiter.empty()) pending_.push_back(std::move(h));
  }

  void ReadHeredocBodies() {
    for (const Heredoc& h : pending_) {
      while (i_ < in_.size()) {
        size_t eol = in_.find('\n', i_);
        if (eol == std::string_view::npos) eol = in_.size();
        std::string_view line = in_.substr(i_, eol - i_);
        std::string_view bare = line;
        if (h.strip_tabs) bare.remove_prefix(std::min(bare.find_first_not_of('\t'), bare.size()));
        if (bare == h.delimiter) {
          Copy(std::min(eol + 1, in_.size()) - i_);
          break;
        }
        if (!h.quoted && line.ends_with('\\') && eol < in_.size()) {
          // Unquoted bodies join continuations too (bash removes `\<newline>` there).
          Copy(line.size() - 1);
          joined_.push_back(static_cast<uint32_t>(out_.size()));
          i_ += 2;
          continue;
        }
        Copy(std::min(eol + 1, in_.size()) - i_);
      }
    }
    pending_.clear();
  }

  std::string_view in_;
  std::string& out_;
  std::vector<uint32_t>& joined_;
  std::vector<uint32_t>& braces_;
  size_t i_ = 0;
  std::vector<Heredoc> pending_;
};

}  // namespace

Source::Source(std::string_view original) {
  text_.reserve(original.size());
  std::vector<uint32_t> braces;
  Joiner(original, text_, joined_at_, braces).Run();
  parse_text_ = text_;
  for (uint32_t b : braces) parse_text_[b] = parse_text_[b] == '<' ? '>' : '_';
  line_starts_.push_back(0);
  for (size_t i = 0; i < original.size(); ++i) {
    if (original[i] == '\n') line_starts_.push_back(static_cast<uint32_t>(i + 1));
  }
}

Position Source::At(uint32_t offset) const {
  size_t removed = std::upper_bound(joined_at_.begin(), joined_at_.end(), offset) - joined_at_.begin();
  uint32_t orig = offset + static_cast<uint32_t>(2 * removed);
  size_t line = std::upper_bound(line_starts_.begin(), line_starts_.end(), orig) - line_starts_.begin();
  return {static_cast<int>(line), static_cast<int>(orig - line_starts_[line - 1]) + 1};
}

}  // namespace kotoba::shellscan::internal
