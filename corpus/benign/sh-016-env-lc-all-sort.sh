# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: env NAME=val wrapper around sort
env LC_ALL=C sort names.txt
