// The execution path: the pre-screen refuses, and the live proofs of issue 6 show the OS jail
// stopping what a person approved past the pre-screen. Enforcement tests approve every label
// (the person said yes to everything), so the jail is the only thing left to stop the snippet.
// Where the kernel lacks a layer, the test checks the result reports it unavailable with a
// reason, then skips only the enforcement part.
#include "runner/runner.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace kotoba::runner {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

constexpr LabelSet kApproveEverything = LabelSet::FromBits(0xff);

// A directory the test owns, removed at the end. `for_snippet`: owned by the uid a root caller
// runs snippets as, so the snippet can write in it.
class TempDir {
 public:
  explicit TempDir(bool for_snippet, mode_t mode = 0755) {
    std::string pattern = "/tmp/kotoba-runner-test-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) ADD_FAILURE() << "mkdtemp failed";
    path_ = pattern;
    chmod(path_.c_str(), mode);
    if (for_snippet && geteuid() == 0) {
      EXPECT_EQ(chown(path_.c_str(), kNobodyUid, kNobodyGid), 0);
    }
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }
  std::string File(std::string_view name) const { return path_ + "/" + std::string(name); }

 private:
  std::string path_;
};

void WriteText(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

std::string ReadText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

std::unique_ptr<Runner> MakeRunner(RunnerOptions options = {}) {
  absl::StatusOr<std::unique_ptr<Runner>> runner = Runner::Create(options);
  EXPECT_TRUE(runner.ok()) << runner.status();
  return runner.ok() ? *std::move(runner) : nullptr;
}


const LayerReport& LayerOf(const RunResult& result, Layer layer) {
  for (const LayerReport& l : result.layers) {
    if (l.layer == layer) return l;
  }
  static const LayerReport kMissing{layer, LayerState::kUnavailable, "missing"};
  ADD_FAILURE() << "layer not reported: " << LayerName(layer);
  return kMissing;
}

// Checks that an unavailable layer says why, then skips the enforcement check that follows.
#define SKIP_UNLESS_APPLIED(result, layer)                                              \
  do {                                                                                  \
    const LayerReport& report_ = LayerOf(result, layer);                                \
    if (report_.state != LayerState::kApplied) {                                        \
      ASSERT_EQ(report_.state, LayerState::kUnavailable);                               \
      ASSERT_FALSE(report_.detail.empty());                                             \
      GTEST_SKIP() << LayerName(layer) << " is unavailable here, as the result reports: " \
                   << report_.detail;                                                   \
    }                                                                                   \
  } while (0)

// Host pids of processes whose command line is exactly `argv`.
std::vector<pid_t> FindProcesses(const std::vector<std::string>& argv) {
  std::string want;
  for (const std::string& a : argv) want += a + '\0';
  std::vector<pid_t> pids;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    if (ReadText(entry.path() / "cmdline") == want) pids.push_back(std::stoi(name));
  }
  return pids;
}

bool ProcessHasCmdlineContaining(std::string_view needle) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    if (ReadText(entry.path() / "cmdline").find(needle) != std::string::npos) return true;
  }
  return false;
}

// Each test runs in its own workdir (owned by the snippet's uid), removed afterwards.
class RunnerTest : public ::testing::Test {
 protected:
  RunOptions Approved(LabelSet allow = kApproveEverything) const {
    RunOptions options;
    options.allow = allow;
    options.timeout = absl::Seconds(60);  // a limit, never a measurement
    options.workdir = workdir_.path();
    return options;
  }

  TempDir workdir_{/*for_snippet=*/true};
};
class PrescreenTest : public RunnerTest {};
class RunTest : public RunnerTest {};
class JailTest : public RunnerTest {};
class ConcurrencyTest : public RunnerTest {};

// ---- The pre-screen ----

TEST_F(PrescreenTest, RefusesSpawnNamingLabelAndLineAndRunsNothing) {
  auto runner = MakeRunner();
  const RunOptions options = Approved(LabelSet{});
  const RunResult r = runner->Run({"import os as o; o.system('id > ran.txt')", Language::kPython},
                                  options);
  EXPECT_EQ(r.status, RunStatus::kRefused);
  EXPECT_THAT(r.message, HasSubstr("shell-spawn"));
  EXPECT_THAT(r.message, HasSubstr("line 1"));
  EXPECT_THAT(r.message, HasSubstr("--allow shell-spawn"));
  EXPECT_FALSE(r.exit_code.has_value());
  EXPECT_TRUE(r.layers.empty());
  EXPECT_FALSE(std::filesystem::exists(workdir_.File("ran.txt")));
}

