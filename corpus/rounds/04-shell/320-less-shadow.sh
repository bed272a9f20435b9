# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: less /etc/shadow
less /etc/shadow
