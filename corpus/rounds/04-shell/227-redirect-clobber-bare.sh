# expect: fs-destroy,fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: >| f with no command (noclobber override) empties a file
>| app.log
