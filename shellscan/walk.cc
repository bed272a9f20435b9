#include "shellscan/walk.h"

#include <fnmatch.h>

#include <array>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "shellscan/paths.h"
#include "shellscan/strings.h"
#include "shellscan/fields.h"
#include "shellscan/producers.h"
#include "shellscan/quote.h"
#include "shellscan/rules.h"

namespace kotoba::shellscan::internal {
namespace {

using ts::Sh;
using ts::ShField;

struct Child {
  TSNode node;
  TSFieldId field;
};

// Children in order, with their field ids (cursor iteration: linear in the child count).
std::vector<Child> Children(TSNode node) {
  std::vector<Child> out;
  ts::Cursor cursor(node);
  if (!ts_tree_cursor_goto_first_child(cursor.get())) return out;
  do {
    out.push_back({ts_tree_cursor_current_node(cursor.get()),
                   ts_tree_cursor_current_field_id(cursor.get())});
  } while (ts_tree_cursor_goto_next_sibling(cursor.get()));
  return out;
}

bool Is(const Child& c, ShField f) { return c.field != 0 && c.field == ts::FieldId(f); }

// Assignments that change what later commands run (the loader, shell start-up files, search
// paths, pagers and editors, git's hooks and helpers, interpreters' start-up code).
constexpr std::array<std::string_view, 24> kRunsCodeVariables = {
    "LD_PRELOAD",   "LD_LIBRARY_PATH", "LD_AUDIT",     "BASH_ENV",       "ENV",
    "PATH",         "PAGER",           "MANPAGER",     "GIT_PAGER",      "EDITOR",
    "VISUAL",       "PYTHONPATH",      "PYTHONSTARTUP", "PYTHONHOME",    "PERL5LIB",
    "PERL5OPT",     "NODE_OPTIONS",    "RUBYOPT",      "PROMPT_COMMAND", "SHELLOPTS",
    "BASHOPTS",     "PS4",             "LESSOPEN",     "DYLD_INSERT_LIBRARIES"};

bool RunsCode(std::string_view name) {
  for (std::string_view v : kRunsCodeVariables) {
    if (name == v) return true;
  }
  // GIT_SSH, GIT_SSH_COMMAND, GIT_EXTERNAL_DIFF, GIT_EDITOR, GIT_ASKPASS, GIT_CONFIG_*...
  return std::string_view(name).starts_with("GIT_") || std::string_view(name).starts_with("BASH_FUNC_");
}

std::string Spell(std::span<const Field> argv) {
  std::vector<std::string> parts;
  for (const Field& f : argv) parts.push_back(f.known ? ShellQuote(f.text) : f.text);
  return fmt::format("{}", fmt::join(parts, " "));
}

// Names a loop body may assign: their values after one iteration are not the ones before.
void CollectAssigned(TSNode node, absl::flat_hash_set<std::string>& names, const ts::Tree& tree) {
  ts::Cursor cursor(node);
  int depth = 0;
  for (;;) {
    TSNode n = ts_tree_cursor_current_node(cursor.get());
    Sh k = ts::ShKind(n);
    if (k == Sh::kVariableAssignment || k == Sh::kForStatement) {
      TSNode name = ts::Child(n, k == Sh::kForStatement ? ShField::kVariable : ShField::kName);
      if (!ts_node_is_null(name)) {
        if (ts::ShKind(name) == Sh::kSubscript) name = ts::Child(name, ShField::kName);
        names.insert(std::string(tree.Text(name)));
      }
    }
    if (ts_tree_cursor_goto_first_child(cursor.get())) {
      ++depth;
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(cursor.get())) {
      if (depth == 0 || !ts_tree_cursor_goto_parent(cursor.get())) return;
      --depth;
    }
    if (depth == 0) return;
  }
}

}  // namespace

namespace {
// Commands whose output is known to be empty, so that `> f` after them empties f (DESIGN.md:
// `: > f`, `cat /dev/null > f`; also `true`, `echo -n`, `printf ''`).
bool PrintsNothing(const std::vector<Field>& argv) {
  for (const Field& f : argv) {
    if (!f.known || f.glob) return false;
  }
  if (argv.empty()) return false;
  std::string_view name = argv[0].text;
  if (argv.size() == 1 && (name == ":" || name == "true" || name == "false")) return true;
  if (argv.size() == 2 && name == "cat" && argv[1].text == "/dev/null") return true;
  std::vector<std::string> args;
  for (size_t i = 1; i < argv.size(); ++i) args.push_back(argv[i].text);
  if (name == "echo") return EchoOutput(args).empty();
  if (name == "printf") {
    std::optional<std::string> out = PrintfOutput(args);
    return out && out->empty();
  }
  return false;
}
}  // namespace

bool Walker::EscapedBlanks(uint32_t begin, uint32_t end) const {
  const std::string& s = source_.text();
  if (begin >= end || end > s.size() || (end - begin) % 2 != 0) return false;
  for (uint32_t i = begin; i < end; i += 2) {
    if (s[i] != '\\' || (s[i + 1] != ' ' && s[i + 1] != '\t')) return false;
  }
  return true;
}

namespace {
thread_local size_t steps_left = 0;
thread_local int open_budgets = 0;
// Spellings walked, as (seeded hash, length): a 130 KB spelling nested 100 deep costs 16 bytes,
// not 130 KB, per level.
thread_local absl::flat_hash_set<std::pair<size_t, size_t>> walked;
}  // namespace

ScanBudget::ScanBudget(size_t steps) : outermost_(open_budgets++ == 0) {
  if (!outermost_) return;
  steps_ = steps;
  steps_left = steps;
  walked.clear();
}
ScanBudget::~ScanBudget() {
  if (--open_budgets == 0) walked = {};  // frees the table, not only clears it
}

size_t ScanBudget::Spent() const { return outermost_ ? steps_ - steps_left : 0; }

size_t ScanBudget::Left() { return steps_left; }

bool ScanBudget::Take(size_t n) {
  if (steps_left < n) {
    steps_left = 0;
    return false;
  }
  steps_left -= n;
  return true;
}

namespace {
std::pair<size_t, size_t> WalkKey(std::string_view spelling) {
  absl::string_view text(spelling.data(), spelling.size());  // Debian's Abseil has its own
  return {absl::Hash<absl::string_view>{}(text), text.size()};
}
}  // namespace

bool ScanBudget::FirstWalk(std::string_view spelling) { return walked.insert(WalkKey(spelling)).second; }

bool ScanBudget::Walked(std::string_view spelling) { return walked.contains(WalkKey(spelling)); }

bool Walker::Enter() {
  // The stack check covers small thread stacks and sanitizer builds' larger frames.
  bool budget = ScanBudget::Take();
  if (++depth_ <= options_.max_syntax_depth && !stack_.Low() && budget) return true;
  --depth_;
  if (!depth_reported_) {
    depth_reported_ = true;
    if (!budget) {
      Opaque(kSyntaxLimit, "the walk ran out of steps (max_fold_steps)",
             "too much nested code to follow within the analysis budget (max_fold_steps)");
    } else {
      Opaque(kSyntaxLimit, fmt::format("nesting deeper than {}", options_.max_syntax_depth),
             "nests deeper than the analysis follows (max_syntax_depth)");
    }
  }
  return false;
}

void Walker::Report(Label label, std::string_view rule, std::string evidence, std::string message) {
  Finding f;
  f.label = label;
  f.rule = std::string(rule);
  if (!ts_node_is_null(anchor_)) {
    Position s = source_.At(ts_node_start_byte(anchor_));
    Position e = source_.At(ts_node_end_byte(anchor_));
    f.line = s.line;
    f.column = s.column;
    f.end_line = e.line;
    f.end_column = e.column;
  }
  constexpr size_t kMaxEvidence = 300;
  if (evidence.size() > kMaxEvidence) {
    evidence.resize(kMaxEvidence);
    evidence += "...";
  }
  f.evidence = std::move(evidence);
  f.message = std::move(message);
  result_.findings.push_back(std::move(f));
  result_.all_read_only = false;
}

void Walker::Merge(WalkResult nested, std::string_view via) {
  Finding where;
  if (!ts_node_is_null(anchor_)) {
    Position s = source_.At(ts_node_start_byte(anchor_));
    Position e = source_.At(ts_node_end_byte(anchor_));
    where.line = s.line;
    where.column = s.column;
    where.end_line = e.line;
    where.end_column = e.column;
  }
  for (Finding& f : nested.findings) {
    f.line = where.line;
    f.column = where.column;
    f.end_line = where.end_line;
    f.end_column = where.end_column;
    f.evidence = fmt::format("{} -> {}", via, f.evidence);
    result_.findings.push_back(std::move(f));
  }
  for (ShellCommand& c : nested.commands) {
    c.line = where.line;
    result_.commands.push_back(std::move(c));
  }
  if (!nested.all_read_only) result_.all_read_only = false;
}

void Walker::Run() {
  TSNode root = tree_.Root();
  TSNode error = ts::FirstError(root);
  if (!ts_node_is_null(error)) {
    anchor_ = error;
    Opaque(kParseError, fmt::format("{} near `{}`", ts_node_is_missing(error) ? "missing token" : "syntax error",
                                    Text(error).substr(0, 40)),
           "could not parse the command; bash may read it differently");
  }
  Outcome o = Statement(root, Input{});
  if (!o.decoded) result_.output = std::move(o.output);  // decoded text leaves a script unknown
}

Walker::Outcome Walker::Sequence(TSNode node, const Input& in) {
  Outcome out{std::string()};
  for (const Child& c : Children(node)) {
    if (!ts_node_is_named(c.node)) continue;
    Outcome o = Statement(c.node, in);
    if (ts::ShKind(c.node) == Sh::kComment) continue;
    out.decoded = out.decoded || o.decoded;
    if (out.output && o.output) {
      *out.output += *o.output;
    } else {
      out.output.reset();
    }
  }
  return out;
}

Walker::Outcome Walker::Statement(TSNode node, const Input& in) {
  if (!Enter()) return {};
  Outcome out;
  switch (ts::ShKind(node)) {
    case Sh::kProgram:
    case Sh::kDoGroup:
    case Sh::kCompoundStatement:
      out = Sequence(node, in);
      break;
    case Sh::kSubshell: {
      Env saved = *env_;
      out = Sequence(node, in);
      *env_ = std::move(saved);
      break;
    }
    case Sh::kList: {
      // a && b, a || b: `b` may not run, so what it assigns is only possibly assigned.
      bool first = true;
      for (const Child& c : Children(node)) {
        if (!ts_node_is_named(c.node)) continue;
        if (first) {
          Statement(c.node, in);
          first = false;
          continue;
        }
        Env before = *env_;
        Statement(c.node, in);
        *env_ = Env::Join(before, *env_);
      }
      break;
    }
    case Sh::kPipeline:
      out = Pipeline(node, in);
      break;
    case Sh::kNegatedCommand:
      for (const Child& c : Children(node)) {
        if (ts_node_is_named(c.node)) out = Statement(c.node, in);
      }
      break;
    case Sh::kRedirectedStatement:
      out = Redirected(node, in);
      break;
    case Sh::kCommand:
      anchor_ = node;
      out = Command(node, {}, in);
      break;
    case Sh::kDeclarationCommand:
      anchor_ = node;
      Declaration(node);
      break;
    case Sh::kUnsetCommand:
      anchor_ = node;
      Unset(node);
      break;
    case Sh::kVariableAssignment:
      anchor_ = node;
      Assignment(node, false, false);
      out.output = "";
      break;
    case Sh::kVariableAssignments:
      anchor_ = node;
      for (const Child& c : Children(node)) {
        if (ts::ShKind(c.node) == Sh::kVariableAssignment) Assignment(c.node, false, false);
      }
      out.output = "";
      break;
    case Sh::kIfStatement:
      If(node);
      break;
    case Sh::kWhileStatement:
    case Sh::kForStatement:
    case Sh::kCStyleForStatement:
      Loop(node);
      break;
    case Sh::kCaseStatement:
      Case(node);
      break;
    case Sh::kFunctionDefinition:
      Function(node);
      out.output = "";
      break;
    case Sh::kTestCommand: {
      anchor_ = node;
      VisitExpressions(node);
      ShellCommand cmd;
      cmd.argv = {std::string(Text(node).substr(0, 2))};
      cmd.read_only = true;
      cmd.line = source_.At(ts_node_start_byte(node)).line;
      result_.commands.push_back(std::move(cmd));
      out.output = "";
      break;
    }
    case Sh::kComment:
      out.output = "";
      break;
    case Sh::kError:
      // Already reported as a parse error: still look inside for what can be recognised.
      for (const Child& c : Children(node)) {
        if (!ts_node_is_named(c.node)) continue;
        Sh k = ts::ShKind(c.node);
        if (k == Sh::kWord || k == Sh::kCommandName || k == Sh::kConcatenation) {
          VisitExpressions(c.node);
        } else {
          Statement(c.node, in);
        }
      }
      break;
    // `(( x++ ))` parses as a compound statement holding arithmetic expressions.
    case Sh::kBinaryExpression:
    case Sh::kUnaryExpression:
    case Sh::kPostfixExpression:
    case Sh::kParenthesizedExpression:
    case Sh::kTernaryExpression:
    case Sh::kNumber:
    case Sh::kVariableName:
    case Sh::kWord:
    case Sh::kString:
    case Sh::kSimpleExpansion:
    case Sh::kExpansion:
    case Sh::kCommandSubstitution:
    case Sh::kConcatenation:
      VisitExpressions(node);
      break;
    default:
      anchor_ = node;
      Opaque(kUnknownNode, fmt::format("`{}` ({})", Text(node).substr(0, 40), ts_node_type(node)),
             "uses shell syntax the analysis does not model");
      break;
  }
  Leave();
  return out;
}

Walker::Outcome Walker::Pipeline(TSNode node, const Input& in) {
  // Every stage runs in a subshell: nothing it assigns survives the pipeline.
  Env saved = *env_;
  Input cur = in;
  Outcome last;
  std::vector<TSNode> stages;
  std::vector<TSNode> todo = {node};
  while (!todo.empty()) {
    TSNode n = todo.back();
    todo.pop_back();
    std::vector<Child> kids = Children(n);
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) {
      if (!ts_node_is_named(it->node)) continue;
      if (ts::ShKind(it->node) == Sh::kPipeline) {
        todo.push_back(it->node);
      } else {
        stages.insert(stages.begin(), it->node);
      }
    }
  }
  // `stages` was filled back to front per level; restore source order.
  std::sort(stages.begin(), stages.end(),
            [](TSNode a, TSNode b) { return ts_node_start_byte(a) < ts_node_start_byte(b); });
  for (TSNode stage : stages) {
    *env_ = saved;
    last = Statement(stage, cur);
    cur = Input{true, last.output, std::string(Text(stage).substr(0, 60)), false, true, last.decoded};
  }
  *env_ = std::move(saved);
  return last;
}

