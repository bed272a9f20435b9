# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: rg --files | rg | wc
rg --files | rg '\.rs$' | wc -l
