#include "runner/confine.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace kotoba::runner {
namespace {

// ---- Landlock UAPI (linux/landlock.h), spelled out so an older header cannot hide an ABI ----
constexpr uint32_t kLandlockCreateRulesetVersion = 1u << 0;
constexpr int kLandlockRulePathBeneath = 1;

struct LandlockRulesetAttr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;  // ABI 4
  uint64_t scoped;              // ABI 6
};
struct __attribute__((packed)) LandlockPathBeneathAttr {
  uint64_t allowed_access;
  int32_t parent_fd;
};

constexpr uint64_t kFsExecute = 1ull << 0;
constexpr uint64_t kFsWriteFile = 1ull << 1;
constexpr uint64_t kFsReadFile = 1ull << 2;
constexpr uint64_t kFsReadDir = 1ull << 3;
constexpr uint64_t kFsMakeChar = 1ull << 6;
constexpr uint64_t kFsMakeBlock = 1ull << 11;
constexpr uint64_t kFsAbi1 = (1ull << 13) - 1;  // execute .. make_sym
constexpr uint64_t kFsRefer = 1ull << 13;       // ABI 2
constexpr uint64_t kFsTruncate = 1ull << 14;    // ABI 3
constexpr uint64_t kFsIoctlDev = 1ull << 15;    // ABI 5
// Rights that apply to a file (not a directory); a rule on a file may hold only these.
constexpr uint64_t kFsFileRights =
    kFsExecute | kFsWriteFile | kFsReadFile | kFsTruncate | kFsIoctlDev;
constexpr uint64_t kNetBindTcp = 1ull << 0;     // ABI 4
constexpr uint64_t kNetConnectTcp = 1ull << 1;  // ABI 4
constexpr uint64_t kScopeAbstractUnix = 1ull << 0;  // ABI 6
constexpr uint64_t kScopeSignal = 1ull << 1;        // ABI 6

constexpr uint64_t kReadExec = kFsExecute | kFsReadFile | kFsReadDir;
constexpr uint64_t kDeviceRw = kFsReadFile | kFsWriteFile | kFsTruncate | kFsIoctlDev;

// ---- What the interpreters may see (Landlock is allow-only: what is not listed is denied) ----
// Read and execute: the system trees holding interpreters, their libraries and tools.
constexpr std::string_view kSystemTrees[] = {
    "/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32",
};
// Read only, under /etc: what the loader, libc, Python and TLS read. Not /etc as a whole:
// it holds /etc/shadow, /etc/ssl/private, credentials of services.
constexpr std::string_view kEtcFiles[] = {
    "/etc/ld.so.cache",    "/etc/ld.so.conf",  "/etc/ld.so.conf.d", "/etc/localtime",
    "/etc/timezone",       "/etc/nsswitch.conf", "/etc/host.conf",  "/etc/hosts",
    "/etc/resolv.conf",    "/etc/gai.conf",    "/etc/protocols",    "/etc/services",
    "/etc/mime.types",     "/etc/ssl/certs",   "/etc/ssl/openssl.cnf", "/etc/ca-certificates",
    "/etc/alternatives",
};
// Python's site configuration (Debian: /usr/lib/python3.X/sitecustomize.py -> /etc/python3.X).
constexpr std::string_view kEtcPythonPrefix = "python3";
// Read-write character devices every program expects.
constexpr std::string_view kDevices[] = {
    "/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom",
};

// ---- Child-side helpers: async-signal-safe only ----

void CopyNote(char (&dst)[sizeof(ChildMessage::note)], const char* a, const char* b = "") {
  size_t n = 0;
  for (const char* s : {a, b}) {
    for (; *s != '\0' && n + 1 < sizeof(dst); ++s) dst[n++] = *s;
  }
  dst[n] = '\0';
}

void Send(int fd, Layer layer, LayerState state, int error, const char* note,
          const char* note2 = "") {
  ChildMessage m;
  m.kind = ChildMessage::Kind::kLayer;
  m.layer = layer;
  m.state = state;
  m.error = error;
  CopyNote(m.note, note, note2);
  // A failed send is noticed by the parent as a missing layer report.
  (void)send(fd, &m, sizeof(m), MSG_NOSIGNAL);
}

