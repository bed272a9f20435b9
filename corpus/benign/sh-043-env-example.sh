# expect: none
# read-only: true
# source: DESIGN.md section 2: not the templates
# technique: .env.example is a template, not a secret
cat .env.example