Walker::Outcome Walker::Redirected(TSNode node, const Input& in) {
  anchor_ = node;
  TSNode body{};
  std::vector<TSNode> redirects;
  for (const Child& c : Children(node)) {
    if (Is(c, ShField::kBody)) body = c.node;
    else if (Is(c, ShField::kRedirect)) redirects.push_back(c.node);
  }
  Outcome out;
  if (!ts_node_is_null(body) && ts::ShKind(body) == Sh::kCommand) {
    out = Command(body, redirects, in);
  } else {
    if (!ts_node_is_null(body)) out = Statement(body, in);
    anchor_ = node;
    std::vector<Field> extra;
    Input ignored;
    // No body at all (`> f`): the redirection alone truncates the file.
    for (TSNode r : redirects) Redirect(r, ts_node_is_null(body), extra, ignored);
    out.output.reset();
  }
  // tree-sitter hangs the rest of a heredoc's line under the heredoc: `cat <<EOF | sh`,
  // `cat <<EOF && rm x`. Walk those as the pipeline / list they are.
  for (TSNode r : redirects) {
    if (ts::ShKind(r) != Sh::kHeredocRedirect) continue;
    for (const Child& c : Children(r)) {
      Sh k = ts::ShKind(c.node);
      if (k == Sh::kPipeline) {
        Input cur{true, out.output, std::string(Text(body).substr(0, 60)), false, true, out.decoded};
        std::vector<TSNode> stages;
        std::vector<TSNode> todo = {c.node};
        while (!todo.empty()) {
          TSNode n = todo.back();
          todo.pop_back();
          for (const Child& s : Children(n)) {
            if (!ts_node_is_named(s.node)) continue;
            if (ts::ShKind(s.node) == Sh::kPipeline) todo.push_back(s.node);
            else stages.push_back(s.node);
          }
        }
        std::sort(stages.begin(), stages.end(),
                  [](TSNode a, TSNode b) { return ts_node_start_byte(a) < ts_node_start_byte(b); });
        Env saved = *env_;
        for (TSNode s : stages) {
          Outcome o = Statement(s, cur);
          cur = Input{true, o.output, std::string(Text(s).substr(0, 60)), false, true, o.decoded};
        }
        *env_ = std::move(saved);
        out.output.reset();
      } else if (Is(c, ShField::kRight)) {
        Env before = *env_;
        Statement(c.node, Input{});
        *env_ = Env::Join(before, *env_);
        out.output.reset();
      }
    }
  }
  return out;
}

