// The fail-closed walk over tree-sitter-bash's tree: every statement, word, redirection and
// substitution is visited, each simple command is expanded, unwrapped and judged, and anything
// the walk does not understand is `opaque`.
#ifndef KOTOBA_SHELLSCAN_WALK_H_
#define KOTOBA_SHELLSCAN_WALK_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "kotoba/verdict.h"
#include "shellscan/commands.h"
#include "shellscan/params.h"
#include "shellscan/scan.h"
#include "shellscan/source.h"
#include "shellscan/word.h"
#include "shellscan/wrappers.h"
#include "ts/stack_guard.h"
#include "ts/ts.h"

namespace kotoba::shellscan::internal {

// What one analysed script produced, before positions are re-anchored by a caller.
struct WalkResult {
  std::vector<Finding> findings;
  std::vector<ShellCommand> commands;
  bool all_read_only = true;          // every command was on the read-only list
  std::optional<std::string> output;  // stdout, when it is constant (echo/printf)
};

// Analyses `code` as a shell script at `context.depth`. `env`: the variables it sees and sets
// (eval shares the caller's; a child shell gets a fresh one).
WalkResult WalkScript(std::string_view code, const Context& context, Env& env);

// Where a command's stdin comes from, when it reads code there (`| sh`, `bash <<EOF`).
struct Input {
  bool present = false;              // something is connected (pipe, heredoc, here-string, file)
  std::optional<std::string> text;   // its contents when constant
  std::string from;                  // for evidence: "echo ...", "heredoc", "curl ..."
  bool file = false;                 // `< file`: a script file the analysis cannot see
  bool pipe = false;                 // a pipe (or >(...)): code piped into a shell is run-time code
  bool decoded = false;              // `text` came through a decoder
};

// Judges one argv run without a shell (execve): no expansion, but wrappers and the table apply.
// `in`: what the program reads on stdin (subprocess's input=).
WalkResult WalkArgv(std::vector<Field> argv, const Input& in, const Context& context, Env& env);

// What one snippet's analysis may spend, across every nested script (bash -c in $(...) in
// bash -c ...): nesting that re-walks its inner text at each level must not cost 2^depth.
// The outermost Scan of a thread opens the budget (Options::max_fold_steps); nested ones share it.
class ScanBudget {
 public:
  // What text costs: one step per this many bytes of nested script parsed or of words expanded.
  static constexpr size_t kBytesPerStep = 8;

  explicit ScanBudget(size_t steps);
  ~ScanBudget();
  ScanBudget(const ScanBudget&) = delete;
  ScanBudget& operator=(const ScanBudget&) = delete;
  // Pays for `n` steps (a syntax node, or a nested script's bytes); false once they are not left.
  static bool Take(size_t n = 1);
  // Steps not yet spent in this snippet.
  static size_t Left();
  // Records that the command substitution spelled `spelling` was walked; false when it already
  // was in this snippet. A script re-walked from an unknown value's spelling meets the caller's
  // substitutions again: walking them at every level is what would cost 2^depth.
  static bool FirstWalk(std::string_view spelling);
  // True when `spelling` was walked in this snippet (records nothing).
  static bool Walked(std::string_view spelling);
  // Steps spent since this budget opened; 0 unless it is the outermost.
  size_t Spent() const;

 private:
  bool outermost_;
  size_t steps_ = 0;
};

class Walker {
 public:
  Walker(const Source& source, const ts::Tree& tree, const Context& context, Env& env)
      : source_(source), tree_(tree), context_(context), options_(*context.options), env_(&env) {}

  void Run();
  void RunArgv(std::vector<Field> argv, const Input& in);
  WalkResult Take() { return std::move(result_); }

 private:
  struct Outcome {
    std::optional<std::string> output;  // constant stdout
    bool decoded = false;  // `output` came through a decoder (base64 -d, rev): built at run time
  };

