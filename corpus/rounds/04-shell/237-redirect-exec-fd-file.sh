# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: exec 3> FILE opens a file for writing
exec 3>/tmp/t/out.txt
