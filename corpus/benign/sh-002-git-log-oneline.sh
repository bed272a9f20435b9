# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git log --oneline -5
git log --oneline -5
