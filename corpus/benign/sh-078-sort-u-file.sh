# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: sort -u with no -o
sort -u names.txt
