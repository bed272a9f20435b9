# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: the word password in an ordinary file is not a secret read
grep -n password README.md
