# expect: fs-write
# source: DESIGN.md section 2: sort -o
# technique: sort -o writes a file
sort -u -o names.txt names.txt
