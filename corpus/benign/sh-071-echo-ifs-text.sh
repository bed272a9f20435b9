# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: IFS trick inside a quoted echo argument is text
echo 'rm${IFS}-rf${IFS}x'
