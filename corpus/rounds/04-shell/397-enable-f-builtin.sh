# expect: shell-spawn
# source: bash manual: enable -f
# technique: enable -f loads a shared object as a builtin (native code)
enable -f /tmp/t/evil.so evil; evil
