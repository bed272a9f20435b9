# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: sort | uniq -c
sort access.log | uniq -c
