# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: stat
stat -c '%s %y' src/main.py
