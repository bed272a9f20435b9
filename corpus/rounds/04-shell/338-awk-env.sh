# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: awk over .env
awk -F= '{print $2}' .env
