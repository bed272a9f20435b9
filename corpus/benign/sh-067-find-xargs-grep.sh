# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: find | xargs grep
find src -name '*.ts' -not -path '*/node_modules/*' | xargs grep -l useState
