# expect: none
# read-only: false
# source: DESIGN.md section 2: /dev/null
# technique: curl -o /dev/null writes nothing
curl -fsS -o /dev/null https://example.com/health
