# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: xargs -I{} cat
ls *.md | xargs -I{} head -3 {}
