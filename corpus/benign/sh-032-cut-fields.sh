# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: cut -d: -f1 of an ordinary file
cut -d: -f1 users.txt
