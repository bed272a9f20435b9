# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: grep --include
grep -rn TODO --include='*.py' .
