#include "runner/runner.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <system_error>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "fmt/format.h"
#include "absl/strings/str_split.h"
#include "nlohmann/json.hpp"

namespace kotoba::runner {
namespace {

// What each label lets a snippet do, said plainly for the refusal.
std::string_view PlainLabel(Label label) {
  switch (label) {
    case Label::kFsDestroy:
      return "it can delete files";
    case Label::kShellSpawn:
      return "it can start other programs or native code";
    case Label::kRawSocket:
      return "it can open network connections";
    case Label::kDynamicEval:
      return "it can run code that is built while it runs";
    case Label::kFsWrite:
      return "it can write files";
    case Label::kDataOut:
      return "it can send data to another machine";
    case Label::kSecretRead:
      return "it can read secrets (keys, passwords, tokens)";
    case Label::kOpaque:
      return "the analysis could not see what part of it does";
  }
  return "unknown label";
}

// A directory made for this run: mode 0700, owned by the snippet's identity.
absl::StatusOr<std::string> MakeRunDir(std::string_view prefix, uid_t uid, gid_t gid) {
  std::error_code ec;
  std::filesystem::path base = std::filesystem::temp_directory_path(ec);
  if (ec) base = "/tmp";
  std::string pattern = (base / fmt::format("{}XXXXXX", prefix)).native();
  if (mkdtemp(pattern.data()) == nullptr) {
    return absl::InternalError(absl::StrCat("mkdtemp ", pattern, ": ", strerror(errno)));
  }
  if (geteuid() == 0 && chown(pattern.c_str(), uid, gid) != 0) {
    const absl::Status status =
        absl::InternalError(absl::StrCat("chown ", pattern, ": ", strerror(errno)));
    rmdir(pattern.c_str());
    return status;
  }
  return pattern;
}

absl::StatusOr<std::string> FindInterpreter(const std::string& name) {
  if (name.find('/') != std::string::npos) {
    if (access(name.c_str(), X_OK) == 0) return name;
    return absl::InvalidArgumentError(absl::StrCat("interpreter not executable: ", name));
  }
  for (absl::string_view dir : absl::StrSplit(kSandboxPath, ':')) {
    std::string path = absl::StrCat(dir, "/", name);
    if (access(path.c_str(), X_OK) == 0) return path;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("interpreter '", name, "' not found in ", kSandboxPath));
}

absl::Status WriteSnippetFile(const std::string& path, std::string_view source) {
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return absl::InternalError(absl::StrCat("open ", path, ": ", strerror(errno)));
  size_t done = 0;
  while (done < source.size()) {
    const ssize_t n = write(fd, source.data() + done, source.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const absl::Status status =
          absl::InternalError(absl::StrCat("write ", path, ": ", strerror(errno)));
      close(fd);
      return status;
    }
    done += static_cast<size_t>(n);
  }
  if (close(fd) != 0) return absl::InternalError(absl::StrCat("close ", path, ": ", strerror(errno)));
  return absl::OkStatus();
}

// Removes a directory this run made, on every path out of Execute.
class DirRemover {
 public:
  explicit DirRemover(std::string path) : path_(std::move(path)) {}
  DirRemover(const DirRemover&) = delete;
  DirRemover& operator=(const DirRemover&) = delete;
  ~DirRemover() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }

