# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: timeout with a unit suffix
timeout 10s rg -n foo
