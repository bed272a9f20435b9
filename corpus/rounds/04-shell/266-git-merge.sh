# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git merge
git merge --no-ff feature/x
