# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: tail -n
tail -n 100 logs/app.log