void Walker::Redirect(TSNode r, bool bare_command, std::vector<Field>& extra_args, Input& stdin_in) {
  Sh kind = ts::ShKind(r);
  std::string spelled(Text(r).substr(0, 80));
  if (kind == Sh::kFileRedirect) {
    std::string op;
    std::vector<TSNode> dests;
    for (const Child& c : Children(r)) {
      if (Is(c, ShField::kDestination)) dests.push_back(c.node);
      else if (!ts_node_is_named(c.node)) op = std::string(Text(c.node));
    }
    if (dests.empty()) return;
    // `cmd >f arg`: tree-sitter puts `arg` under the redirect; bash gives it to the command.
    if (dests.size() > 1) {
      std::vector<TSNode> rest(dests.begin() + 1, dests.end());
      for (Field& f : ExpandArgs(rest)) extra_args.push_back(std::move(f));
    }
    TSNode dest = dests[0];
    bool fd_dup = (op == ">&" || op == "<&" || op == ">&-" || op == "<&-") &&
                  (ts::ShKind(dest) == Sh::kNumber || Text(dest) == "-");
    if (fd_dup) return;
    Field target = ExpandSingle(dest);
    bool input = op == "<";
    if (input) {
      stdin_in.present = true;
      stdin_in.from = spelled;
      stdin_in.file = ts::ShKind(dest) != Sh::kProcessSubstitution;
      if (IsNetworkDevice(target.text)) {
        Report(Label::kRawSocket, kSocketDevice, spelled, "opens a network connection through /dev/tcp or /dev/udp");
      } else if (target.glob ? GlobMayMatchSecret(target.pattern) : IsSecretPath(target.text)) {
        Report(Label::kSecretRead, kSecretRedirect, spelled, fmt::format("reads {}", target.text));
      }
      return;
    }
    if (target.known && IsHarmlessSink(target.text)) return;
    if (ts::ShKind(dest) == Sh::kProcessSubstitution) return;  // > >(cmd): a pipe, walked above
    if (target.known && IsNetworkDevice(target.text)) {
      Report(Label::kRawSocket, kSocketDevice, spelled, "opens a network connection through /dev/tcp or /dev/udp");
      return;
    }
    Report(Label::kFsWrite, kWriteRedirect, spelled, fmt::format("writes {}", target.text));
    bool truncates = op == ">" || op == ">|" || op == "&>" || op == ">&";
    if (truncates && bare_command) {
      Report(Label::kFsDestroy, kDestroyRedirect, spelled, fmt::format("empties {}", target.text));
    }
    return;
  }
  if (kind == Sh::kHerestringRedirect) {
    for (const Child& c : Children(r)) {
      if (!ts_node_is_named(c.node)) continue;
      Field v = ExpandSingle(c.node);
      stdin_in.present = true;
      stdin_in.from = spelled;
      stdin_in.file = false;
      if (v.known) stdin_in.text = v.text + "\n";
      else stdin_in.text.reset();
      return;
    }
    return;
  }
  if (kind == Sh::kHeredocRedirect) {
    bool quoted = false;
    std::string_view body;
    bool strip_tabs = Text(r).substr(0, 3) == "<<-";
    for (const Child& c : Children(r)) {
      Sh k = ts::ShKind(c.node);
      if (k == Sh::kHeredocStart) {
        std::string_view s = Text(c.node);
        quoted = s.find_first_of("'\"\\") != std::string_view::npos;
      } else if (k == Sh::kHeredocBody) {
        body = Text(c.node);
      } else if (Is(c, ShField::kArgument)) {
        for (Field& f : ExpandArgs({c.node})) extra_args.push_back(std::move(f));
      } else if (Is(c, ShField::kRedirect)) {
        Redirect(c.node, bare_command, extra_args, stdin_in);
      }
    }
    std::string text(body);
    if (strip_tabs) {
      std::string stripped;
      bool line_start = true;
      for (char ch : text) {
        if (line_start && ch == '\t') continue;
        line_start = ch == '\n';
        stripped.push_back(ch);
      }
      text = std::move(stripped);
    }
    stdin_in.present = true;
    stdin_in.from = "heredoc";
    stdin_in.file = false;
    if (quoted) {
      stdin_in.text = text;  // quoted delimiter: the body is inert text
      return;
    }
    // Unquoted: $x, ${..}, $(..) and backticks in the body run (tree-sitter does not parse
    // backticks there, so the body is expanded from its text).
    Word w;
    AppendText(text, true, true, w);
    Field f = JoinField(w);
    if (f.known) stdin_in.text = f.text;
    else stdin_in.text.reset();
    return;
  }
  Opaque(kUnknownNode, spelled, "uses a redirection the analysis does not model");
}

