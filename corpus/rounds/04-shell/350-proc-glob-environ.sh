# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: /proc/*/environ
strings /proc/*/environ | grep -i secret
