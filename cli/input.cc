#include "cli/input.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "absl/status/status.h"
#include "constfold/strings.h"
#include "cli/corpus.h"
#include "analyzer/engine.h"

namespace kotoba::cli {

absl::Status CheckUtf8(std::string_view name, std::string_view text) {
  size_t bad = analyzer::FirstInvalidUtf8(text);
  if (bad == std::string_view::npos) return absl::OkStatus();
  return absl::InvalidArgumentError(
      StrCat(name, ": not valid UTF-8 (first bad byte at offset ", bad, ")"));
}

absl::StatusOr<std::string> ReadStream(std::FILE* stream, std::string_view name) {
  std::string out;
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, stream)) > 0) {
    if (out.size() + n > kMaxReadBytes) {
      return absl::ResourceExhaustedError(
          StrCat(name, ": larger than ", kMaxReadBytes >> 20, " MiB, not read"));
    }
    out.append(buf, n);
  }
  if (std::ferror(stream)) {
    return absl::UnavailableError(StrCat(name, ": read error: ", std::strerror(errno)));
  }
  return out;
}

absl::StatusOr<std::string> ReadSourceFile(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return absl::InvalidArgumentError(StrCat(path, ": is a directory"));
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    int err = errno;
    std::string msg = StrCat(path, ": ", std::strerror(err));
    if (err == ENOENT) return absl::NotFoundError(msg);
    if (err == EACCES) return absl::PermissionDeniedError(msg);
    return absl::UnavailableError(msg);
  }
  absl::StatusOr<std::string> content = ReadStream(f, path);
  std::fclose(f);
  return content;
}

absl::StatusOr<std::vector<std::string>> ListSourceFiles(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  auto it = std::filesystem::recursive_directory_iterator(
      dir, std::filesystem::directory_options::skip_permission_denied, ec);
  if (ec) return absl::NotFoundError(StrCat(dir, ": ", ec.message()));
  for (auto end = std::filesystem::recursive_directory_iterator(); it != end;
       it.increment(ec)) {
    if (ec) return absl::UnavailableError(StrCat(dir, ": ", ec.message()));
    if (it->is_regular_file(ec) && LanguageForPath(it->path().string())) {
      out.push_back(it->path().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace kotoba::cli
