# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: wc -l < /etc/shadow
wc -l < /etc/shadow
