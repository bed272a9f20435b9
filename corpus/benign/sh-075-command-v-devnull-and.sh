# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: command -v with output to /dev/null then echo
command -v docker >/dev/null && echo present
