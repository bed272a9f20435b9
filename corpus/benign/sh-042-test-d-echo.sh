# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: test && echo
test -d src && echo yes
