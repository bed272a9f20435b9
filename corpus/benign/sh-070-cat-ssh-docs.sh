# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: a doc whose name mentions ssh is not ~/.ssh
cat docs/ssh-setup.md
