# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: sed -n /re/p
sed -n '/^## /p' README.md
