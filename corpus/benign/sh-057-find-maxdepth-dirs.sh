# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: find -maxdepth -type d
find . -maxdepth 2 -type d
