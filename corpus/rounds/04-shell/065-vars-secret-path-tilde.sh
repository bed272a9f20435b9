# expect: secret-read
# source: DESIGN.md section 2: however the path is built
# technique: k=~/.ssh/id_rsa (tilde expands in assignments) then cat "$k"
k=~/.ssh/id_rsa; cat "$k"
