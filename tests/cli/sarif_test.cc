#include "cli/sarif.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "kotoba/classifier.h"
#include "kotoba/rules.h"
#include "nlohmann/json.hpp"

namespace kotoba::cli {
namespace {

using ::nlohmann::json;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

// The constraints the SARIF 2.1.0 schema (sarif-schema-2.1.0.json) puts on what we emit: required
// properties, types, enums and minimums, plus the cross-references a consumer relies on
// (ruleIndex points at the rule named by ruleId; rule ids are unique). Returns every violation.
std::vector<std::string> SchemaViolations(const json& log) {
  std::vector<std::string> errors;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) errors.push_back(what);
    return ok;
  };
  auto is_string = [](const json& obj, const char* key) {
    return obj.is_object() && obj.contains(key) && obj[key].is_string();
  };
  auto is_int_at_least = [](const json& obj, const char* key, int min) {
    return obj.contains(key) && obj[key].is_number_integer() && obj[key].get<int>() >= min;
  };
  auto is_text_message = [&](const json& obj, const char* key) {
    return obj.contains(key) && is_string(obj[key], "text") &&
           !obj[key]["text"].get<std::string>().empty();
  };
  static const std::set<std::string> kLevels = {"none", "note", "warning", "error"};

  if (!need(log.is_object(), "log is not an object")) return errors;
  need(log.value("version", "") == "2.1.0", "version is not \"2.1.0\"");
  need(is_string(log, "$schema"), "$schema missing");
  if (!need(log.contains("runs") && log["runs"].is_array(), "runs is not an array")) return errors;
  for (const json& run : log["runs"]) {
    if (!need(run.contains("tool") && run["tool"].contains("driver"), "run.tool.driver missing")) {
      continue;
    }
    const json& driver = run["tool"]["driver"];
    need(is_string(driver, "name"), "tool.driver.name missing");
    std::vector<std::string> rule_ids;
    if (driver.contains("rules")) {
      for (const json& rule : driver["rules"]) {
        if (!need(is_string(rule, "id"), "rule without id")) continue;
        std::string id = rule["id"];
        need(std::find(rule_ids.begin(), rule_ids.end(), id) == rule_ids.end(),
             "duplicate rule " + id);
        rule_ids.push_back(id);
        for (const char* key : {"shortDescription", "fullDescription", "help"}) {
          if (rule.contains(key)) need(is_text_message(rule, key), id + "." + key + " without text");
        }
      }
    }
    if (run.contains("columnKind")) {
      std::string kind = run["columnKind"];
      need(kind == "utf16CodeUnits" || kind == "unicodeCodePoints", "bad columnKind " + kind);
    }
    if (!run.contains("results")) continue;
    for (const json& result : run["results"]) {
      need(is_text_message(result, "message"), "result.message.text missing");
      if (!need(is_string(result, "ruleId"), "result.ruleId missing")) continue;
      std::string id = result["ruleId"];
      if (need(is_int_at_least(result, "ruleIndex", 0), id + ": ruleIndex missing")) {
        size_t index = result["ruleIndex"];
        need(index < rule_ids.size() && rule_ids[index] == id, id + ": ruleIndex points elsewhere");
      }
      if (result.contains("level")) need(kLevels.contains(result["level"]), id + ": bad level");
      if (!need(result.contains("locations") && result["locations"].is_array() &&
                    !result["locations"].empty(),
                id + ": no locations")) {
        continue;
      }
      for (const json& location : result["locations"]) {
        if (!need(location.contains("physicalLocation"), id + ": no physicalLocation")) continue;
        const json& physical = location["physicalLocation"];
        need(physical.contains("artifactLocation") &&
                 is_string(physical["artifactLocation"], "uri"),
             id + ": artifactLocation.uri missing");
        if (!need(physical.contains("region"), id + ": no region")) continue;
        const json& region = physical["region"];
        need(is_int_at_least(region, "startLine", 1), id + ": startLine < 1");
        need(is_int_at_least(region, "startColumn", 1), id + ": startColumn < 1");
        if (region.contains("endLine")) {
          need(is_int_at_least(region, "endLine", region.value("startLine", 1)),
               id + ": endLine before startLine");
          need(is_int_at_least(region, "endColumn", 1), id + ": endColumn < 1");
        }
      }
    }
  }
  return errors;
}

const Classifier& TheClassifier() {
  static const Classifier* classifier = new Classifier(*Classifier::Create());
  return *classifier;
}

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

json Sarif(const std::vector<std::pair<std::string, Verdict>>& verdicts) {
  return json::parse(FormatSarif(verdicts));
}

TEST(SarifSchemaCheckTest, RejectsLogsMissingRequiredFields) {
  json log = Sarif({{"a.py", TheClassifier().Classify("eval(input())", Language::kPython)}});
  ASSERT_THAT(SchemaViolations(log), IsEmpty());
  json no_name = log;
  no_name["runs"][0]["tool"]["driver"].erase("name");
  EXPECT_THAT(SchemaViolations(no_name), ElementsAre("tool.driver.name missing"));
  json no_uri = log;
  no_uri["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"].erase(
      "uri");
  EXPECT_THAT(SchemaViolations(no_uri), ElementsAre(HasSubstr("artifactLocation.uri missing")));
  json bad_index = log;
  bad_index["runs"][0]["results"][0]["ruleIndex"] = 7;
  EXPECT_THAT(SchemaViolations(bad_index), ElementsAre(HasSubstr("ruleIndex points elsewhere")));
  json bad_version = log;
  bad_version["version"] = "2.0.0";
  EXPECT_THAT(SchemaViolations(bad_version), ElementsAre(HasSubstr("version")));
}

