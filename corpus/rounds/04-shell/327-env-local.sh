# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: .env.<name>: .env.local
sed -n 1,20p .env.local
