#include "constfold/budget.h"

namespace kotoba::constfold {

std::string_view LimitName(Limit limit) {
  switch (limit) {
    case Limit::kNone: return "none";
    case Limit::kSteps: return "max_fold_steps";
    case Limit::kValueBytes: return "max_value_bytes";
    case Limit::kTotalBytes: return "max_total_fold_bytes";
  }
  return "unknown";
}

void Budget::Hit(Limit limit, bool exhausts) {
  ++refusals_;
  if (first_limit_ == Limit::kNone) first_limit_ = limit;
  if (exhausts) exhausted_ = limit;
}

bool Budget::Step(size_t n) {
  if (exhausted()) {
    ++refusals_;
    return false;
  }
  if (n > max_steps_ - steps_) {
    Hit(Limit::kSteps, true);
    return false;
  }
  steps_ += n;
  return true;
}

bool Budget::Allocate(size_t bytes) {
  if (exhausted()) {
    ++refusals_;
    return false;
  }
  if (bytes > max_value_bytes_) {
    Hit(Limit::kValueBytes, false);
    return false;
  }
  if (bytes > max_total_bytes_ - bytes_) {
    Hit(Limit::kTotalBytes, true);
    return false;
  }
  bytes_ += bytes;
  return true;
}

}  // namespace kotoba::constfold
