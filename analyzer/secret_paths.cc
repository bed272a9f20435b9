#include "analyzer/secret_paths.h"

#include <fnmatch.h>

#include <algorithm>
#include <vector>

#include "constfold/strings.h"
#include "constfold/value.h"

namespace kotoba::analyzer {
namespace {

struct SecretPattern {
  std::string_view glob;  // fnmatch pattern over the normalised path (`*` crosses `/`)
  std::string_view kind;
};

// Data: DESIGN.md section 2, secret-read.
constexpr SecretPattern kPatterns[] = {
    {"*/.ssh", "the SSH directory"},
    {"*/.ssh/*", "an SSH key or config"},
    {".ssh", "the SSH directory"},
    {".ssh/*", "an SSH key or config"},
    {"*/id_rsa*", "an SSH key"},
    {"id_rsa*", "an SSH key"},
    {"*/id_ed25519*", "an SSH key"},
    {"id_ed25519*", "an SSH key"},
    {"*/id_ecdsa*", "an SSH key"},
    {"id_ecdsa*", "an SSH key"},
    {"*/id_dsa*", "an SSH key"},
    {"id_dsa*", "an SSH key"},
    {"/etc/shadow", "/etc/shadow"},
    {"/etc/gshadow", "/etc/gshadow"},
    {"/etc/passwd", "/etc/passwd"},
    {"*/etc/shadow", "/etc/shadow"},
    {"*/etc/passwd", "/etc/passwd"},
    {"*/.aws/credentials", "AWS credentials"},
    {".aws/credentials", "AWS credentials"},
    {"*/.netrc", "a .netrc file"},
    {".netrc", "a .netrc file"},
    {"*/_netrc", "a .netrc file"},
    {"*/.env", "a .env file"},
    {".env", "a .env file"},
    {"*/.env.*", "a .env file"},
    {".env.*", "a .env file"},
    {"*.keystore_key", "a keystore key"},
};

// Templates of .env files hold no secrets.
constexpr std::string_view kTemplates[] = {".env.example", ".env.sample", ".env.template"};

// Concrete paths a glob or partial path is tested against.
constexpr std::string_view kCandidates[] = {
    "~/.ssh/id_rsa",   "~/.ssh/id_ed25519", "/etc/shadow",
    "/etc/passwd",     "~/.aws/credentials", "~/.netrc",     "~/.env",
    "app.keystore_key",
};

std::string Normalise(std::string_view path) {
  std::string out;
  // Collapse `//` and `/./`; leave `..` (a relative climb may still end at /etc/passwd).
  std::vector<std::string_view> parts = SplitOn(path, '/');
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i > 0 && (parts[i].empty() || parts[i] == ".")) continue;
    if (i > 0) out += '/';
    out += parts[i];
  }
  while (out.size() > 1 && out.back() == '/') out.pop_back();
  return out;
}

bool IsTemplate(std::string_view path) {
  std::string_view base = path.substr(path.rfind('/') == std::string_view::npos
                                          ? 0
                                          : path.rfind('/') + 1);
  for (std::string_view t : kTemplates) {
    if (base == t) return true;
  }
  return false;
}

// Every secret pattern needs one of these literally, or a wildcard/unknown stretch that could
// stand for it: most strings reaching calls have none, and skip the glob matching.
bool MayNameASecret(std::string_view s) {
  constexpr std::string_view kTokens[] = {"ssh", "id_", "shadow", "passwd", "aws", "netrc",
                                          "env", "keystore", "credentials"};
  if (s.find_first_of("*?[") != std::string_view::npos ||
      s.find(constfold::kHole) != std::string_view::npos) {
    return true;
  }
  for (std::string_view t : kTokens) {
    if (s.find(t) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> SecretPathKind(std::string_view raw) {
  // Padding (`/etc/` + "./" * 10000 + `shadow`) normalises away, so long paths are checked too;
  // past 64 KiB a string is data, not a path.
  if (raw.size() > (size_t{64} << 10) || !MayNameASecret(raw)) return std::nullopt;
  std::string path = Normalise(raw);
  bool wild = false;
  size_t literal = 0;
  for (char& c : path) {
    if (c == constfold::kHole) {
      c = '*';
      wild = true;
    } else if (c == '*' || c == '?' || c == '[') {
      wild = true;
    } else {
      ++literal;
    }
  }
  if (IsTemplate(path)) return std::nullopt;
  for (const SecretPattern& p : kPatterns) {
    std::string glob(p.glob);
    if (fnmatch(glob.c_str(), path.c_str(), 0) == 0 && !IsTemplate(path)) {
      return std::string(p.kind);
    }
  }
  // A glob or partial path: does it match a concrete secret path? Require a few literal
  // characters so that a path that is entirely unknown does not match everything.
  if (wild && literal >= 3) {
    for (std::string_view candidate : kCandidates) {
      std::string c(candidate);
      if (fnmatch(path.c_str(), c.c_str(), 0) == 0) {
        for (const SecretPattern& p : kPatterns) {
          if (fnmatch(std::string(p.glob).c_str(), c.c_str(), 0) == 0) {
            return std::string(p.kind);
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace kotoba::analyzer