  // --- statements (walk.cc) ---
  Outcome Statement(TSNode node, const Input& in);
  Outcome Sequence(TSNode node, const Input& in);
  Outcome Pipeline(TSNode node, const Input& in);
  Outcome Redirected(TSNode node, const Input& in);
  Outcome Command(TSNode node, const std::vector<TSNode>& redirects, const Input& in);
  void If(TSNode node);
  void Loop(TSNode node);
  void Case(TSNode node);
  void Function(TSNode node);
  void Assignment(TSNode node, bool declare, bool local_only);
  void Declaration(TSNode node);
  void Unset(TSNode node);
  void VisitExpressions(TSNode node);  // substitutions inside [[ ]], (( )), subscripts
  void Redirect(TSNode redirect, bool bare_command, std::vector<Field>& extra_args, Input& stdin_in);

  // Judges an expanded argv: unwraps, judges, records; `span_node` anchors findings.
  Outcome Run(std::vector<Field> argv, const std::vector<std::pair<std::string, Field>>& prefix,
              const Input& in, std::string_view source_text, int hops);
  void NestedShell(const NestedScript& script, bool same_shell, std::string_view evidence);
  void NestedPython(const Field& code, std::string_view evidence);
  void StdinCode(const Judgement& j, const Input& in, std::string_view argv_text);
  void CheckAssignmentName(std::string_view name, const Field& value, std::string_view evidence);
  void BuiltinEffects(const std::vector<Field>& argv, const Input& in);

  // --- words (expand.cc) ---
  // The fields a list of argument nodes becomes (adjacent nodes are one word).
  std::vector<Field> ExpandArgs(const std::vector<TSNode>& nodes);
  // One word without splitting or brace expansion (assignment values, redirection targets).
  Field ExpandSingle(TSNode node);
  void AppendNode(TSNode node, bool quoted, Word& out);
  void AppendString(TSNode node, Word& out);
  void AppendValue(std::string_view value, bool known, bool quoted, std::string_view spelling, Word& out);
  void AppendParameter(std::string_view name, bool quoted, std::string_view spelling, Word& out);
  void AppendExpansion(std::string_view text, bool quoted, Word& out);
  // A word given as text (inside ${x:-...}, heredoc bodies): quotes, $x, ${..}, $(..), `..`.
  void AppendText(std::string_view text, bool quoted, bool heredoc, Word& out);
  std::optional<std::string> Substitution(TSNode node);
  std::optional<std::string> SubstitutionText(std::string_view code);
  std::optional<std::string> LookupScalar(std::string_view name);

  // --- findings ---
  void Report(Label label, std::string_view rule, std::string evidence, std::string message);
  void Opaque(std::string_view rule, std::string evidence, std::string message) {
    Report(Label::kOpaque, rule, std::move(evidence), std::move(message));
  }
  void Merge(WalkResult nested, std::string_view via);
  // Node text from the script itself (the tree was parsed from Source::parse_text()).
  std::string_view Text(TSNode node) const {
    uint32_t b = ts_node_start_byte(node), e = ts_node_end_byte(node);
    const std::string& s = source_.text();
    if (e > s.size() || b > e) return {};
    return std::string_view(s).substr(b, e - b);
  }
  bool Enter();  // false (and `opaque`) past max_syntax_depth
  // True when source bytes [begin, end) are only `\<blank>` pairs (a non-empty run).
  bool EscapedBlanks(uint32_t begin, uint32_t end) const;
  // Fields for words that are only escaped blanks in source bytes [begin, end).
  void StandaloneEscapedBlanks(uint32_t begin, uint32_t end, bool at_end, std::vector<Field>& out);
  void Leave() { --depth_; }

  const Source& source_;
  const ts::Tree& tree_;
  const Context& context_;
  const Options& options_;
  Env* env_;
  WalkResult result_;
  TSNode anchor_{};  // the statement findings point at
  int depth_ = 0;
  ts::StackGuard stack_;
  bool depth_reported_ = false;
  absl::flat_hash_set<std::string> functions_;
  absl::flat_hash_map<std::string, std::string> hashed_;  // hash -p PATH NAME: NAME runs PATH
};

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_WALK_H_
