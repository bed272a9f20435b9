// Which paths name credentials (DESIGN.md's secret-read list), however they were built.
#ifndef KOTOBA_ANALYZER_SECRET_PATHS_H_
#define KOTOBA_ANALYZER_SECRET_PATHS_H_

#include <optional>
#include <string>
#include <string_view>

namespace kotoba::analyzer {

// The secret a path names ("an SSH key", "/etc/shadow", ...), or nullopt. `path` may contain
// glob characters and unknown stretches (constfold::kHole), which match anything: a pattern or
// partially known path counts when some secret path could be what it names, as long as enough
// of it is literal to say so (a fully unknown path names nothing in particular).
std::optional<std::string> SecretPathKind(std::string_view path);

}  // namespace kotoba::analyzer

#endif  // KOTOBA_ANALYZER_SECRET_PATHS_H_
