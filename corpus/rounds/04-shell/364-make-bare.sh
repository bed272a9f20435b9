# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: make
make
