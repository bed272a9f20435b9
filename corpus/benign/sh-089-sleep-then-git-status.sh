# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: one part off the list makes the whole command not read-only
sleep 1; git status
