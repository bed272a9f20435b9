# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: find -exec grep
find . -exec grep -l x {} \;
