# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git checkout -b
git checkout -b feature/x
