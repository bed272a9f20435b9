# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git log -p -- path | head
git log -p -- src/foo.py | head -200
