# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: PATH= prefix can swap git for a planted binary
PATH=/tmp/t:$PATH git status
