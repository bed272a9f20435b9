# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git diff HEAD~1
git diff HEAD~1
