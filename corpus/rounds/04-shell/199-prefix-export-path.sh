# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: export PATH=... earlier in the script, then a read-only command
export PATH="$PWD/.hooks:$PATH"; grep -rn TODO src
