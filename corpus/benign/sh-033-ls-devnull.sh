# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: 2>/dev/null earns nothing
ls 2>/dev/null
