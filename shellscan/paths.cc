#include "shellscan/paths.h"

#include <fnmatch.h>

#include <array>
#include <vector>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "shellscan/strings.h"

namespace kotoba::shellscan::internal {
namespace {

// Secret files by exact path (after normalisation).
constexpr std::array<std::string_view, 4> kSecretPaths = {
    "/etc/shadow", "/etc/gshadow", "/etc/passwd", "/etc/master.passwd"};
// Secret files by name, wherever they are.
constexpr std::array<std::string_view, 6> kSecretNames = {".netrc", "_netrc", ".env", ".bash_history",
                                                          ".zsh_history", ".python_history"};
// `.env.<name>` is a secret unless it is one of these templates.
constexpr std::array<std::string_view, 4> kEnvTemplates = {"example", "sample", "template", "dist"};
// Secret files by the directory and name at the end of the path.
constexpr std::array<std::string_view, 3> kSecretTails = {".aws/credentials", ".docker/config.json",
                                                          ".git-credentials"};
// Directories whose every file is secret.
constexpr std::array<std::string_view, 2> kSecretDirs = {".ssh", ".gnupg"};
// Concrete spellings tried against a glob (fnmatch) to see if it could reach a secret.
constexpr std::array<std::string_view, 14> kGlobProbes = {
    "~/.ssh/id_rsa",  "~/.ssh/id_ed25519", "~/.ssh/id_ecdsa", "~/.ssh/config",
    "/etc/shadow",    "/etc/passwd",       "/etc/gshadow",    "~/.aws/credentials",
    "~/.netrc",       ".env",              ".env.local",      "/proc/self/environ",
    "/proc/1/environ", "x.keystore_key"};

}  // namespace

std::string NormalizePath(std::string_view path) {
  bool absolute = std::string_view(path).starts_with("/");
  std::vector<std::string_view> out;
  for (std::string_view part : SplitNonEmpty(path, '/')) {
    if (part == ".") continue;
    if (part == ".." && !out.empty() && out.back() != ".." && out.back() != "~") {
      out.pop_back();
      continue;
    }
    out.push_back(part);
  }
  std::string joined = fmt::format("{}", fmt::join(out, "/"));
  return absolute ? "/" + joined : (joined.empty() ? "." : joined);
}

bool IsSecretPath(std::string_view raw) {
  if (raw.empty()) return false;
  std::string path = NormalizePath(raw);
  for (std::string_view p : kSecretPaths) {
    if (path == p) return true;
  }
  std::vector<std::string_view> parts = SplitNonEmpty(path, '/');
  if (parts.empty()) return false;
  std::string_view name = parts.back();
  for (std::string_view n : kSecretNames) {
    if (name == n) return true;
  }
  if (std::string_view(name).starts_with(".env.")) {
    std::string_view suffix = name.substr(5);
    bool tmpl = false;
    for (std::string_view t : kEnvTemplates) tmpl = tmpl || suffix == t;
    if (!tmpl && !suffix.empty()) return true;
  }
  if (std::string_view(name).ends_with(".keystore_key")) return true;
  for (std::string_view tail : kSecretTails) {
    std::string_view rest = path;
    if (!rest.ends_with(tail)) continue;
    rest.remove_suffix(tail.size());
    if (rest.empty() || rest.back() == '/') return true;
  }
  // Anything inside a secret directory, or the directory itself read recursively.
  for (size_t i = 0; i < parts.size(); ++i) {
    for (std::string_view d : kSecretDirs) {
      if (parts[i] == d) return true;
    }
  }
  // /proc/<pid>/environ
  if (parts.size() == 3 && parts[0] == "proc" && parts[2] == "environ" && std::string_view(path).starts_with("/")) {
    return true;
  }
  return false;
}

bool GlobMayMatchSecret(std::string_view pattern) {
  std::string p = NormalizePath(pattern);
  for (std::string_view probe : kGlobProbes) {
    std::string s(probe);
    if (fnmatch(p.c_str(), s.c_str(), FNM_PATHNAME | FNM_PERIOD) == 0) return true;
    // `.*` and `*/.ssh/*` reach dot-files; a leading `*` alone does not (FNM_PERIOD).
  }
  // Globs over a home directory's secret folders: /home/*/.ssh/*, /root/.ssh/*.
  return IsSecretPath(p);
}

bool IsNetworkDevice(std::string_view path) {
  return std::string_view(path).starts_with("/dev/tcp/") || std::string_view(path).starts_with("/dev/udp/");
}

bool IsHarmlessSink(std::string_view path) {
  return path == "/dev/null" || path == "/dev/stdout" || path == "/dev/stderr" || path == "/dev/tty" ||
         path == "/dev/fd/1" || path == "/dev/fd/2";
}

}  // namespace kotoba::shellscan::internal
