# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: echo of a substitution running readers
echo "$(ls | wc -l)"