 private:
  std::string path_;
};

// The part after the pre-screen and the slot: directories, identity, jail, process.
void Execute(const Snippet& snippet, const RunOptions& options, RunResult& result) {
  auto fail = [&result](const absl::Status& status) {
    result.status = RunStatus::kError;
    result.message = std::string(status.message());
  };
  const bool root = geteuid() == 0;
  // Never uid 0: root is exempt from RLIMIT_NPROC and owns most of the system's files.
  uid_t uid = root ? kNobodyUid : geteuid();
  gid_t gid = root ? kNobodyGid : getegid();
  std::string workdir = options.workdir;
  if (workdir.empty()) {
    absl::StatusOr<std::string> made = MakeRunDir("kotoba-run-", uid, gid);
    if (!made.ok()) return fail(made.status());
    workdir = *made;
  } else {
    std::error_code ec;
    workdir = std::filesystem::absolute(workdir, ec).lexically_normal().native();
    struct stat st;
    if (ec || stat(workdir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
      return fail(absl::InvalidArgumentError(absl::StrCat("workdir is not a directory: ", workdir)));
    }
    if (root && st.st_uid != 0) {
      uid = st.st_uid;
      gid = st.st_gid != 0 ? st.st_gid : kNobodyGid;
    }
  }
  result.workdir = workdir;
  result.uid = uid;
  result.gid = gid;

  absl::StatusOr<std::string> tmpdir = MakeRunDir("kotoba-tmp-", uid, gid);
  if (!tmpdir.ok()) return fail(tmpdir.status());
  DirRemover remove_tmpdir(*tmpdir);

  ProcessSpec spec;
  spec.timeout = options.timeout;
  spec.max_output_bytes = options.max_output_bytes;
  spec.env = {absl::StrCat("PATH=", kSandboxPath), absl::StrCat("HOME=", workdir),
              "LANG=C.UTF-8", absl::StrCat("TMPDIR=", *tmpdir)};
  if (snippet.language == Language::kPython) {
    absl::StatusOr<std::string> python = FindInterpreter(options.python);
    if (!python.ok()) return fail(python.status());
    // A file, not -c: no argv size limit, and traceback lines match the verdict's lines.
    const std::string file = absl::StrCat(*tmpdir, "/snippet.py");
    if (absl::Status s = WriteSnippetFile(file, snippet.source); !s.ok()) return fail(s);
    spec.argv = {*python, "-I", file};
  } else {
    absl::StatusOr<std::string> bash = FindInterpreter(options.bash);
    if (!bash.ok()) return fail(bash.status());
    spec.argv = {*bash, "--noprofile", "--norc", "-c", snippet.source};
  }

  ConfineOptions confine;
  confine.allow_network = options.allow_network;
  confine.workdir = workdir;
  confine.tmpdir = *tmpdir;
  confine.extra_read_paths = options.extra_read_paths;
  confine.uid = uid;
  confine.gid = gid;
  confine.limits = options.limits;
  absl::StatusOr<ConfinePlan> plan = ConfinePlan::Prepare(confine);
  if (!plan.ok()) return fail(plan.status());
  absl::StatusOr<ProcessResult> ran = RunConfined(spec, *plan);
  if (!ran.ok()) return fail(ran.status());

  result.status = RunStatus::kRan;
  result.exit_code = ran->exit_code;
  result.signal = ran->signal;
  result.timed_out = ran->timed_out;
  result.duration = ran->duration;
  result.stdout_stream = std::move(ran->stdout_stream);
  result.stderr_stream = std::move(ran->stderr_stream);
  result.layers = std::move(ran->layers);
}

}  // namespace

std::string_view RunStatusName(RunStatus status) {
  switch (status) {
    case RunStatus::kRan:
      return "ran";
    case RunStatus::kRefused:
      return "refused";
    case RunStatus::kBusy:
      return "busy";
    case RunStatus::kError:
      return "error";
  }
  return "unknown";
}

std::optional<std::string> RefusalReason(const Verdict& verdict, LabelSet allow) {
  std::vector<std::string> unapproved;
  for (Label label : verdict.labels.ToVector()) {
    if (!allow.Has(label)) unapproved.emplace_back(LabelName(label));
  }
  if (unapproved.empty()) return std::nullopt;
  std::string out =
      "Refused, not run: the pre-screen found what this snippet can do, and no one approved it.\n";
  for (Label label : verdict.labels.ToVector()) {
    if (allow.Has(label)) continue;
    fmt::format_to(std::back_inserter(out), "  {}: {}.\n", LabelName(label), PlainLabel(label));
    for (const Finding& f : verdict.findings) {
      if (f.label != label) continue;
      fmt::format_to(std::back_inserter(out), "    line {}: {}{}\n", f.line, f.message,
                     f.evidence.empty() ? "" : fmt::format(" ({})", f.evidence));
    }
  }
  out += "To run it under the OS jail, a person approves each label for this run:";
  for (const std::string& label : unapproved) out += " --allow " + label;
  return out;
}

std::string ToJson(const RunResult& r) {
  using nlohmann::ordered_json;
  ordered_json j;
  j["status"] = RunStatusName(r.status);
  j["message"] = r.message;
  j["exit_code"] = r.exit_code.has_value() ? ordered_json(*r.exit_code) : ordered_json(nullptr);
  j["signal"] = r.signal.has_value() ? ordered_json(*r.signal) : ordered_json(nullptr);
  j["timed_out"] = r.timed_out;
  j["duration_ms"] = absl::ToInt64Milliseconds(r.duration);
  for (auto [name, s] : {std::pair{"stdout", &r.stdout_stream}, {"stderr", &r.stderr_stream}}) {
    j[name] = s->data;
    j[fmt::format("{}_bytes", name)] = s->total_bytes;
    j[fmt::format("{}_truncated", name)] = s->truncated;
  }
  j["workdir"] = r.workdir;
  j["uid"] = r.uid;
  j["gid"] = r.gid;
  ordered_json layers = ordered_json::array();
  for (const LayerReport& l : r.layers) {
    layers.push_back(ordered_json{{"layer", LayerName(l.layer)},
                                  {"state", LayerStateName(l.state)},
                                  {"detail", l.detail}});
  }
  j["layers"] = layers;
  j["verdict"] = ordered_json::parse(kotoba::ToJson(r.verdict));
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string Summary(const RunResult& r) {
  std::string out;
  switch (r.status) {
    case RunStatus::kRan: {
      std::string how;
      if (r.timed_out) {
        how = "timed out and was killed";
      } else if (r.exit_code.has_value()) {
        how = fmt::format("exit code {}", *r.exit_code);
      } else if (r.signal.has_value()) {
        how = fmt::format("killed by signal {} ({})", *r.signal, strsignal(*r.signal));
      }
      fmt::format_to(std::back_inserter(out), "ran: {} after {} ms; workdir {}; uid {} gid {}\n",
                     how, absl::ToInt64Milliseconds(r.duration), r.workdir, r.uid, r.gid);
      for (auto [name, s] : {std::pair{"stdout", &r.stdout_stream}, {"stderr", &r.stderr_stream}}) {
        if (s->truncated) {
          fmt::format_to(std::back_inserter(out), "{} truncated: {} bytes written\n", name,
                         s->total_bytes);
        }
      }
      for (const LayerReport& l : r.layers) {
        fmt::format_to(std::back_inserter(out), "  {}: {} ({})\n", LayerName(l.layer),
                       LayerStateName(l.state), l.detail);
      }
      break;
    }
    case RunStatus::kRefused:
      out += r.message + "\n";
      break;
    case RunStatus::kBusy:
    case RunStatus::kError:
      fmt::format_to(std::back_inserter(out), "{}: {}\n", RunStatusName(r.status), r.message);
      break;
  }
  return out;
}

absl::StatusOr<std::unique_ptr<Runner>> Runner::Create(const RunnerOptions& options) {
  if (options.max_concurrent < 1) {
    return absl::InvalidArgumentError("max_concurrent must be at least 1");
  }
  absl::StatusOr<Classifier> classifier = Classifier::Create(options.classifier);
  if (!classifier.ok()) return classifier.status();
  return std::unique_ptr<Runner>(new Runner(*std::move(classifier), options));
}

bool Runner::AcquireSlot() {
  absl::MutexLock lock(&mu_);
  auto has_slot = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) { return free_slots_ > 0; };
  if (options_.when_busy == WhenBusy::kRefuse) {
    if (!has_slot()) return false;
  } else if (!mu_.AwaitWithTimeout(absl::Condition(&has_slot), options_.max_wait)) {
    return false;
  }
  --free_slots_;
  return true;
}

void Runner::ReleaseSlot() {
  absl::MutexLock lock(&mu_);
  ++free_slots_;
}

RunResult Runner::Run(const Snippet& snippet, const RunOptions& options) {
  RunResult result;
  result.verdict = classifier_.Classify(snippet.source, snippet.language);
  if (std::optional<std::string> refusal = RefusalReason(result.verdict, options.allow)) {
    result.status = RunStatus::kRefused;
    result.message = *std::move(refusal);
    return result;
  }
  if (!AcquireSlot()) {
    result.status = RunStatus::kBusy;
    result.message = absl::StrCat("not run: ", options_.max_concurrent,
                                  " snippets are already running (the concurrency cap)");
    return result;
  }
  struct SlotReleaser {
    Runner* runner;
    ~SlotReleaser() { runner->ReleaseSlot(); }
  } release{this};
  Execute(snippet, options, result);
  return result;
}

RunResult Run(const Snippet& snippet, const RunOptions& options) {
  static absl::StatusOr<std::unique_ptr<Runner>>* const shared =
      new absl::StatusOr<std::unique_ptr<Runner>>(Runner::Create());
  if (!shared->ok()) {
    RunResult result;
    result.message = absl::StrCat("classifier unavailable: ", shared->status().message());
    return result;
  }
  return (**shared)->Run(snippet, options);
}

}  // namespace kotoba::runner
