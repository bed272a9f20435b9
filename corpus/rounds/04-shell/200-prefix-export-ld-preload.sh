# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: export LD_PRELOAD then run a reader
export LD_PRELOAD=/tmp/t/hook.so
wc -l README.md
