// Reading what the CLI is asked to classify: files, directories, stdin.
#ifndef KOTOBA_CLI_INPUT_H_
#define KOTOBA_CLI_INPUT_H_

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace kotoba::cli {

// Files larger than this are refused outright (the classifier's own limit, 1 MiB by default,
// turns smaller oversized inputs into `opaque`).
inline constexpr size_t kMaxReadBytes = size_t{256} << 20;

// The whole file. kNotFound, kPermissionDenied, kInvalidArgument (a directory, not UTF-8),
// kResourceExhausted (over kMaxReadBytes), each with a one-line message naming the file.
absl::StatusOr<std::string> ReadSourceFile(const std::string& path);
absl::StatusOr<std::string> ReadStream(std::FILE* stream, std::string_view name);

// Checks that `text` is UTF-8; the message names `name` and the first bad byte.
absl::Status CheckUtf8(std::string_view name, std::string_view text);

// .py, .sh and .bash files under `dir`, recursively, sorted (deterministic output).
absl::StatusOr<std::vector<std::string>> ListSourceFiles(const std::string& dir);

}  // namespace kotoba::cli

#endif  // KOTOBA_CLI_INPUT_H_
