#include "cli/sarif.h"

#include <cstdio>
#include <map>
#include <string_view>

#include "kotoba/kotoba.h"
#include "kotoba/rules.h"
#include "nlohmann/json.hpp"

namespace kotoba::cli {
namespace {

using nlohmann::ordered_json;

constexpr char kSchema[] =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

// RFC 3986: unreserved characters and '/' stay, every other byte is %XX. A leading "./" (what
// a directory walk from "." yields) is dropped so code scanning maps the result to the file.
// Ex) "dir/a b.py" -> "dir/a%20b.py"; "./x.py" -> "x.py"; "/abs/x.py" -> "file:///abs/x.py"
std::string PathToUri(std::string_view path) {
  while (path.starts_with("./")) path.remove_prefix(2);
  std::string out = path.starts_with('/') ? "file://" : "";
  for (unsigned char c : path) {
    bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      char hex[4];
      std::snprintf(hex, sizeof(hex), "%%%02X", c);
      out += hex;
    }
  }
  return out;
}

ordered_json Rule(std::string_view id, Label label) {
  const RuleInfo* info = FindRule(id);
  ordered_json rule;
  rule["id"] = id;
  // A finding always names a registered rule; the label alone describes one that does not.
  std::string title = info != nullptr ? std::string(info->title) : std::string(LabelName(label));
  rule["shortDescription"]["text"] = title;
  if (info != nullptr) {
    rule["fullDescription"]["text"] = info->doc;
    rule["help"]["text"] = std::string(info->doc) + "\n\nkotoba-classify --explain " +
                           std::string(id);
  }
  rule["defaultConfiguration"]["level"] = "warning";
  rule["properties"]["tags"] = ordered_json::array({"security", LabelName(label)});
  return rule;
}

ordered_json Result(const std::string& path, const Finding& f, size_t rule_index) {
  ordered_json result;
  result["ruleId"] = f.rule;
  result["ruleIndex"] = rule_index;
  result["level"] = "warning";
  std::string text = std::string(LabelName(f.label)) + ": " + f.message;
  if (!f.evidence.empty()) text += " (" + f.evidence + ")";
  result["message"]["text"] = text;
  ordered_json region;
  region["startLine"] = f.line;
  region["startColumn"] = f.column;
  // SARIF forbids a region that ends before it starts; keep only a consistent end.
  if (f.end_line > f.line || (f.end_line == f.line && f.end_column >= f.column)) {
    region["endLine"] = f.end_line;
    region["endColumn"] = f.end_column;
  }
  ordered_json location;
  location["physicalLocation"]["artifactLocation"]["uri"] = PathToUri(path);
  location["physicalLocation"]["region"] = region;
  result["locations"] = ordered_json::array({location});
  result["properties"]["label"] = LabelName(f.label);
  return result;
}

}  // namespace

std::string FormatSarif(const std::vector<std::pair<std::string, Verdict>>& verdicts) {
  ordered_json rules = ordered_json::array();
  ordered_json results = ordered_json::array();
  std::map<std::string, size_t, std::less<>> rule_index;
  for (const auto& [path, verdict] : verdicts) {
    for (const Finding& f : verdict.findings) {
      auto [it, added] = rule_index.try_emplace(f.rule, rules.size());
      if (added) rules.push_back(Rule(f.rule, f.label));
      results.push_back(Result(path, f, it->second));
    }
  }
  // kotoba_version() is "kotoba-classify X.Y.Z".
  std::string_view version = kotoba_version();
  version.remove_prefix(version.find(' ') + 1);

  ordered_json driver;
  driver["name"] = "kotoba-classify";
  driver["version"] = version;
  driver["rules"] = rules;
  ordered_json run;
  run["tool"]["driver"] = driver;
  run["columnKind"] = "unicodeCodePoints";
  run["results"] = results;
  ordered_json log;
  log["$schema"] = kSchema;
  log["version"] = "2.1.0";
  log["runs"] = ordered_json::array({run});
  return log.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace kotoba::cli