void Walker::CheckAssignmentName(std::string_view name, const Field& value, std::string_view evidence) {
  if (!RunsCode(name)) return;
  Report(Label::kShellSpawn, kSpawnAssignment, std::string(evidence),
         fmt::format("sets {}, which changes what runs", name));
}

Walker::Outcome Walker::Command(TSNode node, const std::vector<TSNode>& outer_redirects, const Input& in) {
  std::vector<TSNode> words;
  std::vector<TSNode> prefix_nodes;
  std::vector<TSNode> redirects = outer_redirects;
  bool have_name = false;
  for (const Child& c : Children(node)) {
    Sh k = ts::ShKind(c.node);
    if (Is(c, ShField::kName)) {
      have_name = true;
      for (const Child& w : Children(c.node)) {
        if (ts_node_is_named(w.node)) words.push_back(w.node);
      }
    } else if (Is(c, ShField::kArgument)) {
      words.push_back(c.node);
    } else if (Is(c, ShField::kRedirect)) {
      redirects.push_back(c.node);
    } else if (k == Sh::kVariableAssignment) {
      prefix_nodes.push_back(c.node);
    } else if (k == Sh::kFileRedirect || k == Sh::kHeredocRedirect || k == Sh::kHerestringRedirect) {
      redirects.push_back(c.node);
    } else if (ts_node_is_named(c.node) && k != Sh::kComment) {
      words.push_back(c.node);
    }
  }
  std::string source_text(Text(node));
  if (!have_name) {
    // Only assignments and redirections: the assignments stay in this shell.
    for (TSNode a : prefix_nodes) Assignment(a, false, false);
    std::vector<Field> extra;
    Input stdin_in;
    for (TSNode r : redirects) Redirect(r, true, extra, stdin_in);
    return {std::string()};
  }
  std::vector<std::pair<std::string, Field>> prefix;
  for (TSNode a : prefix_nodes) {
    TSNode name = ts::Child(a, ShField::kName);
    TSNode value = ts::Child(a, ShField::kValue);
    Field v = ts_node_is_null(value) ? KnownField("") : ExpandSingle(value);
    prefix.emplace_back(std::string(Text(name)), std::move(v));
  }
  std::vector<Field> argv = ExpandArgs(words);
  std::vector<Field> extra;
  Input stdin_in = in;
  for (TSNode r : redirects) Redirect(r, PrintsNothing(argv), extra, stdin_in);
  for (Field& f : extra) argv.push_back(std::move(f));
  return Run(std::move(argv), prefix, stdin_in, source_text, 0);
}

