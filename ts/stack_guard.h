// Stack headroom for recursive walks. Depth caps bound recursion in nodes, but how many bytes a
// level costs depends on the build (sanitizers triple frame sizes) and the caller's thread may
// have a small stack: this checks the bytes actually left, so a walk stops (`opaque`) instead
// of overflowing.
#ifndef KOTOBA_TS_STACK_GUARD_H_
#define KOTOBA_TS_STACK_GUARD_H_

#include <pthread.h>

#include <cstddef>
#include <cstdint>

namespace kotoba::ts {

class StackGuard {
 public:
  // Reserve this much below any walk for tree-sitter, libc and the sanitizers' own frames.
  static constexpr size_t kReserve = size_t{256} << 10;

  // The thread's stack bounds are looked up once per thread (for the main thread glibc reads
  // /proc/self/maps, too slow to do per snippet).
  StackGuard() : limit_(ThreadLimit()) {}

  // True when the current frame is within kReserve of the end of the stack.
  bool Low() const {
    char here;
    return limit_ != 0 && reinterpret_cast<uintptr_t>(&here) < limit_;
  }

 private:
  static uintptr_t ThreadLimit() {
    thread_local const uintptr_t limit = [] {
      uintptr_t result = 0;
      pthread_attr_t attr;
      if (pthread_getattr_np(pthread_self(), &attr) != 0) return result;
      void* low = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > kReserve) {
        result = reinterpret_cast<uintptr_t>(low) + kReserve;
      }
      pthread_attr_destroy(&attr);
      return result;
    }();
    return limit;
  }

  uintptr_t limit_;  // 0: unknown, never low
};

}  // namespace kotoba::ts

#endif  // KOTOBA_TS_STACK_GUARD_H_
