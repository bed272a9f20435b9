#include "analyzer/python_sinks.h"

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "constfold/strings.h"

namespace kotoba::analyzer {
namespace {

using C = Condition;
constexpr Label kDestroy = Label::kFsDestroy;
constexpr Label kSpawn = Label::kShellSpawn;
constexpr Label kSocket = Label::kRawSocket;
constexpr Label kEval = Label::kDynamicEval;
constexpr Label kWrite = Label::kFsWrite;
constexpr Label kOut = Label::kDataOut;
constexpr Label kSecret = Label::kSecretRead;

constexpr std::string_view kDeletes = "deletes files or directories";
constexpr std::string_view kRunsShell = "runs a shell command";
constexpr std::string_view kRunsProgram = "starts another program";
constexpr std::string_view kNative = "calls native code directly";
constexpr std::string_view kImports = "loads and runs a module by name";
constexpr std::string_view kSocketMsg = "opens a raw network connection";
constexpr std::string_view kEvalMsg = "runs code built at run time";
constexpr std::string_view kUnpickle = "deserialises data that can run code";
constexpr std::string_view kWrites = "writes to the file system";
constexpr std::string_view kSends = "sends data over the network";
constexpr std::string_view kRemote = "opens a mail, file-transfer or remote-shell session";
constexpr std::string_view kReadsSecrets = "reads a credentials file";

constexpr Sink kSinks[] = {
    // --- fs-destroy ------------------------------------------------------------------------
    {"shutil.rmtree", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"os.remove", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"os.unlink", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"os.rmdir", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"os.removedirs", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"os.truncate", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", "empties a file"},
    {"pathlib.Path.unlink", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"pathlib.Path.rmdir", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    // `for f in tmp.glob("*"): f.unlink()`: these names are path-specific on any object.
    {"?.unlink", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"?.rmdir", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},
    {"?.rmtree", kDestroy, "PY-DESTROY-001", C::kAlways, -1, "", kDeletes},

    // --- shell-spawn: shells and programs ----------------------------------------------------
    {"os.system", kSpawn, "PY-SPAWN-001", C::kShellString, 0, "command", kRunsShell},
    {"os.popen", kSpawn, "PY-SPAWN-001", C::kShellString, 0, "cmd", kRunsShell},
    {"subprocess.getoutput", kSpawn, "PY-SPAWN-001", C::kShellString, 0, "cmd", kRunsShell},
    {"subprocess.getstatusoutput", kSpawn, "PY-SPAWN-001", C::kShellString, 0, "cmd", kRunsShell},
    {"asyncio.create_subprocess_shell", kSpawn, "PY-SPAWN-001", C::kShellString, 0, "cmd",
     kRunsShell},
    {"asyncio.subprocess.create_subprocess_shell", kSpawn, "PY-SPAWN-001", C::kShellString, 0,
     "cmd", kRunsShell},
    {"subprocess.run", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "args", kRunsProgram},
    {"subprocess.Popen", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "args", kRunsProgram},
    {"subprocess.call", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "args", kRunsProgram},
    {"subprocess.check_call", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "args", kRunsProgram},
    {"subprocess.check_output", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "args",
     kRunsProgram},
    {"pty.spawn", kSpawn, "PY-SPAWN-001", C::kProcessArgs, 0, "argv", kRunsProgram},
    {"asyncio.create_subprocess_exec", kSpawn, "PY-SPAWN-001", C::kExecArgv, 0, "",
     kRunsProgram},
    {"asyncio.subprocess.create_subprocess_exec", kSpawn, "PY-SPAWN-001", C::kExecArgv, 0, "",
     kRunsProgram},
    {"os.execl*", kSpawn, "PY-SPAWN-001", C::kExecArgv, 1, "", kRunsProgram},
    {"os.execv*", kSpawn, "PY-SPAWN-001", C::kExecArgv, 1, "", kRunsProgram},
    {"os.spawnl*", kSpawn, "PY-SPAWN-001", C::kExecArgv, 2, "", kRunsProgram},
    {"os.spawnv*", kSpawn, "PY-SPAWN-001", C::kExecArgv, 2, "", kRunsProgram},
    {"os.posix_spawn*", kSpawn, "PY-SPAWN-001", C::kExecArgv, 1, "", kRunsProgram},
    {"os.fork", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", "starts a new process"},
    {"os.forkpty", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", "starts a new process"},
    {"pty.fork", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", "starts a new process"},
    {"os.startfile", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kRunsProgram},
    {"_posixsubprocess.fork_exec", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kRunsProgram},
    {"webbrowser.open*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", "starts a web browser"},
    // --- shell-spawn: native code and import machinery ----------------------------------------
    {"ctypes.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kNative},
    {"cffi.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kNative},
    {"_cffi_backend.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kNative},
    {"_ctypes.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kNative},
    {"importlib.import_module", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.__import__", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.reload", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.util.spec_from_file_location", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "",
     kImports},
    {"importlib.util.spec_from_loader", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.util.module_from_spec", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.util.find_spec", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib.machinery.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"importlib._bootstrap.*", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},
    {"zipimport.zipimporter", kSpawn, "PY-SPAWN-001", C::kAlways, -1, "", kImports},

    // --- raw-socket ---------------------------------------------------------------------------
    {"socket.socket", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"socket.create_connection", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"socket.create_server", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"socket.socketpair", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"socket.fromfd", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"socket.SocketType", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"ssl.wrap_socket", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"ssl.SSLContext.wrap_socket", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"asyncio.open_connection", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"asyncio.open_unix_connection", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"asyncio.start_server", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"asyncio.streams.open_connection", kSocket, "PY-SOCKET-001", C::kAlways, -1, "",
     kSocketMsg},
    {"socket.socket.connect", kSocket, "PY-SOCKET-001", C::kAlways, -1, "", kSocketMsg},
    {"?.connect", kSocket, "PY-SOCKET-001", C::kConnectTuple, 0, "address", kSocketMsg},
    {"?.connect_ex", kSocket, "PY-SOCKET-001", C::kConnectTuple, 0, "address", kSocketMsg},

    // --- dynamic-eval -------------------------------------------------------------------------
    {"builtins.eval", kEval, "PY-EVAL-001", C::kCode, 0, "source", kEvalMsg},
    {"builtins.exec", kEval, "PY-EVAL-001", C::kCode, 0, "source", kEvalMsg},
    {"builtins.__import__", kEval, "PY-EVAL-001", C::kAlways, -1, "", "imports a module by a name"},
    {"builtins.execfile", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"runpy.run_path", kEval, "PY-EVAL-001", C::kAlways, -1, "", "runs a Python file"},
    {"runpy.run_module", kEval, "PY-EVAL-001", C::kAlways, -1, "", "runs a Python module"},
    {"runpy._run_code", kEval, "PY-EVAL-001", C::kCode, 0, "code", kEvalMsg},
    {"timeit.timeit", kEval, "PY-EVAL-001", C::kTimeitCode, 0, "stmt", kEvalMsg},
    {"timeit.repeat", kEval, "PY-EVAL-001", C::kTimeitCode, 0, "stmt", kEvalMsg},
    {"timeit.Timer", kEval, "PY-EVAL-001", C::kTimeitCode, 0, "stmt", kEvalMsg},
    {"code.InteractiveInterpreter", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"code.InteractiveConsole", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"code.interact", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"code.compile_command", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"code.InteractiveInterpreter.runsource", kEval, "PY-EVAL-001", C::kCode, 0, "source",
     kEvalMsg},
    {"code.InteractiveInterpreter.runcode", kEval, "PY-EVAL-001", C::kCode, 0, "code", kEvalMsg},
    {"code.InteractiveInterpreter.push", kEval, "PY-EVAL-001", C::kCode, 0, "line", kEvalMsg},
    {"types.FunctionType", kEval, "PY-EVAL-001", C::kCode, 0, "code", kEvalMsg},
    {"types.LambdaType", kEval, "PY-EVAL-001", C::kCode, 0, "code", kEvalMsg},
    {"types.CodeType", kEval, "PY-EVAL-001", C::kAlways, -1, "", kEvalMsg},
    {"pickle.loads", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"pickle.load", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"pickle.Unpickler", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"marshal.loads", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"marshal.load", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"dill.loads", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"dill.load", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"cloudpickle.loads", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"shelve.open", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"yaml.unsafe_load", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"yaml.unsafe_load_all", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},
    {"jsonpickle.decode", kEval, "PY-EVAL-001", C::kAlways, -1, "", kUnpickle},

    // `().__class__.__base__.__subclasses__()`: the classic sandbox escape walks every class to
    // one whose globals hold os.system or eval; which one is undecidable, so both labels.
    {"builtins.object.__subclasses__", kSpawn, "PY-GADGET-001", C::kAlways, -1, "",
     "walks every class in the interpreter to reach a shell or eval"},
    {"builtins.object.__subclasses__", kEval, "PY-GADGET-001", C::kAlways, -1, "",
     "walks every class in the interpreter to reach a shell or eval"},

    // --- fs-write -----------------------------------------------------------------------------
    {"builtins.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"io.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"io.FileIO", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"codecs.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"os.fdopen", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"gzip.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"bz2.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"lzma.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"tarfile.open", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"zipfile.ZipFile", kWrite, "PY-WRITE-002", C::kOpenMode, 1, "mode", kWrites},
    {"pathlib.Path.open", kWrite, "PY-WRITE-002", C::kOpenMode, 0, "mode", kWrites},
    {"?.open", kWrite, "PY-WRITE-002", C::kOpenMode, 0, "mode", kWrites},
    {"os.open", kWrite, "PY-WRITE-002", C::kOsOpenFlags, 1, "flags", kWrites},
    {"pathlib.Path.write_text", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.write_bytes", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"?.write_text", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"?.write_bytes", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.mkdir", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.touch", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"?.touch", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.rename", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.replace", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.chmod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.lchmod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.symlink_to", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.hardlink_to", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"pathlib.Path.link_to", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copy", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copy2", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copyfile", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copytree", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copymode", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.copystat", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.move", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.chown", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.make_archive", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"shutil.unpack_archive", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.rename", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.renames", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.replace", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.chmod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.lchmod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.fchmod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.chown", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.lchown", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.fchown", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.mkdir", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.makedirs", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.mkfifo", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.mknod", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.link", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.symlink", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"os.utime", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"urllib.request.urlretrieve", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"tarfile.TarFile.extractall", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"tarfile.TarFile.extract", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"zipfile.ZipFile.extractall", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"zipfile.ZipFile.extract", kWrite, "PY-WRITE-001", C::kAlways, -1, "", kWrites},
    {"numpy.save", kWrite, "PY-WRITE-001", C::kPathArg, 0, "file", kWrites},
    {"numpy.savez", kWrite, "PY-WRITE-001", C::kPathArg, 0, "file", kWrites},
    {"numpy.savetxt", kWrite, "PY-WRITE-001", C::kPathArg, 0, "fname", kWrites},
    {"?.to_csv", kWrite, "PY-WRITE-001", C::kPathArg, 0, "path_or_buf", kWrites},
    {"?.to_excel", kWrite, "PY-WRITE-001", C::kPathArg, 0, "excel_writer", kWrites},
    {"?.to_parquet", kWrite, "PY-WRITE-001", C::kPathArg, 0, "path", kWrites},
    {"?.to_pickle", kWrite, "PY-WRITE-001", C::kPathArg, 0, "path", kWrites},
    {"?.to_json", kWrite, "PY-WRITE-001", C::kPathArg, 0, "path_or_buf", kWrites},
    {"?.savefig", kWrite, "PY-WRITE-001", C::kPathArg, 0, "fname", kWrites},
    {"matplotlib.pyplot.savefig", kWrite, "PY-WRITE-001", C::kPathArg, 0, "fname", kWrites},

    // --- data-out -----------------------------------------------------------------------------
    {"requests.post", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.put", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.patch", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.delete", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"requests.Session.post", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.Session.put", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.Session.patch", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.Session.delete", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"requests.Session.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"httpx.post", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.put", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.patch", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.delete", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"httpx.Client.post", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.Client.put", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.Client.patch", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.Client.delete", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"httpx.Client.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"aiohttp.ClientSession.post", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"aiohttp.ClientSession.put", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"aiohttp.ClientSession.patch", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"aiohttp.ClientSession.delete", kOut, "PY-NET-001", C::kAlways, -1, "", kSends},
    {"aiohttp.ClientSession.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"aiohttp.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"urllib3.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"urllib3.PoolManager.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"urllib3.PoolManager.urlopen", kOut, "PY-NET-001", C::kHttpMethod, 0, "method", kSends},
    {"http.client.HTTPConnection.request", kOut, "PY-NET-001", C::kHttpMethod, 0, "method",
     kSends},
    {"http.client.HTTPConnection.putrequest", kOut, "PY-NET-001", C::kHttpMethod, 0, "method",
     kSends},
    {"urllib.request.urlopen", kOut, "PY-NET-001", C::kUrlopen, 1, "data", kSends},
    {"urllib.request.OpenerDirector.open", kOut, "PY-NET-001", C::kUrlopen, 1, "data", kSends},
    {"urllib.request.Request", kOut, "PY-NET-001", C::kRequestObject, 1, "data", kSends},
    // A GET carries whatever was computed into its URL or parameters.
    {"requests.get", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"requests.head", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"requests.options", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"requests.Session.get", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"requests.Session.head", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"httpx.get", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"httpx.head", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"httpx.stream", kOut, "PY-NET-002", C::kHttpGet, 1, "url", kSends},
    {"httpx.Client.get", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"aiohttp.ClientSession.get", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"urllib.request.urlretrieve", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"wget.download", kOut, "PY-NET-002", C::kHttpGet, 0, "url", kSends},
    {"smtplib.SMTP", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"smtplib.SMTP_SSL", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"smtplib.LMTP", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"ftplib.FTP", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"ftplib.FTP_TLS", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"paramiko.*", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"telnetlib.Telnet", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},
    {"fabric.Connection", kOut, "PY-NET-003", C::kAlways, -1, "", kRemote},

    // --- secret-read --------------------------------------------------------------------------
    {"netrc.netrc", kSecret, "PY-SECRET-002", C::kAlways, -1, "", kReadsSecrets},
    {"dotenv.load_dotenv", kSecret, "PY-SECRET-002", C::kDotenv, 0, "dotenv_path", kReadsSecrets},
    {"dotenv.dotenv_values", kSecret, "PY-SECRET-002", C::kDotenv, 0, "dotenv_path",
     kReadsSecrets},
    {"dotenv.main.load_dotenv", kSecret, "PY-SECRET-002", C::kDotenv, 0, "dotenv_path",
     kReadsSecrets},
    {"dotenv.main.dotenv_values", kSecret, "PY-SECRET-002", C::kDotenv, 0, "dotenv_path",
     kReadsSecrets},
};

// Names that lead to sinks without being rows themselves (computed names on them are opaque).
constexpr std::string_view kAlsoSensitive[] = {"sys", "sys.modules", "builtins", "importlib",
                                               "posix", "nt", "operator"};

struct Index {
  absl::flat_hash_map<std::string_view, std::vector<const Sink*>, StringHash, StringEq> exact;
  std::vector<const Sink*> wildcard;
  StringSet prefixes;
};

const Index& TheIndex() {
  static const Index* index = [] {
    auto* ix = new Index();
    for (const Sink& s : kSinks) {
      std::string_view name = s.name;
      if (EndsWith(name, "*")) {
        ix->wildcard.push_back(&s);
        name.remove_suffix(1);
      } else {
        ix->exact[name].push_back(&s);
      }
      if (StartsWith(name, "?.")) continue;
      for (size_t dot = name.find('.'); dot != std::string_view::npos;
           dot = name.find('.', dot + 1)) {
        ix->prefixes.insert(std::string(name.substr(0, dot)));
      }
      if (!EndsWith(s.name, "*")) ix->prefixes.insert(std::string(name));
    }
    for (std::string_view n : kAlsoSensitive) ix->prefixes.insert(std::string(n));
    return ix;
  }();
  return *index;
}

}  // namespace

std::span<const Sink> AllSinks() { return kSinks; }

std::vector<const Sink*> FindSinks(std::string_view qualified_name) {
  const Index& ix = TheIndex();
  std::vector<const Sink*> out;
  auto it = ix.exact.find(qualified_name);
  if (it != ix.exact.end()) out = it->second;
  for (const Sink* s : ix.wildcard) {
    std::string_view prefix = s->name.substr(0, s->name.size() - 1);
    if (StartsWith(qualified_name, prefix)) {
      out.push_back(s);
    }
  }
  return out;
}

bool IsSensitiveName(std::string_view qualified_name) {
  const Index& ix = TheIndex();
  if (ix.prefixes.contains(qualified_name)) return true;
  for (const Sink* s : ix.wildcard) {
    std::string_view prefix = s->name.substr(0, s->name.size() - 1);
    if (StartsWith(qualified_name, prefix)) return true;
  }
  return false;
}

}  // namespace kotoba::analyzer
