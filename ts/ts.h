// The only code that touches the tree-sitter C API: RAII owners, parsing with a deadline, and node
// kinds resolved to our own enums once per grammar.
#ifndef KOTOBA_TS_TS_H_
#define KOTOBA_TS_TS_H_

#include <chrono>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "tree_sitter/api.h"

namespace kotoba::ts {

enum class Grammar : uint8_t { kPython, kBash };

#define KOTOBA_TS_ENUM_ENTRY(name, text) name,
#include "ts/python_kinds.inc"
#include "ts/bash_kinds.inc"

// Every named node kind of each grammar; kUnknown for anything the list does not name (an
// upgrade's new kind), which fail-closed walks treat as a reason for `opaque`.
enum class Py : uint16_t { kUnknown = 0, KOTOBA_PYTHON_KINDS(KOTOBA_TS_ENUM_ENTRY) kCount };
enum class PyField : uint16_t { kNone = 0, KOTOBA_PYTHON_FIELDS(KOTOBA_TS_ENUM_ENTRY) kCount };
enum class Sh : uint16_t { kUnknown = 0, KOTOBA_BASH_KINDS(KOTOBA_TS_ENUM_ENTRY) kCount };
enum class ShField : uint16_t { kNone = 0, KOTOBA_BASH_FIELDS(KOTOBA_TS_ENUM_ENTRY) kCount };
#undef KOTOBA_TS_ENUM_ENTRY

// The grammars, checked to load into a parser (ABI) once per process.
const TSLanguage* Language(Grammar grammar);

// Our enum for a node; anonymous nodes (punctuation, keywords) are kUnknown.
Py PyKind(TSNode node);
Sh ShKind(TSNode node);
// The grammar's field id for one of our field enums (0 when the grammar lacks it).
TSFieldId FieldId(PyField field);
TSFieldId FieldId(ShField field);
std::string_view Name(Py kind);
std::string_view Name(Sh kind);
std::string_view Name(PyField field);
std::string_view Name(ShField field);

// Names from our lists that the linked grammar does not have (empty when all resolve).
std::vector<std::string_view> MissingNames(Grammar grammar);

inline TSNode Child(TSNode node, PyField field) {
  return ts_node_child_by_field_id(node, FieldId(field));
}
inline TSNode Child(TSNode node, ShField field) {
  return ts_node_child_by_field_id(node, FieldId(field));
}

struct TreeDeleter {
  void operator()(TSTree* tree) const { ts_tree_delete(tree); }
};

// An owned syntax tree together with the text it was parsed from (nodes point into it).
class Tree {
 public:
  Tree(TSTree* tree, std::string_view source) : tree_(tree), source_(source) {}
  TSNode Root() const { return ts_tree_root_node(tree_.get()); }
  std::string_view source() const { return source_; }
  std::string_view Text(TSNode node) const {
    uint32_t begin = ts_node_start_byte(node), end = ts_node_end_byte(node);
    if (end > source_.size() || begin > end) return {};
    return source_.substr(begin, end - begin);
  }

 private:
  std::unique_ptr<TSTree, TreeDeleter> tree_;
  std::string_view source_;
};

struct ParserDeleter {
  void operator()(TSParser* parser) const { ts_parser_delete(parser); }
};

// A parser bound to one grammar. Not thread-safe: use one per thread (see ThreadLocalParser).
class Parser {
 public:
  static absl::StatusOr<Parser> Create(Grammar grammar);

  // Parses `source` (which must outlive the tree). kDeadlineExceeded past `timeout`,
  // kInvalidArgument for input over 4 GiB, kInternal if tree-sitter returns no tree.
  absl::StatusOr<Tree> Parse(std::string_view source, std::chrono::microseconds timeout);

 private:
  explicit Parser(TSParser* parser) : parser_(parser) {}
  std::unique_ptr<TSParser, ParserDeleter> parser_;
};

// This thread's parser for `grammar`, created on first use.
absl::StatusOr<Parser*> ThreadLocalParser(Grammar grammar);

// Parse time shared by every parse of one classification: the snippet and each piece of code
// nested in it (eval() strings, os.system strings, bash -c). A limit per parse alone let one
// input multiply it: ten eval() calls of garbage that tree-sitter's error recovery parses in
// quadratic time took 20 s under a 2 s parse_timeout (docs/hardening.md, finding 17).
class ParseClock {
 public:
  explicit ParseClock(std::chrono::microseconds allowance) : left_(allowance) {}
  ParseClock(const ParseClock&) = delete;
  ParseClock& operator=(const ParseClock&) = delete;

  // Parses `source` with this thread's parser for `grammar` in the time left, and charges the
  // time spent. kDeadlineExceeded without parsing once the allowance is spent.
  absl::StatusOr<Tree> Parse(Grammar grammar, std::string_view source);
  std::chrono::microseconds left() const { return left_; }

 private:
  std::chrono::microseconds left_;
};

// An owned cursor for iterative walks.
class Cursor {
 public:
  explicit Cursor(TSNode node) : cursor_(ts_tree_cursor_new(node)) {}
  ~Cursor() { ts_tree_cursor_delete(&cursor_); }
  Cursor(const Cursor&) = delete;
  Cursor& operator=(const Cursor&) = delete;
  TSTreeCursor* get() { return &cursor_; }

 private:
  TSTreeCursor cursor_;
};

// A node's children in order (named ones only, or all), by one cursor walk. ts_node_child(n, i)
// and ts_node_named_child(n, i) start from the first child on every call, so a loop over them
// is quadratic: 20 000 top-level statements took 4 s.
inline std::vector<TSNode> Children(TSNode node, bool named_only = false) {
  std::vector<TSNode> out;
  Cursor cursor(node);
  if (!ts_tree_cursor_goto_first_child(cursor.get())) return out;
  do {
    TSNode c = ts_tree_cursor_current_node(cursor.get());
    if (!named_only || ts_node_is_named(c)) out.push_back(c);
  } while (ts_tree_cursor_goto_next_sibling(cursor.get()));
  return out;
}
inline std::vector<TSNode> NamedChildren(TSNode node) { return Children(node, true); }

// 1-based line and byte column of a node's start and end.
struct Span {
  int line, column, end_line, end_column;
};
inline Span SpanOf(TSNode node) {
  TSPoint s = ts_node_start_point(node), e = ts_node_end_point(node);
  return {static_cast<int>(s.row) + 1, static_cast<int>(s.column) + 1,
          static_cast<int>(e.row) + 1, static_cast<int>(e.column) + 1};
}

// First ERROR or MISSING node in the tree (iterative), or a null node if there is none.
TSNode FirstError(TSNode root);

}  // namespace kotoba::ts

#endif  // KOTOBA_TS_TS_H_
