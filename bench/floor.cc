#include "bench/floor.h"

#include "ts/ts.h"

namespace kotoba::bench {

absl::StatusOr<uint64_t> ParseAndWalk(std::string_view source, Language language,
                                      std::chrono::microseconds timeout) {
  absl::StatusOr<ts::Parser*> parser = ts::ThreadLocalParser(
      language == Language::kPython ? ts::Grammar::kPython : ts::Grammar::kBash);
  if (!parser.ok()) return parser.status();
  absl::StatusOr<ts::Tree> tree = (*parser)->Parse(source, timeout);
  if (!tree.ok()) return tree.status();
  ts::Cursor cursor(tree->Root());
  TSTreeCursor* c = cursor.get();
  uint64_t nodes = 0;
  for (;;) {
    // Reading the kind is the least a walk that dispatches on it does.
    nodes += ts_node_symbol(ts_tree_cursor_current_node(c)) != 0xFFFF;
    if (ts_tree_cursor_goto_first_child(c)) continue;
    while (!ts_tree_cursor_goto_next_sibling(c)) {
      if (!ts_tree_cursor_goto_parent(c)) return nodes;
    }
  }
}

}  // namespace kotoba::bench