TEST_F(PrescreenTest, AllowedSpawnRunsUnderTheJail) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run({"import os as o; o.system('id')", Language::kPython},
                                  Approved(LabelSet{Label::kShellSpawn}));
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("uid="));
  EXPECT_THAT(r.stdout_stream.data, Not(HasSubstr("uid=0(")));
  EXPECT_EQ(r.layers.size(), static_cast<size_t>(kLayerCount));
}

TEST_F(PrescreenTest, ApprovingOneLabelDoesNotApproveAnother) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run({"import os\nos.system('rm -rf build')\n", Language::kPython},
                                  Approved(LabelSet{Label::kShellSpawn}));
  EXPECT_EQ(r.status, RunStatus::kRefused);
  EXPECT_THAT(r.message, HasSubstr("fs-destroy"));
  EXPECT_THAT(r.message, HasSubstr("line 2"));
  EXPECT_THAT(r.message, Not(HasSubstr("--allow shell-spawn")));
}

TEST_F(PrescreenTest, RefusesShellCommandWithItsLabel) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run({"rm -rf /tmp/x", Language::kShell}, Approved(LabelSet{}));
  EXPECT_EQ(r.status, RunStatus::kRefused);
  EXPECT_THAT(r.message, HasSubstr("fs-destroy"));
}

TEST(RefusalReasonTest, OpaqueIsApprovedOnlyByName) {
  Verdict verdict;
  verdict.labels = LabelSet{Label::kOpaque};
  verdict.findings.push_back({.label = Label::kOpaque, .rule = "KT-OPAQUE-001", .line = 3,
                              .evidence = "getattr(os, input())", .message = "cannot see"});
  LabelSet every_other_label = kApproveEverything;
  every_other_label = LabelSet::FromBits(every_other_label.bits() &
                                         ~LabelSet{Label::kOpaque}.bits());
  const std::optional<std::string> refused = RefusalReason(verdict, every_other_label);
  ASSERT_TRUE(refused.has_value());
  EXPECT_THAT(*refused, HasSubstr("opaque"));
  EXPECT_THAT(*refused, HasSubstr("line 3: cannot see (getattr(os, input()))"));
  EXPECT_FALSE(RefusalReason(verdict, LabelSet{Label::kOpaque}).has_value());
}

TEST(RefusalReasonTest, NoLabelsIsNoRefusal) {
  EXPECT_FALSE(RefusalReason(Verdict{}, LabelSet{}).has_value());
}

// ---- Live proof 8: clean snippets run and report their output and exit code ----

TEST_F(RunTest, CleanSnippetReturnsOutputAndExitCodeZero) {
  auto runner = MakeRunner();
  RunOptions options = Approved(LabelSet{});
  options.workdir.clear();  // the runner makes one, keeps it and reports it
  const RunResult r = runner->Run({"print('hello from the jail')", Language::kPython}, options);
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.signal.has_value());
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.stdout_stream.data, "hello from the jail\n");
  EXPECT_FALSE(r.stdout_stream.truncated);
  EXPECT_FALSE(r.workdir.empty());
  EXPECT_TRUE(std::filesystem::is_directory(r.workdir));
  std::filesystem::remove_all(r.workdir);
}

TEST_F(RunTest, FailingSnippetReturnsItsExitCode) {
  auto runner = MakeRunner();
  const RunResult r =
      runner->Run({"import sys\nsys.exit(7)\n", Language::kPython}, Approved(LabelSet{}));
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(r.exit_code, 7);
}

TEST_F(RunTest, UncaughtExceptionExitsOneWithTraceback) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run({"x = 1\nraise ValueError('boom')\n", Language::kPython},
                                  Approved(LabelSet{}));
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.stderr_stream.data, HasSubstr("ValueError: boom"));
  EXPECT_THAT(r.stderr_stream.data, HasSubstr("line 2"));
}

