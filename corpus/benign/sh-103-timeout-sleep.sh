# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: a wrapper around an off-list command is still off the list
timeout 30 sleep 5
