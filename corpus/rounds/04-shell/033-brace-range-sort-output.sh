# expect: fs-write
# source: bash manual: brace expansion (sequence expression)
# technique: -{o..o} expands to -o: sort -o writes a file
sort -{o..o} sorted.txt names.txt
