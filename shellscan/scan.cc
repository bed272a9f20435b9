#include "shellscan/scan.h"

#include <optional>

#include "shellscan/walk.h"
#include "ts/ts.h"

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

Context WithClock(const Context& context, std::optional<ts::ParseClock>& own) {
  if (context.parse_clock != nullptr) return context;
  Context with = context;
  with.parse_clock = &own.emplace(context.options->parse_timeout);
  return with;
}

}  // namespace

ScanResult Scan(std::string_view script, const Context& context) {
  internal::ScanBudget budget(context.max_steps.value_or(context.options->max_fold_steps));
  internal::Env env;
  std::optional<ts::ParseClock> own_clock;
  ScanResult out = Finish(internal::WalkScript(script, WithClock(context, own_clock), env));
  out.steps = budget.Spent();
  return out;
}

ScanResult ScanArgv(std::span<const ArgWord> argv, const Context& context, const ArgWord* input) {
  internal::ScanBudget budget(context.max_steps.value_or(context.options->max_fold_steps));
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
  std::optional<ts::ParseClock> own_clock;
  ScanResult out =
      Finish(internal::WalkArgv(std::move(fields), in, WithClock(context, own_clock), env));
  out.steps = budget.Spent();
  return out;
}

}  // namespace kotoba::shellscan