Walker::Outcome Walker::Run(std::vector<Field> argv, const std::vector<std::pair<std::string, Field>>& prefix,
                            const Input& in, std::string_view source_text, int hops) {
  std::string evidence_head(source_text.substr(0, 200));
  for (const auto& [name, value] : prefix) CheckAssignmentName(name, value, evidence_head);
  if (argv.empty()) return {std::string()};
  ShellCommand record;
  record.line = ts_node_is_null(anchor_) ? 1 : source_.At(ts_node_start_byte(anchor_)).line;
  auto finish = [&](bool read_only, LabelSet labels) {
    for (const Field& f : argv) record.argv.push_back(f.text);
    record.read_only = read_only && labels.empty();
    record.labels = labels;
    if (!record.read_only) result_.all_read_only = false;
    result_.commands.push_back(std::move(record));
  };
  if (!argv[0].known) {
    Opaque(kUnknownCommand, fmt::format("{} -> {}", evidence_head, Spell(argv)),
           "runs a command whose name is only known at run time");
    finish(false, {Label::kOpaque});
    return {};
  }
  if (argv[0].glob) {
    LabelSet labels{Label::kOpaque};
    Opaque(kGlobCommand, fmt::format("{} -> {}", evidence_head, argv[0].text),
           "runs a command named by a file-name pattern");
    // What the pattern could name among the commands the table knows.
    constexpr std::array<std::string_view, 6> kDirs = {"", "/bin/", "/usr/bin/", "/sbin/", "/usr/sbin/",
                                                       "/usr/local/bin/"};
    std::string pattern = argv[0].pattern;
    // `*` names every command in the table: each judgement of the (maybe brace-expanded) argv
    // is paid, or hundreds of them cost seconds.
    size_t judge_cost = 1;
    for (const Field& f : argv) judge_cost += f.text.size() / ScanBudget::kBytesPerStep;
    for (const CommandSpec& spec : Commands()) {
      if (spec.name.find(' ') != std::string_view::npos) continue;
      for (std::string_view dir : kDirs) {
        std::string candidate = fmt::format("{}{}", dir, spec.name);
        if (fnmatch(pattern.c_str(), candidate.c_str(), FNM_PATHNAME) != 0) continue;
        if (!ScanBudget::Take(judge_cost)) {
          Opaque(kSyntaxLimit, evidence_head,
                 "names more commands than the analysis budget can judge (max_fold_steps)");
          finish(false, labels);
          return {};
        }
        std::vector<Field> alt = argv;
        alt[0] = KnownField(std::string(spec.name));
        for (const Hit& h : Judge(alt).hits) {
          Report(h.label, h.rule, fmt::format("{} -> {}", evidence_head, Spell(alt)),
                 fmt::format("{} (if the pattern names {})", h.message, spec.name));
          labels.Add(h.label);
        }
        break;
      }
    }
    finish(false, labels);
    return {};
  }
  if (auto it = hashed_.find(argv[0].text); it != hashed_.end()) {
    if (it->second.empty()) argv[0].known = false;
    else argv[0].text = it->second;
  }
  Unwrapped u = Unwrap(std::move(argv), options_.max_wrapper_depth);
  argv = std::move(u.argv);
  for (const auto& [name, value] : u.assignments) CheckAssignmentName(name, value, evidence_head);
  for (const Field& f : u.writes) {
    if (!IsHarmlessSink(f.text)) Report(Label::kFsWrite, kWriteCommand, evidence_head, fmt::format("writes {}", f.text));
  }
  for (const Field& f : u.reads) {
    if (f.glob ? GlobMayMatchSecret(f.pattern) : IsSecretPath(f.text)) {
      Report(Label::kSecretRead, kSecretPath, evidence_head, fmt::format("reads {}", f.text));
    }
  }
  if (u.opaque) {
    Opaque(u.depth_exceeded ? kWrapperLimit : kUnknownWrapper, evidence_head,
           fmt::format("could not see through a wrapper: {}", u.reason));
    finish(false, {Label::kOpaque});
    return {};
  }
  if (u.script) {
    bool same_shell = !u.chain.empty() && u.chain.back() == "eval";
    NestedShell(*u.script, same_shell, evidence_head);
    return {};
  }
  if (argv.empty()) {
    record.argv.push_back(evidence_head);
    record.read_only = true;
    result_.commands.push_back(std::move(record));
    return {std::string()};
  }
  if (functions_.contains(argv[0].text)) {
    // A function defined in the script: its body was judged where it was defined.
    finish(true, {});
    return {};
  }
  Judgement j = Judge(argv);
  std::string spelled = Spell(argv);
  std::string evidence = spelled == evidence_head ? evidence_head : fmt::format("{} -> {}", evidence_head, spelled);
  LabelSet labels;
  for (const Hit& h : j.hits) {
    Report(h.label, h.rule, evidence, h.message);
    labels.Add(h.label);
  }
  if (j.python_code) NestedPython(*j.python_code, evidence);
  for (std::vector<Field>& cmd : j.find_exec) {
    if (hops < options_.max_wrapper_depth) Run(std::move(cmd), {}, Input{}, source_text, hops + 1);
  }
  StdinCode(j, in, evidence);
  BuiltinEffects(argv, in);
  // A shell reading constant code from stdin is transparent, like `bash -c 'lit'`.
  bool transparent = j.stdin_code == Reads::kShellCode && in.present && in.text && !in.file;
  Outcome out;
  std::string_view name = Basename(argv[0].text);
  bool all_known = true;
  for (const Field& f : argv) all_known = all_known && f.known && !f.glob;
  if (all_known && (name == "echo" || name == "printf")) {
    std::vector<std::string> args;
    for (size_t i = 1; i < argv.size(); ++i) args.push_back(argv[i].text);
    if (name == "echo") out.output = EchoOutput(args);
    else if (args.empty() || args[0] != "-v") out.output = PrintfOutput(args);
  } else if (all_known && in.present && in.text && !in.file) {
    std::vector<std::string> words;
    for (const Field& f : argv) words.push_back(f.text);
    words[0] = std::string(name);
    out.output = FilterOutput(words, *in.text);
    out.decoded = in.decoded || name != "cat";
  }
  finish(j.read_only || transparent, labels);
  return out;
}

void Walker::StdinCode(const Judgement& j, const Input& in, std::string_view evidence) {
  if (j.stdin_code == Reads::kNothing) return;
  bool shell = j.stdin_code == Reads::kShellCode;
  if (!in.present) {
    if (shell) Report(Label::kShellSpawn, kSpawnCommand, std::string(evidence), "starts an interactive shell");
    return;
  }
  if (in.file) {
    if (shell) Report(Label::kShellSpawn, kSpawnCommand, std::string(evidence), "runs a shell script file");
    return;
  }
  // Code piped into a shell or interpreter is run-time input (DESIGN.md: `curl ... | sh`);
  // constant text is analysed as well.
  if (in.pipe || !in.text) {
    Report(Label::kDynamicEval, kEvalPipe, fmt::format("{} | {}", in.from, evidence),
           "runs code it receives at run time");
    if (shell) Report(Label::kShellSpawn, kSpawnCommand, std::string(evidence), "starts a shell reading code from its input");
  }
  if (!in.text) return;
  std::string via = fmt::format("{} | {}", in.from, evidence);
  if (shell) {
    NestedShell(NestedScript{KnownField(*in.text), {}, via}, false, via);
  } else if (j.stdin_code == Reads::kPythonCode) {
    NestedPython(KnownField(*in.text), via);
  }
}

