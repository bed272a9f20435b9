// Helpers shared by the hardening tests.
#ifndef KOTOBA_TESTS_HARDENING_HARDENING_UTIL_H_
#define KOTOBA_TESTS_HARDENING_HARDENING_UTIL_H_

#include <pthread.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

#include "gtest/gtest.h"
#include "kotoba/classifier.h"

namespace kotoba::hardening {

inline std::filesystem::path SourceDir() {
  const char* root = std::getenv("KOTOBA_SOURCE_DIR");
  return std::filesystem::path(root != nullptr ? root : ".");
}

inline Classifier MakeClassifier(const Options& options = {}) {
  absl::StatusOr<Classifier> c = Classifier::Create(options);
  if (!c.ok()) {
    ADD_FAILURE() << c.status();
    std::abort();
  }
  return *std::move(c);
}

// True when some finding has rule `rule`.
inline bool HasRule(const Verdict& v, std::string_view rule) {
  for (const Finding& f : v.findings) {
    if (f.rule == rule) return true;
  }
  return false;
}

// Rule ids of all findings, for failure messages.
inline std::string Rules(const Verdict& v) {
  std::string out;
  for (const Finding& f : v.findings) out += f.rule + " ";
  return out;
}

// Runs `body` on a thread whose stack is `stack_bytes` (the effect of `ulimit -s`, but inside
// one test). A walk that recurses per nesting level overflows it: ASan reports the
// stack-overflow with the recursing frames and the test binary dies, a clear failure.
inline void RunWithStack(size_t stack_bytes, const std::function<void()>& body) {
  pthread_attr_t attr;
  ASSERT_EQ(pthread_attr_init(&attr), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attr, stack_bytes), 0);
  pthread_t thread;
  auto trampoline = [](void* arg) -> void* {
    (*static_cast<const std::function<void()>*>(arg))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attr, trampoline, const_cast<std::function<void()>*>(&body)),
            0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}

// `s` repeated `n` times.
inline std::string Repeat(std::string_view s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out.append(s);
  return out;
}

}  // namespace kotoba::hardening

#endif  // KOTOBA_TESTS_HARDENING_HARDENING_UTIL_H_
