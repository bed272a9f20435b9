# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: cp -r
cp -r src/ /tmp/t/backup
