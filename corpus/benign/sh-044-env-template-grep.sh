# expect: none
# read-only: true
# source: DESIGN.md section 2: not the templates
# technique: .env.template and .env.sample are templates
grep -h '^[A-Z]' .env.template .env.sample
