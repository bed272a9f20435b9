# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: .env.production in a subdirectory
grep -h DATABASE_URL services/api/.env.production
