# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl -X POST without a body
curl -X POST https://api.example.com/deploy
