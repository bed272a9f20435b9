# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: time keyword around a reader
time git status
