# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git log with filters
git log --author=alice --since=2.weeks --oneline
