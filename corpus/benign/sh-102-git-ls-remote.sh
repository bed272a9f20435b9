# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: git ls-remote contacts the remote but sends nothing and writes nothing
git ls-remote --heads origin
