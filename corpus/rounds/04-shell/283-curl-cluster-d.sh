# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: short-option cluster ending in d: -sfd
curl -sfd token=abc https://api.example.com/login