void Walker::NestedShell(const NestedScript& script, bool same_shell, std::string_view evidence) {
  std::string via(evidence);
  if (!script.code.known) {
    Report(Label::kDynamicEval, kEvalDynamic, fmt::format("{}: {}", evidence, script.code.text),
           "runs shell code built at run time");
  }
  if (context_.depth + 1 > options_.max_nesting_depth) {
    Opaque(kNestingLimit, std::string(evidence),
           fmt::format("nests shells deeper than {} levels (max_nesting_depth)", options_.max_nesting_depth));
    return;
  }
  // `bash -c "$(cmd)"` with cmd's output unknown: the code is that one substitution's spelling,
  // walked where it appeared, so walking it again finds nothing more.
  if (!script.code.known && ScanBudget::Walked(script.code.text)) return;
  Context child = context_;
  child.depth = context_.depth + 1;
  child.spelled = !script.code.known;
  Env fresh;
  if (!same_shell) {
    fresh.positional_known = true;
    for (size_t i = 0; i < script.args.size(); ++i) {
      if (!script.args[i].known) fresh.positional_known = false;
      if (i == 0) fresh.arg0 = script.args[0].text;
      else fresh.positional.push_back(script.args[i].text);
    }
  }
  WalkResult nested = WalkScript(script.code.text, child, same_shell ? *env_ : fresh);
  if (!script.code.known) {
    // The unknown parts are what dynamic-eval reports; what they make opaque adds nothing.
    std::erase_if(nested.findings, [](const Finding& f) { return f.label == Label::kOpaque; });
  }
  Merge(std::move(nested), via);
}

void Walker::NestedPython(const Field& code, std::string_view evidence) {
  if (!code.known) {
    Report(Label::kDynamicEval, kEvalDynamic, std::string(evidence), "runs Python code built at run time");
    return;
  }
  if (!context_.analyze_python) return;
  if (context_.depth + 1 > options_.max_nesting_depth) {
    Opaque(kNestingLimit, std::string(evidence),
           fmt::format("nests code deeper than {} levels (max_nesting_depth)", options_.max_nesting_depth));
    return;
  }
  WalkResult nested;
  nested.findings = context_.analyze_python(code.text, context_.depth + 1);
  nested.all_read_only = nested.findings.empty();
  Merge(std::move(nested), fmt::format("python '{}'", code.text.substr(0, 80)));
}

void Walker::BuiltinEffects(const std::vector<Field>& argv, const Input& in) {
  std::string_view name = argv[0].text;
  if (name == "read") {
    // read [-r] NAME... <<< text: the first line split on IFS; anything else is unknown.
    std::vector<std::string> names;
    bool simple = true;
    for (size_t i = 1; i < argv.size(); ++i) {
      std::string_view a = argv[i].text;
      if (a == "-r") continue;
      if (a.starts_with("-")) {
        simple = false;
        if (a == "-a" || a == "-d" || a == "-p" || a == "-n" || a == "-N" || a == "-t" || a == "-u") ++i;
        continue;
      }
      names.emplace_back(a);
    }
    if (names.empty()) names.push_back("REPLY");
    if (simple && in.present && in.text && !in.file) {
      std::string line = in.text->substr(0, in.text->find('\n'));
      Word w;
      w.Append(line, CharKind::kExpanded);
      std::vector<Field> parts = SplitFields(w, env_->Ifs());
      for (size_t i = 0; i < names.size(); ++i) {
        std::string v;
        if (i + 1 == names.size()) {
          std::vector<std::string_view> rest;
          for (size_t k = i; k < parts.size(); ++k) rest.push_back(parts[k].text);
          v = fmt::format("{}", fmt::join(rest, " "));
        } else if (i < parts.size()) {
          v = parts[i].text;
        }
        env_->Set(names[i], Value::Scalar(v));
      }
    } else {
      for (const std::string& n : names) env_->Set(n, Value::Unknown());
    }
    return;
  }
  if (name == "printf" && argv.size() > 2 && argv[1].text == "-v") {
    std::vector<std::string> args;
    bool known = true;
    for (size_t i = 3; i < argv.size(); ++i) {
      args.push_back(argv[i].text);
      known = known && argv[i].known;
    }
    std::optional<std::string> v = known ? PrintfOutput(args) : std::nullopt;
    env_->Set(argv[2].text, v ? Value::Scalar(*v) : Value::Unknown());
    return;
  }
  if (name == "set" && argv.size() > 1 && argv[1].text == "--") {
    env_->positional.clear();
    env_->positional_known = true;
    for (size_t i = 2; i < argv.size(); ++i) {
      env_->positional.push_back(argv[i].text);
      if (!argv[i].known) env_->positional_known = false;
    }
    return;
  }
  if (name == "shift") {
    size_t n = 1;
    if (argv.size() > 1) n = argv[1].known ? std::strtoul(argv[1].text.c_str(), nullptr, 10) : SIZE_MAX;
    if (n == SIZE_MAX) env_->positional_known = false;
    else env_->positional.erase(env_->positional.begin(), env_->positional.begin() + std::min(n, env_->positional.size()));
    return;
  }
  if ((name == "alias" || name == "trap") && argv.size() > 1) {
    // The text becomes code: `alias ls='rm -rf ~'`, `trap 'curl ... | sh' EXIT`.
    for (size_t i = 1; i < argv.size(); ++i) {
      std::string_view a = argv[i].text;
      if (a.starts_with("-")) continue;
      std::string code(name == "alias" ? a.substr(a.find('=') == std::string_view::npos ? a.size() : a.find('=') + 1) : a);
      if (!code.empty()) {
        Field f = KnownField(code);
        f.known = argv[i].known;
        NestedShell(NestedScript{f, {}, std::string(name)}, false, std::string(name));
      }
      if (name == "trap") break;
    }
    return;
  }
  if ((name == "source" || name == ".") && argv.size() > 1) {
    std::string_view file = argv[1].text;
    bool stdin_file = file == "/dev/stdin" || file == "-" || file == "/dev/fd/0" || file == "/proc/self/fd/0";
    if (stdin_file && in.present && in.text && !in.pipe && !in.file) {
      // source /dev/stdin <<< 'code': the here-string is the script, run in this shell.
      NestedShell(NestedScript{KnownField(*in.text), {}, "source"}, true, fmt::format("{} {}", name, file));
    } else if (!argv[1].known || stdin_file || file.starts_with("/dev/fd/") || file.starts_with("/proc/self/fd/")) {
      Report(Label::kDynamicEval, kEvalDynamic, fmt::format("{} {}", name, file),
             "runs shell code produced at run time");
    }
    return;
  }
  if (name == "hash" && argv.size() > 3 && argv[1].text == "-p") {
    // hash -p PATH NAME: from now on NAME runs PATH.
    for (size_t i = 3; i < argv.size(); ++i) hashed_[argv[i].text] = argv[2].known ? argv[2].text : "";
    return;
  }
}

