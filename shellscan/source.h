// The script as tree-sitter should see it: unquoted line continuations joined first, because
// tree-sitter-bash parses `r\<newline>m` as `r` while bash runs `rm`. Positions map back to the
// original text so findings point at what the user wrote.
#ifndef KOTOBA_SHELLSCAN_SOURCE_H_
#define KOTOBA_SHELLSCAN_SOURCE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kotoba::shellscan::internal {

struct Position {
  int line = 1;    // 1-based
  int column = 1;  // 1-based, bytes
};

class Source {
 public:
  explicit Source(std::string_view original);

  // The text with every `\<newline>` that bash would remove taken out: outside single quotes,
  // $'..', comments and quoted heredoc bodies.
  const std::string& text() const { return text_; }
  // text() as tree-sitter is given it: a word-initial `{` that is not bash's reserved word
  // (`{rm,-rf,x}`) is masked so tree-sitter reads a word, not a brace group, and `<>` reads as
  // `>>` (tree-sitter lacks it). Same length, so node offsets index text() too.
  const std::string& parse_text() const { return parse_text_; }
  // Where byte `offset` of text() was in the original.
  Position At(uint32_t offset) const;

 private:
  std::string text_;
  std::string parse_text_;
  std::vector<uint32_t> joined_at_;    // offsets in text_ where a `\<newline>` was removed
  std::vector<uint32_t> line_starts_;  // of the original
};

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_SOURCE_H_
