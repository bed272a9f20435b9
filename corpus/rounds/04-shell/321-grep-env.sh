# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: grep in .env
grep -i api_key .env
