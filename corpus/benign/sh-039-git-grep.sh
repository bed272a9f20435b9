# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: git grep -n
git grep -n 'def main'
