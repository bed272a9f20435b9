# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: timeout wrapper around a reader
timeout 5 git log
