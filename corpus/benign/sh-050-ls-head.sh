# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: ls | head
ls -1 | head -20
