# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git blame -L
git blame -L 10,20 src/app.py
