// Word expansion from tree-sitter nodes (and from text where tree-sitter does not parse: inside
// ${...} and heredoc bodies), glued from the expansion units: quote.h, escapes.h, brace.h,
// params.h, fields.h, producers.h.
#include <charconv>

#include "absl/strings/ascii.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "shellscan/strings.h"
#include "shellscan/brace.h"
#include "shellscan/escapes.h"
#include "shellscan/fields.h"
#include "shellscan/paths.h"
#include "shellscan/quote.h"
#include "shellscan/rules.h"
#include "shellscan/walk.h"

namespace kotoba::shellscan::internal {
namespace {

using ts::Sh;

bool NameStart(char c) { return absl::ascii_isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool NameChar(char c) { return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool SpecialParam(char c) { return std::string_view("@*#?$!-0").find(c) != std::string_view::npos; }

// The index of the character closing what opens at text[open] (`(`, `{`), skipping quotes
// and nested pairs; npos when unbalanced.
size_t MatchClose(std::string_view text, size_t open, char open_c, char close_c) {
  int level = 0;
  for (size_t i = open; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\\') {
      ++i;
    } else if (c == '\'') {
      size_t end = text.find('\'', i + 1);
      if (end == std::string_view::npos) return end;
      i = end;
    } else if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\') ++i;
      }
      if (i >= text.size()) return std::string_view::npos;
    } else if (c == open_c) {
      ++level;
    } else if (c == close_c) {
      if (--level == 0) return i;
    }
  }
  return std::string_view::npos;
}

// A fnmatch pattern from an expanded word: quoted metacharacters match themselves.
std::string PatternOf(const Word& w) {
  std::string out;
  for (size_t i = 0; i < w.text.size(); ++i) {
    char c = w.text[i];
    CharKind k = w.kinds[i];
    if (k == CharKind::kQuoteMark || k == CharKind::kFieldBreak) continue;
    bool quoted = k == CharKind::kQuoted || k == CharKind::kUnknown;
    if (quoted && (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')) out.push_back('\\');
    out.push_back(c);
  }
  return out;
}

bool AllKnown(const Word& w) {
  for (CharKind k : w.kinds) {
    if (k == CharKind::kUnknown || k == CharKind::kUnknownSplit) return false;
  }
  return true;
}

std::string PlainText(const Word& w) {
  std::string out;
  for (size_t i = 0; i < w.text.size(); ++i) {
    if (w.kinds[i] != CharKind::kQuoteMark && w.kinds[i] != CharKind::kFieldBreak) out.push_back(w.text[i]);
  }
  return out;
}

std::optional<int64_t> ParseArith(std::string_view s) {
  s = Trim(s);
  bool neg = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    s = Trim(s.substr(1));
  }
  int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return neg ? -v : v;
}
}  // namespace

std::vector<Field> Walker::ExpandArgs(const std::vector<TSNode>& nodes) {
  std::vector<Field> out;
  size_t i = 0;
  while (i < nodes.size()) {
    // Adjacent nodes (no blank between) are one bash word: tree-sitter splits `$"x"`, `a$`.
    // tree-sitter also drops an escaped blank (`a\ b`, `\ a`) between or around the nodes of
    // one word; bash keeps it as a quoted blank.
    size_t j = i + 1;
    while (j < nodes.size() && (ts_node_start_byte(nodes[j]) == ts_node_end_byte(nodes[j - 1]) ||
                                EscapedBlanks(ts_node_end_byte(nodes[j - 1]), ts_node_start_byte(nodes[j])))) {
      ++j;
    }
    Word w;
    uint32_t lead = ts_node_start_byte(nodes[i]);
    while (lead >= 2 && EscapedBlanks(lead - 2, lead)) lead -= 2;
    if (lead < ts_node_start_byte(nodes[i])) AppendUnquoted(std::string_view(source_.text()).substr(lead, ts_node_start_byte(nodes[i]) - lead), w);
    for (size_t k = i; k < j; ++k) {
      TSNode n = nodes[k];
      if (k > i && ts_node_start_byte(n) > ts_node_end_byte(nodes[k - 1])) {
        uint32_t gap = ts_node_end_byte(nodes[k - 1]);
        AppendUnquoted(std::string_view(source_.text()).substr(gap, ts_node_start_byte(n) - gap), w);
      }
      if (!ts_node_is_named(n) && Text(n) == "$" && k + 1 < j) continue;  // $"..." is ".."
      AppendNode(n, false, w);
    }
    uint32_t tail = ts_node_end_byte(nodes[j - 1]), trail = tail;
    while (EscapedBlanks(trail, trail + 2)) trail += 2;
    if (trail > tail) AppendUnquoted(std::string_view(source_.text()).substr(tail, trail - tail), w);
    std::string spelled;
    for (size_t k = i; k < j; ++k) spelled += Text(nodes[k]);
    // Expanded text is paid for, intermediate products included: many words of thousands of
    // expansions each (or a loop over them) would otherwise cost memory and time without bound.
    const size_t budget_bytes = ScanBudget::Left() > SIZE_MAX / ScanBudget::kBytesPerStep
                                    ? SIZE_MAX
                                    : ScanBudget::Left() * ScanBudget::kBytesPerStep;
    size_t bytes_left = budget_bytes;
    absl::StatusOr<std::vector<Word>> words = ExpandBraces(w, options_.max_brace_words, &bytes_left);
    ScanBudget::Take((budget_bytes - bytes_left) / ScanBudget::kBytesPerStep);
    bool expanded = words.ok();
    if (!expanded && bytes_left == 0) {
      Opaque(kSyntaxLimit, spelled.substr(0, 80),
             "expands to more text than the analysis budget allows (max_fold_steps)");
    } else if (!expanded) {
      Opaque(kBraceLimit, spelled.substr(0, 80),
             fmt::format("brace expansion past {} words (max_brace_words)", options_.max_brace_words));
    }
    if (!expanded) {
      Field f;
      f.text = spelled;
      f.known = false;
      f.may_split = true;
      out.push_back(std::move(f));
    } else {
      std::string ifs = env_->Ifs();
      for (const Word& word : *words) {
        for (Field& f : SplitFields(word, ifs)) out.push_back(std::move(f));
      }
    }
    // A word made only of escaped blanks (`\ ` alone) has no node at all.
    uint32_t scan_end = j < nodes.size() ? ts_node_start_byte(nodes[j]) : static_cast<uint32_t>(source_.text().size());
    StandaloneEscapedBlanks(trail, scan_end, j == nodes.size(), out);
    i = j;
  }
  return out;
}

void Walker::StandaloneEscapedBlanks(uint32_t begin, uint32_t end, bool at_end, std::vector<Field>& out) {
  const std::string& s = source_.text();
  uint32_t i = begin;
  while (i < end) {
    char c = s[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    uint32_t k = i;
    while (k + 1 < end + (at_end ? 1 : 0) && k + 1 < s.size() && s[k] == '\\' && (s[k + 1] == ' ' || s[k + 1] == '\t')) k += 2;
    if (k == i) return;  // anything else ends the command's words
    if (k < s.size() && s[k] != ' ' && s[k] != '\t' && s[k] != '\n') return;  // the next word's start
    Field f;
    for (uint32_t m = i + 1; m < k; m += 2) f.text.push_back(s[m]);
    out.push_back(std::move(f));
    i = k;
  }
}

Field Walker::ExpandSingle(TSNode node) {
  Word w;
  AppendNode(node, false, w);
  return JoinField(w);
}

void Walker::AppendValue(std::string_view value, bool known, bool quoted, std::string_view spelling, Word& out) {
  if (known) {
    out.Append(value, quoted ? CharKind::kQuoted : CharKind::kExpanded);
  } else {
    out.Append(spelling, quoted ? CharKind::kUnknown : CharKind::kUnknownSplit);
  }
}

void Walker::AppendNode(TSNode node, bool quoted, Word& out) {
  if (!Enter()) {
    out.Append(Text(node), CharKind::kUnknownSplit);
    return;
  }
  std::string_view text = Text(node);
  switch (ts::ShKind(node)) {
    case Sh::kWord:
    case Sh::kNumber:
    case Sh::kBraceExpression:
    case Sh::kExtglobPattern:
    case Sh::kRegex:
    case Sh::kTestOperator:
    case Sh::kVariableName:
    case Sh::kSpecialVariableName:
      if (quoted) AppendDoubleQuoted(text, out);
      else AppendUnquoted(text, out);
      break;
    case Sh::kConcatenation: {
      ts::Cursor cursor(node);
      std::vector<TSNode> kids;
      if (ts_tree_cursor_goto_first_child(cursor.get())) {
        do kids.push_back(ts_tree_cursor_current_node(cursor.get()));
        while (ts_tree_cursor_goto_next_sibling(cursor.get()));
      }
      for (size_t k = 0; k < kids.size(); ++k) {
        if (!ts_node_is_named(kids[k]) && Text(kids[k]) == "$" && k + 1 < kids.size() &&
            ts::ShKind(kids[k + 1]) == Sh::kString) {
          continue;
        }
        AppendNode(kids[k], quoted, out);
      }
      break;
    }
    case Sh::kString:
    case Sh::kTranslatedString:
      AppendString(node, out);
      break;
    case Sh::kRawString:
      out.MarkQuoted();
      if (text.size() >= 2) out.Append(text.substr(1, text.size() - 2), CharKind::kQuoted);
      break;
    case Sh::kAnsiCString:
      out.MarkQuoted();
      if (text.size() >= 3) {
        out.Append(DecodeEscapes(text.substr(2, text.size() - 3), EscapeDialect::kAnsiC).text, CharKind::kQuoted);
      }
      break;
    case Sh::kSimpleExpansion:
      AppendParameter(text.substr(1), quoted, text, out);
      break;
    case Sh::kExpansion:
      AppendExpansion(text, quoted, out);
      break;
    case Sh::kCommandSubstitution: {
      std::optional<std::string> v = Substitution(node);
      AppendValue(v ? *v : "", v.has_value(), quoted, text, out);
      break;
    }
    case Sh::kProcessSubstitution: {
      VisitExpressions(node);
      out.Append(text, CharKind::kUnknown);  // a /dev/fd path: one field, unknown
      break;
    }
    case Sh::kArithmeticExpansion: {
      VisitExpressions(node);
      std::optional<int64_t> v = ParseArith(text.size() >= 5 ? text.substr(3, text.size() - 5) : "");
      AppendValue(v ? std::to_string(*v) : "", v.has_value(), quoted, text, out);
      break;
    }
    case Sh::kError:
      out.Append(text, CharKind::kUnknownSplit);
      break;
    default:
      if (!ts_node_is_named(node)) {
        if (quoted) AppendDoubleQuoted(text, out);
        else AppendUnquoted(text, out);
        break;
      }
      Opaque(kUnknownNode, fmt::format("`{}` ({})", text.substr(0, 40), ts_node_type(node)),
             "uses a word form the analysis does not model");
      out.Append(text, CharKind::kUnknownSplit);
      break;
  }
  Leave();
}

void Walker::AppendString(TSNode node, Word& out) {
  // "..." (or $"..."): text between the children is literal string content.
  out.MarkQuoted();
  uint32_t begin = ts_node_start_byte(node), end = ts_node_end_byte(node);
  std::string_view whole = Text(node);
  size_t open = whole.find('"');
  if (open == std::string_view::npos || end - begin < open + 2) return;
  uint32_t pos = begin + static_cast<uint32_t>(open) + 1, stop = end - 1;
  ts::Cursor cursor(node);
  if (ts_tree_cursor_goto_first_child(cursor.get())) {
    do {
      TSNode c = ts_tree_cursor_current_node(cursor.get());
      uint32_t cb = ts_node_start_byte(c), ce = ts_node_end_byte(c);
      if (ce <= pos || cb >= stop) continue;
      if (cb > pos) AppendDoubleQuoted(std::string_view(source_.text()).substr(pos, cb - pos), out);
      if (ts_node_is_named(c) && ts::ShKind(c) != Sh::kStringContent) {
        AppendNode(c, true, out);
      } else {
        AppendDoubleQuoted(Text(c), out);
      }
      pos = ce;
    } while (ts_tree_cursor_goto_next_sibling(cursor.get()));
  }
  if (pos < stop) AppendDoubleQuoted(std::string_view(source_.text()).substr(pos, stop - pos), out);
}

std::optional<std::string> Walker::LookupScalar(std::string_view name) {
  std::optional<Value> v = env_->Get(name);
  if (!v || !v->known) return std::nullopt;
  return std::string(v->Str());
}

void Walker::AppendParameter(std::string_view name, bool quoted, std::string_view spelling, Word& out) {
  if (name.empty()) {
    out.Append("$", quoted ? CharKind::kQuoted : CharKind::kLiteral);
    return;
  }
  const Env& e = *env_;
  if (name == "@" || name == "*") {
    if (!e.positional_known) {
      AppendValue("", false, quoted, spelling, out);
      return;
    }
    std::string ifs = e.Ifs();
    for (size_t i = 0; i < e.positional.size(); ++i) {
      if (i > 0) {
        if (name == "*" && quoted) out.Append(ifs.substr(0, 1), CharKind::kQuoted);
        else out.BreakField();
      }
      AppendValue(e.positional[i], true, quoted, spelling, out);
    }
    return;
  }
  if (name == "#") {
    AppendValue(std::to_string(e.positional.size()), e.positional_known, quoted, spelling, out);
    return;
  }
  if (name == "0") {
    AppendValue(e.arg0, e.positional_known && !e.arg0.empty(), quoted, spelling, out);
    return;
  }
  if (absl::ascii_isdigit(static_cast<unsigned char>(name[0]))) {
    size_t n = std::strtoul(std::string(name).c_str(), nullptr, 10);
    bool known = e.positional_known;
    AppendValue(known && n >= 1 && n <= e.positional.size() ? e.positional[n - 1] : "", known, quoted, spelling, out);
    return;
  }
  if (SpecialParam(name[0])) {
    AppendValue("", false, quoted, spelling, out);  // $? $$ $! $- $_: run-time values
    return;
  }
  std::optional<std::string> v = LookupScalar(name);
  AppendValue(v ? *v : "", v.has_value(), quoted, spelling, out);
}

void Walker::AppendExpansion(std::string_view text, bool quoted, Word& out) {
  auto unknown = [&] { AppendValue("", false, quoted, text, out); };
  if (text.size() < 3 || !text.starts_with("${") || !text.ends_with("}")) return unknown();
  std::string_view inner = text.substr(2, text.size() - 3);
  bool length = false, indirect = false;
  if (inner.size() > 1 && inner[0] == '#' && (NameStart(inner[1]) || absl::ascii_isdigit(static_cast<unsigned char>(inner[1])) || SpecialParam(inner[1]))) {
    length = true;
    inner.remove_prefix(1);
  } else if (inner.size() > 1 && inner[0] == '!') {
    indirect = true;
    inner.remove_prefix(1);
  }
  size_t i = 0;
  if (i < inner.size() && NameStart(inner[i])) {
    while (i < inner.size() && NameChar(inner[i])) ++i;
  } else if (i < inner.size() && absl::ascii_isdigit(static_cast<unsigned char>(inner[i]))) {
    while (i < inner.size() && absl::ascii_isdigit(static_cast<unsigned char>(inner[i]))) ++i;
  } else if (i < inner.size() && SpecialParam(inner[i])) {
    ++i;
  } else {
    return unknown();
  }
  std::string name(inner.substr(0, i));
  std::optional<std::string> index;
  if (i < inner.size() && inner[i] == '[') {
    size_t close = inner.find(']', i);
    if (close == std::string_view::npos) return unknown();
    index = std::string(inner.substr(i + 1, close - i - 1));
    i = close + 1;
  }
  std::string_view op = inner.substr(i);
  if (indirect) {
    if (index || !op.empty()) return unknown();  // ${!a[@]}, ${!prefix*}
    std::optional<std::string> target = LookupScalar(name);
    if (!target || target->empty()) return unknown();
    name = *target;
  }

  // The value(s) of the parameter; nullopt: unknown.
  std::optional<std::vector<std::string>> values;
  bool is_set = false;
  bool multi = false;  // [@] / [*] / $@
  if (index) {
    std::optional<Value> v = env_->Get(name);
    if (v && v->known) {
      is_set = !v->elems.empty();
      if (*index == "@" || *index == "*") {
        multi = *index == "@";
        std::vector<std::string> all;
        for (auto& [k, e] : v->elems) all.push_back(e);
        if (*index == "*") all = {fmt::format("{}", fmt::join(all, env_->Ifs().substr(0, 1)))};
        values = std::move(all);
      } else if (std::optional<int64_t> n = ParseArith(*index)) {
        auto it = v->elems.find(*n);
        is_set = it != v->elems.end();
        values = std::vector<std::string>{is_set ? it->second : ""};
      }
    }
  } else if (name == "@" || name == "*") {
    if (env_->positional_known) {
      is_set = !env_->positional.empty();
      multi = name == "@";
      values = name == "@" ? env_->positional
                           : std::vector<std::string>{fmt::format("{}", fmt::join(env_->positional, env_->Ifs().substr(0, 1)))};
    }
  } else {
    Word probe;
    AppendParameter(name, true, text, probe);
    if (AllKnown(probe)) {
      values = std::vector<std::string>{PlainText(probe)};
      std::optional<Value> v = env_->Get(name);
      is_set = v.has_value() && !v->elems.empty();
      if (absl::ascii_isdigit(static_cast<unsigned char>(name[0])) || name == "#" || name == "0") is_set = true;
    }
  }

  if (length) {
    if (!values) return unknown();
    size_t n = (index && (*index == "@" || *index == "*")) || name == "@" || name == "*" ? values->size()
                                                                                        : (*values)[0].size();
    return AppendValue(std::to_string(n), true, quoted, text, out);
  }
  auto emit = [&](const std::vector<std::string>& vs) {
    for (size_t k = 0; k < vs.size(); ++k) {
      if (k > 0) out.BreakField();
      AppendValue(vs[k], true, quoted, text, out);
    }
  };
  // An operand word (default, pattern, replacement), expanded from its text.
  auto operand = [&](std::string_view s, bool q) {
    Word w;
    AppendText(s, q, false, w);
    return w;
  };
  if (op.empty()) {
    if (!values) return unknown();
    return emit(*values);
  }
  bool colon = op[0] == ':' && op.size() > 1 && std::string_view("-=+?").find(op[1]) != std::string_view::npos;
  std::string_view kind = op.substr(0, colon ? 2 : 1);
  std::string_view rest = op.substr(kind.size());
  char k0 = kind.back();
  if (kind == "-" || kind == ":-" || kind == "=" || kind == ":=" || kind == "+" || kind == ":+" ||
      kind == "?" || kind == ":?") {
    if (!values && !index && NameStart(name[0]) && !env_->Get(name)) {
      // Never set by the script: read it as unset (the environment could still set it).
      values = std::vector<std::string>{};
      is_set = false;
    }
    if (!values) return unknown();
    bool empty = values->empty() || (values->size() == 1 && (*values)[0].empty());
    bool use_word = !is_set || (colon && empty);
    if (k0 == '+') use_word = !use_word;
    if (k0 == '?') return emit(*values);
    if (!use_word) return k0 == '+' ? void() : emit(*values);
    Word w = operand(rest, quoted);
    if (k0 == '=' && AllKnown(w) && !index) env_->Set(name, Value::Scalar(PlainText(w)));
    return out.Append(w);
  }
  if (!values || multi || values->size() != 1) return unknown();
  const std::string& value = (*values)[0];
  if (op[0] == '#' || op[0] == '%') {
    bool longest = op.size() > 1 && op[1] == op[0];
    // Unquoted pattern characters stay active even inside "..": "${x#*/}".
    Word pat = operand(op.substr(longest ? 2 : 1), false);
    if (!AllKnown(pat)) return unknown();
    std::optional<std::string> r = RemoveAffix(value, PatternOf(pat), op[0] == '%', longest);
    if (!r) return unknown();
    return AppendValue(*r, true, quoted, text, out);
  }
  if (op[0] == '/') {
    ReplaceMode mode = ReplaceMode::kFirst;
    std::string_view body = op.substr(1);
    if (!body.empty() && body[0] == '/') mode = ReplaceMode::kAll, body.remove_prefix(1);
    else if (!body.empty() && body[0] == '#') mode = ReplaceMode::kPrefix, body.remove_prefix(1);
    else if (!body.empty() && body[0] == '%') mode = ReplaceMode::kSuffix, body.remove_prefix(1);
    size_t slash = std::string_view::npos;
    for (size_t k = 0; k < body.size(); ++k) {
      if (body[k] == '\\') {
        ++k;
      } else if (body[k] == '/') {
        slash = k;
        break;
      }
    }
    Word pat = operand(body.substr(0, slash), false);
    Word rep = slash == std::string_view::npos ? Word() : operand(body.substr(slash + 1), quoted);
    if (!AllKnown(pat) || !AllKnown(rep)) return unknown();
    std::optional<std::string> r = ReplacePattern(value, PatternOf(pat), PlainText(rep), mode);
    if (!r) return unknown();
    return AppendValue(*r, true, quoted, text, out);
  }
  if (op == "^" || op == "^^" || op == "," || op == ",," || op == "~" || op == "~~") {
    return AppendValue(ChangeCase(value, op), true, quoted, text, out);
  }
  if (op[0] == ':') {
    std::string_view spec = op.substr(1);
    size_t colon2 = spec.find(':');
    std::optional<int64_t> offset = ParseArith(spec.substr(0, colon2));
    std::optional<int64_t> len;
    if (colon2 != std::string_view::npos) {
      len = ParseArith(spec.substr(colon2 + 1));
      if (!len) return unknown();
    }
    if (!offset) return unknown();
    return AppendValue(Substring(value, *offset, len), true, quoted, text, out);
  }
  if (op.size() == 2 && op[0] == '@') {
    switch (op[1]) {
      case 'Q': return AppendValue(fmt::format("'{}'", ReplaceAll(value, "'", "'\\''")), true, quoted, text, out);
      case 'E': return AppendValue(DecodeEscapes(value, EscapeDialect::kAnsiC).text, true, quoted, text, out);
      case 'U': return AppendValue(ChangeCase(value, "^^"), true, quoted, text, out);
      case 'u': return AppendValue(ChangeCase(value, "^"), true, quoted, text, out);
      case 'L': return AppendValue(ChangeCase(value, ",,"), true, quoted, text, out);
      default: return unknown();
    }
  }
  unknown();
}

void Walker::AppendText(std::string_view text, bool quoted, bool heredoc, Word& out) {
  if (!Enter()) {
    out.Append(text, CharKind::kUnknownSplit);
    return;
  }
  CharKind plain = (quoted || heredoc) ? CharKind::kQuoted : CharKind::kLiteral;
  size_t i = 0, n = text.size();
  auto unbalanced = [&](size_t from) {
    Opaque(kUnmodelled, std::string(text.substr(from, 60)), "has an unbalanced quote or substitution");
    out.Append(text.substr(from), CharKind::kUnknownSplit);
    i = n;
  };
  while (i < n) {
    char c = text[i];
    char next = i + 1 < n ? text[i + 1] : '\0';
    if (c == '\\' && i + 1 < n) {
      bool special = (quoted || heredoc) ? std::string_view(heredoc ? "$`\\\n" : "$`\"\\\n").find(next) != std::string_view::npos
                                         : true;
      if (next == '\n') {
        i += 2;
      } else if (special) {
        out.Append(text.substr(i + 1, 1), CharKind::kQuoted);
        i += 2;
      } else {
        out.Append("\\", CharKind::kQuoted);
        ++i;
      }
      continue;
    }
    if (c == '\'' && !quoted && !heredoc) {
      size_t end = text.find('\'', i + 1);
      if (end == std::string_view::npos) return unbalanced(i), Leave();
      out.MarkQuoted();
      out.Append(text.substr(i + 1, end - i - 1), CharKind::kQuoted);
      i = end + 1;
      continue;
    }
    if (c == '"' && !heredoc) {
      size_t end = i + 1;
      while (end < n && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
      if (end >= n) return unbalanced(i), Leave();
      out.MarkQuoted();
      AppendText(text.substr(i + 1, end - i - 1), true, false, out);
      i = end + 1;
      continue;
    }
    if (c == '$' && next == '\'' && !quoted && !heredoc) {
      size_t end = i + 2;
      while (end < n && text[end] != '\'') end += text[end] == '\\' ? 2 : 1;
      if (end >= n) return unbalanced(i), Leave();
      out.MarkQuoted();
      out.Append(DecodeEscapes(text.substr(i + 2, end - i - 2), EscapeDialect::kAnsiC).text, CharKind::kQuoted);
      i = end + 1;
      continue;
    }
    if (c == '$' && next == '(') {
      size_t close = MatchClose(text, i + 1, '(', ')');
      if (close == std::string_view::npos) return unbalanced(i), Leave();
      std::string_view whole = text.substr(i, close - i + 1);
      if (i + 2 < n && text[i + 2] == '(') {
        // $(( .. )): arithmetic; a substitution inside it is not followed.
        std::optional<int64_t> v = ParseArith(whole.size() >= 5 ? whole.substr(3, whole.size() - 5) : "");
        if (!v && whole.find_first_of("`$") != std::string_view::npos && whole.find("$(", 1) != std::string_view::npos) {
          Opaque(kUnmodelled, std::string(whole.substr(0, 60)), "runs a command substitution inside arithmetic");
        }
        AppendValue(v ? std::to_string(*v) : "", v.has_value(), quoted || heredoc, whole, out);
      } else {
        std::optional<std::string> v = SubstitutionText(text.substr(i + 2, close - i - 2));
        AppendValue(v ? *v : "", v.has_value(), quoted || heredoc, whole, out);
      }
      i = close + 1;
      continue;
    }
    if (c == '$' && next == '{') {
      size_t close = MatchClose(text, i + 1, '{', '}');
      if (close == std::string_view::npos) return unbalanced(i), Leave();
      AppendExpansion(text.substr(i, close - i + 1), quoted || heredoc, out);
      i = close + 1;
      continue;
    }
    if (c == '$' && (NameStart(next) || absl::ascii_isdigit(static_cast<unsigned char>(next)) || SpecialParam(next))) {
      size_t end = i + 2;
      if (NameStart(next)) {
        while (end < n && NameChar(text[end])) ++end;
      }
      AppendParameter(text.substr(i + 1, end - i - 1), quoted || heredoc, text.substr(i, end - i), out);
      i = end;
      continue;
    }
    if (c == '`') {
      std::string code;
      size_t end = i + 1;
      for (; end < n && text[end] != '`'; ++end) {
        if (text[end] == '\\' && end + 1 < n && std::string_view("`$\\").find(text[end + 1]) != std::string_view::npos) ++end;
        code.push_back(text[end]);
      }
      if (end >= n) return unbalanced(i), Leave();
      std::optional<std::string> v = SubstitutionText(code);
      AppendValue(v ? *v : "", v.has_value(), quoted || heredoc, text.substr(i, end - i + 1), out);
      i = end + 1;
      continue;
    }
    out.Append(text.substr(i, 1), plain);
    ++i;
  }
  Leave();
}

std::optional<std::string> Walker::Substitution(TSNode node) {
  // $(<file) reads the file.
  std::vector<TSNode> named;
  ts::Cursor cursor(node);
  if (ts_tree_cursor_goto_first_child(cursor.get())) {
    do {
      TSNode c = ts_tree_cursor_current_node(cursor.get());
      if (ts_node_is_named(c)) named.push_back(c);
    } while (ts_tree_cursor_goto_next_sibling(cursor.get()));
  }
  if (named.size() == 1 && ts::ShKind(named[0]) == Sh::kFileRedirect) {
    std::vector<Field> extra;
    Input in;
    Redirect(named[0], false, extra, in);
    return std::nullopt;
  }
  if (!ScanBudget::FirstWalk(Text(node)) && context_.spelled) return std::nullopt;
  Env saved = *env_;
  TSNode keep = anchor_;
  Outcome o = Sequence(node, Input{});
  anchor_ = keep;
  *env_ = std::move(saved);
  // Decoded text is built at run time: as a command word or as code it stays unknown, so that
  // it is `opaque` or `dynamic-eval` (DESIGN.md) rather than a literal. Piped into a shell, it
  // is analysed as well (StdinCode).
  if (!o.output || o.decoded) return std::nullopt;
  std::string v = *o.output;
  while (!v.empty() && v.back() == '\n') v.pop_back();
  return v;
}

std::optional<std::string> Walker::SubstitutionText(std::string_view code) {
  if (context_.depth + 1 > options_.max_nesting_depth) {
    Opaque(kNestingLimit, std::string(code.substr(0, 60)),
           fmt::format("nests substitutions deeper than {} levels (max_nesting_depth)", options_.max_nesting_depth));
    return std::nullopt;
  }
  if (!ScanBudget::FirstWalk(code) && context_.spelled) return std::nullopt;
  Context child = context_;
  child.depth = context_.depth + 1;
  child.spelled = false;
  Env copy = *env_;
  WalkResult nested = WalkScript(code, child, copy);
  std::optional<std::string> output = nested.output;
  Merge(std::move(nested), fmt::format("$({})", code.substr(0, 60)));
  if (!output) return std::nullopt;
  std::string v = *output;
  while (!v.empty() && v.back() == '\n') v.pop_back();
  return v;
}

}  // namespace kotoba::shellscan::internal
