# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: cat ~/.ssh/id_rsa
cat ~/.ssh/id_rsa
