# expect: fs-write
# source: DESIGN.md section 2: git --output
# technique: git diff --output=FILE writes a file
git diff --output=/tmp/t/changes.patch HEAD~1
