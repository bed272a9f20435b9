// The execution path: pre-screen a snippet with the classifier, then run it inside the OS jail.
//
//   kotoba::runner::RunOptions options;
//   options.allow = {kotoba::Label::kShellSpawn};  // a person approved this label for this run
//   RunResult r = kotoba::runner::Run({"import os\nos.system('id')", Language::kPython}, options);
//   if (r.status == RunStatus::kRefused) puts(r.message.c_str());
//
// Two layers, see docs/runner.md: the classifier decides whether to ask a person (any label not
// approved: refused, never run); the jail (confine.h) enforces limits whatever the code does.
#ifndef KOTOBA_RUNNER_RUNNER_H_
#define KOTOBA_RUNNER_RUNNER_H_

#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "kotoba/classifier.h"
#include "kotoba/options.h"
#include "kotoba/verdict.h"
#include "runner/confine.h"
#include "runner/process.h"

namespace kotoba::runner {

// The PATH the snippet sees; interpreters are looked up in it.
inline constexpr char kSandboxPath[] = "/usr/local/bin:/usr/bin:/bin";
// The identity a root caller runs snippets as when the workdir's owner is root (nobody:nogroup).
inline constexpr uid_t kNobodyUid = 65534;
inline constexpr gid_t kNobodyGid = 65534;

struct Snippet {
  std::string source;
  Language language = Language::kPython;  // Python runs as `python3 -I`, shell as `bash -c`
};

struct RunOptions {
  // Labels a person approved for this one run. A snippet with any label outside this set is
  // refused. There is no wildcard: `opaque` is approved only by naming it.
  LabelSet allow;
  absl::Duration timeout = absl::Seconds(30);  // wall clock; then the whole tree is killed
  bool allow_network = false;
  // Empty: a new directory under the system temp dir, kept after the run and reported. A root
  // caller runs the snippet as the workdir's owner, or as nobody when root owns it.
  std::string workdir;
  size_t max_output_bytes = size_t{1} << 20;  // per stream; the rest is discarded and counted
  Limits limits;
  std::vector<std::string> extra_read_paths;  // read+exec beyond the system dirs
  // Interpreters: a name is looked up in kSandboxPath; a path is used as is.
  std::string python = "python3";
  std::string bash = "bash";
};

enum class RunStatus {
  kRan,      // the snippet ran; see exit_code / signal / timed_out
  kRefused,  // the pre-screen found an unapproved label; nothing ran
  kBusy,     // the concurrency cap was reached (WhenBusy::kRefuse, or the wait ran out)
  kError,    // it could not be run (bad workdir, interpreter missing, confinement failed)
};
std::string_view RunStatusName(RunStatus status);  // "ran" | "refused" | "busy" | "error"

struct RunResult {
  RunStatus status = RunStatus::kError;
  // kRefused: the plain-language reason, naming each label and its evidence line.
  // kBusy, kError: what went wrong.
  std::string message;
  Verdict verdict;
  std::optional<int> exit_code;
  std::optional<int> signal;
  bool timed_out = false;
  absl::Duration duration;
  CapturedStream stdout_stream;
  CapturedStream stderr_stream;
  std::string workdir;
  uid_t uid = 0;
  gid_t gid = 0;
  std::vector<LayerReport> layers;
};

// The whole result as JSON (stable key order; output bytes that are not UTF-8 become U+FFFD).
std::string ToJson(const RunResult& result);
// Lines for a person: status, exit, duration, workdir, identity, each layer.
std::string Summary(const RunResult& result);

// The refusal for `verdict` given the approved labels, or nullopt when every label is approved.
std::optional<std::string> RefusalReason(const Verdict& verdict, LabelSet allow);

enum class WhenBusy { kWait, kRefuse };

struct RunnerOptions {
  kotoba::Options classifier;
  // Runs at once through this Runner; a flood of snippets cannot exhaust the host.
  int max_concurrent = 4;
  WhenBusy when_busy = WhenBusy::kWait;
  absl::Duration max_wait = absl::InfiniteDuration();  // kWait: then kBusy
};

class Runner {
 public:
  // kInvalidArgument for max_concurrent < 1; the classifier's own errors.
  static absl::StatusOr<std::unique_ptr<Runner>> Create(const RunnerOptions& options = {});

  // Thread-safe; blocks for the run (and for a slot under WhenBusy::kWait).
  RunResult Run(const Snippet& snippet, const RunOptions& options);

 private:
  Runner(Classifier classifier, const RunnerOptions& options)
      : classifier_(std::move(classifier)), options_(options), free_slots_(options.max_concurrent) {}
  bool AcquireSlot();
  void ReleaseSlot();

  const Classifier classifier_;
  const RunnerOptions options_;
  absl::Mutex mu_;
  int free_slots_ ABSL_GUARDED_BY(mu_);
};

// Runs through one process-wide Runner with default RunnerOptions (4 at once, others wait).
RunResult Run(const Snippet& snippet, const RunOptions& options);

}  // namespace kotoba::runner

#endif  // KOTOBA_RUNNER_RUNNER_H_
