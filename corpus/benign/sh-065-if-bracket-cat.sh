# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: if [ ] then cat
if [ -f go.mod ]; then cat go.mod; fi
