# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: gh pr view reads a pull request
gh pr view 12 --json title,state