std::vector<sock_filter> BuildSocketFilter() {
#if defined(__x86_64__)
  constexpr uint32_t kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
  constexpr uint32_t kArch = AUDIT_ARCH_AARCH64;
#else
  return {};
#endif
  std::vector<sock_filter> prog;
  enum Target { kCheckFamily, kDeny };
  std::vector<std::pair<size_t, Target>> fixups;
  size_t targets[2] = {0, 0};
  auto jump_if = [&](uint16_t op, uint32_t k, Target t) {
    fixups.emplace_back(prog.size(), t);
    prog.push_back(BPF_JUMP(BPF_JMP | op | BPF_K, k, 0, 0));
  };
  auto load = [&](uint32_t offset) { prog.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset)); };
  auto ret = [&](uint32_t value) { prog.push_back(BPF_STMT(BPF_RET | BPF_K, value)); };

  // Another architecture's system call numbers (i386 socketcall) would bypass the check.
  load(offsetof(seccomp_data, arch));
  prog.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0));
  ret(SECCOMP_RET_KILL_PROCESS);
  load(offsetof(seccomp_data, nr));
#if defined(__x86_64__)
  jump_if(BPF_JGE, 0x40000000u, kDeny);  // x32 system calls
#endif
  jump_if(BPF_JEQ, __NR_io_uring_setup, kDeny);  // IORING_OP_SOCKET makes sockets unseen
  jump_if(BPF_JEQ, __NR_socket, kCheckFamily);
  ret(SECCOMP_RET_ALLOW);
  targets[kCheckFamily] = prog.size();
  load(offsetof(seccomp_data, args[0]));  // the domain; the low word on little-endian
  jump_if(BPF_JEQ, AF_INET, kDeny);
  jump_if(BPF_JEQ, AF_INET6, kDeny);
  jump_if(BPF_JEQ, AF_PACKET, kDeny);
  ret(SECCOMP_RET_ALLOW);
  targets[kDeny] = prog.size();
  ret(SECCOMP_RET_ERRNO | (EACCES & SECCOMP_RET_DATA));
  for (auto [index, target] : fixups) {
    prog[index].jt = static_cast<uint8_t>(targets[target] - index - 1);
  }
  return prog;
}

}  // namespace

std::string_view LayerName(Layer layer) {
  switch (layer) {
    case Layer::kNoNewPrivs:
      return "no-new-privs";
    case Layer::kIdentity:
      return "identity";
    case Layer::kLandlock:
      return "landlock";
    case Layer::kNetwork:
      return "network";
    case Layer::kPidNamespace:
      return "pid-namespace";
    case Layer::kRlimits:
      return "rlimits";
  }
  return "unknown";
}

std::string_view LayerStateName(LayerState state) {
  switch (state) {
    case LayerState::kApplied:
      return "applied";
    case LayerState::kUnavailable:
      return "unavailable";
    case LayerState::kOff:
      return "off";
  }
  return "unknown";
}

int LandlockAbi() {
  long abi = syscall(SYS_landlock_create_ruleset, nullptr, 0, kLandlockCreateRulesetVersion);
  return abi < 0 ? -errno : static_cast<int>(abi);
}

absl::StatusOr<ConfinePlan> ConfinePlan::Prepare(const ConfineOptions& options) {
  for (const std::string* dir : {&options.workdir, &options.tmpdir}) {
    struct stat st;
    if (dir->empty() || (*dir)[0] != '/' || stat(dir->c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
      return absl::InvalidArgumentError(
          absl::StrCat("not an absolute path to a directory: '", *dir, "'"));
    }
  }
  ConfinePlan plan(options);
  plan.caller_is_root_ = geteuid() == 0;
  plan.landlock_abi_ = LandlockAbi();
  plan.socket_filter_ = BuildSocketFilter();
  const int abi = plan.landlock_abi_;
  if (abi >= 1) {
    plan.handled_fs_ = kFsAbi1 | (abi >= 2 ? kFsRefer : 0) | (abi >= 3 ? kFsTruncate : 0) |
                       (abi >= 5 ? kFsIoctlDev : 0);
    if (abi >= 4 && !options.allow_network) plan.handled_net_ = kNetBindTcp | kNetConnectTcp;
    if (abi >= 6) plan.scoped_ = kScopeAbstractUnix | kScopeSignal;
  }

  // A missing path gets no rule (nothing to allow); a file gets only file rights.
  auto add = [&plan](const std::string& path, uint64_t access) {
    struct stat st;
    if (stat(path.c_str(), &st) != 0) return;
    if (!S_ISDIR(st.st_mode)) access &= kFsFileRights;
    plan.rules_.push_back({path, access & plan.handled_fs_});
  };
  for (std::string_view p : kSystemTrees) add(std::string(p), kReadExec);
  for (std::string_view p : kEtcFiles) add(std::string(p), kReadExec & ~kFsExecute);
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/etc", ec)) {
    if (entry.path().filename().native().starts_with(kEtcPythonPrefix)) {
      add(entry.path().native(), kReadExec & ~kFsExecute);
    }
  }
  for (std::string_view p : kDevices) add(std::string(p), kDeviceRw);
  for (const std::string& p : options.extra_read_paths) add(p, kReadExec);
  // Device nodes cannot be made without CAP_MKNOD anyway; the rest is the snippet's to use.
  const uint64_t read_write = plan.handled_fs_ & ~(kFsMakeChar | kFsMakeBlock);
  add(options.workdir, read_write);
  add(options.tmpdir, read_write);
  return plan;
}

