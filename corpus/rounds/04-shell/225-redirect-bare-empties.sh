# expect: fs-destroy,fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: > f with no command empties a file
> app.log
