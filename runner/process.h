// Starting one confined process and collecting what it did.
//
// The process tree of a run:
//   caller ── supervisor (own session; pid 1 of a new PID namespace when available; confined)
//                └── the program (execve of argv, confined by inheritance)
// The supervisor applies the ConfinePlan, starts the program, reports its wait status and
// exits; with a PID namespace the kernel then kills whatever the program left behind.
#ifndef KOTOBA_RUNNER_PROCESS_H_
#define KOTOBA_RUNNER_PROCESS_H_

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "runner/confine.h"

namespace kotoba::runner {

struct ProcessSpec {
  std::vector<std::string> argv;  // argv[0] is the absolute path of the program
  std::vector<std::string> env;   // "NAME=value": the whole environment, nothing is inherited
  // Wall clock from start; past it the whole process tree is killed with SIGKILL.
  absl::Duration timeout = absl::Seconds(30);
  // Bytes kept per stream (stdout, stderr). The rest is read and discarded, so the program never
  // blocks on a full pipe, and counted.
  size_t max_output_bytes = size_t{1} << 20;
};

struct CapturedStream {
  std::string data;         // at most max_output_bytes, then the truncation marker
  uint64_t total_bytes = 0;  // everything the program wrote
  bool truncated = false;
};

struct ProcessResult {
  std::optional<int> exit_code;  // set when the program exited
  std::optional<int> signal;     // set when it was killed by a signal (SIGKILL on timeout)
  bool timed_out = false;
  absl::Duration duration;
  CapturedStream stdout_stream;
  CapturedStream stderr_stream;
  std::vector<LayerReport> layers;  // one per Layer, in enum order
  pid_t supervisor_pid = 0;         // in the caller's PID namespace; also the session id
};

// Runs spec under plan (working directory: plan.options().workdir). Errors: kInvalidArgument
// for a bad spec; kFailedPrecondition when confinement could not be set up in a way that must
// stop the run, or the program could not be started (chdir, execve); kInternal when a system
// call of the caller failed.
absl::StatusOr<ProcessResult> RunConfined(const ProcessSpec& spec, const ConfinePlan& plan);

// The line appended to a truncated stream.
std::string TruncationMarker(uint64_t kept, uint64_t total);

}  // namespace kotoba::runner

#endif  // KOTOBA_RUNNER_PROCESS_H_
