# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: du | sort -n | tail
du -a . | sort -n | tail
