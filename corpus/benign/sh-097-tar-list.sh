# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: tar t lists (tar x would be fs-write)
tar tzf release.tar.gz
