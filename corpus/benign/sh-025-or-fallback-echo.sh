# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: || of readers, stderr to /dev/null
ls build 2>/dev/null || echo "no build dir"
