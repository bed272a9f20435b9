#include "shellscan/scan.h"

#include "shellscan/walk.h"

namespace kotoba::shellscan {
namespace {

ScanResult Finish(internal::WalkResult r) {
  ScanResult out;
  // DESIGN.md: read-only only with no label at all and every command on the read-only list.
  out.read_only = r.findings.empty() && r.all_read_only;
  out.findings = std::move(r.findings);
  out.commands = std::move(r.commands);
  return out;
}

}  // namespace

ScanResult Scan(std::string_view script, const Context& context) {
  internal::ScanBudget budget(context.options->max_fold_steps);
  internal::Env env;
  ScanResult out = Finish(internal::WalkScript(script, context, env));
  out.steps = budget.Spent();
  return out;
}

ScanResult ScanArgv(std::span<const ArgWord> argv, const Context& context, const ArgWord* input) {
  internal::ScanBudget budget(context.options->max_fold_steps);
  std::vector<internal::Field> fields;
  for (const ArgWord& a : argv) {
    internal::Field f;
    f.text = a.text;
    f.known = a.known;
    fields.push_back(std::move(f));
  }
  internal::Input in;
  if (input != nullptr) {
    in.present = true;
    if (input->known) in.text = input->text;
    in.from = "input=";
  }
  internal::Env env;
  ScanResult out = Finish(internal::WalkArgv(std::move(fields), in, context, env));
  out.steps = budget.Spent();
  return out;
}

}  // namespace kotoba::shellscan
