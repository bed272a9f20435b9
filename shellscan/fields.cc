#include "shellscan/fields.h"

#include <string>

namespace kotoba::shellscan::internal {
namespace {

bool GlobChar(char c) { return c == '*' || c == '?' || c == '['; }

// Accumulates one field's bytes and what they imply.
class FieldBuilder {
 public:
  void Add(char c, CharKind kind) {
    started_ = true;
    if (kind == CharKind::kQuoteMark) return;
    field_.text.push_back(c);
    bool unquoted = kind == CharKind::kLiteral || kind == CharKind::kExpanded;
    if (unquoted && GlobChar(c)) field_.glob = true;
    if (kind == CharKind::kUnknown || kind == CharKind::kUnknownSplit) field_.known = false;
    if (kind == CharKind::kUnknownSplit) field_.may_split = true;
    // fnmatch pattern: quoted metacharacters are escaped so they match themselves.
    if (!unquoted && (GlobChar(c) || c == '\\' || c == ']')) field_.pattern.push_back('\\');
    field_.pattern.push_back(c);
  }
  bool started() const { return started_; }
  void Start() { started_ = true; }
  Field Take() {
    Field out = std::move(field_);
    if (!out.glob) out.pattern.clear();
    field_ = Field();
    started_ = false;
    return out;
  }

 private:
  Field field_;
  bool started_ = false;
};

}  // namespace

std::vector<Field> SplitFields(const Word& word, std::string_view ifs) {
  std::vector<Field> out;
  FieldBuilder cur;
  auto is_ifs = [&](size_t i) {
    return word.kinds[i] == CharKind::kExpanded && ifs.find(word.text[i]) != std::string_view::npos;
  };
  auto is_ws = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
  size_t i = 0, n = word.text.size();
  while (i < n) {
    if (word.kinds[i] == CharKind::kFieldBreak) {
      out.push_back(cur.Take());
      cur.Start();
      ++i;
      continue;
    }
    if (!is_ifs(i)) {
      cur.Add(word.text[i], word.kinds[i]);
      ++i;
      continue;
    }
    // A run of IFS characters: each `ws* other ws*` or `ws+` ends one field; two non-blank
    // IFS characters in a row delimit an empty field between them.
    bool ended_by_blank = false, seen_other = false;
    for (; i < n && is_ifs(i); ++i) {
      char c = word.text[i];
      if (is_ws(c)) {
        if (cur.started()) {
          out.push_back(cur.Take());
          ended_by_blank = true;
        }
      } else if (seen_other || !ended_by_blank) {
        out.push_back(cur.Take());
        seen_other = true;
      } else {
        seen_other = true;
      }
    }
  }
  if (cur.started()) out.push_back(cur.Take());
  return out;
}

Field JoinField(const Word& word) {
  FieldBuilder cur;
  cur.Start();
  for (size_t i = 0; i < word.text.size(); ++i) {
    // Fields that would have been separate are joined by a blank, as in "$*" with default IFS.
    if (word.kinds[i] == CharKind::kFieldBreak) cur.Add(' ', CharKind::kQuoted);
    else cur.Add(word.text[i], word.kinds[i]);
  }
  return cur.Take();
}

}  // namespace kotoba::shellscan::internal
