// The verdict: what a snippet can do, as DESIGN.md section 3 defines it.
#ifndef KOTOBA_VERDICT_H_
#define KOTOBA_VERDICT_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotoba {

// The seven capability labels in canonical order, plus `kOpaque` for failing closed.
enum class Label : uint8_t {
  kFsDestroy = 0,
  kShellSpawn,
  kRawSocket,
  kDynamicEval,
  kFsWrite,
  kDataOut,
  kSecretRead,
  kOpaque,
};
inline constexpr int kLabelCount = 8;
inline constexpr std::array<Label, kLabelCount> kAllLabels = {
    Label::kFsDestroy, Label::kShellSpawn, Label::kRawSocket, Label::kDynamicEval,
    Label::kFsWrite,   Label::kDataOut,    Label::kSecretRead, Label::kOpaque};

// "fs-destroy", "shell-spawn", ... exactly as DESIGN.md spells them.
std::string_view LabelName(Label label);
std::optional<Label> ParseLabel(std::string_view name);

// A set of labels; iteration and printing follow the canonical order.
class LabelSet {
 public:
  constexpr LabelSet() = default;
  constexpr LabelSet(std::initializer_list<Label> labels) {
    for (Label l : labels) Add(l);
  }
  static constexpr LabelSet FromBits(uint32_t bits) {
    LabelSet s;
    s.bits_ = bits & ((1u << kLabelCount) - 1);
    return s;
  }
  constexpr void Add(Label l) { bits_ |= Bit(l); }
  constexpr void Add(LabelSet other) { bits_ |= other.bits_; }
  constexpr bool Has(Label l) const { return (bits_ & Bit(l)) != 0; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr uint32_t bits() const { return bits_; }
  std::vector<Label> ToVector() const;
  // Comma-separated names: "fs-destroy,shell-spawn"; "" when empty.
  std::string ToString() const;
  bool operator==(const LabelSet&) const = default;

 private:
  static constexpr uint32_t Bit(Label l) { return 1u << static_cast<uint32_t>(l); }
  uint32_t bits_ = 0;
};

enum class Decision : uint8_t { kRun, kAsk };
std::string_view DecisionName(Decision d);

enum class Language : uint8_t { kPython, kShell };
std::string_view LanguageName(Language l);  // "python" | "shell"
std::optional<Language> ParseLanguage(std::string_view name);  // python|py|shell|bash|sh

// One reason for one label: the rule that fired, where, and what it resolved.
struct Finding {
  Label label = Label::kOpaque;
  std::string rule;  // stable id, e.g. "PY-SPAWN-001"
  int line = 1;      // 1-based
  int column = 1;    // 1-based, in bytes
  int end_line = 1;
  int end_column = 1;
  std::string evidence;  // "o.system -> os.system (import os as o, line 1)"
  std::string message;   // plain language: "runs a shell command"
  bool operator==(const Finding&) const = default;
};

// A simple shell command as bash would run it (wrappers removed, words expanded).
struct ShellCommand {
  std::vector<std::string> argv;
  LabelSet labels;
  bool read_only = false;
  int line = 1;
  bool operator==(const ShellCommand&) const = default;
};

// What one classification spent against the limits in Options, so that a test (or a harness
// keeping statistics) can see hostile input stay bounded. Not part of the JSON verdict.
struct Effort {
  size_t fold_steps = 0;   // Python evaluation steps, all nested code included (max_fold_steps)
  size_t fold_bytes = 0;   // bytes of folded values (max_total_fold_bytes)
  // Values and evidence hops the Python analysis held: each costs a fold step except a name's
  // reference, which costs one per name or attribute walked.
  size_t values = 0;
  // Shell walk steps (a syntax node each, and one per 8 bytes of nested script parsed): at most
  // max_fold_steps per snippet, its shell strings found in Python together.
  size_t shell_steps = 0;
};

struct Verdict {
  Decision decision = Decision::kRun;
  LabelSet labels;
  // Shell only: every command is on the read-only list and nothing is labelled.
  bool read_only = false;
  std::vector<Finding> findings;  // sorted by position
  Language language = Language::kPython;
  int64_t elapsed_us = 0;
  std::vector<ShellCommand> commands;  // shell input (and shell strings inside Python)
  Effort effort;

  // Same verdict ignoring timing and effort.
  bool SameAs(const Verdict& other) const;
};

// The JSON form of DESIGN.md section 3 (stable key order). `commands` only for shell input.
std::string ToJson(const Verdict& verdict);

}  // namespace kotoba

#endif  // KOTOBA_VERDICT_H_
