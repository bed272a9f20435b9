# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: cut fields of /etc/passwd
cut -d: -f1 /etc/passwd
