#include "runner/process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"

namespace kotoba::runner {
namespace {

// After SIGKILL, how long to wait for the pipes to close before giving up on them.
constexpr absl::Duration kKillGrace = absl::Seconds(5);
constexpr size_t kReadChunk = 64 * 1024;
// The supervisor's exit codes; the program's own status travels as a message.
constexpr int kSupervisorNoGo = 125;
constexpr int kSupervisorAbort = 126;

class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) : fd_(fd) {}
  UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) {
      Reset();
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  ~UniqueFd() { Reset(); }
  int get() const { return fd_; }
  bool valid() const { return fd_ >= 0; }
  void Reset() {
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

absl::Status ErrnoStatus(absl::string_view what) {
  return absl::InternalError(absl::StrCat(what, ": ", strerror(errno)));
}

// The clone3 arguments (linux/sched.h, CLONE_ARGS_SIZE_VER0).
struct CloneArgs {
  uint64_t flags;
  uint64_t pidfd;
  uint64_t child_tid;
  uint64_t parent_tid;
  uint64_t exit_signal;
  uint64_t stack;
  uint64_t stack_size;
  uint64_t tls;
};

// fork() with namespace flags; the child runs on a copy of the caller's stack. Raw, so no
// atfork handler runs: the child may only make async-signal-safe calls.
pid_t RawClone(uint64_t flags, int* pidfd) {
  CloneArgs args = {};
  args.flags = flags | (pidfd != nullptr ? CLONE_PIDFD : 0);
  args.pidfd = reinterpret_cast<uintptr_t>(pidfd);
  args.exit_signal = SIGCHLD;
  return static_cast<pid_t>(syscall(SYS_clone3, &args, sizeof(args)));
}

void SendMessage(int fd, ChildMessage::Kind kind, int error, const char* note) {
  ChildMessage m;
  m.kind = kind;
  m.error = error;
  size_t n = 0;
  for (; note[n] != '\0' && n + 1 < sizeof(m.note); ++n) m.note[n] = note[n];
  m.note[n] = '\0';
  (void)send(fd, &m, sizeof(m), MSG_NOSIGNAL);
}

struct ChildArgs {
  int stdin_fd;
  int stdout_fd;
  int stderr_fd;
  int report_fd;
  const ConfinePlan* plan;
  Namespaces ns;
  char* const* argv;
  char* const* envp;
  const char* workdir;
};

// Puts `fds` at 0, 1, 2, 3 whatever numbers they have now (they may collide with 0..3).
bool MoveFds(const std::array<int, 4>& fds) {
  std::array<int, 4> high;
  for (size_t i = 0; i < fds.size(); ++i) {
    high[i] = fcntl(fds[i], F_DUPFD, 10);
    if (high[i] < 0) return false;
  }
  for (size_t i = 0; i < fds.size(); ++i) {
    if (dup2(high[i], static_cast<int>(i)) < 0) return false;
  }
  if (syscall(SYS_close_range, 4u, ~0u, 0u) != 0) {
    // Before Linux 5.9: close one by one.
    struct rlimit r;
    const rlim_t max = getrlimit(RLIMIT_NOFILE, &r) == 0 ? r.rlim_cur : 4096;
    for (rlim_t fd = 4; fd < max && fd < (1u << 20); ++fd) close(static_cast<int>(fd));
  }
  return fcntl(3, F_SETFD, FD_CLOEXEC) == 0;
}

// The supervisor: between clone and exit, async-signal-safe calls only.
[[noreturn]] void SupervisorMain(const ChildArgs& a) {
  if (!MoveFds({a.stdin_fd, a.stdout_fd, a.stderr_fd, a.report_fd})) _exit(kSupervisorAbort);
  constexpr int kReport = 3;
  // Signal state survives exec: give the program the defaults, not the caller's.
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  // Fails only for SIGKILL, SIGSTOP and glibc's internal signals, which keep their defaults.
  for (int sig = 1; sig < NSIG; ++sig) signal(sig, SIG_DFL);
  if (setsid() < 0) {
    SendMessage(kReport, ChildMessage::Kind::kAbort, errno, "setsid");
    _exit(kSupervisorAbort);
  }
  // The caller writes the user namespace's id maps first.
  char go = 0;
  if (recv(kReport, &go, 1, 0) != 1 || go != 1) _exit(kSupervisorNoGo);
  if (!a.plan->Apply(a.ns, kReport)) {
    SendMessage(kReport, ChildMessage::Kind::kAbort, 0,
                "the caller is root and the snippet's identity could not be dropped");
    _exit(kSupervisorAbort);
  }
  const pid_t program = RawClone(0, nullptr);
  if (program < 0) {
    SendMessage(kReport, ChildMessage::Kind::kExecFailed, errno, "fork");
    _exit(kSupervisorAbort);
  }
  if (program == 0) {
    if (chdir(a.workdir) != 0) {
      SendMessage(kReport, ChildMessage::Kind::kExecFailed, errno, "chdir to the workdir");
      _exit(127);
    }
    execve(a.argv[0], a.argv, a.envp);
    SendMessage(kReport, ChildMessage::Kind::kExecFailed, errno, "execve");
    _exit(127);
  }
  SendMessage(kReport, ChildMessage::Kind::kStarted, 0, "");
  // As PID 1 of a namespace, orphans are reparented here: reap them until the program ends.
  for (;;) {
    int status = 0;
    const pid_t pid = waitpid(-1, &status, 0);
    if (pid == program) {
      ChildMessage m;
      m.kind = ChildMessage::Kind::kExitStatus;
      m.error = status;
      (void)send(kReport, &m, sizeof(m), MSG_NOSIGNAL);
      _exit(0);
    }
    if (pid < 0 && errno != EINTR) _exit(kSupervisorAbort);
  }
}

absl::Status WriteFile(const std::string& path, absl::string_view text) {
  UniqueFd fd(open(path.c_str(), O_WRONLY | O_CLOEXEC));
  if (!fd.valid()) return ErrnoStatus(absl::StrCat("open ", path));
  if (write(fd.get(), text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
    return ErrnoStatus(absl::StrCat("write ", path));
  }
  return absl::OkStatus();
}

// Maps the run's uid and gid to themselves: outside the namespace the snippet is that uid (never
// root), inside it has no other identity to become.
absl::Status WriteIdMaps(pid_t pid, const ConfinePlan& plan) {
  const std::string proc = absl::StrCat("/proc/", pid, "/");
  // Without CAP_SETGID in the parent namespace, gid_map requires setgroups to be denied.
  if (!plan.caller_is_root()) {
    if (absl::Status s = WriteFile(proc + "setgroups", "deny"); !s.ok()) return s;
  }
  const ConfineOptions& o = plan.options();
  if (absl::Status s = WriteFile(proc + "gid_map", absl::StrCat(o.gid, " ", o.gid, " 1\n"));
      !s.ok()) {
    return s;
  }
  return WriteFile(proc + "uid_map", absl::StrCat(o.uid, " ", o.uid, " 1\n"));
}

void Append(CapturedStream& stream, const char* data, size_t n, size_t cap) {
  stream.total_bytes += n;
  if (stream.data.size() < cap) {
    stream.data.append(data, std::min(n, cap - stream.data.size()));
  }
}

// Reads what is there; returns false at end of file.
bool Drain(int fd, CapturedStream& stream, size_t cap) {
  char buf[kReadChunk];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof(buf));
    if (n > 0) {
      Append(stream, buf, static_cast<size_t>(n), cap);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return n < 0 && errno == EAGAIN;
  }
}

std::vector<char*> CStrings(const std::vector<std::string>& strings) {
  std::vector<char*> out;
  out.reserve(strings.size() + 1);
  for (const std::string& s : strings) out.push_back(const_cast<char*>(s.c_str()));
  out.push_back(nullptr);
  return out;
}

}  // namespace

std::string TruncationMarker(uint64_t kept, uint64_t total) {
  return absl::StrCat("\n[kotoba-run: output truncated: kept ", kept, " of ", total,
                      " bytes]\n");
}

absl::StatusOr<ProcessResult> RunConfined(const ProcessSpec& spec, const ConfinePlan& plan) {
  if (spec.argv.empty() || spec.argv[0].empty() || spec.argv[0][0] != '/') {
    return absl::InvalidArgumentError("argv[0] must be an absolute path");
  }
  std::vector<char*> argv = CStrings(spec.argv);
  std::vector<char*> envp = CStrings(spec.env);

  int out_pipe[2], err_pipe[2], report[2];
  if (pipe2(out_pipe, O_CLOEXEC) != 0) return ErrnoStatus("pipe2");
  UniqueFd out_r(out_pipe[0]), out_w(out_pipe[1]);
  if (pipe2(err_pipe, O_CLOEXEC) != 0) return ErrnoStatus("pipe2");
  UniqueFd err_r(err_pipe[0]), err_w(err_pipe[1]);
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, report) != 0) {
    return ErrnoStatus("socketpair");
  }
  UniqueFd report_r(report[0]), report_w(report[1]);
  UniqueFd dev_null(open("/dev/null", O_RDONLY | O_CLOEXEC));
  if (!dev_null.valid()) return ErrnoStatus("open /dev/null");
  for (int fd : {out_r.get(), err_r.get(), report_r.get()}) {
    if (fcntl(fd, F_SETFL, O_NONBLOCK) != 0) return ErrnoStatus("fcntl O_NONBLOCK");
  }

  // Try the most isolated clone first; each failure is recorded and reported as a layer.
  const bool want_net = !plan.options().allow_network;
  const uint64_t net_flag = want_net ? CLONE_NEWNET : 0;
  ChildArgs args = {dev_null.get(), out_w.get(), err_w.get(), report_w.get(), &plan,
                    Namespaces{},   argv.data(), envp.data(), plan.options().workdir.c_str()};
  int pidfd_raw = -1;
  const absl::Time start = absl::Now();
  args.ns = {.user = true, .pid = true, .net = want_net};
  pid_t pid = RawClone(CLONE_NEWUSER | CLONE_NEWPID | net_flag, &pidfd_raw);
  if (pid < 0) {
    const int user_errno = errno;
    args.ns = {.pid = true, .net = want_net, .user_errno = user_errno};
    pid = RawClone(CLONE_NEWPID | net_flag, &pidfd_raw);
    if (pid < 0) {
      args.ns = {.user_errno = user_errno, .pid_errno = errno, .net_errno = errno};
      pid = RawClone(0, &pidfd_raw);
    }
  }
  if (pid < 0) return ErrnoStatus("clone3");
  if (pid == 0) SupervisorMain(args);
  UniqueFd pidfd(pidfd_raw);
  out_w.Reset();
  err_w.Reset();
  report_w.Reset();
  dev_null.Reset();

  auto kill_all = [&] {
    // The supervisor first (with a PID namespace its death takes every process in it), then
    // its process group for the no-namespace case. ESRCH (already gone) is the expected failure.
    syscall(SYS_pidfd_send_signal, pidfd.get(), SIGKILL, nullptr, 0);
    kill(-pid, SIGKILL);
  };
  int supervisor_status = 0;
  bool reaped = false;
  auto reap = [&] {
    // The supervisor is a zombie here, so its pid (the group id) cannot be reused yet: kill
    // whatever is left in its group, then collect it.
    kill(-pid, SIGKILL);
    while (waitpid(pid, &supervisor_status, 0) < 0 && errno == EINTR) {
    }
    reaped = true;
  };

  absl::Status map_status = absl::OkStatus();
  if (args.ns.user) map_status = WriteIdMaps(pid, plan);
  const char go = map_status.ok() ? 1 : 0;
  if (send(report_r.get(), &go, 1, MSG_NOSIGNAL) != 1 && map_status.ok()) {
    map_status = ErrnoStatus("send to the supervisor");
  }
  if (!map_status.ok()) {
    kill_all();
    reap();
    return map_status;
  }

  ProcessResult result;
  result.supervisor_pid = pid;
  std::vector<ChildMessage> messages;
  absl::Time deadline = start + spec.timeout;
  bool killed = false;
  for (;;) {
    std::vector<pollfd> fds;
    for (const UniqueFd* fd : {&out_r, &err_r, &report_r}) {
      if (fd->valid()) fds.push_back({fd->get(), POLLIN, 0});
    }
    if (!reaped) fds.push_back({pidfd.get(), POLLIN, 0});
    if (fds.empty()) break;
    const absl::Duration left = deadline - absl::Now();
    if (left <= absl::ZeroDuration()) {
      if (killed || reaped) break;  // only pipes held by an escaped process remain
      result.timed_out = true;
      killed = true;
      kill_all();
      deadline = absl::Now() + kKillGrace;
      continue;
    }
    // Rounded up so the deadline has passed when poll returns; capped to fit poll's int.
    const int wait_ms = static_cast<int>(
        std::min<int64_t>(absl::ToInt64Milliseconds(left) + 1, int64_t{3'600'000}));
    const int ready = poll(fds.data(), fds.size(), wait_ms);
    if (ready < 0 && errno != EINTR) {
      const absl::Status status = ErrnoStatus("poll");
      if (!reaped) {
        kill_all();
        reap();
      }
      return status;
    }
    for (const pollfd& p : fds) {
      if (p.revents == 0) continue;
      if (p.fd == pidfd.get()) {
        reap();
      } else if (p.fd == report_r.get()) {
        ChildMessage m;
        const ssize_t n = recv(p.fd, &m, sizeof(m), MSG_DONTWAIT);
        if (n == sizeof(m)) {
          messages.push_back(m);
        } else if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
          report_r.Reset();
        }
      } else {
        const bool is_out = p.fd == out_r.get();
        if (!Drain(p.fd, is_out ? result.stdout_stream : result.stderr_stream,
                   spec.max_output_bytes)) {
          (is_out ? out_r : err_r).Reset();
        }
      }
    }
  }
  if (!reaped) {
    kill_all();
    reap();
  }
  result.duration = absl::Now() - start;

  for (CapturedStream* s : {&result.stdout_stream, &result.stderr_stream}) {
    if (s->total_bytes > s->data.size()) {
      s->truncated = true;
      s->data += TruncationMarker(s->data.size(), s->total_bytes);
    }
  }

  std::optional<int> program_status;
  std::optional<std::string> abort_reason;
  bool started = false;
  std::array<std::optional<LayerReport>, kLayerCount> layers;
  for (const ChildMessage& m : messages) {
    const std::string note(m.note, strnlen(m.note, sizeof(m.note)));
    switch (m.kind) {
      case ChildMessage::Kind::kLayer: {
        LayerReport r{m.layer, m.state, note};
        if (m.state == LayerState::kApplied) {
          r.detail = plan.AppliedDetail(m.layer, args.ns);
        } else if (m.error != 0) {
          absl::StrAppend(&r.detail, ": ", strerror(m.error));
        }
        if (static_cast<int>(m.layer) < kLayerCount) layers[static_cast<int>(m.layer)] = r;
        break;
      }
      case ChildMessage::Kind::kAbort:
        abort_reason = absl::StrCat(note, m.error != 0 ? absl::StrCat(": ", strerror(m.error)) : "");
        break;
      case ChildMessage::Kind::kExecFailed:
        return absl::FailedPreconditionError(absl::StrCat(
            "could not start ", spec.argv[0], ": ", note, ": ", strerror(m.error)));
      case ChildMessage::Kind::kStarted:
        started = true;
        break;
      case ChildMessage::Kind::kExitStatus:
        program_status = m.error;
        break;
    }
  }
  if (abort_reason.has_value()) {
    // The layer that failed says why (e.g. identity: setresuid: Invalid argument).
    for (const std::optional<LayerReport>& l : layers) {
      if (l.has_value() && l->state == LayerState::kUnavailable) {
        absl::StrAppend(&*abort_reason, "; ", std::string(LayerName(l->layer)), ": ", l->detail);
      }
    }
    return absl::FailedPreconditionError(
        absl::StrCat("confinement could not be set up: ", *abort_reason));
  }
  for (int i = 0; i < kLayerCount; ++i) {
    result.layers.push_back(layers[i].value_or(
        LayerReport{static_cast<Layer>(i), LayerState::kUnavailable,
                    "no report from the supervisor (it ended before applying this layer)"}));
  }

  if (!started) {
    return absl::FailedPreconditionError(absl::StrCat(
        "the supervisor ended before starting the program",
        result.timed_out ? " (killed at the timeout)" : ""));
  }
  // Without the program's own status (killed on timeout), the supervisor's death stands for it.
  const int status = program_status.value_or(supervisor_status);
  if (WIFEXITED(status)) {
    result.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    result.signal = WTERMSIG(status);
  }
  return result;
}

}  // namespace kotoba::runner
