# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: LD_PRELOAD prefix loads native code into a read-only command
LD_PRELOAD=/tmp/t/hook.so ls -la
