# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: diff -ru of two directories
diff -ru old/ new/
