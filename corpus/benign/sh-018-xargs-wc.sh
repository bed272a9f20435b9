# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: xargs running wc -l
find . -name '*.py' -print0 | xargs -0 wc -l
