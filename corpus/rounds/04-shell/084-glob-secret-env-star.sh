# expect: secret-read
# source: DESIGN.md section 2: .env and .env.<name>
# technique: .env* matches .env and .env.local (as well as .env.example)
cat .env*
