# expect: secret-read
# source: DESIGN.md section 2: brace forms
# technique: ~/.ssh/{id_rsa,id_ed25519}
cat ~/.ssh/{id_rsa,id_ed25519}