TEST_F(RunTest, ShellCommandRunsWithBashAndReturnsItsCode) {
  auto runner = MakeRunner();
  const RunResult ok = runner->Run({"echo \"$HOME\"", Language::kShell}, Approved(LabelSet{}));
  ASSERT_EQ(ok.status, RunStatus::kRan) << ok.message;
  EXPECT_EQ(ok.exit_code, 0);
  EXPECT_EQ(ok.stdout_stream.data, ok.workdir + "\n");
  const RunResult failed =
      runner->Run({"test -e /nonexistent/file", Language::kShell}, Approved(LabelSet{}));
  ASSERT_EQ(failed.status, RunStatus::kRan) << failed.message;
  EXPECT_EQ(failed.exit_code, 1);
}

TEST_F(RunTest, NeverRunsAsRoot) {
  auto runner = MakeRunner();
  const RunResult r =
      runner->Run({"import os\nprint(os.getuid(), os.geteuid())\n", Language::kPython},
                  Approved(LabelSet{}));
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(r.stdout_stream.data, std::to_string(r.uid) + " " + std::to_string(r.uid) + "\n");
  if (geteuid() == 0) {
    EXPECT_NE(r.uid, 0u);
    const LayerReport& identity = LayerOf(r, Layer::kIdentity);
    EXPECT_EQ(identity.state, LayerState::kApplied) << identity.detail;
  }
}

TEST_F(RunTest, EveryLayerIsReportedWithAReason) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run({"pass", Language::kPython}, Approved(LabelSet{}));
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  ASSERT_EQ(r.layers.size(), static_cast<size_t>(kLayerCount));
  for (int i = 0; i < kLayerCount; ++i) {
    EXPECT_EQ(r.layers[i].layer, static_cast<Layer>(i));
    EXPECT_NE(r.layers[i].state, LayerState::kOff) << LayerName(r.layers[i].layer);
    EXPECT_FALSE(r.layers[i].detail.empty()) << LayerName(r.layers[i].layer);
  }
}

TEST_F(RunTest, MissingInterpreterIsAnError) {
  auto runner = MakeRunner();
  RunOptions options = Approved(LabelSet{});
  options.python = "no-such-python-kotoba";
  const RunResult r = runner->Run({"pass", Language::kPython}, options);
  EXPECT_EQ(r.status, RunStatus::kError);
  EXPECT_THAT(r.message, HasSubstr("no-such-python-kotoba"));
}

TEST_F(RunTest, MissingWorkdirIsAnError) {
  auto runner = MakeRunner();
  RunOptions options = Approved(LabelSet{});
  options.workdir = "/nonexistent/kotoba/workdir";
  const RunResult r = runner->Run({"pass", Language::kPython}, options);
  EXPECT_EQ(r.status, RunStatus::kError);
  EXPECT_THAT(r.message, HasSubstr("/nonexistent/kotoba/workdir"));
}

TEST_F(RunTest, JsonCarriesStatusLayersAndVerdict) {
  auto runner = MakeRunner();
  const RunResult r = runner->Run(
      {"import sys\nsys.stdout.buffer.write(b'\\xff\\n')\n", Language::kPython}, Approved());
  const std::string json = ToJson(r);
  EXPECT_THAT(json, HasSubstr("\"status\":\"ran\""));
  EXPECT_THAT(json, HasSubstr("\"stdout\":\"\xEF\xBF\xBD\\n\""));  // not UTF-8: U+FFFD
  EXPECT_THAT(json, HasSubstr("\"exit_code\":0"));
  EXPECT_THAT(json, HasSubstr("\"layer\":\"landlock\""));
  EXPECT_THAT(json, HasSubstr("\"verdict\":{\"decision\":"));
}

// ---- Live proof 1: reading /etc/shadow and a file outside the workdir fails ----

TEST_F(JailTest, ReadingShadowAndAFileOutsideTheWorkdirFails) {
  auto runner = MakeRunner();
  TempDir outside(/*for_snippet=*/false);
  WriteText(outside.File("secret.txt"), "OUTSIDE-SECRET");
  chmod(outside.File("secret.txt").c_str(), 0644);  // readable by any uid: only Landlock stops it
  WriteText(workdir_.File("inside.txt"), "INSIDE-OK");
  chmod(workdir_.File("inside.txt").c_str(), 0644);
  const std::string source =
      "def show(name, path):\n"
      "    try:\n"
      "        print(name, 'read', open(path).read())\n"
      "    except OSError as e:\n"
      "        print(name, 'denied', e.errno)\n"
      "show('shadow', '/etc/shadow')\n"
      "show('outside', '" + outside.File("secret.txt") + "')\n"
      "show('inside', 'inside.txt')\n";
  const RunResult r = runner->Run({source, Language::kPython}, Approved());
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("inside read INSIDE-OK"));
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("shadow denied"));
  SKIP_UNLESS_APPLIED(r, Layer::kLandlock);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("outside denied"));
  EXPECT_THAT(r.stdout_stream.data, Not(HasSubstr("OUTSIDE-SECRET")));
}

