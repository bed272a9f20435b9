# expect: fs-destroy,fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: cat /dev/null > f
cat /dev/null > app.log
