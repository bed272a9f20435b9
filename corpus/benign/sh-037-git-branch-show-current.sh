# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git branch --show-current
git branch --show-current
