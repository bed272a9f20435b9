# expect: fs-destroy
# source: issue 5: wrappers
# technique: ionice -c 2 -n 7 (separate values)
ionice -c 2 -n 7 find /tmp/t -mtime +3 -delete
