# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: head | nl
head -50 src/app.py | nl
