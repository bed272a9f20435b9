# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: stdbuf wrapper around grep
stdbuf -oL grep ERROR app.log