void Walker::Assignment(TSNode node, bool declare, bool local_only) {
  TSNode name_node = ts::Child(node, ShField::kName);
  TSNode value = ts::Child(node, ShField::kValue);
  if (ts_node_is_null(name_node)) return;
  bool indexed = ts::ShKind(name_node) == Sh::kSubscript;
  std::string name(Text(indexed ? ts::Child(name_node, ShField::kName) : name_node));
  std::string_view whole = Text(node);
  bool append = whole.size() > name.size() && whole.find("+=") != std::string_view::npos &&
                whole.find("+=") < whole.find('=') + 1;
  Value v;
  if (ts_node_is_null(value)) {
    v = Value::Scalar("");
  } else if (ts::ShKind(value) == Sh::kArray) {
    std::vector<TSNode> elems;
    for (const Child& c : Children(value)) {
      if (ts_node_is_named(c.node)) elems.push_back(c.node);
    }
    v.array = true;
    int64_t i = 0;
    for (const Field& f : ExpandArgs(elems)) {
      if (!f.known || f.may_split || f.text.starts_with("[")) {
        v = Value::Unknown();
        break;
      }
      v.elems[i++] = f.text;
    }
  } else {
    Field f = ExpandSingle(value);
    v = f.known ? Value::Scalar(f.text) : Value::Unknown();
  }
  CheckAssignmentName(name, Field{}, std::string(whole.substr(0, 200)));
  if (indexed) {
    TSNode index = ts::Child(name_node, ShField::kIndex);
    if (!ts_node_is_null(index)) VisitExpressions(index);
    std::optional<Value> cur = env_->Get(name);
    std::string_view idx = ts_node_is_null(index) ? "" : Text(index);
    int64_t n = 0;
    bool numeric = !idx.empty() && std::all_of(idx.begin(), idx.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (numeric) n = std::strtoll(std::string(idx).c_str(), nullptr, 10);
    if (!cur || !cur->known || !numeric || !v.known) {
      env_->Set(name, Value::Unknown());
      return;
    }
    cur->array = true;
    cur->elems[n] = append ? cur->elems[n] + std::string(v.Str()) : std::string(v.Str());
    env_->Set(name, *cur);
    return;
  }
  if (append) {
    std::optional<Value> cur = env_->Get(name);
    if (!cur || !cur->known || !v.known) {
      env_->Set(name, Value::Unknown());
      return;
    }
    if (v.array) {
      int64_t next = cur->elems.empty() ? 0 : cur->elems.rbegin()->first + 1;
      for (auto& [k, e] : v.elems) cur->elems[next + k] = e;
      cur->array = true;
    } else {
      cur->elems[0] += std::string(v.Str());
    }
    env_->Set(name, *cur);
    return;
  }
  env_->Set(name, std::move(v));
}

void Walker::Declaration(TSNode node) {
  std::vector<Field> argv;
  std::string keyword;
  bool opaque_value = false;
  for (const Child& c : Children(node)) {
    if (!ts_node_is_named(c.node)) {
      if (keyword.empty()) keyword = std::string(Text(c.node));
      continue;
    }
    Sh k = ts::ShKind(c.node);
    if (k == Sh::kVariableAssignment) {
      Assignment(c.node, true, false);
      TSNode name = ts::Child(c.node, ShField::kName);
      if (opaque_value && !ts_node_is_null(name)) env_->Set(Text(name), Value::Unknown());
      argv.push_back(KnownField(std::string(Text(c.node))));
    } else if (k == Sh::kVariableName) {
      argv.push_back(KnownField(std::string(Text(c.node))));
      if (keyword == "local" || keyword == "declare" || keyword == "typeset") {
        if (!env_->Get(Text(c.node))) env_->Set(Text(c.node), Value::Scalar(""));
      }
    } else {
      for (Field& f : ExpandArgs({c.node})) {
        // -A (associative), -n (nameref), -i (arithmetic): values the model does not follow.
        if (f.text.starts_with("-") && f.text.find_first_of("Ani") != std::string::npos) opaque_value = true;
        argv.push_back(std::move(f));
      }
    }
  }
  argv.insert(argv.begin(), KnownField(keyword));
  Run(std::move(argv), {}, Input{}, Text(node), 0);
}

void Walker::Unset(TSNode node) {
  bool functions = false;
  std::vector<Field> argv = {KnownField("unset")};
  for (const Child& c : Children(node)) {
    if (!ts_node_is_named(c.node)) continue;
    std::string_view t = Text(c.node);
    if (t == "-f") functions = true;
    if (!t.starts_with("-")) {
      if (functions) functions_.erase(std::string(t));
      else env_->Unset(t);
    }
    argv.push_back(KnownField(std::string(t)));
  }
  Run(std::move(argv), {}, Input{}, Text(node), 0);
}

void Walker::If(TSNode node) {
  // Conditions always run; each branch starts from the state after them; the result joins
  // every branch (and "no branch" without an else).
  std::vector<Env> ends;
  bool has_else = false;
  auto clause = [&](TSNode clause_node, bool is_else) {
    bool in_body = is_else;
    Env after_condition;
    bool have_condition_env = is_else;
    if (is_else) after_condition = *env_;
    for (const Child& c : Children(clause_node)) {
      if (!ts_node_is_named(c.node)) {
        if (Text(c.node) == "then") {
          in_body = true;
          after_condition = *env_;
          have_condition_env = true;
        }
        continue;
      }
      Sh k = ts::ShKind(c.node);
      if (k == Sh::kElifClause || k == Sh::kElseClause) continue;
      Statement(c.node, Input{});
    }
    (void)in_body;
    if (!have_condition_env) after_condition = *env_;
    ends.push_back(*env_);
    return after_condition;
  };
  Env start = *env_;
  Env after_first = clause(node, false);
  // The state where no `then` branch ran: after the conditions.
  Env fallthrough = after_first;
  for (const Child& c : Children(node)) {
    Sh k = ts::ShKind(c.node);
    if (k != Sh::kElifClause && k != Sh::kElseClause) continue;
    *env_ = fallthrough;
    if (k == Sh::kElseClause) has_else = true;
    fallthrough = clause(c.node, k == Sh::kElseClause);
  }
  Env joined = has_else ? ends.front() : fallthrough;
  for (const Env& e : ends) joined = Env::Join(joined, e);
  *env_ = std::move(joined);
}

void Walker::Loop(TSNode node) {
  Env before = *env_;
  absl::flat_hash_set<std::string> assigned;
  TSNode body = ts::Child(node, ShField::kBody);
  if (!ts_node_is_null(body)) CollectAssigned(body, assigned, tree_);
  for (const std::string& n : assigned) env_->Set(n, Value::Unknown());
  Sh kind = ts::ShKind(node);
  if (kind == Sh::kForStatement) {
    TSNode var = ts::Child(node, ShField::kVariable);
    std::vector<TSNode> values;
    for (const Child& c : Children(node)) {
      if (Is(c, ShField::kValue)) values.push_back(c.node);
    }
    std::vector<Field> items = ExpandArgs(values);
    bool single = items.size() == 1 && items[0].known && !items[0].may_split && !items[0].glob;
    if (!ts_node_is_null(var)) {
      env_->Set(Text(var), single ? Value::Scalar(items[0].text) : Value::Unknown());
    }
  }
  for (const Child& c : Children(node)) {
    if (!ts_node_is_named(c.node) || Is(c, ShField::kValue) || Is(c, ShField::kVariable)) continue;
    if (kind == Sh::kCStyleForStatement && !Is(c, ShField::kBody)) {
      VisitExpressions(c.node);
      continue;
    }
    Statement(c.node, Input{});
  }
  *env_ = Env::Join(before, *env_);
}

void Walker::Case(TSNode node) {
  TSNode value = ts::Child(node, ShField::kValue);
  if (!ts_node_is_null(value)) ExpandSingle(value);
  Env start = *env_;
  Env joined = start;
  for (const Child& c : Children(node)) {
    if (ts::ShKind(c.node) != Sh::kCaseItem) continue;
    *env_ = start;
    for (const Child& item : Children(c.node)) {
      if (!ts_node_is_named(item.node)) continue;
      if (Is(item, ShField::kValue)) {
        ExpandSingle(item.node);
        continue;
      }
      Statement(item.node, Input{});
    }
    joined = Env::Join(joined, *env_);
  }
  *env_ = std::move(joined);
}

void Walker::Function(TSNode node) {
  TSNode name = ts::Child(node, ShField::kName);
  TSNode body = ts::Child(node, ShField::kBody);
  if (!ts_node_is_null(name)) functions_.insert(std::string(Text(name)));
  // The body may run any number of times, later: judge it here, keep only "maybe" effects.
  Env before = *env_;
  if (!ts_node_is_null(body)) Statement(body, Input{});
  for (const Child& c : Children(node)) {
    if (Is(c, ShField::kRedirect)) {
      std::vector<Field> extra;
      Input ignored;
      Redirect(c.node, false, extra, ignored);
    }
  }
  *env_ = Env::Join(before, *env_);
}

void Walker::VisitExpressions(TSNode node) {
  if (!Enter()) return;
  switch (ts::ShKind(node)) {
    case Sh::kCommandSubstitution:
      Substitution(node);
      break;
    case Sh::kProcessSubstitution: {
      Env saved = *env_;
      TSNode keep = anchor_;
      // >(cmd) reads what the outer command writes: run-time input.
      bool output = Text(node).starts_with(">(");
      Sequence(node, output ? Input{true, std::nullopt, "process substitution", false, true} : Input{});
      anchor_ = keep;
      *env_ = std::move(saved);
      break;
    }
    case Sh::kExpansion: {
      Word ignored;
      AppendExpansion(Text(node), false, ignored);
      break;
    }
    default:
      for (const Child& c : Children(node)) {
        if (ts_node_is_named(c.node)) VisitExpressions(c.node);
      }
  }
  Leave();
}

void Walker::RunArgv(std::vector<Field> argv, const Input& in) {
  if (ts_node_is_null(tree_.Root())) return;
  std::vector<std::string_view> words;
  for (const Field& f : argv) words.push_back(f.text);
  std::string spelled = fmt::format("{}", fmt::join(words, " "));
  Run(std::move(argv), {}, in, spelled, 0);
}

WalkResult WalkArgv(std::vector<Field> argv, const Input& in, const Context& context, Env& env) {
  Source source("");
  WalkResult out;
  auto failed = [&](const absl::Status& status) {
    Finding f;
    f.label = Label::kOpaque;
    f.rule = std::string(kInputLimit);
    f.message = fmt::format("could not be analysed: {}", status.ToString());
    out.findings.push_back(std::move(f));
    out.all_read_only = false;
    return out;
  };
  absl::StatusOr<ts::Tree> tree = context.parse_clock->Parse(ts::Grammar::kBash, source.parse_text());
  if (!tree.ok()) return failed(tree.status());
  Walker walker(source, *tree, context, env);
  walker.RunArgv(std::move(argv), in);
  return walker.Take();
}

WalkResult WalkScript(std::string_view code, const Context& context, Env& env) {
  WalkResult out;
  const Options& options = *context.options;
  auto limit = [&](std::string message, std::string_view rule = kInputLimit) {
    Finding f;
    f.label = Label::kOpaque;
    f.rule = std::string(rule);
    f.evidence = fmt::format("{} bytes", code.size());
    f.message = std::move(message);
    out.findings.push_back(std::move(f));
    out.all_read_only = false;
    return out;
  };
  if (code.size() > options.max_input_bytes) {
    return limit(fmt::format("is larger than {} bytes (max_input_bytes): not analysed", options.max_input_bytes));
  }
  // A nested script is parsed afresh, so its bytes are paid for: nesting that re-parses its
  // inner text at every level (bash -c "$(bash -c "$(...)")") stays bounded in time.
  if (context.depth > 0 && !ScanBudget::Take(code.size() / ScanBudget::kBytesPerStep + 1)) {
    return limit("is nested code past the analysis budget (max_fold_steps): not analysed",
                 kSyntaxLimit);
  }
  Source source(code);
  absl::StatusOr<ts::Tree> tree = context.parse_clock->Parse(ts::Grammar::kBash, source.parse_text());
  if (!tree.ok()) {
    bool timeout = tree.status().code() == absl::StatusCode::kDeadlineExceeded;
    return limit(fmt::format("could not be parsed{}: {}", timeout ? " in time" : "",
                             tree.status().ToString()));
  }
  Walker walker(source, *tree, context, env);
  walker.Run();
  return walker.Take();
}

}  // namespace kotoba::shellscan::internal
