# expect: shell-spawn
# source: DESIGN.md section 2: LD_PRELOAD/BASH_ENV/PATH= prefixes
# technique: PATH set through env NAME=val
env PATH=./bin:/usr/bin ls
