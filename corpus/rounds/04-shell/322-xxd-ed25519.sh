# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: xxd of a private key
xxd ~/.ssh/id_ed25519
