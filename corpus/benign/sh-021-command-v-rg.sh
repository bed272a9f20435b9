# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: command -v looks up, does not run
command -v rg
