# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: echo of dangerous text in single quotes
echo 'rm -rf /'
