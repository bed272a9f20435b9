#include "cli/output.h"

#include "constfold/strings.h"
#include "nlohmann/json.hpp"

namespace kotoba::cli {
namespace {

std::string Paint(bool color, std::string_view code, std::string_view text) {
  if (!color) return std::string(text);
  return StrCat("\x1b[", code, "m", text, "\x1b[0m");
}

}  // namespace

std::string FormatText(std::string_view path, const Verdict& v, bool color) {
  std::string out;
  if (v.findings.empty()) {
    StrAppend(&out, path, ": ", Paint(color, "32", "run"), " (no label",
                    v.read_only ? ", read-only" : "", ")\n");
  }
  for (const Finding& f : v.findings) {
    StrAppend(&out, path, ":", f.line, ":", f.column, ": ",
                    Paint(color, f.label == Label::kOpaque ? "35" : "31", LabelName(f.label)),
                    " ", f.rule, " ", f.message, "\n");
    if (!f.evidence.empty()) StrAppend(&out, "    ", f.evidence, "\n");
  }
  for (const ShellCommand& c : v.commands) {
    // A brace expansion can make an argv of thousands of words: a line is for reading.
    constexpr size_t kMaxLine = 300;
    std::string line = StrJoin(c.argv, " ");
    if (line.size() > kMaxLine) {
      size_t cut = kMaxLine;
      while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;  // UTF-8
      line = StrCat(std::string_view(line).substr(0, cut), "... (", c.argv.size(), " words)");
    }
    StrAppend(&out, "  $ ", line, "   [",
                    c.labels.empty() ? (c.read_only ? "read-only" : "no label")
                                     : c.labels.ToString(),
                    "]\n");
  }
  return out;
}

std::string FormatJson(std::string_view path, const Verdict& v) {
  nlohmann::ordered_json j;
  j["path"] = std::string(path);
  nlohmann::ordered_json verdict = nlohmann::ordered_json::parse(ToJson(v));
  for (auto& [key, value] : verdict.items()) j[key] = value;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace kotoba::cli
