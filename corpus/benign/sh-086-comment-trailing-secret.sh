# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: trailing comment naming a secret path
ls -la  # not cat ~/.ssh/id_rsa
