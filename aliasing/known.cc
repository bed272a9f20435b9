#include "aliasing/known.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "constfold/strings.h"

namespace kotoba::aliasing {
namespace {

using Pair = std::pair<std::string_view, std::string_view>;

// Sorted: builtins module names (CPython 3.11).
constexpr std::string_view kBuiltins[] = {
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError",
    "Exception", "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError",
    "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError", "ImportError",
    "ImportWarning", "IndentationError", "IndexError", "InterruptedError", "IsADirectoryError",
    "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError", "ModuleNotFoundError",
    "NameError", "None", "NotADirectoryError", "NotImplemented", "NotImplementedError", "OSError",
    "OverflowError", "PendingDeprecationWarning", "PermissionError", "ProcessLookupError",
    "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
    "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError",
    "SystemExit", "TabError", "TimeoutError", "True", "TypeError", "UnboundLocalError",
    "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError",
    "UnicodeWarning", "UserWarning", "ValueError", "Warning", "ZeroDivisionError",
    "__build_class__", "__debug__", "__doc__", "__import__", "__loader__", "__name__", "__spec__",
    "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray",
    "bytes", "callable", "chr", "classmethod", "compile", "complex", "copyright", "credits",
    "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit", "filter", "float",
    "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input",
    "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map", "max",
    "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property",
    "quit", "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted",
    "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip",
};

// Modules that are another module under a platform name.
constexpr Pair kModuleAliases[] = {
    {"posix", "os"},          {"nt", "os"},         {"posixpath", "os.path"},
    {"ntpath", "os.path"},    {"_socket", "socket"}, {"_io", "io"},
    {"_pickle", "pickle"},    {"_pathlib", "pathlib"},
};

// {"module.attribute", "module"} from tools/gen_reexports.py.
constexpr Pair kReexports[] = {
#include "aliasing/reexports.inc"
};

// Calls that return objects whose methods the rules judge.
constexpr Pair kConstructors[] = {
    // sockets
    {"socket.socket", "socket.socket"},
    {"socket.create_connection", "socket.socket"},
    {"socket.fromfd", "socket.socket"},
    {"socket.socketpair", "socket.socket"},
    {"ssl.wrap_socket", "socket.socket"},
    {"ssl.SSLContext.wrap_socket", "socket.socket"},
    {"ssl.create_default_context", "ssl.SSLContext"},
    {"ssl.SSLContext", "ssl.SSLContext"},
    // paths
    {"pathlib.Path", "pathlib.Path"},
    {"pathlib.PosixPath", "pathlib.Path"},
    {"pathlib.PurePath", "pathlib.Path"},
    {"pathlib.PurePosixPath", "pathlib.Path"},
    {"pathlib.WindowsPath", "pathlib.Path"},
    {"pathlib.Path.home", "pathlib.Path"},
    {"pathlib.Path.cwd", "pathlib.Path"},
    // HTTP clients
    {"requests.Session", "requests.Session"},
    {"requests.session", "requests.Session"},
    {"requests.sessions.Session", "requests.Session"},
    {"httpx.Client", "httpx.Client"},
    {"httpx.AsyncClient", "httpx.Client"},
    {"aiohttp.ClientSession", "aiohttp.ClientSession"},
    {"urllib3.PoolManager", "urllib3.PoolManager"},
    {"urllib3.HTTPConnectionPool", "urllib3.PoolManager"},
    {"urllib3.HTTPSConnectionPool", "urllib3.PoolManager"},
    {"urllib3.connection_from_url", "urllib3.PoolManager"},
    {"http.client.HTTPConnection", "http.client.HTTPConnection"},
    {"http.client.HTTPSConnection", "http.client.HTTPConnection"},
    {"urllib.request.Request", "urllib.request.Request"},
    {"urllib.request.build_opener", "urllib.request.OpenerDirector"},
    {"urllib.request.OpenerDirector", "urllib.request.OpenerDirector"},
    // objects whose write-like methods are harmless
    {"io.StringIO", "io.StringIO"},
    {"io.BytesIO", "io.BytesIO"},
    {"sqlite3.connect", "sqlite3.Connection"},
    {"sqlite3.Connection.cursor", "sqlite3.Cursor"},
    // native code
    {"ctypes.CDLL", "ctypes.CDLL"},
    {"ctypes.cdll.LoadLibrary", "ctypes.CDLL"},
    {"ctypes.PyDLL", "ctypes.CDLL"},
    {"cffi.FFI", "cffi.FFI"},
    {"cffi.FFI.dlopen", "ctypes.CDLL"},
    // process objects
    {"subprocess.Popen", "subprocess.Popen"},
    {"code.InteractiveInterpreter", "code.InteractiveInterpreter"},
    {"code.InteractiveConsole", "code.InteractiveInterpreter"},
    {"smtplib.SMTP", "smtplib.SMTP"},
    {"smtplib.SMTP_SSL", "smtplib.SMTP"},
    {"ftplib.FTP", "ftplib.FTP"},
    {"ftplib.FTP_TLS", "ftplib.FTP"},
    {"paramiko.SSHClient", "paramiko.SSHClient"},
    {"telnetlib.Telnet", "telnetlib.Telnet"},
    {"zipfile.ZipFile", "zipfile.ZipFile"},
    {"tarfile.open", "tarfile.TarFile"},
    {"tarfile.TarFile", "tarfile.TarFile"},
};

// {type, method} -> type of the result.
constexpr std::array<std::string_view, 3> kPathReturningMethods[] = {
    {"pathlib.Path", "expanduser", "pathlib.Path"},
    {"pathlib.Path", "resolve", "pathlib.Path"},
    {"pathlib.Path", "absolute", "pathlib.Path"},
    {"pathlib.Path", "joinpath", "pathlib.Path"},
    {"pathlib.Path", "with_name", "pathlib.Path"},
    {"pathlib.Path", "with_suffix", "pathlib.Path"},
    {"pathlib.Path", "with_stem", "pathlib.Path"},
    {"pathlib.Path", "home", "pathlib.Path"},
    {"pathlib.Path", "cwd", "pathlib.Path"},
    {"requests.Session", "__enter__", "requests.Session"},
    {"httpx.Client", "__enter__", "httpx.Client"},
    {"socket.socket", "accept", "socket.socket"},
    {"socket.socket", "dup", "socket.socket"},
    {"ssl.SSLContext", "wrap_socket", "socket.socket"},
    {"sqlite3.Connection", "cursor", "sqlite3.Cursor"},
    {"sqlite3.Connection", "execute", "sqlite3.Cursor"},
    {"ctypes.CDLL", "LoadLibrary", "ctypes.CDLL"},
};

// Module aliases and re-exports, indexed once.
const absl::flat_hash_map<std::string_view, std::string_view, StringHash, StringEq>& Renames() {
  static const auto* table = [] {
    auto* t = new absl::flat_hash_map<std::string_view, std::string_view, StringHash, StringEq>();
    for (const Pair& p : kReexports) t->emplace(p.first, p.second);
    for (const Pair& p : kModuleAliases) t->insert_or_assign(p.first, p.second);
    return t;
  }();
  return *table;
}

// Linux values.
constexpr std::pair<std::string_view, int64_t> kConstants[] = {
    {"os.O_RDONLY", 0},       {"os.O_WRONLY", 01},     {"os.O_RDWR", 02},
    {"os.O_CREAT", 0100},     {"os.O_EXCL", 0200},     {"os.O_NOCTTY", 0400},
    {"os.O_TRUNC", 01000},    {"os.O_APPEND", 02000},  {"os.O_NONBLOCK", 04000},
    {"os.O_SYNC", 04010000},  {"os.O_CLOEXEC", 02000000}, {"os.O_DIRECTORY", 0200000},
    {"os.O_NOFOLLOW", 0400000}, {"os.O_TMPFILE", 020200000}, {"os.O_BINARY", 0},
    {"subprocess.PIPE", -1},  {"subprocess.STDOUT", -2}, {"subprocess.DEVNULL", -3},
};

std::string_view Lookup(const Pair* begin, const Pair* end, std::string_view key) {
  for (const Pair* p = begin; p != end; ++p) {
    if (p->first == key) return p->second;
  }
  return {};
}

}  // namespace

bool IsBuiltinName(std::string_view name) {
  return std::binary_search(std::begin(kBuiltins), std::end(kBuiltins), name);
}

std::string CanonicalName(std::string_view qualified_name) {
  std::string name(qualified_name);
  // Re-exports are a few levels deep (os.path.os.system); a 1000-link attribute chain is not
  // one, and hashing each of its prefixes would cost its length squared.
  if (std::count(name.begin(), name.end(), '.') > 8) return name;
  // Each pass rewrites the longest known prefix; stdlib re-export chains are short.
  for (int pass = 0; pass < 8; ++pass) {
    std::vector<size_t> ends = {name.size()};
    for (size_t dot = name.rfind('.'); dot != std::string::npos && dot > 0;
         dot = name.rfind('.', dot - 1)) {
      ends.push_back(dot);
    }
    bool changed = false;
    for (size_t end : ends) {
      std::string_view prefix = std::string_view(name).substr(0, end);
      auto it = Renames().find(prefix);
      if (it != Renames().end()) {
        name = StrCat(it->second, name.substr(end));
        changed = true;
        break;
      }
    }
    if (!changed) break;
  }
  return name;
}

std::optional<std::string_view> ConstructedType(std::string_view qualified_name) {
  std::string_view t = Lookup(std::begin(kConstructors), std::end(kConstructors), qualified_name);
  if (t.empty()) return std::nullopt;
  return t;
}

std::optional<std::string_view> MethodResultType(std::string_view type, std::string_view method) {
  for (const auto& row : kPathReturningMethods) {
    if (row[0] == type && row[1] == method) return row[2];
  }
  return std::nullopt;
}

std::optional<int64_t> ModuleConstant(std::string_view qualified_name) {
  for (const auto& [name, value] : kConstants) {
    if (name == qualified_name) return value;
  }
  return std::nullopt;
}

}  // namespace kotoba::aliasing
