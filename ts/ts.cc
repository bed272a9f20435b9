#include "ts/ts.h"

#include <array>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

extern "C" const TSLanguage* tree_sitter_python(void);
extern "C" const TSLanguage* tree_sitter_bash(void);

namespace kotoba::ts {
namespace {

#define KOTOBA_TS_NAME_ENTRY(name, text) text,
constexpr std::string_view kPyNames[] = {"", KOTOBA_PYTHON_KINDS(KOTOBA_TS_NAME_ENTRY)};
constexpr std::string_view kPyFieldNames[] = {"", KOTOBA_PYTHON_FIELDS(KOTOBA_TS_NAME_ENTRY)};
constexpr std::string_view kShNames[] = {"", KOTOBA_BASH_KINDS(KOTOBA_TS_NAME_ENTRY)};
constexpr std::string_view kShFieldNames[] = {"", KOTOBA_BASH_FIELDS(KOTOBA_TS_NAME_ENTRY)};
#undef KOTOBA_TS_NAME_ENTRY

// symbol id -> our enum, built by name over every symbol of the grammar so that aliased symbols
// sharing a name map to the same kind.
template <typename Kind, size_t N>
struct KindTable {
  std::vector<Kind> by_symbol;
  std::array<TSFieldId, 64> field_ids{};
  std::vector<std::string_view> missing;

  template <size_t F>
  KindTable(const TSLanguage* lang, const std::string_view (&names)[N],
            const std::string_view (&fields)[F]) {
    static_assert(F <= 64);
    uint32_t count = ts_language_symbol_count(lang);
    by_symbol.assign(count, Kind::kUnknown);
    std::vector<bool> seen(N, false);
    for (uint32_t sym = 0; sym < count; ++sym) {
      TSSymbolType type = ts_language_symbol_type(lang, static_cast<TSSymbol>(sym));
      if (type != TSSymbolTypeRegular && type != TSSymbolTypeAuxiliary) continue;
      std::string_view name = ts_language_symbol_name(lang, static_cast<TSSymbol>(sym));
      if (type == TSSymbolTypeAuxiliary && name != "ERROR") continue;
      for (size_t i = 1; i < N; ++i) {
        if (names[i] == name) {
          by_symbol[sym] = static_cast<Kind>(i);
          seen[i] = true;
          break;
        }
      }
    }
    // ERROR is a builtin symbol (65535), not in the symbol table.
    for (size_t i = 1; i < N; ++i) {
      if (!seen[i] && names[i] != "ERROR") missing.push_back(names[i]);
    }
    for (size_t i = 1; i < F; ++i) {
      field_ids[i] = ts_language_field_id_for_name(lang, fields[i].data(),
                                                   static_cast<uint32_t>(fields[i].size()));
      if (field_ids[i] == 0) missing.push_back(fields[i]);
    }
  }