std::string ConfinePlan::AppliedDetail(Layer layer, const Namespaces& ns) const {
  const Limits& l = options_.limits;
  switch (layer) {
    case Layer::kNoNewPrivs:
      return "exec cannot gain privileges";
    case Layer::kIdentity:
      return absl::StrCat("uid ", options_.uid, " gid ", options_.gid,
                          ns.user ? " in a user namespace" : "",
                          ", no capabilities, not dumpable");
    case Layer::kLandlock:
      return absl::StrCat("ABI ", landlock_abi_,
                          ": read+exec system dirs, read-write workdir and private tmp only",
                          handled_net_ != 0 ? "; TCP bind/connect denied" : "",
                          scoped_ != 0 ? "; signals and abstract sockets scoped" : "");
    case Layer::kNetwork:
      return ns.net ? "new network namespace: no interfaces but a down loopback"
                    : "seccomp: socket(AF_INET/AF_INET6/AF_PACKET) and io_uring denied";
    case Layer::kPidNamespace:
      return "new PID namespace: every process of the snippet dies with the run";
    case Layer::kRlimits:
      return absl::StrCat("cpu ", l.cpu_seconds, " s, address space ",
                          l.address_space_bytes >> 20, " MiB, file size ",
                          l.file_size_bytes >> 20, " MiB, open files ", l.open_files,
                          ", processes ", l.processes,
                          ns.user ? " (counted per run)" : " (counted per uid)", ", no core files");
  }
  return "";
}

bool ConfinePlan::Apply(const Namespaces& ns, int report_fd) const noexcept {
  bool must_abort = false;
  ApplyIdentity(ns, report_fd, &must_abort);
  if (must_abort) return false;

  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0) {
    Send(report_fd, Layer::kNoNewPrivs, LayerState::kApplied, 0, "");
  } else {
    Send(report_fd, Layer::kNoNewPrivs, LayerState::kUnavailable, errno, "prctl(PR_SET_NO_NEW_PRIVS)");
  }
  ApplyRlimits(report_fd);
  ApplyLandlock(report_fd);
  ApplyNetwork(ns, report_fd);
  if (ns.pid) {
    Send(report_fd, Layer::kPidNamespace, LayerState::kApplied, 0, "");
  } else {
    Send(report_fd, Layer::kPidNamespace, LayerState::kUnavailable, ns.pid_errno,
         "clone(CLONE_NEWPID); the process group is killed instead");
  }
  return true;
}

void ConfinePlan::ApplyIdentity(const Namespaces& ns, int report_fd,
                                bool* must_abort) const noexcept {
  // Root (in the init namespace, or in our user namespace) can switch ids; a plain user cannot.
  const bool can_switch = ns.user || caller_is_root_;
  if (can_switch) {
    // Raw system calls: glibc's wrappers signal every thread it believes exists (setxid), and
    // this copy of a multithreaded caller has only one, so they would wait forever.
    // In a user namespace made by a non-root caller, setgroups is denied by design.
    if (syscall(SYS_setgroups, 0, nullptr) != 0 && !(ns.user && !caller_is_root_)) {
      Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "setgroups");
      *must_abort = caller_is_root_;
      return;
    }
    // Needs CAP_SETPCAP, so before the uid changes.
    for (int cap = 0; cap < 64; ++cap) {
      if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno == EINVAL) break;
    }
    if (syscall(SYS_setresgid, options_.gid, options_.gid, options_.gid) != 0) {
      Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "setresgid");
      *must_abort = caller_is_root_;
      return;
    }
    if (syscall(SYS_setresuid, options_.uid, options_.uid, options_.uid) != 0) {
      Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "setresuid");
      *must_abort = caller_is_root_;
      return;
    }
  }
  // Inside a user namespace the setuid above keeps the namespace's capabilities: clear them.
  __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
  if (syscall(SYS_capset, &header, data) != 0) {
    Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "capset");
    *must_abort = caller_is_root_;
    return;
  }
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) {
    Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "PR_CAP_AMBIENT_CLEAR_ALL");
    *must_abort = caller_is_root_;
    return;
  }
  // This process is a copy of the caller's memory: keep /proc/<pid>/{mem,environ} closed.
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
    Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, errno, "PR_SET_DUMPABLE");
    *must_abort = caller_is_root_;
    return;
  }
  if (can_switch) {
    Send(report_fd, Layer::kIdentity, LayerState::kApplied, 0, "");
  } else {
    Send(report_fd, Layer::kIdentity, LayerState::kUnavailable, ns.user_errno,
         "no user namespace; runs as the caller's own uid: clone(CLONE_NEWUSER)");
  }
}

