// The allocation budget: every fold step and every byte of a folded value is paid for up front,
// so an adversary's `'a' * 10**12` or a decompression bomb costs nothing and yields "unknown".
#ifndef KOTOBA_CONSTFOLD_BUDGET_H_
#define KOTOBA_CONSTFOLD_BUDGET_H_

#include <cstddef>
#include <string_view>

#include "kotoba/options.h"

namespace kotoba::constfold {

enum class Limit : unsigned char { kNone, kSteps, kValueBytes, kTotalBytes };
std::string_view LimitName(Limit limit);  // "max_fold_steps", "max_value_bytes", ...

class Budget {
 public:
  explicit Budget(const Options& options)
      : max_steps_(options.max_fold_steps),
        max_value_bytes_(options.max_value_bytes),
        max_total_bytes_(options.max_total_fold_bytes) {}

  // Pays for `n` evaluation steps; false (and stays exhausted) once the step limit is passed.
  bool Step(size_t n = 1);
  // Pays for a value of `bytes` bytes before it is built. False when one value would exceed
  // max_value_bytes (only that value fails: the budget stays usable) or the snippet's total
  // would exceed max_total_fold_bytes (the budget is then exhausted).
  bool Allocate(size_t bytes);

  bool exhausted() const { return exhausted_ != Limit::kNone; }
  // The first limit hit, kNone if none was.
  Limit first_limit() const { return first_limit_; }
  size_t steps_used() const { return steps_; }
  size_t bytes_used() const { return bytes_; }
  size_t max_value_bytes() const { return max_value_bytes_; }
  // How many times any limit refused a request; lets a caller tell "the budget said no" from
  // "the input was invalid" when an operation returns nothing.
  size_t refusals() const { return refusals_; }

 private:
  void Hit(Limit limit, bool exhausts);
  size_t max_steps_, max_value_bytes_, max_total_bytes_;
  size_t steps_ = 0, bytes_ = 0, refusals_ = 0;
  Limit exhausted_ = Limit::kNone;
  Limit first_limit_ = Limit::kNone;
};

}  // namespace kotoba::constfold

#endif  // KOTOBA_CONSTFOLD_BUDGET_H_
