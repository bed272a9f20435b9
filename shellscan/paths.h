// Paths whose contents are secrets (DESIGN.md: ~/.ssh/*, /etc/shadow, /etc/passwd,
// ~/.aws/credentials, .netrc, .env and .env.<name> but not its templates, *.keystore_key,
// /proc/*/environ), judged on the expanded path however it was spelled, and on globs that could
// match one.
#ifndef KOTOBA_SHELLSCAN_PATHS_H_
#define KOTOBA_SHELLSCAN_PATHS_H_

#include <string>
#include <string_view>

namespace kotoba::shellscan::internal {

// `/a//b/./c/../d` -> `/a/b/d` (lexically; `~` stays as written).
std::string NormalizePath(std::string_view path);

// True when `path` (already expanded) names a secret. Ex) ~/.ssh/id_rsa, ./.env.prod
bool IsSecretPath(std::string_view path);

// True when fnmatch `pattern` could match a secret path. Ex) ~/.ssh/id_*, /etc/sha*
bool GlobMayMatchSecret(std::string_view pattern);

// Device files bash and the kernel turn into network connections. Ex) /dev/tcp/host/80
bool IsNetworkDevice(std::string_view path);

// Files that discard writes or are the terminal: writing to them changes nothing.
bool IsHarmlessSink(std::string_view path);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_PATHS_H_
