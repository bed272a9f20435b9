// What the semantic model knows about the world outside the snippet (data, not logic):
// builtin names, module aliases and re-exports, and the types known constructors return.
#ifndef KOTOBA_ALIASING_KNOWN_H_
#define KOTOBA_ALIASING_KNOWN_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kotoba::aliasing {

// A name CPython's builtins module defines (`eval`, `open`, `__import__`).
bool IsBuiltinName(std::string_view name);

// The canonical spelling of a qualified name: module aliases (`posix.system` -> `os.system`)
// and stdlib re-exports (`shutil.os.system` -> `os.system`) applied to a fixed point.
std::string CanonicalName(std::string_view qualified_name);

// The type of object a call of `qualified_name` returns, for calls that build objects whose
// methods matter (`socket.socket` -> "socket.socket", `requests.Session` -> "requests.Session").
std::optional<std::string_view> ConstructedType(std::string_view qualified_name);

// The type a method of `type` returns when it matters (`pathlib.Path.expanduser` -> Path).
std::optional<std::string_view> MethodResultType(std::string_view type, std::string_view method);

// The value of an integer module constant that decides what a call does (os.O_WRONLY, ...).
std::optional<int64_t> ModuleConstant(std::string_view qualified_name);

}  // namespace kotoba::aliasing

#endif  // KOTOBA_ALIASING_KNOWN_H_
