# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: BASH_ENV makes the non-interactive bash source a file first
BASH_ENV=/tmp/t/rc bash -c 'git status'
