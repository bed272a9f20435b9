// Prints "<decision> <labels> <rule>" for an aliased os.system through the C++ API.
#include <iostream>

#include "kotoba/classifier.h"
#include "kotoba/rules.h"

int main() {
  absl::StatusOr<kotoba::Classifier> classifier = kotoba::Classifier::Create();
  if (!classifier.ok()) {
    std::cerr << classifier.status() << "\n";
    return 2;
  }
  kotoba::Verdict v = classifier->Classify("import os as o\no.system('id')", kotoba::Language::kPython);
  const kotoba::RuleInfo* rule = kotoba::FindRule(v.findings.at(0).rule);
  std::cout << kotoba::DecisionName(v.decision) << " " << v.labels.ToString() << " "
            << (rule != nullptr ? rule->id : "?") << "\n";
  return 0;
}
