# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: grep searching for dangerous API names
grep -rn "os.system\|subprocess" src