// Acceptance 4: the whole corpus as one log passes the schema check, with one result per finding
// and one rule per rule id.
TEST(SarifTest, WholeCorpusPassesTheSchemaCheck) {
  const char* source_dir = std::getenv("KOTOBA_SOURCE_DIR");
  ASSERT_NE(source_dir, nullptr);
  std::vector<std::pair<std::string, Verdict>> verdicts;
  size_t findings = 0;
  std::set<std::string> rules;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::filesystem::path(source_dir) / "corpus")) {
    std::string ext = entry.path().extension();
    if (ext != ".py" && ext != ".sh" && ext != ".bash") continue;
    Language lang = ext == ".py" ? Language::kPython : Language::kShell;
    Verdict v = TheClassifier().Classify(ReadFile(entry.path()), lang);
    findings += v.findings.size();
    for (const Finding& f : v.findings) rules.insert(f.rule);
    verdicts.emplace_back(entry.path().lexically_relative(source_dir).string(), std::move(v));
  }
  ASSERT_GT(verdicts.size(), 500u);
  json log = Sarif(verdicts);
  EXPECT_THAT(SchemaViolations(log), IsEmpty());
  ASSERT_EQ(log["runs"].size(), 1u);
  EXPECT_EQ(log["runs"][0]["results"].size(), findings);
  EXPECT_EQ(log["runs"][0]["tool"]["driver"]["rules"].size(), rules.size());
  EXPECT_GT(rules.size(), 20u);
}

TEST(SarifTest, RulesCarryTheRegistryTitleAndDoc) {
  json log = Sarif({{"a.py", TheClassifier().Classify("import os as o\no.system('id')",
                                                      Language::kPython)}});
  const json& rule = log["runs"][0]["tool"]["driver"]["rules"][0];
  const RuleInfo* info = FindRule(rule["id"].get<std::string>());
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(rule["shortDescription"]["text"], info->title);
  EXPECT_EQ(rule["fullDescription"]["text"], info->doc);
  EXPECT_THAT(rule["help"]["text"].get<std::string>(), HasSubstr(info->doc));
  EXPECT_THAT(rule["properties"]["tags"], ::testing::Contains("shell-spawn"));
}

TEST(SarifTest, ResultIsLocatedAtTheFindingWithItsEvidence) {
  Verdict v = TheClassifier().Classify("import os as o\no.system('id')", Language::kPython);
  ASSERT_EQ(v.findings.size(), 1u);
  json result = Sarif({{"src/job.py", v}})["runs"][0]["results"][0];
  EXPECT_EQ(result["ruleId"], v.findings[0].rule);
  EXPECT_THAT(result["message"]["text"].get<std::string>(),
              HasSubstr("shell-spawn: " + v.findings[0].message));
  EXPECT_THAT(result["message"]["text"].get<std::string>(), HasSubstr(v.findings[0].evidence));
  const json& physical = result["locations"][0]["physicalLocation"];
  EXPECT_EQ(physical["artifactLocation"]["uri"], "src/job.py");
  EXPECT_EQ(physical["region"]["startLine"], 2);
  EXPECT_EQ(physical["region"]["startColumn"], 1);
  EXPECT_EQ(physical["region"]["endLine"], v.findings[0].end_line);
  EXPECT_EQ(physical["region"]["endColumn"], v.findings[0].end_column);
}

TEST(SarifTest, OneRuleServesTheSameIdAcrossFiles) {
  Verdict v = TheClassifier().Classify("eval(input())", Language::kPython);
  json run = Sarif({{"a.py", v}, {"b.py", v}})["runs"][0];
  EXPECT_EQ(run["tool"]["driver"]["rules"].size(), 1u);
  ASSERT_EQ(run["results"].size(), 2u);
  EXPECT_EQ(run["results"][0]["ruleIndex"], 0);
  EXPECT_EQ(run["results"][1]["ruleIndex"], 0);
  EXPECT_EQ(run["results"][1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            "b.py");
}

TEST(SarifTest, NoFindingsIsAValidLogWithNoResults) {
  json log = Sarif({{"ok.py", TheClassifier().Classify("print(1)", Language::kPython)}});
  EXPECT_THAT(SchemaViolations(log), IsEmpty());
  EXPECT_THAT(log["runs"][0]["results"], IsEmpty());
  EXPECT_THAT(log["runs"][0]["tool"]["driver"]["rules"], IsEmpty());
  EXPECT_THAT(SchemaViolations(Sarif({})), IsEmpty());
}

TEST(SarifTest, PathsBecomePercentEncodedUris) {
  Verdict v = TheClassifier().Classify("eval(input())", Language::kPython);
  json run = Sarif({{"dir/a b#1.py", v}, {"/abs/ü.py", v}, {"./src/x.py", v}})["runs"][0];
  auto uri = [&](int i) {
    return run["results"][i]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
  };
  EXPECT_EQ(uri(0), "dir/a%20b%231.py");
  EXPECT_EQ(uri(1), "file:///abs/%C3%BC.py");
  EXPECT_EQ(uri(2), "src/x.py");
}

}  // namespace
}  // namespace kotoba::cli
