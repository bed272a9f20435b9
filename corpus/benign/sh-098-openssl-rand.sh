# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: openssl rand is not s_client
openssl rand -hex 16
