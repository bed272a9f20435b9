# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git add
git add -A
