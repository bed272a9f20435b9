// OS confinement for one snippet: the layers the kernel enforces whatever the snippet does.
//
// A plan is prepared in the parent (every string, mask and filter built there), then applied in
// the forked child between fork and exec, where only async-signal-safe system calls are allowed.
// The child reports each layer as applied or unavailable over a socket, so nothing fails open
// silently:
//
//   auto plan = ConfinePlan::Prepare(options);          // parent
//   ...clone...
//   if (!plan->Apply(namespaces, report_fd)) _exit(...);  // child, before exec
#ifndef KOTOBA_RUNNER_CONFINE_H_
#define KOTOBA_RUNNER_CONFINE_H_

#include <linux/filter.h>
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace kotoba::runner {

// The layers, in the order they are reported.
enum class Layer : uint8_t {
  kNoNewPrivs,    // PR_SET_NO_NEW_PRIVS: exec can never gain privileges (setuid, file caps)
  kIdentity,      // an unprivileged uid/gid, no capabilities, not dumpable
  kLandlock,      // filesystem allow-list (+ TCP and scope restrictions on newer ABIs)
  kNetwork,       // a new network namespace, else a seccomp filter on socket()
  kPidNamespace,  // the snippet's processes die with it, even ones that left its group
  kRlimits,       // CPU, address space, file size, open files, processes, no core files
};
inline constexpr int kLayerCount = 6;
std::string_view LayerName(Layer layer);  // "no-new-privs", "identity", ...

enum class LayerState : uint8_t {
  kApplied,
  kUnavailable,  // the kernel or the privileges at hand did not allow it; `detail` says why
  kOff,          // switched off by the caller (`--net`)
};
std::string_view LayerStateName(LayerState state);  // "applied" | "unavailable" | "off"

struct LayerReport {
  Layer layer = Layer::kNoNewPrivs;
  LayerState state = LayerState::kUnavailable;
  std::string detail;
  bool operator==(const LayerReport&) const = default;
};

// Resource limits of one run. Each is an rlimit of every process of the snippet.
struct Limits {
  uint64_t cpu_seconds = 30;                      // SIGXCPU then SIGKILL past it
  uint64_t address_space_bytes = uint64_t{4} << 30;  // allocations fail (MemoryError)
  uint64_t file_size_bytes = uint64_t{256} << 20;    // writes past it fail (SIGXFSZ)
  uint64_t open_files = 256;                      // open() fails with EMFILE
  // fork() fails with EAGAIN past it. Counts the snippet's processes plus the runner's
  // supervisor; per run only when a user namespace is available (see docs/runner.md).
  uint64_t processes = 64;
};

struct ConfineOptions {
  bool allow_network = false;
  std::string workdir;  // read-write
  std::string tmpdir;   // read-write, private to the run
  // Extra read-only (and executable) paths, e.g. a virtualenv outside /usr.
  std::vector<std::string> extra_read_paths;
  // The identity to run as. Ignored (the caller's own is kept) when the caller is not root and
  // no user namespace can be made.
  uid_t uid = 65534;
  gid_t gid = 65534;
  Limits limits;
};

// Which namespaces the child was created in (the clone in process.cc decides), and for each
// one it did not get, the errno of the attempt.
struct Namespaces {
  bool user = false;
  bool pid = false;
  bool net = false;
  int user_errno = 0;
  int pid_errno = 0;
  int net_errno = 0;
};

// One message from the child to the parent over the report socket (SOCK_SEQPACKET keeps
// message boundaries). Plain data: the child cannot allocate.
struct ChildMessage {
  enum class Kind : uint8_t {
    kLayer,       // a layer's state; `error` is an errno or 0
    kAbort,       // setup failed in a way that must stop the run; `note` says where
    kExecFailed,  // execve failed; `error` is its errno
    kStarted,     // every layer is applied and the program was forked
    kExitStatus,  // the snippet's main process ended; `error` is its wait status
  };
  Kind kind = Kind::kLayer;
  Layer layer = Layer::kNoNewPrivs;
  LayerState state = LayerState::kUnavailable;
  int32_t error = 0;
  char note[112] = {};  // NUL-terminated context, e.g. "landlock_restrict_self"
};

// The supported Landlock ABI version of this kernel, or -errno (-ENOSYS: not built in,
// -EOPNOTSUPP: built but not enabled at boot).
int LandlockAbi();

class ConfinePlan {
 public:
  static absl::StatusOr<ConfinePlan> Prepare(const ConfineOptions& options);

  // In the child, before exec: applies every layer and sends one kLayer message per layer on
  // `report_fd`. Async-signal-safe (no allocation, no locks). Returns false when the run must
  // not go on: the caller is root and the identity could not be dropped (the snippet would run
  // as uid 0, exempt from the process limit).
  bool Apply(const Namespaces& namespaces, int report_fd) const noexcept;

  // Text for an applied layer ("ABI 7: ...", "uid 65534 gid 65534 in a user namespace").
  std::string AppliedDetail(Layer layer, const Namespaces& namespaces) const;

  const ConfineOptions& options() const { return options_; }
  bool caller_is_root() const { return caller_is_root_; }

 private:
  struct PathRule {
    std::string path;
    uint64_t access = 0;
  };

  explicit ConfinePlan(const ConfineOptions& options) : options_(options) {}
  void ApplyIdentity(const Namespaces& ns, int report_fd, bool* must_abort) const noexcept;
  void ApplyLandlock(int report_fd) const noexcept;
  void ApplyNetwork(const Namespaces& ns, int report_fd) const noexcept;
  void ApplyRlimits(int report_fd) const noexcept;

  ConfineOptions options_;
  bool caller_is_root_ = false;
  int landlock_abi_ = 0;  // <= 0: unavailable (see LandlockAbi)
  uint64_t handled_fs_ = 0;
  uint64_t handled_net_ = 0;
  uint64_t scoped_ = 0;
  std::vector<PathRule> rules_;
  std::vector<sock_filter> socket_filter_;  // empty: seccomp unsupported on this architecture
};

}  // namespace kotoba::runner

#endif  // KOTOBA_RUNNER_CONFINE_H_
