# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: two git readers with &&
git status --short && git diff --cached --stat
