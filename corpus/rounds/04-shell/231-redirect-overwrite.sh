# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: > with a command
echo 'ready' > status.txt
