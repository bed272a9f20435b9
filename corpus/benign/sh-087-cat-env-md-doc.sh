# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: a markdown file about .env is not .env
cat docs/env.md
