# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: history
history | grep -i password
