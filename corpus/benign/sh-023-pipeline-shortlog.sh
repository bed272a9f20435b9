# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: a pipeline of readers
git log --format=%an | sort | uniq -c | sort -rn | head
