# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: nl | sed -n window
nl -ba src/main.py | sed -n '40,60p'
