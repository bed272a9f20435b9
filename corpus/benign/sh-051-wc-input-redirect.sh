# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: < from an ordinary file
wc -c < README.md
