# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: for loop over readers
for f in *.md; do wc -l "$f"; done