// ---- Live proof 2: writing outside the workdir fails, inside works ----

TEST_F(JailTest, WritingOutsideTheWorkdirFailsInsideWorks) {
  auto runner = MakeRunner();
  TempDir outside(/*for_snippet=*/false, /*mode=*/0777);  // writable by any uid
  chmod(outside.path().c_str(), 0777);
  RunOptions options = Approved();
  const std::string source =
      "def put(name, path):\n"
      "    try:\n"
      "        with open(path, 'w') as f:\n"
      "            f.write('written')\n"
      "        print(name, 'wrote')\n"
      "    except OSError as e:\n"
      "        print(name, 'denied', e.errno)\n"
      "put('outside', '" + outside.File("planted.txt") + "')\n"
      "put('tmp', '/tmp/kotoba-runner-test-planted')\n"
      "put('inside', 'made.txt')\n";
  const RunResult r = runner->Run({source, Language::kPython}, options);
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("inside wrote"));
  EXPECT_EQ(ReadText(workdir_.File("made.txt")), "written");
  SKIP_UNLESS_APPLIED(r, Layer::kLandlock);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("outside denied"));
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("tmp denied"));
  EXPECT_FALSE(std::filesystem::exists(outside.File("planted.txt")));
}

// ---- Live proof 3: TCP to a loopback listener fails without --net, works with it ----

class LoopbackListener {
 public:
  LoopbackListener() {
    fd_ = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr = {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof(addr);
    EXPECT_EQ(bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)), 0);
    EXPECT_EQ(listen(fd_, 8), 0);
    EXPECT_EQ(getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len), 0);
    port_ = ntohs(addr.sin_port);
  }
  ~LoopbackListener() { close(fd_); }
  int port() const { return port_; }

 private:
  int fd_ = -1;
  int port_ = 0;
};

std::string ConnectSnippet(int port) {
  return "import socket\n"
         "try:\n"
         "    socket.create_connection(('127.0.0.1', " + std::to_string(port) + "), timeout=10)\n"
         "    print('connect ok')\n"
         "except OSError as e:\n"
         "    print('connect failed', e.errno)\n";
}

TEST_F(JailTest, TcpConnectToLoopbackFailsWithoutNet) {
  auto runner = MakeRunner();
  LoopbackListener listener;
  const RunResult r =
      runner->Run({ConnectSnippet(listener.port()), Language::kPython}, Approved());
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  SKIP_UNLESS_APPLIED(r, Layer::kNetwork);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("connect failed"));
}

TEST_F(JailTest, TcpConnectToLoopbackWorksWithNet) {
  auto runner = MakeRunner();
  LoopbackListener listener;
  RunOptions options = Approved();
  options.allow_network = true;
  const RunResult r = runner->Run({ConnectSnippet(listener.port()), Language::kPython}, options);
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_EQ(LayerOf(r, Layer::kNetwork).state, LayerState::kOff);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("connect ok"));
}

// ---- Live proof 4: a fork bomb is contained by the process limit and the run ends ----

TEST_F(JailTest, ForkBombIsContainedAndTheRunEnds) {
  auto runner = MakeRunner();
  RunOptions options = Approved();
  options.limits.processes = 32;
  options.timeout = absl::Seconds(5);
  // Each process says once that fork failed, then keeps trying until it is killed.
  const std::string source =
      "import os, sys\n"
      "print('file', __file__, flush=True)\n"
      "said = False\n"
      "while True:\n"
      "    try:\n"
      "        os.fork()\n"
      "    except OSError as e:\n"
      "        if not said:\n"
      "            print('fork failed', e.errno, flush=True)\n"
      "            said = True\n";
  const RunResult r = runner->Run({source, Language::kPython}, options);
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_TRUE(r.timed_out);
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("fork failed 11"));  // EAGAIN: the limit held
  const std::string::size_type at = r.stdout_stream.data.find("file ");
  ASSERT_NE(at, std::string::npos);
  const std::string file = r.stdout_stream.data.substr(
      at + 5, r.stdout_stream.data.find('\n', at) - at - 5);
  EXPECT_FALSE(ProcessHasCmdlineContaining(file)) << "a process of the bomb survived the run";
}

