# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: sleep is off the read-only list but earns no label
sleep 2
