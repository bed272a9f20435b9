# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git fetch
git fetch --all --prune