// ---- Live proof 5: a grandchild that sleeps forever is gone after the timeout ----

// Runs `source` (which starts `sleep <marker>` as a grandchild) with a short timeout, finds the
// grandchild's host pid while the run is going, and checks that pid is gone afterwards.
void ExpectGrandchildGone(const std::string& source, const std::string& marker,
                          RunOptions options) {
  auto runner = MakeRunner();
  options.timeout = absl::Seconds(3);
  std::atomic<bool> done = false;
  std::vector<pid_t> seen;
  std::thread watcher([&] {
    while (!done && seen.empty()) {
      seen = FindProcesses({"sleep", marker});
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  const RunResult r = runner->Run({source, Language::kPython}, options);
  done = true;
  watcher.join();
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_TRUE(r.timed_out);
  ASSERT_EQ(seen.size(), 1u) << "the grandchild was never seen running: " << r.stderr_stream.data;
  const pid_t pid = seen[0];
  const bool gone = kill(pid, 0) != 0 && errno == ESRCH;
  EXPECT_TRUE(gone || FindProcesses({"sleep", marker}).empty()) << "pid " << pid << " survived";
}

TEST_F(JailTest, SleepingGrandchildIsGoneAfterTimeout) {
  const std::string marker = std::to_string(700000 + getpid());
  ExpectGrandchildGone(
      "import subprocess, time\n"
      "subprocess.Popen(['sleep', '" + marker + "'])\n"
      "time.sleep(1000)\n",
      marker, Approved());
}

TEST_F(JailTest, GrandchildThatLeftTheProcessGroupIsGoneAfterTimeout) {
  // It calls setsid(), so killing the process group misses it; the PID namespace does not.
  auto runner = MakeRunner();
  const RunResult probe = runner->Run({"pass", Language::kPython}, Approved(LabelSet{}));
  ASSERT_EQ(probe.status, RunStatus::kRan) << probe.message;
  SKIP_UNLESS_APPLIED(probe, Layer::kPidNamespace);
  const std::string marker = std::to_string(800000 + getpid());
  ExpectGrandchildGone(
      "import os, time\n"
      "if os.fork() == 0:\n"
      "    os.setsid()\n"
      "    os.execvp('sleep', ['sleep', '" + marker + "'])\n"
      "time.sleep(1000)\n",
      marker, Approved());
}

// ---- Live proof 6: 1 GB of output is capped, the run ends, memory stays bounded ----

long PeakRssKib() {
  std::istringstream status(ReadText("/proc/self/status"));
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

TEST_F(JailTest, GigabyteOfOutputIsCappedAndMemoryStaysBounded) {
  auto runner = MakeRunner();
  RunOptions options = Approved(LabelSet{});
  options.max_output_bytes = 64 * 1024;
  options.timeout = absl::Seconds(300);
  const long peak_before = PeakRssKib();
  const RunResult r = runner->Run({"import sys\n"
                                   "chunk = b'x' * (1 << 20)\n"
                                   "for _ in range(1024):\n"
                                   "    sys.stdout.buffer.write(chunk)\n",
                                   Language::kPython},
                                  options);
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(r.stdout_stream.truncated);
  EXPECT_EQ(r.stdout_stream.total_bytes, uint64_t{1} << 30);
  const std::string marker = TruncationMarker(64 * 1024, uint64_t{1} << 30);
  EXPECT_EQ(r.stdout_stream.data.size(), 64 * 1024 + marker.size());
  EXPECT_THAT(r.stdout_stream.data, HasSubstr(marker));
  EXPECT_LT(PeakRssKib() - peak_before, 64 * 1024) << "the caller's peak memory grew by > 64 MiB";
}

// ---- Live proof 7: a secret in the caller's environment is invisible ----

TEST_F(JailTest, CallerEnvironmentIsInvisible) {
  ASSERT_EQ(setenv("FAKE_API_KEY", "sk-kotoba-test-0123456789", 1), 0);
  auto runner = MakeRunner();
  const RunResult r = runner->Run(
      {"import os\n"
       "print(sorted(os.environ))\n"
       "print(os.environ.get('FAKE_API_KEY'))\n"
       "for pid in ('self', str(os.getppid()), '1'):\n"
       "    try:\n"
       "        print(pid, open('/proc/%s/environ' % pid, 'rb').read())\n"
       "    except OSError as e:\n"
       "        print(pid, 'denied', e.errno)\n",
       Language::kPython},
      Approved());
  unsetenv("FAKE_API_KEY");
  ASSERT_EQ(r.status, RunStatus::kRan) << r.message;
  EXPECT_THAT(r.stdout_stream.data, HasSubstr("['HOME', 'LANG', 'PATH', 'TMPDIR']"));
  EXPECT_THAT(r.stdout_stream.data, Not(HasSubstr("FAKE_API_KEY")));
  EXPECT_THAT(r.stdout_stream.data, Not(HasSubstr("sk-kotoba-test")));
}

// ---- The concurrency cap ----

TEST_F(ConcurrencyTest, RunsFromManyThreadsAtOnce) {
  // The supervisor is a raw clone of a multithreaded caller: it must not touch glibc state
  // another thread may hold (setxid, malloc), or it hangs until the timeout.
  auto runner = MakeRunner({.classifier = {}, .max_concurrent = 4, .when_busy = WhenBusy::kWait});
  std::vector<RunResult> results(8);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < results.size(); ++i) {
    threads.emplace_back([&, i] {
      results[i] = runner->Run({"print(" + std::to_string(i) + ")", Language::kPython},
                               Approved(LabelSet{}));
    });
  }
  for (std::thread& t : threads) t.join();
  for (size_t i = 0; i < results.size(); ++i) {
    EXPECT_EQ(results[i].status, RunStatus::kRan) << results[i].message;
    EXPECT_EQ(results[i].stdout_stream.data, std::to_string(i) + "\n");
  }
}

TEST_F(ConcurrencyTest, RefusesWhenFullUnderWhenBusyRefuse) {
  auto runner = MakeRunner({.classifier = {}, .max_concurrent = 1, .when_busy = WhenBusy::kRefuse});
  RunOptions options = Approved();
  options.timeout = absl::Seconds(60);
  std::atomic<bool> first_done = false;
  std::thread first([&] {
    // Holds the only slot until the file "release" appears.
    runner->Run({"import os, time\n"
                 "open('started', 'w').close()\n"
                 "while not os.path.exists('release'):\n"
                 "    time.sleep(0.02)\n",
                 Language::kPython},
                options);
    first_done = true;
  });
  while (!std::filesystem::exists(workdir_.File("started")) && !first_done) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  const RunResult second = runner->Run({"pass", Language::kPython}, Approved(LabelSet{}));
  WriteText(workdir_.File("release"), "");
  first.join();
  EXPECT_EQ(second.status, RunStatus::kBusy);
  EXPECT_THAT(second.message, HasSubstr("concurrency cap"));
}

TEST_F(ConcurrencyTest, WaitsForASlotUnderWhenBusyWait) {
  auto runner = MakeRunner({.classifier = {}, .max_concurrent = 1, .when_busy = WhenBusy::kWait});
  RunOptions options = Approved();
  std::atomic<bool> first_done = false;
  std::thread first([&] {
    runner->Run({"import os, time\n"
                 "open('started', 'w').close()\n"
                 "while not os.path.exists('release'):\n"
                 "    time.sleep(0.02)\n",
                 Language::kPython},
                options);
    first_done = true;
  });
  while (!std::filesystem::exists(workdir_.File("started")) && !first_done) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  RunResult second;
  std::thread waiter([&] {
    // It can only start once the first has ended, and so after "release" exists.
    second = runner->Run({"import os\n"
                          "open('second-started', 'w').close()\n"
                          "print('after release' if os.path.exists('release') else 'too early')\n",
                          Language::kPython},
                         options);
  });
  // A limit, not a measurement: for one second the second run must not start.
  for (int i = 0; i < 50 && !std::filesystem::exists(workdir_.File("second-started")); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  WriteText(workdir_.File("release"), "");
  first.join();
  waiter.join();
  EXPECT_EQ(second.status, RunStatus::kRan) << second.message;
  EXPECT_EQ(second.stdout_stream.data, "after release\n");
}

}  // namespace
}  // namespace kotoba::runner
