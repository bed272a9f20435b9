# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: which
which python3
