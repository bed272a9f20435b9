# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: /proc/self/environ
tr '\0' '\n' < /proc/self/environ
