# expect: secret-read
# source: DESIGN.md section 2: however the path is built
# technique: .env assembled from ${p}v
p=.en; grep -h KEY ${p}v