void ConfinePlan::ApplyRlimits(int report_fd) const noexcept {
  const Limits& l = options_.limits;
  struct Item {
    int resource;
    rlim_t soft;
    rlim_t hard;
    const char* name;
  };
  // CPU: SIGXCPU at the soft limit, SIGKILL one second later.
  const Item items[] = {
      {RLIMIT_CPU, l.cpu_seconds, l.cpu_seconds + 1, "RLIMIT_CPU"},
      {RLIMIT_AS, l.address_space_bytes, l.address_space_bytes, "RLIMIT_AS"},
      {RLIMIT_FSIZE, l.file_size_bytes, l.file_size_bytes, "RLIMIT_FSIZE"},
      {RLIMIT_NOFILE, l.open_files, l.open_files, "RLIMIT_NOFILE"},
      {RLIMIT_NPROC, l.processes, l.processes, "RLIMIT_NPROC"},
      {RLIMIT_CORE, 0, 0, "RLIMIT_CORE"},
  };
  for (const Item& item : items) {
    struct rlimit r = {item.soft, item.hard};
    if (setrlimit(item.resource, &r) != 0) {
      Send(report_fd, Layer::kRlimits, LayerState::kUnavailable, errno, "setrlimit ", item.name);
      return;
    }
  }
  Send(report_fd, Layer::kRlimits, LayerState::kApplied, 0, "");
}

void ConfinePlan::ApplyLandlock(int report_fd) const noexcept {
  if (landlock_abi_ <= 0) {
    Send(report_fd, Layer::kLandlock, LayerState::kUnavailable, -landlock_abi_,
         "landlock_create_ruleset(LANDLOCK_CREATE_RULESET_VERSION)");
    return;
  }
  LandlockRulesetAttr attr = {handled_fs_, handled_net_, scoped_};
  const int ruleset = static_cast<int>(syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0));
  if (ruleset < 0) {
    Send(report_fd, Layer::kLandlock, LayerState::kUnavailable, errno, "landlock_create_ruleset");
    return;
  }
  for (const PathRule& rule : rules_) {
    const int path_fd = open(rule.path.c_str(), O_PATH | O_CLOEXEC);
    if (path_fd < 0) continue;  // gone since Prepare: nothing to allow
    LandlockPathBeneathAttr beneath = {rule.access, path_fd};
    const long added = syscall(SYS_landlock_add_rule, ruleset, kLandlockRulePathBeneath, &beneath, 0);
    const int add_errno = errno;
    close(path_fd);
    if (added != 0) {
      close(ruleset);
      Send(report_fd, Layer::kLandlock, LayerState::kUnavailable, add_errno,
           "landlock_add_rule ", rule.path.c_str());
      return;
    }
  }
  const long restricted = syscall(SYS_landlock_restrict_self, ruleset, 0);
  const int restrict_errno = errno;
  close(ruleset);
  if (restricted != 0) {
    Send(report_fd, Layer::kLandlock, LayerState::kUnavailable, restrict_errno,
         "landlock_restrict_self");
    return;
  }
  Send(report_fd, Layer::kLandlock, LayerState::kApplied, 0, "");
}

void ConfinePlan::ApplyNetwork(const Namespaces& ns, int report_fd) const noexcept {
  if (options_.allow_network) {
    Send(report_fd, Layer::kNetwork, LayerState::kOff, 0, "allowed by the caller (--net)");
    return;
  }
  if (ns.net) {
    Send(report_fd, Layer::kNetwork, LayerState::kApplied, 0, "");
    return;
  }
  if (socket_filter_.empty()) {
    Send(report_fd, Layer::kNetwork, LayerState::kUnavailable, ns.net_errno,
         "no seccomp filter for this architecture; clone(CLONE_NEWNET)");
    return;
  }
  sock_fprog prog = {static_cast<unsigned short>(socket_filter_.size()),
                     const_cast<sock_filter*>(socket_filter_.data())};
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0) != 0) {
    Send(report_fd, Layer::kNetwork, LayerState::kUnavailable, errno,
         "prctl(PR_SET_SECCOMP); clone(CLONE_NEWNET) failed too");
    return;
  }
  Send(report_fd, Layer::kNetwork, LayerState::kApplied, 0, "");
}

}  // namespace kotoba::runner
