# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: truncate -s 0
truncate -s 0 app.log
