#include "cli/corpus.h"

#include "constfold/strings.h"

namespace kotoba::cli {
namespace {

absl::StatusOr<LabelSet> ParseLabels(std::string_view path, int line, std::string_view value) {
  LabelSet out;
  value = StripAsciiWhitespace(value);
  if (value == "none") return out;
  for (std::string_view part : SplitOn(value, ',')) {
    part = StripAsciiWhitespace(part);
    if (part.empty()) continue;
    std::optional<Label> l = ParseLabel(part);
    if (!l) {
      return absl::InvalidArgumentError(
          StrCat(path, ":", line, ": unknown label `", part, "`"));
    }
    out.Add(*l);
  }
  return out;
}

}  // namespace

std::optional<Language> LanguageForPath(std::string_view path) {
  if (EndsWith(path, ".py")) return Language::kPython;
  if (EndsWith(path, ".sh") || EndsWith(path, ".bash")) return Language::kShell;
  return std::nullopt;
}

absl::StatusOr<CorpusCase> ParseCorpusHeader(std::string_view path, std::string_view content) {
  CorpusCase c;
  std::optional<Language> lang = LanguageForPath(path);
  if (!lang) return absl::InvalidArgumentError(StrCat(path, ": not a .py or .sh file"));
  c.language = *lang;
  bool saw_expect = false;
  int line_no = 0;
  for (std::string_view line : SplitOn(content, '\n')) {
    ++line_no;
    line = StripAsciiWhitespace(line);
    if (!line.starts_with("# ")) break;  // the header ends at the first non-comment
    line.remove_prefix(2);
    size_t colon = line.find(':');
    if (colon == std::string_view::npos) break;
    std::string_view key = line.substr(0, colon);
    std::string_view value = StripAsciiWhitespace(line.substr(colon + 1));
    if (key == "expect") {
      absl::StatusOr<LabelSet> labels = ParseLabels(path, line_no, value);
      if (!labels.ok()) return labels.status();
      c.expect = *labels;
      saw_expect = true;
    } else if (key == "also-ok") {
      absl::StatusOr<LabelSet> labels = ParseLabels(path, line_no, value);
      if (!labels.ok()) return labels.status();
      c.also_ok = *labels;
    } else if (key == "read-only") {
      if (value != "true" && value != "false") {
        return absl::InvalidArgumentError(
            StrCat(path, ":", line_no, ": read-only must be true or false"));
      }
      c.read_only = value == "true";
    } else if (key == "expect-miss") {
      c.expect_miss = std::string(value.empty() ? "(no reason given)" : value);
    } else if (key == "source" || key == "technique") {
      continue;
    } else if (key.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") != std::string_view::npos) {
      break;  // an ordinary comment that happens to contain a colon (`# TODO: ...`)
    } else {
      return absl::InvalidArgumentError(
          StrCat(path, ":", line_no, ": unknown header key `", key, "`"));
    }
  }
  if (!saw_expect) {
    return absl::InvalidArgumentError(StrCat(path, ": no `# expect:` header line"));
  }
  return c;
}

CheckResult CheckVerdict(const CorpusCase& c, const Verdict& v) {
  std::string problems;
  LabelSet missing = LabelSet::FromBits(c.expect.bits() & ~v.labels.bits());
  LabelSet allowed = LabelSet::FromBits(c.expect.bits() | c.also_ok.bits());
  LabelSet extra = LabelSet::FromBits(v.labels.bits() & ~allowed.bits());
  if (!missing.empty()) StrAppend(&problems, "missing ", missing.ToString(), "; ");
  if (!extra.empty()) StrAppend(&problems, "unexpected ", extra.ToString(), "; ");
  if (c.read_only && *c.read_only != v.read_only) {
    StrAppend(&problems, "read_only is ", v.read_only ? "true" : "false", "; ");
  }
  bool pass = problems.empty();
  if (!c.expect_miss.empty()) {
    if (pass) {
      return {Outcome::kFixedMiss,
              "now passes: remove its `# expect-miss:` line (" + c.expect_miss + ")"};
    }
    return {Outcome::kKnownMiss, problems + "known miss: " + c.expect_miss};
  }
  if (pass) return {Outcome::kPass, ""};
  StrAppend(&problems, "got [", v.labels.ToString(), "]");
  return {Outcome::kFail, problems};
}

}  // namespace kotoba::cli
