# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: grep for the text rm -rf
grep -rl 'rm -rf' scripts/