  Kind Of(TSNode node, Kind error_kind) const {
    if (ts_node_is_null(node)) return Kind::kUnknown;
    if (ts_node_is_error(node)) return error_kind;
    if (!ts_node_is_named(node)) return Kind::kUnknown;
    TSSymbol sym = ts_node_symbol(node);
    return sym < by_symbol.size() ? by_symbol[sym] : Kind::kUnknown;
  }
};

using PyTable = KindTable<Py, std::size(kPyNames)>;
using ShTable = KindTable<Sh, std::size(kShNames)>;

const PyTable& PyKinds() {
  static const PyTable table(tree_sitter_python(), kPyNames, kPyFieldNames);
  return table;
}
const ShTable& ShKinds() {
  static const ShTable table(tree_sitter_bash(), kShNames, kShFieldNames);
  return table;
}

struct DeadlinePayload {
  std::chrono::steady_clock::time_point deadline;
  bool expired = false;
};

bool ProgressCallback(TSParseState* state) {
  auto* payload = static_cast<DeadlinePayload*>(state->payload);
  if (std::chrono::steady_clock::now() >= payload->deadline) {
    payload->expired = true;
    return true;  // true cancels the parse
  }
  return false;
}

}  // namespace

const TSLanguage* Language(Grammar grammar) {
  return grammar == Grammar::kPython ? tree_sitter_python() : tree_sitter_bash();
}

Py PyKind(TSNode node) { return PyKinds().Of(node, Py::kError); }
Sh ShKind(TSNode node) { return ShKinds().Of(node, Sh::kError); }
TSFieldId FieldId(PyField field) { return PyKinds().field_ids[static_cast<size_t>(field)]; }
TSFieldId FieldId(ShField field) { return ShKinds().field_ids[static_cast<size_t>(field)]; }
std::string_view Name(Py kind) { return kPyNames[static_cast<size_t>(kind)]; }
std::string_view Name(Sh kind) { return kShNames[static_cast<size_t>(kind)]; }
std::string_view Name(PyField field) { return kPyFieldNames[static_cast<size_t>(field)]; }
std::string_view Name(ShField field) { return kShFieldNames[static_cast<size_t>(field)]; }

std::vector<std::string_view> MissingNames(Grammar grammar) {
  return grammar == Grammar::kPython ? PyKinds().missing : ShKinds().missing;
}

absl::StatusOr<Parser> Parser::Create(Grammar grammar) {
  TSParser* raw = ts_parser_new();
  if (raw == nullptr) return absl::ResourceExhaustedError("ts_parser_new returned null");
  Parser parser(raw);
  if (!ts_parser_set_language(raw, Language(grammar))) {
    return absl::InternalError(absl::StrCat(
        "tree-sitter rejected the ", grammar == Grammar::kPython ? "python" : "bash",
        " grammar (ABI ", ts_language_abi_version(Language(grammar)), ")"));
  }
  return parser;
}

absl::StatusOr<Tree> Parser::Parse(std::string_view source, std::chrono::microseconds timeout) {
  if (source.size() > UINT32_MAX) return absl::InvalidArgumentError("input over 4 GiB");
  DeadlinePayload payload{std::chrono::steady_clock::now() + timeout};
  // `data()` of an empty view may be null; tree-sitter wants a readable pointer.
  static constexpr char kEmpty[] = "";
  struct Input {
    const char* data;
    uint32_t size;
  } input{source.empty() ? kEmpty : source.data(), static_cast<uint32_t>(source.size())};
  TSInput ts_input{};
  ts_input.payload = &input;
  ts_input.read = [](void* p, uint32_t byte, TSPoint, uint32_t* bytes_read) -> const char* {
    auto* in = static_cast<Input*>(p);
    if (byte >= in->size) {
      *bytes_read = 0;
      return "";
    }
    *bytes_read = in->size - byte;
    return in->data + byte;
  };
  ts_input.encoding = TSInputEncodingUTF8;
  TSParseOptions options{&payload, &ProgressCallback};
  TSTree* tree = ts_parser_parse_with_options(parser_.get(), nullptr, ts_input, options);
  if (tree == nullptr) {
    ts_parser_reset(parser_.get());
    if (payload.expired) return absl::DeadlineExceededError("parse time limit reached");
    return absl::InternalError("tree-sitter returned no tree");
  }
  return Tree(tree, source);
}

absl::StatusOr<Parser*> ThreadLocalParser(Grammar grammar) {
  thread_local std::unique_ptr<Parser> parsers[2];
  auto& slot = parsers[static_cast<int>(grammar)];
  if (!slot) {
    absl::StatusOr<Parser> created = Parser::Create(grammar);
    if (!created.ok()) return created.status();
    slot = std::make_unique<Parser>(*std::move(created));
  }
  return slot.get();
}

absl::StatusOr<Tree> ParseClock::Parse(Grammar grammar, std::string_view source) {
  if (left_.count() <= 0) return absl::DeadlineExceededError("parse time limit reached");
  absl::StatusOr<Parser*> parser = ThreadLocalParser(grammar);
  if (!parser.ok()) return parser.status();
  auto start = std::chrono::steady_clock::now();
  absl::StatusOr<Tree> tree = (*parser)->Parse(source, left_);
  left_ -= std::chrono::duration_cast<std::chrono::microseconds>(
      std::chrono::steady_clock::now() - start);
  return tree;
}

TSNode FirstError(TSNode root) {
  if (!ts_node_has_error(root)) return TSNode{};
  Cursor cursor(root);
  TSTreeCursor* c = cursor.get();
  // Descend only into subtrees that contain an error; the first ERROR/MISSING found wins.
  while (true) {
    TSNode node = ts_tree_cursor_current_node(c);
    if (ts_node_is_error(node) || ts_node_is_missing(node)) return node;
    if (ts_node_has_error(node) && ts_tree_cursor_goto_first_child(c)) continue;
    while (!ts_tree_cursor_goto_next_sibling(c)) {
      if (!ts_tree_cursor_goto_parent(c)) return root;
    }
  }
}

}  // namespace kotoba::ts
