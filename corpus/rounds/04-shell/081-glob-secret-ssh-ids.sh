# expect: secret-read
# source: DESIGN.md section 2: glob forms
# technique: ~/.ssh/id_* glob
cat ~/.ssh/id_*
