# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: find with tests only
find . -type f -newer Makefile -name '*.c'
