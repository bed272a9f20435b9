# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: env -0 (dump with NUL separators, still a bare dump)
env -0 | tr '\0' '\n'
