# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: env | grep
env | grep -i token
