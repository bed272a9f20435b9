# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: grep -rn
grep -rn foo src
