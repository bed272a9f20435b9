# expect: secret-read
# source: DESIGN.md section 2: however the path is built
# technique: quotes split the secret path itself: ~/'.s'sh/id_ed25519 (tilde still expands)
cat ~/'.s'sh/id_ed25519
