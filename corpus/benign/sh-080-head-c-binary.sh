# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: head -c of an ordinary file
head -c 200 data.bin
