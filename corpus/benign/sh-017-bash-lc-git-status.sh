# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: literal bash -lc of a reader
bash -lc 'git status'
